/**
 * Each page of the site map answers at its own spelling (spec section 1: `/FAQ`, `/news`, and the aliases the
 * spec lists, such as `/Video-gallery`). Another spelling that finds the same page (`/faq`, `/Faq`, `/news/`) is
 * answered 301 to the page's path, with its query, so search engines see one page at one address. Before the
 * page cache, which finds a page by any of its spellings.
 */
import type { onRequestHookHandler } from 'fastify';
import { itemListPath, itemPageUnder, sitePages } from '@school/content/site-pages';
import { lookupKey } from './site-files';

// An item's page (`/news/:item`) has an address for each item, which its loader sends on to its one spelling.
const ownPaths = sitePages.filter((page) => !itemListPath(page));
const spellings = new Set(ownPaths.flatMap((page) => [page.path, ...page.aliases]));
const pathByKey = new Map(
  ownPaths.flatMap((page) => [page.path, ...page.aliases].map((path) => [lookupKey(path), page.path])),
);

/**
 * An item's address is in lower case, without a trailing slash: another spelling of it, which the page cache would
 * take for the same page, is sent on to that one first. (Its loader sends other words of its title on to its own.)
 */
function itemAddressSpelling(path: string): string | undefined {
  const key = lookupKey(path);
  return itemPageUnder(key) ? key : undefined;
}

export const redirectToPagePath: onRequestHookHandler = async (request, reply) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const queryStart = request.url.indexOf('?');
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  if (spellings.has(path)) return;
  const pagePath = pathByKey.get(lookupKey(path)) ?? itemAddressSpelling(path);
  if (pagePath && pagePath !== path) {
    return reply.redirect(`${pagePath}${queryStart === -1 ? '' : request.url.slice(queryStart)}`, 301);
  }
};
