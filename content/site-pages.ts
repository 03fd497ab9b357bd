/**
 * The site map's pages as the website and the server both read them: the schema's defaults filled in, found by
 * id, and the one address of a photo album. The web app builds its menus and routes on these
 * (apps/web/app/site/navigation.ts); the server writes /sitemap.xml with them, so a crawler meets the addresses
 * the site's own links use.
 */
import type { SitePage } from '@school/shared/site-schema';
import { itemPathEnd } from '@school/shared/item-address';
import { keepsText } from '@school/shared/page-text-kept';
import { albumParameter, pages, searchParameter } from './site-map';

export { albumParameter, searchParameter };

// The schema's defaults, applied by hand: zod stays out of every page's script. The site map is validated
// against the schema at build time (apps/web/app/site/prerender.ts) and in the tests.
export const sitePages: SitePage[] = pages.map((page) => ({ aliases: [], searchable: true, query: [], ...page }));

/** The pages with text of their own for staff to keep: all but the search's results (`keepsText`). */
export const pagesWithText: SitePage[] = sitePages.filter(keepsText);

const pagesById = new Map(sitePages.map((page) => [page.id, page]));

export function pageById(id: string): SitePage {
  const page = pagesById.get(id);
  if (!page) throw new Error(`The site map has no page with id "${id}"`);
  return page;
}

/** The address of one photo album: the sub-gallery page with the album's id. */
export function albumHref(id: string): string {
  return `${pageById('sub-gallery').path}?${albumParameter}=${encodeURIComponent(id)}`;
}

/**
 * The path of the list whose items a page shows one at a time (`/news` for the page at `/news/:item`), where each
 * item's own address starts; undefined for every other page.
 */
export function itemListPath(page: SitePage): string | undefined {
  return page.path.endsWith(itemPathEnd) ? page.path.slice(0, -itemPathEnd.length) : undefined;
}

/** The page of one item of each list, by the list's path in lower case (`/news` → the page at `/news/:item`). */
const itemPagesByList = new Map(
  sitePages.flatMap((page) => {
    const list = itemListPath(page);
    return list ? [[list.toLowerCase(), page] as const] : [];
  }),
);

/**
 * The page of one item whose list an address is directly under (`/news/<anything>`, the list in any case), for an
 * address without a trailing slash; undefined for any other. The address may still name no item: its loader says.
 */
export function itemPageUnder(path: string): SitePage | undefined {
  const lastSlash = path.lastIndexOf('/');
  return lastSlash > 0 ? itemPagesByList.get(path.slice(0, lastSlash).toLowerCase()) : undefined;
}

/** Where the demo school's text of a page is kept, in this package: `pages/<section>/<id>.md`, or `pages/general/`. */
export function demoPageFile(page: SitePage): string {
  return `pages/${page.section ?? 'general'}/${page.id}.md`;
}
