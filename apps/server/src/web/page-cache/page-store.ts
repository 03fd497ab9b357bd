/**
 * The kept pages, least recently used first out when they outgrow their
 * memory. A change drops every page of the school that read one of the
 * changed kinds; `everything` drops every page that read any content.
 * Each invalidation moves the generation on, so a page rendered before it
 * is not kept after it.
 */
import { LRUCache } from 'lru-cache';
import type { ContentChange } from '../../modules/content/change-feed';
import type { CachedPage } from './cached-page';

export function pageStore(maxBytes: number) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.size,
  });
  let generation = 0;

  return {
    get(key: string, now: number): CachedPage | undefined {
      const page = pages.get(key);
      if (page && page.expires <= now) {
        pages.delete(key);
        return undefined;
      }
      return page;
    },
    set(key: string, page: CachedPage): void {
      pages.set(key, page);
    },
    invalidate(change: ContentChange | 'everything'): void {
      generation += 1;
      for (const [key, page] of pages.entries()) {
        const affected =
          change === 'everything'
            ? page.kinds.size > 0
            : page.schoolCode === change.schoolCode && change.kinds.some((kind) => page.kinds.has(kind));
        if (affected) pages.delete(key);
      }
    },
    generation: () => generation,
    count: () => pages.size,
  };
}
