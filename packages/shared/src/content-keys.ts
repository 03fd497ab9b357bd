/**
 * The key a page links an item by (a document's `fee-structure`, at /documents/fee-structure.pdf): lower-case
 * letters and digits in words joined by hyphens, made once from the item's title when it is created, and kept when
 * the title changes, so that no link breaks.
 */
export const contentKeyPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const contentKeyMaxLength = 80;

/** The key a new item's title gives, before it is made unique; `document` when the title has no letter or digit. */
export function keyFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let key = '';
  for (const word of words) {
    const next = key ? `${key}-${word}` : word;
    if (next.length > contentKeyMaxLength) break;
    key = next;
  }
  return key || 'document';
}

/** The first of `key`, `key-2`, `key-3`... that `taken` does not hold. */
export function freeKey(key: string, taken: ReadonlySet<string>): string {
  if (!taken.has(key)) return key;
  for (let number = 2; ; number += 1) {
    const candidate = `${key}-${number}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A key as words, for a place that has no title to show for it: `bus-routes-2027` as "bus routes 2027". */
export const keyInWords = (key: string): string => key.replaceAll('-', ' ');
