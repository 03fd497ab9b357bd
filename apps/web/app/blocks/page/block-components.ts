/**
 * The components a page's blocks draw that are chunks of their own (on-demand.tsx): its live feeds and every block
 * but its text (information-block.tsx). They are loaded before they are drawn: by the page's loader on the server,
 * and by its `clientLoader` on a visit from another page. The page's HTML names their scripts and stylesheets
 * (block-assets.ts), which React Router would not, as no route module imports them.
 */
import { isInformationBlock, loadInformationBlocks } from '../views/information-block';
import { kindOfModule, namesOfKind, onDemandModule, type OnDemandKind } from '../views/on-demand-names';
import type { ContentBlock } from './blocks';

/**
 * How a page loads each kind of module its blocks may need. An information page loads only information blocks, so
 * its script does not carry the live registry (../live/live-block.tsx), which lists every feed's chunk.
 */
export type ComponentLoaders = Partial<Record<OnDemandKind, (names: string[]) => Promise<void>>>;

export const informationPageLoaders: ComponentLoaders = { block: loadInformationBlocks };

/** The modules of a page's blocks, those of its tabs included, as the build names them: `news.feed`. */
export function blockModulesOf(blocks: ContentBlock[]): string[] {
  return blocks.flatMap((block) =>
    block.kind === 'live'
      ? [onDemandModule(block.feed.feed, 'feed')]
      : block.kind === 'tab'
        ? blockModulesOf(block.blocks)
        : isInformationBlock(block)
          ? [onDemandModule(block.kind, 'block')]
          : [],
  );
}

/** Loads the components of a page's blocks with `loaders`; returns their modules. */
export async function loadBlockComponents(blocks: ContentBlock[], loaders = informationPageLoaders): Promise<string[]> {
  const modules = blockModulesOf(blocks);
  const unloadable = modules.filter((module) => !loaders[kindOfModule(module)]);
  if (unloadable.length > 0) throw new Error(`This page cannot load ${unloadable.join(', ')}`);
  await Promise.all(Object.entries(loaders).map(([kind, load]) => load(namesOfKind(modules, kind as OnDemandKind))));
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
  loaders = informationPageLoaders,
): Promise<Data> {
  const ready = await data;
  try {
    await loadBlockComponents(ready.blocks, loaders);
  } catch (error) {
    // A visit the visitor has already left for another is not loaded after all.
    if (signal.aborted) throw error;
    window.location.assign(url);
    // The navigation waits for the document load that replaces it.
    return new Promise<never>(() => {});
  }
  return ready;
}

/** The `clientLoader` of a page with blocks: its server data once its blocks' components are here. */
export const clientLoaderWithBlocks = <Data extends { blocks: ContentBlock[] }>({
  request,
  serverLoader,
}: {
  request: Request;
  serverLoader: () => Promise<Data>;
}) => withBlockComponents(serverLoader(), request);
