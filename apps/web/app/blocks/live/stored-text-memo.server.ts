import { LRUCache } from 'lru-cache';

/** Memory for one converter's results, stored texts included (about 4 MB; a news item's text is a few KB). */
const maxCharacters = 2 * 1024 * 1024;

/**
 * A conversion of stored HTML kept against the stored text itself. Stored text changes only when staff edit it, but
 * every render that shows it parsed it again: on a page-cache miss the home page spent about 6% of its server time
 * turning the same news, testimonials and messages into text. Keyed by the text, an edit is simply a new entry
 * and nothing needs to be forgotten; the least recently used results go first once the memory is full.
 */
export function memoizedByStoredText(convert: (stored: string) => string): (stored: string) => string {
  const kept = new LRUCache<string, string>({
    maxSize: maxCharacters,
    // At least 1, as the cache requires: an empty text is stored too.
    sizeCalculation: (result, stored) => 1 + stored.length + result.length,
    memoMethod: convert,
  });
  return (stored) => kept.memo(stored);
}
