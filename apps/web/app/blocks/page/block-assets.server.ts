/** The scripts and stylesheets of a page's on-demand block modules, as the build read them (block-assets.ts). */
import assets from 'virtual:block-assets';
import type { BlockAssets } from './block-assets';
import { livePageLoaders } from '../live/live-block';
import { loadBlockComponents } from './block-components';
import type { ContentBlock } from './blocks';

/** Loads the components of a page's blocks (block-components.ts) and names their scripts and stylesheets. */
export async function loadBlockAssets(blocks: ContentBlock[]): Promise<BlockAssets> {
  // The server draws every template, so it loads with every loader: a live page's are all of them.
  return assetsOfModules(await loadBlockComponents(blocks, livePageLoaders));
}

/** Each script and stylesheet `modules` (`news.feed`, `carousel.block`) need, once, in the order they are named. */
function assetsOfModules(modules: string[]): BlockAssets {
  const each = (pick: (module: BlockAssets) => string[]) =>
    Array.from(new Set(modules.flatMap((module) => (assets[module] ? pick(assets[module]) : []))));
  return { scripts: each((module) => module.scripts), stylesheets: each((module) => module.stylesheets) };
}
