/**
 * The page cache (decision 009): a page the site renders, or reads from the
 * build, is kept in memory with its compressed copies and its headers, and the
 * next request for it is answered from memory without rendering, compressing
 * or hashing anything.
 *
 * - `serve` (an onRequest hook, before every other) answers a kept page.
 * - `track` is called by the site for a GET or HEAD it answers as a public
 *   page; it hands back the page's reads, which the live source fills in. A
 *   HEAD is rendered as a GET (its body is left out only when it is sent), so
 *   it is kept and answered just the same.
 * - `keep` (an onSend hook, after the security headers and before
 *   compression) keeps a tracked answer if it may be shared: a 200, with no
 *   cookie, not private, no failed read, and no content change announced while
 *   it was rendered. It also gives every tracked answer its ETag.
 *
 * Pages are kept by their address as the site reads it (cache-key.ts): a
 * query parameter the page does not read (site-queries.ts) neither renders it
 * again nor keeps another copy.
 *
 * A change to a kind of content drops every page that read that kind, and a
 * page expires at the next scheduled start or end of anything it read. Staff
 * previews are never tracked, and a request that may be asking for one is
 * never answered from here. Only signed-in staff get a preview, so a request
 * without a cookie that names one gets the public page, from memory.
 *
 * While a page that was kept before is rendered again and compressed, other
 * requests for it wait for that one (up to `waitMs`) instead of rendering it
 * too: right after a change, a crowd of parents costs one render, not one each.
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../../modules/content/change-feed';
import { matchesEtag } from '../../conditional-requests';
import { queryOf } from '../../plugins/storable-text';
import { previewParameter } from '../preview';
import { cacheKey, type QueryReads } from './cache-key';
import { cachedPage, weakEtag, type CachedPage, type Encoding } from './cached-page';
import { pickEncoding } from './encoding';
import { pageReads, type PageReads } from './page-reads';
import { pageStore } from './page-store';
import { siteQueryReads } from './site-queries';

export interface PageCacheOptions {
  schoolCode: string;
  changes: ChangeFeed;
  /** Memory for kept pages, compressed copies included. */
  maxBytes?: number;
  /** The query parameters each page reads: the site map's, unless a test gives its own. */
  queryReads?: QueryReads;
  /** How long a request waits for the same page being rendered by another. */
  waitMs?: number;
  now?: () => number;
}

interface Tracked {
  key: string;
  reads: PageReads;
  /** The store's generation when rendering began: a change since then means the page may be stale. */
  generation: number;
}

/**
 * Half for the site's own pages (the demo school's 61 pages and their loader data take 9 MB with their compressed
 * copies), half for albums (about 130 KB each: some 240 of them).
 */
const defaultMaxBytes = 64 * 1024 * 1024;
/**
 * Compressing a page at brotli's best quality costs several times its render (about 200 ms for the home page), so
 * at most this many are compressed at once; a page that finds them all busy is kept on a later request. A flood of
 * made-up albums then costs renders, not an unbounded queue of compressions.
 */
const maxBuilds = 4;

const readsPage = (method: string): boolean => method === 'GET' || method === 'HEAD';

