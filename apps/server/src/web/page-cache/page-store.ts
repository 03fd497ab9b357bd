/**
 * The kept pages, least recently used first out when they outgrow their
 * memory. A change drops every page of the school that read one of the
 * changed kinds; `everything` drops every page that read any content.
 * Each invalidation moves the generation on, so a page rendered before it
 * is not kept after it.
 *
 * Pages at an address with a query (an album: `/sub-gallery?id=...`) have
 * half the memory to themselves. Their addresses are as many as a visitor
 * cares to make up (an id no album has still shows the page), so they may push
 * out one another but never the site's own pages, whose addresses the site map
 * bounds.
 */
import { LRUCache } from 'lru-cache';
import type { ContentChange } from '../../modules/content/change-feed';
import type { CachedPage } from './cached-page';

/** The share of the memory that pages at an address with a query may take. */
export const queryShare = 0.5;

const pagesIn = (maxSize: number) =>
  new LRUCache<string, CachedPage>({ maxSize, sizeCalculation: (page) => page.size });

export function pageStore(maxBytes: number) {
  const withQuery = pagesIn(Math.floor(maxBytes * queryShare));
  const withoutQuery = pagesIn(maxBytes - withQuery.maxSize);
  const pagesFor = (key: string) => (key.includes('?') ? withQuery : withoutQuery);
  let generation = 0;

  return {
    get(key: string, now: number): CachedPage | undefined {
      const pages = pagesFor(key);
      const page = pages.get(key);
      if (page && page.expires <= now) {
        pages.delete(key);
        return undefined;
      }
      return page;
    },
    set(key: string, page: CachedPage): void {
      pagesFor(key).set(key, page);
    },
    invalidate(change: ContentChange | 'everything'): void {
      generation += 1;
      for (const pages of [withQuery, withoutQuery]) {
        for (const [key, page] of pages.entries()) {
          const affected =
            change === 'everything'
              ? page.kinds.size > 0
              : page.schoolCode === change.schoolCode && change.kinds.some((kind) => page.kinds.has(kind));
          if (affected) pages.delete(key);
        }
      }
    },
    generation: () => generation,
    count: () => withQuery.size + withoutQuery.size,
    /** Bytes held by pages at an address with a query, and by the others. */
    bytes: () => ({ withQuery: withQuery.calculatedSize, withoutQuery: withoutQuery.calculatedSize }),
  };
}
