/** The scripts and stylesheets of each on-demand block module, for the server render (block-assets.ts). */
declare module 'virtual:block-assets' {
  /** By module (`news.feed`, `carousel.block`), as app/blocks/page/block-assets.ts's `BlockAssets`. */
  const assets: Record<string, { scripts: string[]; stylesheets: string[] }>;
  export default assets;
}
