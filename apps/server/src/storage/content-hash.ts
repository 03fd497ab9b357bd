import { createHash } from 'node:crypto';

/**
 * The hash part of a content-addressed file name (see `isContentAddressed`):
 * eight hex digits of the SHA-256, lengthened until they mix digits and
 * letters, since the image route only takes such a part for a hash (not a date).
 */
export function contentHash(data: Uint8Array): string {
  const hex = createHash('sha256').update(data).digest('hex');
  let length = 8;
  while (length < hex.length && !(/\d/.test(hex.slice(0, length)) && /[a-f]/.test(hex.slice(0, length)))) length++;
  return hex.slice(0, length);
}
