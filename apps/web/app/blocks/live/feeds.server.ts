/**
 * The server half of the live registry: every feed a feature declares in a
 * `features/<feature>/<feed>.feed.server.ts` file, found by that name, so a
 * new kind of live block needs no change here (see README.md).
 */
import type { LiveSource } from '@school/shared/live-source';
import type { SchoolDay } from '@school/shared/school-time';
import type { FeedDefinition, PageMeta } from './define-feed.server';
import { onDemandNameOf } from '../views/on-demand-names';
import type { LiveFeed, LiveView } from './live-feed';

const declared = import.meta.glob<FeedDefinition<object, string>>('../../features/*/*.feed.server.ts', {
  eager: true,
  import: 'default',
});

const feeds = new Map(Object.entries(declared).map(([path, definition]) => [onDemandNameOf(path), definition]));

/** The feed named `name`, or undefined when no feature declares one. */
export function liveFeedNamed(name: string): FeedDefinition<object, string> | undefined {
  return feeds.get(name);
}

/** The title and description a live block gives its page, if its feed names the page. */
export function feedPageMeta(view: LiveView): PageMeta | undefined {
  return feeds.get(view.feed)?.pageMeta?.(view);
}

/** The data of one live block, for the page at `url`, on the school's `today`. */
export async function loadFeed(feed: LiveFeed, source: LiveSource, url: URL, today: SchoolDay): Promise<LiveView> {
  const definition = feeds.get(feed.feed);
  // The page's Markdown was checked against these feeds when it was read (markdown-blocks.server.ts).
  if (!definition) throw new Error(`No feature declares the live feed "${feed.feed}"`);
  const props = await definition.load({ source, url, today, category: feed.category ?? '' });
  return { feed: feed.feed, ...props };
}