export function pageCache({
  schoolCode,
  changes,
  maxBytes = defaultMaxBytes,
  queryReads = siteQueryReads,
  waitMs = 2_000,
  now = Date.now,
}: PageCacheOptions) {
  const store = pageStore(maxBytes);
  const tracked = new WeakMap<FastifyRequest, Tracked>();
  /** Pages being rendered or compressed, by key: settled once the page is kept, or will not be. */
  const inFlight = new Map<string, Promise<void>>();
  /** How the request that owns a flight settles it. */
  const settles = new WeakMap<FastifyRequest, () => void>();
  /** Requests whose page is being compressed into the store. */
  const building = new WeakSet<FastifyRequest>();
  /** Pages kept before: a request that finds one missing renders it for everyone who asks meanwhile. */
  const knownPages = new LRUCache<string, true>({ max: 10_000 });
  let builds = 0;
  let closing = false;

  changes.subscribe((change) => store.invalidate(change));

  /** The key of a page this cache may answer or keep; undefined for anything else. */
  function keyOf(request: FastifyRequest): string | undefined {
    if (!readsPage(request.method) || mayAskForPreview(request)) return undefined;
    return cacheKey(schoolCode, request.url, queryReads);
  }

  const serve: onRequestHookHandler = (request, reply, done) => {
    const key = closing ? undefined : keyOf(request);
    if (key === undefined) return done();
    const page = store.get(key, now());
    if (page) return answer(request, reply, page, done);
    const pending = inFlight.get(key);
    if (!pending) {
      if (knownPages.has(key)) startFlight(key, request, reply);
      return done();
    }
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, waitMs).unref());
    void Promise.race([pending, timeout]).then(() => {
      const kept = store.get(key, now());
      return kept ? answer(request, reply, kept, done) : done();
    });
  };

  function answer(request: FastifyRequest, reply: FastifyReply, page: CachedPage, done: () => void) {
    reply.hijack();
    const raw = reply.raw;
    if (matchesEtag(request.headers['if-none-match'], page.etag)) {
      raw.writeHead(304, page.notModified);
      raw.end();
    } else {
      const encoding: Encoding = pickEncoding(request.headers['accept-encoding']);
      raw.writeHead(page.status, page.headers[encoding]);
      raw.end(request.method === 'HEAD' ? undefined : page.bodies[encoding]);
    }
    done();
  }

  function track(request: FastifyRequest, reply: FastifyReply): PageReads {
    const reads = pageReads();
    const key = keyOf(request);
    if (key === undefined) return reads;
    tracked.set(request, { key, reads, generation: store.generation() });
    if (!settles.has(request) && !inFlight.has(key)) startFlight(key, request, reply);
    return reads;
  }

  /** This request renders the page; others wait for it until it is kept, or its answer ends without that. */
  function startFlight(key: string, request: FastifyRequest, reply: FastifyReply) {
    let settle = () => {};
    const pending = new Promise<void>((resolve) => (settle = resolve)).finally(() => {
      if (inFlight.get(key) === pending) inFlight.delete(key);
    });
    inFlight.set(key, pending);
    settles.set(request, settle);
    reply.raw.once('close', () => {
      if (!building.has(request)) settle();
    });
  }

  function shareable(reply: FastifyReply, { reads, generation }: Tracked): boolean {
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    return (
      reply.statusCode === 200 &&
      !reply.hasHeader('set-cookie') &&
      !/no-store|private/.test(cacheControl) &&
      !reads.failed &&
      (reads.kinds.size === 0 || changes.watching()) &&
      generation === store.generation() &&
      reads.until > now()
    );
  }

  const keep: onSendHookHandler = async (request, reply, payload) => {
    const entry = tracked.get(request);
    if (!entry || payload === null || payload === undefined || reply.statusCode !== 200) return payload;
    const body = await bodyOf(payload);
    const etag = weakEtag(body);
    reply.header('etag', etag);
    const settle = settles.get(request);
    // Only the request that owns the page's flight keeps it; the others were rendered alongside.
    if (settle && builds < maxBuilds && shareable(reply, entry)) {
      builds += 1;
      building.add(request);
      const headers = reply.getHeaders();
      // Compressing takes longer than rendering; this answer goes out now and the next one is served from memory.
      cachedPage({
        schoolCode,
        kinds: entry.reads.kinds,
        expires: entry.reads.until,
        status: reply.statusCode,
        headers,
        body,
        etag,
      })
        .then((page) => {
          if (entry.generation !== store.generation()) return;
          store.set(entry.key, page);
          knownPages.set(entry.key, true);
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'could not keep a page in the cache'))
        .finally(() => {
          builds -= 1;
          settle();
        });
    }
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      return null;
    }
    return body;
  };

  return {
    serve,
    track,
    keep,
    /** Stops answering from memory, so the answers of a closing server say `Connection: close`. */
    closing(): void {
      closing = true;
    },
    /** For tests and the bench: how many pages are kept. */
    size: () => store.count(),
    /** For tests: the bytes kept, at addresses with a query and without. */
    bytes: () => store.bytes(),
  };
}

export type PageCache = ReturnType<typeof pageCache>;

/** A preview is asked for with `?preview=` and given only to signed-in staff, whose session is a cookie. */
function mayAskForPreview(request: FastifyRequest): boolean {
  return request.headers.cookie !== undefined && new URLSearchParams(queryOf(request.url)).has(previewParameter);
}

async function bodyOf(payload: unknown): Promise<Buffer> {
  if (Buffer.isBuffer(payload)) return payload;
  if (typeof payload === 'string') return Buffer.from(payload, 'utf8');
  return buffer(payload as Readable);
}
