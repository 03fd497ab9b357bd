import { createHash } from 'node:crypto';

/**
 * The hash part of a content-addressed file name (see `isContentAddressed`):
 * eight hex digits of the SHA-256, lengthened until they mix digits and
 * letters, since the image route only takes such a part for a hash (not a date).
 */
export const contentHash = (data: Uint8Array): string => hashPart(createHash('sha256').update(data).digest('hex'));

/** The same part from a SHA-256 already computed (a file hashed while it was received). */
export function hashPart(hex: string): string {
  let length = 8;
  while (length < hex.length && !(/\d/.test(hex.slice(0, length)) && /[a-f]/.test(hex.slice(0, length)))) length++;
  return hex.slice(0, length);
}
