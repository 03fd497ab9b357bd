/**
 * What every answer of the API shares: the security headers, the error shape
 * (a 500 says nothing about the cause), the health check, the OpenAPI
 * document, and a JSON 404 for unknown API paths.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, apiRoutes, type ApiRoute } from '@school/shared/api-paths';
import { openDatabase } from '../src/db/database';
import { HttpError } from '../src/http-errors';
import { maxLoggedText } from '../src/logging';
import { errorsPlugin } from '../src/plugins/errors';
import { expectErrorShape, insertSchool, schoolCode } from './support/fixtures';
import { buildTestApp } from './support/test-app';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';

const genericMessage = 'Something went wrong on our side. Please try again later.';

function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  const headers = response.headers;
  expect(headers['strict-transport-security'], what).toMatch(/max-age=\d{7,}/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  const policy = String(headers['content-security-policy'] ?? '');
  expect(policy, what).not.toBe('');
  const directives = new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  expect(directives.get('frame-ancestors'), what).toBeDefined();
  expect(directives.get('frame-ancestors'), what).not.toContain('*');
  const scripts = directives.get('script-src') ?? directives.get('default-src');
  expect(scripts, what).toBeDefined();
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
}

describe.each(databaseKinds)('API hardening on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertSchool(database.db, schoolCode);
    app = await buildTestApp(database);
    // Routes that fail the way a bug would: registered before ready(), under the app's error handler.
    app.get('/api/test/throws', async () => {
      throw new Error('secret internal detail: connection to 10.0.0.5 refused');
    });
    app.get('/api/test/throws-with-status', async () => {
      throw Object.assign(new Error('database password wrong for user admin'), { statusCode: 503 });
    });
    app.get('/api/test/rejects-non-error', async () => {
      throw 'a bare string';
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  describe('security headers', () => {
    const answers: [string, string, string][] = [
      ['a content list', 'GET', apiPath('news', { schoolcode: schoolCode })],
      ['the album of a missing id (404)', 'GET', '/api/subGallery?id=none'],
      ['an invalid school code (400)', 'GET', apiPath('gallery', { schoolcode: 'bad code!' })],
      ['an unknown school (404)', 'GET', apiPath('gallery', { schoolcode: 'nosuchschool' })],
      ['an unknown API path (404)', 'GET', '/api/no/such/thing'],
      ['a server error (500)', 'GET', '/api/test/throws'],
      ['the health check', 'GET', apiPath('health')],
      ['the OpenAPI document', 'GET', apiPath('openApi')],
      ['the visitor count', 'GET', apiPath('visitorCount', { schoolcode: schoolCode })],
      ['a visit', 'POST', apiPath('visit')],
    ];

    it.each(answers)('are on %s', async (what, method, url) => {
      const response = await app.inject({
        method: method as 'GET' | 'POST',
        url,
        ...(method === 'POST' ? { payload: { schoolcode: schoolCode } } : {}),
      });
      expect(response.statusCode).toBeGreaterThan(0);
      expectSecurityHeaders(response, what);
    });

    it('do not say which server software answers', async () => {
      const response = await app.inject({ method: 'GET', url: apiPath('health') });
      expect(response.headers['x-powered-by']).toBeUndefined();
    });
  });

  describe('GET /api/health', () => {
    it("answers {status: 'ok'} and each part's status", async () => {
      const response = await app.inject({ method: 'GET', url: apiPath('health') });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ status: 'ok', database: 'ok', storage: 'ok' });
    });

    it('answers 503 once the database is gone', async () => {
      // A connection of its own, so that destroying it leaves the other tests theirs.
      const db = openDatabase(database.url);
      const broken = await buildTestApp(database, { db });
      await broken.ready();
      try {
        expect((await broken.inject({ method: 'GET', url: apiPath('health') })).statusCode).toBe(200);
        await db.destroy();
        const response = await broken.inject({ method: 'GET', url: apiPath('health') });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ status: 'degraded', database: 'unreachable', storage: 'ok' });
        expectSecurityHeaders(response, 'the failing health check');
      } finally {
        await broken.close();
      }
    });
  });

  describe('GET /api/openapi.json', () => {
    it('is an OpenAPI 3 document with every API path, in OpenAPI syntax', async () => {
      const response = await app.inject({ method: 'GET', url: apiPath('openApi') });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const document = response.json<{ openapi: string; info: { title: string }; paths: Record<string, unknown> }>();
      expect(document.openapi).toMatch(/^3\./);
      expect(document.info.title).toEqual(expect.any(String));

      const documented = Object.keys(document.paths);
      const expected = (Object.keys(apiRoutes) as ApiRoute[])
        // The document does not describe itself.
        .filter((route) => route !== 'openApi')
        .map((route) => apiRoutes[route].replace(/:([A-Za-z]+)/g, '{$1}').replace('*', '{*}'));
      for (const path of expected) expect(documented, path).toContain(path);
      // Nothing is written in Fastify's syntax, and the test routes of this file are not part of the API.
      expect(documented.filter((path) => path.includes(':'))).toEqual([]);
    });

    it('describes each list with its parameters and answers', async () => {
      const document = (await app.inject({ method: 'GET', url: apiPath('openApi') })).json<{
        paths: Record<
          string,
          Record<string, { parameters?: { name: string; in: string }[]; responses?: Record<string, unknown> }>
        >;
      }>();
      const news = document.paths['/api/news/{schoolcode}']?.get;
      expect(news?.parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'schoolcode', in: 'path' })]),
      );
      expect(Object.keys(news?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404']));
      const album = document.paths['/api/subGallery']?.get;
      expect(album?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'query' })]));
      expect(document.paths['/api/visitor']?.post).toBeDefined();
      expect(document.paths['/api/form/{schoolcode}/{formType}']?.post).toBeDefined();
    });
  });

  describe('errors', () => {
    it('answers an unexpected error with 500, the generic message and no stack', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/test/throws' });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: { code: 'internal', message: genericMessage } });
      expect(response.body).not.toMatch(/secret|10\.0\.0\.5|stack|at .*\.ts/);
    });

    it('does not pass on the message of an unexpected error that carries a 5xx status', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/test/throws-with-status' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: { code: 'internal', message: genericMessage } });
      expect(response.body).not.toContain('password');
    });

    it('answers a thrown non-error with 500 and the generic message', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/test/rejects-non-error' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: { code: 'internal', message: genericMessage } });
    });

    it.each(['/api/no/such/thing', '/api/newsx/test', '/api/', '/api'])(
      'answers the unknown API path %s with a JSON 404',
      async (url) => {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(expectErrorShape(response.json()).code).toBe('not_found');
      },
    );

    it('answers a known path with the wrong method with a JSON 404 or 405', async () => {
      const response = await app.inject({ method: 'DELETE', url: apiPath('news', { schoolcode: schoolCode }) });
      expect([404, 405]).toContain(response.statusCode);
      expectErrorShape(response.json());
    });
  });
});

describe('the errors plugin on its own', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/boom', async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'title')");
    });
    app.get('/known', async () => {
      throw new HttpError(409, 'conflict', 'Already there.');
    });
    app.post('/echo', async (request) => request.body);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers an unexpected error with 500 and the generic message only', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal', message: genericMessage } });
    expect(response.body).not.toMatch(/TypeError|title|stack/);
  });

  it('logs an unexpected error with its message cut to size, in its stack too', async () => {
    const lines: string[] = [];
    const logged = Fastify({ logger: { stream: { write: (line: string) => lines.push(line) } } });
    await logged.register(errorsPlugin);
    logged.get('/quotes', async () => {
      throw new Error(`no page at /${'q'.repeat(5_000)}`);
    });
    try {
      expect((await logged.inject({ url: '/quotes' })).statusCode).toBe(500);
      const failed = lines
        .map((line) => JSON.parse(line) as { msg: string; err?: { message: string; stack: string } })
        .find((line) => line.msg === 'request failed');
      expect(failed?.err?.message).toHaveLength(maxLoggedText + 1);
      expect(failed?.err?.stack).toMatch(/^Error: no page at \/q+…\n {4}at /);
      expect(lines.join('')).not.toContain('q'.repeat(maxLoggedText));
    } finally {
      await logged.close();
    }
  });

  it('answers an HttpError with its own status, code and message', async () => {
    const response = await app.inject({ method: 'GET', url: '/known' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'conflict', message: 'Already there.' } });
  });

  it('answers malformed JSON with 400 in the same shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response.json()).code).toBe('bad_request');
  });
});
