/**
 * The components a page's blocks draw that are chunks of their own (on-demand.tsx): its live feeds and its
 * information blocks with a script. They are loaded before they are drawn: by the page's loader on the server, and
 * by its `clientLoader` on a visit from another page. The page's HTML names their scripts and stylesheets
 * (block-assets.ts), which React Router would not, as no route module imports them.
 */
import { isInformationBlock, loadInformationBlocks } from '../components/content/interactive-block';
import { namesOfKind, onDemandModule } from '../components/content/on-demand-names';
import { loadFeedComponents } from '../live/live-block';
import type { ContentBlock } from './blocks';

/** The modules of a page's blocks, which are never inside another block, as the build names them: `news.feed`. */
export function blockModulesOf(blocks: ContentBlock[]): string[] {
  return blocks.flatMap((block) =>
    block.kind === 'live'
      ? [onDemandModule(block.feed.feed, 'feed')]
      : isInformationBlock(block)
        ? [onDemandModule(block.kind, 'block')]
        : [],
  );
}

/** Loads the components of a page's blocks; returns their modules. */
export async function loadBlockComponents(blocks: ContentBlock[]): Promise<string[]> {
  const modules = blockModulesOf(blocks);
  await Promise.all([
    loadFeedComponents(namesOfKind(modules, 'feed')),
    loadInformationBlocks(namesOfKind(modules, 'block')),
  ]);
  return modules;
}

/**
 * A page's data once its blocks' components are here, for its `clientLoader`: a visit from another page never draws
 * a block empty. When a component cannot be loaded (a chunk gone after a new deployment), the page `request` asks
 * for is loaded as a document instead, as React Router does for a route module.
 */
export async function withBlockComponents<Data extends { blocks: ContentBlock[] }>(
  data: Promise<Data>,
  { url, signal }: Request,
): Promise<Data> {
  const ready = await data;
  try {
    await loadBlockComponents(ready.blocks);
  } catch (error) {
    // A visit the visitor has already left for another is not loaded after all.
    if (signal.aborted) throw error;
    window.location.assign(url);
    // The navigation waits for the document load that replaces it.
    return new Promise<never>(() => {});
  }
  return ready;
}
