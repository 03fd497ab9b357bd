/** Conditional GET and HEAD (RFC 9110, 13.1.2): whether the browser's copy is still the current one. */

/** Whether an If-None-Match header names this ETag, by weak comparison. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}
