/**
 * Which query parameters each address of the site reads, as the site map
 * declares them (`query` of each page: the album's id on /sub-gallery). A page's
 * loader data (`<path>.data`, `/_root.data` for the home page), which React
 * Router fetches when a visitor moves between pages, reads its page's
 * parameters and `_routes`, the routes whose data it asks for; React Router's
 * route discovery reads the paths it is asked about. Every other
 * address the site answers (a pre-rendered file, /robots.txt, /sitemap.xml,
 * the favicon) reads none. A staff preview (`?preview=`, preview.ts) is never
 * kept, so it has no place here.
 */
import { itemListPath, sitePages } from '@school/content/site-pages';
import { lookupKey } from '../site-files';
import type { QueryReads } from './cache-key';

/** React Router's own parameter on a `.data` request. */
const routesParameter = '_routes';
/** The loader data of `/`, which has no path of its own to add `.data` to. */
const homeData = '/_root.data';

const readsByPath = new Map<string, ReadonlySet<string>>(
  sitePages.flatMap((page) =>
    [page.path, ...page.aliases].flatMap((path) => {
      const key = lookupKey(path);
      return [
        [key, new Set(page.query)],
        [key === '/' ? homeData : `${key}.data`, new Set([...page.query, routesParameter])],
      ] as const;
    }),
  ),
);

/**
 * React Router's route discovery (`/__manifest?paths=...&version=...`): the routes of the paths a page is about
 * to link to. Each set of paths has its own answer; one kept for other paths would send a visitor to a 404.
 */
readsByPath.set('/__manifest', new Set(['paths', 'version']));

const none: ReadonlySet<string> = new Set();

/**
 * The start of the address of each item's own page (`/news/`): that page reads no parameter, and its loader data
 * (`/news/<id>-<words>.data`) reads React Router's.
 */
const itemAddressStarts = sitePages.flatMap((page) => {
  const list = itemListPath(page);
  return list ? [`${lookupKey(list)}/`] : [];
});
const itemDataReads: ReadonlySet<string> = new Set([routesParameter]);

function itemPageReads(path: string): ReadonlySet<string> | undefined {
  if (!path.endsWith('.data')) return undefined;
  const start = itemAddressStarts.find((candidate) => path.startsWith(candidate));
  return start && !path.slice(start.length).includes('/') ? itemDataReads : undefined;
}

export const siteQueryReads: QueryReads = (path) => readsByPath.get(path) ?? itemPageReads(path) ?? none;
