/**
 * The one gate a storage path passes before it is joined to a folder. It is an
 * allow-list, not a search for bad sequences: each segment starts with a letter
 * or digit, so `.`, `..` and hidden names can never be one, and slashes,
 * backslashes, `%`, NUL and anything outside ASCII are simply not allowed.
 * It decodes nothing: the router has already decoded the URL once, and a
 * second decoding is how `%252e%252e` would turn into `..`.
 */
const segmentPattern = /^[a-z0-9][a-z0-9._-]{0,99}$/;
const maxSegments = 8;
const maxLength = 300;

/** The path itself when it is a valid storage path, otherwise undefined. */
export function parseStoragePath(raw: string): string | undefined {
  if (raw.length === 0 || raw.length > maxLength) return undefined;
  const segments = raw.split('/');
  if (segments.length > maxSegments) return undefined;
  return segments.every((segment) => segmentPattern.test(segment)) ? raw : undefined;
}

/**
 * Content-addressed files never change, so browsers and CDNs may keep them for
 * a year. The convention: the file name carries a hash of its bytes as a
 * dot-separated part of 8 to 64 hex digits before the extension, as in
 * `annual-day.3f9a1c2e.jpg`. The part must mix digits and letters a-f, so a
 * date (`report.20250101.pdf`) or a word (`menu.deadbeef.pdf`) is never taken
 * for a hash; a real hash that happens to be all digits only loses the long
 * cache, which is harmless.
 */
const hashedNamePattern = /\.(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{8,64}\.[a-z0-9]+$/;

export function isContentAddressed(storagePath: string): boolean {
  const name = storagePath.slice(storagePath.lastIndexOf('/') + 1);
  return hashedNamePattern.test(name);
}

/** A stored file's own name: the last part of its path (what a demo file, which has no uploaded name, is called). */
export const storedFileName = (storagePath: string) => storagePath.slice(storagePath.lastIndexOf('/') + 1);
