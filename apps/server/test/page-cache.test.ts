/**
 * The page cache's rules, on a small app whose one page counts its renders:
 * what is kept and served from memory (in each encoding, with ETag, 304 and
 * HEAD), what is never kept (cookies, private answers, errors, failed reads,
 * previews, a page rendered across a change), what drops a page (a change to
 * a kind it read, its next scheduled change), that a crowd of first
 * requests renders the page once, that a query parameter the page does not
 * read neither renders it again nor keeps another copy, and that pages at
 * addresses with a query are held to their share of the memory.
 */
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentKind } from '@school/shared/content-categories';
import { changeFeed, type ChangeFeed, type ChangeListener } from '../src/modules/content/change-feed';
import { pageCache, type PageCache } from '../src/web/page-cache/page-cache';
import { queryShare } from '../src/web/page-cache/page-store';
import { untilKept } from './support/until-kept';

const schoolCode = 'sc-test';
const startMs = Date.parse('2026-11-24T08:00:00Z');
/** The query parameters the test page reads; it ignores any other, as a page of the site does. */
const pageQuery = new Set(['a', 'b', 'variant']);

interface PageBehaviour {
  kinds?: ContentKind[];
  /** The next scheduled change of what it read (epoch ms). */
  until?: number;
  cookie?: boolean;
  cacheControl?: string;
  status?: number;
  failedRead?: boolean;
  /** Runs while the page renders. */
  during?: () => void | Promise<void>;
  /** Render the same text each time (the text names the render otherwise). */
  sameText?: boolean;
}

