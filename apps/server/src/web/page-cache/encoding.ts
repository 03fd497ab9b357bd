/** Which of the kept encodings a request's Accept-Encoding prefers: brotli, then gzip, then none. */
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import type { Encoding } from './cached-page';

// Browsers send a handful of distinct headers; the bound keeps odd ones from growing the memo.
const negotiator = new Negotiator<Encoding>({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: new LRUCache<string, string>({ max: 64 }),
});

export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  return negotiator.negotiate(acceptEncoding) ?? 'identity';
}
