/**
 * Bad requests as they arrive on a real connection, where no client library
 * tidies them first: TRACE, CONNECT and methods Node does not know answer 501,
 * oversized headers 431, broken HTTP and HTTP/1.1 without Host 400, all in the
 * API's error shape; and
 * HEAD answers every page and API path with exactly the status and headers of
 * GET, whether the page comes from the page cache or is rendered.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath, type ApiRoute } from '@school/shared/api-paths';
import { school } from '@school/content/school';
import { pages } from '@school/content/site-map';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { adminBuildDir, requireBuilds, webBuildDir } from './support/builds';
import { expectErrorShape, storeSchoolWebsiteAt } from './support/fixtures';
import { exchange, requestText, type Exchange } from './support/request-over-a-socket';

async function listening(cachePages: boolean): Promise<{ app: FastifyInstance; port: number }> {
  const config = readConfig({
    WEB_BUILD_DIR: webBuildDir,
    ADMIN_BUILD_DIR: adminBuildDir,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wire-test-')),
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, seedDemo: false, cachePages });
  await storeSchoolWebsiteAt(config.DATABASE_URL, config.SCHOOL_CODE);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

function expectJsonError({ status, headers, body }: Exchange, expected: number, code: string) {
  expect(status).toBe(expected);
  expect(headers['content-type']).toBe('application/json; charset=utf-8');
  expect(expectErrorShape(JSON.parse(body)).code).toBe(code);
}

let cached: { app: FastifyInstance; port: number };
let rendered: { app: FastifyInstance; port: number };

beforeAll(async () => {
  requireBuilds(webBuildDir, adminBuildDir);
  [cached, rendered] = await Promise.all([listening(true), listening(false)]);
});

afterAll(async () => {
  await Promise.all([cached?.app.close(), rendered?.app.close()]);
});

describe('methods no part of the server takes, on the wire', () => {
  it.each(['/', '/our-school', '/api/news/test', '/api/nope', '/admin', '/assets/nothing.js'])(
    'TRACE %s answers 501',
    async (url) => {
      expectJsonError(await exchange(cached.port, [requestText('TRACE', url)]), 501, 'not_implemented');
    },
  );

  it('CONNECT answers 501 and closes the connection', async () => {
    const answer = await exchange(cached.port, [requestText('CONNECT', 'example.org:443')]);
    expectJsonError(answer, 501, 'not_implemented');
  });

  it('a method Node does not know answers 501', async () => {
    expectJsonError(await exchange(cached.port, [requestText('BREW', '/')]), 501, 'not_implemented');
  });
});

describe('requests Node cannot read', () => {
  it('headers over the size limit answer 431', async () => {
    const answer = await exchange(cached.port, [requestText('GET', '/', { 'x-filler': 'a'.repeat(20_000) })]);
    expectJsonError(answer, 431, 'request_header_fields_too_large');
  });

  it('broken HTTP answers 400', async () => {
    expectJsonError(await exchange(cached.port, ['GET / HTTP/1.1\r\nno colon here\r\n\r\n']), 400, 'bad_request');
  });

  it.each(['/', '/api/news/test', '/no-such-page'])('HTTP/1.1 without Host answers 400 for %s', async (url) => {
    const answer = await exchange(cached.port, [`GET ${url} HTTP/1.1\r\nConnection: close\r\n\r\n`]);
    expectJsonError(answer, 400, 'bad_request');
    expect(JSON.parse(answer.body).error.message).toMatch(/Host/);
  });

  it('HTTP/1.0, which may leave Host out, is answered', async () => {
    const answer = await exchange(cached.port, ['GET /our-school HTTP/1.0\r\n\r\n']);
    expect(answer.status).toBe(200);
  });
});

describe('HEAD answers with the status and headers of GET', () => {
  const apiPaths = (
    ['highlights', 'news', 'events', 'gallery', 'visitorCount', 'health', 'openApi'] satisfies ApiRoute[]
  ).map((route) => apiPath(route, { schoolcode: school.code }));
  const urls = [
    ...pages.map((page) => page.path),
    '/no-such-page',
    '/our-school.data',
    '/favicon.svg',
    '/sub-gallery?id=none',
    ...apiPaths,
    '/api/image/none.jpg',
  ];
  /** What may differ between two answers to the same request: the clock, and a nonce drawn per render. */
  const comparable = ({ status, headers }: Exchange) => {
    const { date: _date, 'transfer-encoding': _framing, ...rest } = headers;
    const policy = rest['content-security-policy'];
    return {
      status,
      headers: {
        ...rest,
        ...(policy ? { 'content-security-policy': policy.replace(/'nonce-[^']+'/g, "'nonce'") } : {}),
      },
    };
  };
  const ask = (port: number, method: string, url: string, encoding: string) =>
    exchange(port, [requestText(method, url, { 'accept-encoding': encoding })]);

  it.each(urls)('%s, as rendered or read for each request', async (url) => {
    for (const encoding of ['identity', 'gzip, br']) {
      const get = await ask(rendered.port, 'GET', url, encoding);
      const head = await ask(rendered.port, 'HEAD', url, encoding);
      expect(head.body, url).toBe('');
      expect(comparable(head), `${url} (${encoding})`).toEqual(comparable(get));
    }
  });

  it.each(urls)('%s, from the page cache', async (url) => {
    // Once a page is kept, GET and HEAD are answered from the same copy. A page is kept after its first answer is
    // sent: on a busy machine that can take longer than waitFor's default second.
    await vi.waitFor(
      async () => {
        const answer = await ask(cached.port, 'GET', url, 'gzip, br');
        if (answer.status === 200 && !url.startsWith('/api/')) expect(answer.headers['x-cache']).toBe('HIT');
      },
      { timeout: 10_000, interval: 100 },
    );
    for (const encoding of ['identity', 'gzip, br']) {
      const get = await ask(cached.port, 'GET', url, encoding);
      const head = await ask(cached.port, 'HEAD', url, encoding);
      expect(head.body, url).toBe('');
      expect(comparable(head), `${url} (${encoding})`).toEqual(comparable(get));
    }
  });

  it('keeps a pre-rendered page’s script hashes, and a rendered page’s HTML type and length', async () => {
    const prerendered = await ask(rendered.port, 'HEAD', '/FAQ', 'identity');
    expect(prerendered.headers['content-security-policy']).toMatch(/script-src 'self' '(sha256|nonce)-/);
    const home = await ask(rendered.port, 'HEAD', '/', 'identity');
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(home.headers['content-length'])).toBeGreaterThan(10_000);
  });
});
