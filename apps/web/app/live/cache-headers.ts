/**
 * Pages with stored content may be kept by the browser or a CDN for a minute:
 * the office publishes a few times a day, and the server's own list cache
 * keeps lists for seconds. The visitor count is read by the browser, so it is
 * never stale.
 */
export function liveCacheHeaders() {
  return { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' };
}
