/**
 * The page cache's key: the school, the path and the query with its
 * parameters in a fixed order, so `?b=2&a=1` and `?a=1&b=2` are one page.
 */
export function cacheKey(schoolCode: string, url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return `${schoolCode} ${url}`;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  query.sort();
  const normalised = query.toString();
  return `${schoolCode} ${url.slice(0, queryStart)}${normalised ? `?${normalised}` : ''}`;
}
