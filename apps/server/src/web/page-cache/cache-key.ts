/**
 * The page cache's key: the school and the page's address as the site reads
 * it. The path is matched as the site matches it (any case, without trailing
 * slashes, dot segments resolved), and the query keeps only the parameters the
 * page reads, in a fixed order. So `/FAQ`, `/faq/` and
 * `/FAQ?utm_source=whatsapp&fbclid=...` are one page, kept once and rendered
 * once; `?b=2&a=1` and `?a=1&b=2` are one page too.
 *
 * A parameter the page does not read leaves the page as it is, so a request
 * that carries one is answered with the page kept for the address without it,
 * not redirected there: a link shared on WhatsApp or Facebook opens without a
 * second round trip (two seconds on a slow phone connection), and a later page
 * that starts reading a parameter is not hidden behind a redirect that
 * browsers keep for good.
 */
import { isStorableQuery } from '../../plugins/storable-text';
import { lookupKey } from '../site-files';

/** The query parameters the page at a path (as `lookupKey` writes it) reads. */
export type QueryReads = (path: string) => ReadonlySet<string>;

/** `.` or `..` as a path segment, written plainly or escaped: the URL parser resolves both. */
const dotSegment = /\/(?:\.|%2e)/i;

/** The path as React Router and the site's files find the page. */
function pagePath(path: string): string {
  const resolved = dotSegment.test(path) ? new URL(`http://site${path}`).pathname : path;
  return lookupKey(resolved);
}

/**
 * The key of the page at `url`; undefined when the query is text the server refuses (plugins/storable-text.ts),
 * so that such a request is never answered from memory.
 */
export function cacheKey(schoolCode: string, url: string, reads: QueryReads): string | undefined {
  const queryStart = url.indexOf('?');
  const path = pagePath(queryStart === -1 ? url : url.slice(0, queryStart));
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  if (!query) return `${schoolCode} ${path}`;
  if (!isStorableQuery(query)) return undefined;
  const read = reads(path);
  if (read.size === 0) return `${schoolCode} ${path}`;
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query)) if (read.has(name)) kept.append(name, value);
  kept.sort();
  const normalised = kept.toString();
  return `${schoolCode} ${path}${normalised ? `?${normalised}` : ''}`;
}
