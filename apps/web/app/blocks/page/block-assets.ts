/**
 * What the components of a page's blocks that are chunks of their own
 * (block-components.ts) add to its head. React Router names only what route
 * modules import statically, so the build reads these from the client
 * manifest (build-plugins/block-assets.ts) and the page's loader hands them
 * to its `meta`.
 */
import type { MetaDescriptor } from 'react-router';
import { documentTitle, titleIn } from '../../site/document-title';
import { rootDataIn } from '../../site/school-profile';

export interface BlockAssets {
  /** Preloaded, so they start with the page's other scripts (decision 016). */
  scripts: string[];
  /** Linked, as they draw the server's HTML of the blocks. */
  stylesheets: string[];
}

/**
 * The `meta` of a page with blocks: its title (root.tsx's, or the page's own where its loader gives one: the title
 * the school gave it, an album's), then its blocks' scripts and stylesheets.
 */
export function metaWithBlockAssets({
  loaderData,
  matches,
}: {
  loaderData: { blockAssets?: BlockAssets } | undefined;
  matches: readonly { meta: MetaDescriptor[]; loaderData?: unknown }[];
}): MetaDescriptor[] {
  const assets = loaderData?.blockAssets;
  const ownTitle = titleIn(loaderData);
  const inherited = matches[0]?.meta ?? [];
  const schoolName = rootDataIn(matches[0]?.loaderData)?.profile?.name ?? '';
  return [
    ...(ownTitle
      ? inherited.map((descriptor) =>
          'title' in descriptor ? { title: documentTitle(ownTitle, schoolName) } : descriptor,
        )
      : inherited),
    ...(assets?.scripts ?? []).map((href) => ({ tagName: 'link', rel: 'modulepreload', href })),
    // With a fragment, as React Router links a route's stylesheet that is also loaded on demand: Vite's loader then
    // adds a link of its own, which stays when this page's head is replaced, so a later page with the same block is
    // styled at once. Without it Vite takes this link for its own, and it leaves with the page.
    ...(assets?.stylesheets ?? []).map((href) => ({ tagName: 'link', rel: 'stylesheet', href: `${href}#` })),
  ];
}
