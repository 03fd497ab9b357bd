/**
 * The components a page's blocks draw that are chunks of their own (on-demand.tsx): its live feeds and its
 * information blocks with a script. A page's loader loads them before the page is drawn, and its HTML names their
 * scripts and stylesheets (block-assets.ts), which React Router would not, as no route module imports them.
 */
import { isInformationBlock, loadInformationBlocks } from '../components/content/interactive-block';
import { loadFeedComponents } from '../live/live-block';
import type { ContentBlock } from './blocks';

/**
 * Loads the components of a page's blocks, which are never inside another block, and returns their modules as the
 * build names them: `news.feed`, `carousel.block`.
 */
export async function loadBlockComponents(blocks: ContentBlock[]): Promise<string[]> {
  const feeds = blocks.flatMap((block) => (block.kind === 'live' ? [block.feed.feed] : []));
  const kinds = blocks.filter(isInformationBlock).map((block) => block.kind);
  await Promise.all([loadFeedComponents(feeds), loadInformationBlocks(kinds)]);
  return [...feeds.map((feed) => `${feed}.feed`), ...kinds.map((kind) => `${kind}.block`)];
}

/** A page's data once its blocks' components are here: a visit from another page never draws a block empty. */
export async function withBlockComponents<Data extends { blocks: ContentBlock[] }>(data: Promise<Data>): Promise<Data> {
  const ready = await data;
  await loadBlockComponents(ready.blocks);
  return ready;
}
