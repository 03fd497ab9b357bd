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
import { itemPageUnder, sitePages } from '@school/content/site-pages';
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
 * An item's own page (`/news/<id>-<words>`) reads no parameter, and its loader data (`/news/<id>-<words>.data`)
 * reads React Router's.
 */
const itemDataReads: ReadonlySet<string> = new Set([routesParameter]);

function itemPageReads(path: string): ReadonlySet<string> | undefined {
  return path.endsWith('.data') && itemPageUnder(path) ? itemDataReads : undefined;
}

export const siteQueryReads: QueryReads = (path) => readsByPath.get(path) ?? itemPageReads(path) ?? none;
