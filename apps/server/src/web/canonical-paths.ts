/**
 * Each page of the site map answers at its own spelling (spec section 1: `/FAQ`, `/news`, and the aliases the
 * spec lists, such as `/Video-gallery`). Another spelling that finds the same page (`/faq`, `/Faq`, `/news/`) is
 * answered 301 to the page's path, with its query, so search engines see one page at one address. Before the
 * page cache, which finds a page by any of its spellings.
 */
import type { onRequestHookHandler } from 'fastify';
import { sitePages } from '@school/content/site-pages';
import { lookupKey } from './site-files';

const spellings = new Set(sitePages.flatMap((page) => [page.path, ...page.aliases]));
const pathByKey = new Map(
  sitePages.flatMap((page) => [page.path, ...page.aliases].map((path) => [lookupKey(path), page.path])),
);

export const redirectToPagePath: onRequestHookHandler = async (request, reply) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const queryStart = request.url.indexOf('?');
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  if (spellings.has(path)) return;
  const pagePath = pathByKey.get(lookupKey(path));
  if (pagePath) return reply.redirect(`${pagePath}${queryStart === -1 ? '' : request.url.slice(queryStart)}`, 301);
};