describe('the page cache', () => {
  let app: FastifyInstance;
  let feed: ChangeFeed;
  let pages: PageCache;
  let clock: number;
  let renders: number;
  let behaviour: PageBehaviour;

  beforeEach(async () => {
    clock = startMs;
    renders = 0;
    behaviour = {};
    feed = changeFeed({ databaseUrl: '/tmp/unused-school.db', warn: () => undefined });
    pages = pageCache({ schoolCode, changes: feed, now: () => clock, queryReads: () => pageQuery });
    app = Fastify();
    app.addHook('onRequest', pages.serve);
    app.addHook('onSend', pages.keep);
    app.get('/page', async (request, reply) => {
      const reads = pages.track(request, reply);
      renders += 1;
      for (const kind of behaviour.kinds ?? []) reads.note(kind, behaviour.until);
      if (behaviour.failedRead) reads.fail();
      await behaviour.during?.();
      if (behaviour.cookie) reply.header('set-cookie', 'visited=1');
      return reply
        .status(behaviour.status ?? 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', behaviour.cacheControl ?? 'public, no-cache')
        .send(
          `<!doctype html><title>Render ${behaviour.sameText ? '' : renders}</title><p>${'A school page. '.repeat(200)}</p>`,
        );
    });
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
    await feed.close();
  });

  const get = (url = '/page', headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  /** A kept page is stored once its compressed copies are made. */
  const kept = (count = 1) => vi.waitFor(() => expect(pages.size()).toBe(count));

  it('renders a page once, then answers from memory in every encoding with one ETag', async () => {
    const first = await get();
    await kept();
    const answers = await Promise.all([
      get('/page', { 'accept-encoding': 'gzip, deflate, br' }),
      get('/page', { 'accept-encoding': 'gzip' }),
      get('/page'),
    ]);
    expect(renders).toBe(1);
    const [br, gzip, identity] = answers;
    expect(br!.headers['content-encoding']).toBe('br');
    expect(gzip!.headers['content-encoding']).toBe('gzip');
    expect(identity!.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br!.rawPayload).toString()).toBe(first.body);
    expect(gunzipSync(gzip!.rawPayload).toString()).toBe(first.body);
    expect(identity!.body).toBe(first.body);
    expect(first.headers['x-cache']).toBeUndefined();
    for (const answer of answers) {
      expect(answer.headers['x-cache']).toBe('HIT');
      expect(answer.headers.etag).toBe(first.headers.etag);
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(answer.headers['cache-control']).toBe('public, no-cache');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    }
  });

  it('answers 304 without a body when the ETag matches, kept or not', async () => {
    const first = await get();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    await kept();
    const fromMemory = await get('/page', { 'if-none-match': etag });
    expect(fromMemory.statusCode).toBe(304);
    expect(fromMemory.body).toBe('');
    expect(fromMemory.headers['cache-control']).toBe('public, no-cache');

    // A page not kept (here: it sets a cookie) still revalidates when it renders the same again.
    behaviour = { cookie: true, sameText: true };
    const again = await get('/page?variant=fresh', {});
    const revalidated = await get('/page?variant=fresh', { 'if-none-match': String(again.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('answers HEAD from memory with the headers of GET and no body', async () => {
    const first = await get('/page', { 'accept-encoding': 'br' });
    await kept();
    const head = await app.inject({ method: 'HEAD', url: '/page', headers: { 'accept-encoding': 'br' } });
    const kept200 = await get('/page', { 'accept-encoding': 'br' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    for (const name of ['content-type', 'content-length', 'content-encoding', 'etag', 'cache-control']) {
      expect(head.headers[name], name).toBe(kept200.headers[name]);
    }
    expect(first.headers.etag).toBe(head.headers.etag);
  });

  it('keeps a page first asked for with HEAD, and answers GET and HEAD from it alike', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/page' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toMatch(/^W\/".+"$/);
    await kept();
    const [fromMemory, headAgain] = await Promise.all([get('/page'), app.inject({ method: 'HEAD', url: '/page' })]);
    expect(renders).toBe(1);
    expect(fromMemory.headers['x-cache']).toBe('HIT');
    expect(fromMemory.headers.etag).toBe(head.headers.etag);
    const { date: _getDate, ...getHeaders } = fromMemory.headers;
    const { date: _headDate, ...headHeaders } = headAgain.headers;
    expect(headHeaders).toEqual(getHeaders);
  });

  it('logs each answer from memory as a request, with its status', async () => {
    const lines: { msg: string; reqId: string; res?: { statusCode: number } }[] = [];
    const logged = Fastify({
      logger: {
        stream: {
          write: (line: string) => {
            lines.push(JSON.parse(line));
          },
        },
      },
    });
    logged.addHook('onRequest', pages.serve);
    logged.addHook('onSend', pages.keep);
    logged.get('/logged', async (request, reply) => {
      pages.track(request, reply);
      return reply.type('text/html; charset=utf-8').send('<!doctype html><title>Logged</title>');
    });
    await logged.ready();
    try {
      await logged.inject({ url: '/logged' });
      await kept();
      const hit = await logged.inject({ url: '/logged' });
      expect(hit.headers['x-cache']).toBe('HIT');
      const completed = lines.filter((line) => line.msg === 'request completed');
      expect(completed).toHaveLength(2);
      expect(completed[1]?.res?.statusCode).toBe(200);
    } finally {
      await logged.close();
    }
  });

  it('treats a reordered query as the same page and another query as another page', async () => {
    await get('/page?b=2&a=1');
    await kept();
    await get('/page?a=1&b=2');
    expect(renders).toBe(1);
    await get('/page?a=1');
    expect(renders).toBe(2);
  });

  it.each<[string, PageBehaviour]>([
    ['sets a cookie', { cookie: true }],
    ['is private', { cacheControl: 'private, max-age=60' }],
    ['must not be stored', { cacheControl: 'no-store' }],
    ['is an error', { status: 404 }],
    ['showed a fallback for a failed read', { failedRead: true, kinds: ['news'] }],
  ])('never keeps an answer that %s', async (_label, page) => {
    behaviour = page;
    await get();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await get();
    expect(renders).toBe(2);
    expect(pages.size()).toBe(0);
  });

  it('never answers a preview request from memory, nor keeps it', async () => {
    await get('/page');
    await kept();
    const staff = { cookie: 'staff.session_token=abc' };
    await get('/page?preview=news~abc', staff);
    await get('/page?preview=news~abc', staff);
    expect(renders).toBe(3);
    expect(pages.size()).toBe(1);
  });

  it('answers a request naming a preview without a cookie, which no preview is given to, from memory', async () => {
    await get('/page');
    await kept();
    const answer = await get('/page?preview=news~abc');
    expect(answer.headers['x-cache']).toBe('HIT');
    expect(renders).toBe(1);
  });

  it('answers a query the page does not read, and any spelling of its path, with the page kept without them', async () => {
    const first = await get(`/page?fbclid=${randomUUID()}`);
    await kept();
    const urls = [
      ...Array.from({ length: 200 }, () => `/page?utm_source=whatsapp&fbclid=${randomUUID()}`),
      '/PAGE',
      '/page/',
      '/./page',
      '/%2e/page',
      '/page?',
    ];
    for (const url of urls) {
      const answer = await get(url);
      expect(answer.headers['x-cache'], url).toBe('HIT');
      expect(answer.body).toBe(first.body);
    }
    expect(renders).toBe(1);
    expect(pages.size()).toBe(1);
  });

  it('keeps one page for each value of a parameter it reads, whatever else the query carries', async () => {
    await get('/page?variant=1&utm_source=x');
    await kept();
    expect((await get('/page?utm_medium=y&variant=1')).headers['x-cache']).toBe('HIT');
    await get('/page?variant=2');
    await kept(2);
    expect(renders).toBe(2);
  });

  it.each(['/page?utm_source=%00', '/page?fbclid=%ED%A0%80', '/page?variant=%FF'])(
    'never answers %s, which the server refuses, from memory',
    async (url) => {
      await get('/page');
      await kept();
      expect((await get(url)).headers['x-cache']).toBeUndefined();
      expect(renders).toBe(2);
    },
  );

  it('holds pages at addresses with a query to their share of the memory, and they never push out the others', async () => {
    await app.close();
    const maxBytes = 64 * 1024;
    pages = pageCache({ schoolCode, changes: feed, now: () => clock, maxBytes, queryReads: () => pageQuery });
    app = Fastify();
    app.addHook('onRequest', pages.serve);
    app.addHook('onSend', pages.keep);
    app.get('/page', async (request, reply) => {
      pages.track(request, reply);
      renders += 1;
      return reply.type('text/html; charset=utf-8').send(`<p>${request.url} ${'A school page. '.repeat(200)}</p>`);
    });
    await get('/page');
    await kept();
    for (let variant = 1; variant <= 40; variant += 1) {
      const url = `/page?variant=${variant}`;
      await get(url);
      await untilKept(() => get(url));
    }
    const { withQuery, withoutQuery } = pages.bytes();
    expect(withQuery).toBeGreaterThan(0);
    expect(withQuery).toBeLessThanOrEqual(maxBytes * queryShare);
    expect(withQuery + withoutQuery).toBeLessThanOrEqual(maxBytes);
    expect(pages.size()).toBeLessThan(40);
    const rendered = renders;
    expect((await get('/page')).headers['x-cache']).toBe('HIT');
    expect(renders).toBe(rendered);
  });

  it('drops a page when a kind it read changes, and keeps it for other kinds and schools', async () => {
    behaviour = { kinds: ['news', 'gallery'] };
    await get();
    await kept();
    feed.changed({ schoolCode, kinds: ['event'] });
    feed.changed({ schoolCode: 'another-school', kinds: ['news'] });
    await get();
    expect(renders).toBe(1);

    feed.changed({ schoolCode, kinds: ['gallery'] });
    const after = await get();
    expect(renders).toBe(2);
    expect(after.body).toContain('Render 2');
  });

  it('drops every page that read content when changes may have been missed, but not the others', async () => {
    behaviour = { kinds: ['news'] };
    await get('/page?variant=news');
    behaviour = {};
    await get('/page?variant=nothing');
    await kept(2);
    feed.changed({ schoolCode, kinds: [] });
    expect(pages.size()).toBe(2);
    // What the PostgreSQL listener announces when its connection is back after a drop.
    (feed.changed as ChangeListener)('everything');
    expect(pages.size()).toBe(1);
  });

  it('serves a page no longer than the next scheduled change of anything it read', async () => {
    behaviour = { kinds: ['announcement'], until: startMs + 60_000 };
    await get();
    await kept();
    clock = startMs + 59_999;
    await get();
    expect(renders).toBe(1);
    clock = startMs + 60_000;
    await get();
    expect(renders).toBe(2);
  });

  it('does not keep a page rendered while a change was announced', async () => {
    behaviour = { kinds: ['news'], during: () => feed.changed({ schoolCode, kinds: ['circular'] }) };
    await get();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pages.size()).toBe(0);
  });

  it('renders a changed page once for a crowd that asks for it at the same moment', async () => {
    behaviour = { kinds: ['news'], during: () => new Promise((resolve) => setTimeout(resolve, 30)) };
    await get();
    await kept();
    feed.changed({ schoolCode, kinds: ['news'] });
    const answers = await Promise.all(Array.from({ length: 20 }, () => get()));
    expect(renders).toBe(2);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  });
});
