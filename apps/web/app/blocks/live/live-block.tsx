/**
 * The browser half of the live registry: each feed's component, from the
 * feature's `<feed>.feed.tsx`, found by that name (see README.md). Each is a
 * chunk of its own, loaded by the pages that show it (on-demand.tsx).
 */
import type { ComponentType } from 'react';
import { byName, onDemand } from '../views/on-demand';
import { informationPageLoaders, type ComponentLoaders } from '../page/block-components';
import type { LiveView } from './live-feed';

type FeedProps = Record<string, unknown>;

const feeds = onDemand(
  byName(import.meta.glob<ComponentType<FeedProps>>('../../features/*/*.feed.tsx', { import: 'default' })),
  'live feed',
);

/** Loads the components of the feeds a page shows; its loader waits for this before the page is drawn. */
export const loadFeedComponents = feeds.load;

/** How a live page loads its blocks' components: its feeds' and its information blocks'. */
export const livePageLoaders: ComponentLoaders = { ...informationPageLoaders, feed: loadFeedComponents };

/** Draws a loaded live block with the component of its feed. */
export function LiveBlock({ view: { feed, ...props } }: { view: LiveView }) {
  return <feeds.Draw name={feed} props={props} />;
}
