/**
 * Pages with stored content must show a change the office publishes or
 * unpublishes on the very next page load, so no browser or CDN may
 * answer from its own copy without asking the server first: `no-cache` lets
 * them keep the page but makes them revalidate every time. `public` still lets
 * a CDN keep it, since these pages are the same for every visitor. ETags from
 * the page cache will make that revalidation cheap (a 304 without the body).
 */
export function liveCacheHeaders() {
  return { 'Cache-Control': 'public, no-cache' };
}
