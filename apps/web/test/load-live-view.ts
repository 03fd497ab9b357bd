/**
 * A live block's view through the live registry (so a test also proves the
 * feature's file is found by its name), typed with its component's props.
 */
import type { ReactNode } from 'react';
import type { LiveSource } from '@school/shared/live-source';
import type { SchoolDay } from '@school/shared/school-time';
import { loadFeed } from '../app/blocks/live/feeds.server';
import type { LiveFeed, LiveView } from '../app/blocks/live/live-feed';

export function loadLiveView<Component extends (props: never) => ReactNode>(
  feed: LiveFeed,
  source: LiveSource,
  url: URL,
  today: SchoolDay,
): Promise<LiveView & Parameters<Component>[0]> {
  return loadFeed(feed, source, url, today) as Promise<LiveView & Parameters<Component>[0]>;
}
