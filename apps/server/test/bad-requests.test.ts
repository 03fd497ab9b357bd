/**
 * Every bad request gets a clean answer, on the whole app with the
 * website and the console served:
 *
 * - under /api/, every answer is JSON in the API's error shape: unknown paths
 *   (404), a method an address does not take (405 with `Allow`), too large,
 *   wrong type, a path parameter over 100 characters; and so is the 403 for a
 *   folder of build files;
 * - a method no part of the server takes (TRACE, QUERY, WebDAV's) answers 501
 *   on every path; a page asked with a method it does not take, 405;
 * - a NUL or an unpaired surrogate anywhere in a request is refused with 400
 *   before it reaches the database, on SQLite and PostgreSQL, and so are
 *   escapes in a query that are not UTF-8, as they are in a path;
 * - a range past the end of a build file answers 416 with the file's size;
 * - React Router writes nothing to stderr: a flood of bad methods leaves no
 *   stack, and its own errors go to the request's log line, cut to size;
 * - every HTML page says charset=utf-8.
 */
import { demoProfile } from '@school/content/demo/profile';
import { schoolDay } from '@school/shared/school-time';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { UNSAFE_ErrorResponseImpl, type ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath, apiRoutes, type ApiRoute } from '@school/shared/api-paths';
import { pages } from '@school/content/site-map';
import { buildApp } from '../src/app';
import { loggerOptions, maxLoggedText } from '../src/logging';
import { reactRouterHandler } from '../src/plugins/react-router-handler';
import { adminBuildDir, requireBuilds, webBuildDir } from './support/builds';
import { expectErrorShape, insertSchool, storeSchoolWebsite, schoolCode } from './support/fixtures';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';
import { testConfig } from './support/test-app';
import { captureLog } from './support/captured-log';

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;
type Method = (typeof methods)[number];

/** The API routes that take POST; every other one takes GET (and so HEAD). */
const postRoutes: ApiRoute[] = ['visit', 'form', 'tcLookup'];
const routeUrl = (route: ApiRoute) =>
  route === 'image'
    ? '/api/image/uploads/picture.jpg'
    : apiPath(route, { schoolcode: schoolCode, formType: 'contact' });

/** Everything written to stderr (and through console.error and console.warn) while `work` runs. */
async function stderrDuring(work: () => Promise<void>): Promise<string> {
  let written = '';
  const capture = (chunk: unknown) => {
    written += String(chunk);
    return true;
  };
  const spies = [
    vi.spyOn(process.stderr, 'write').mockImplementation(capture),
    vi.spyOn(console, 'error').mockImplementation((...args) => capture(args.join(' '))),
    vi.spyOn(console, 'warn').mockImplementation((...args) => capture(args.join(' '))),
  ];
  try {
    await work();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return written;
}

function expectJsonError(response: LightMyRequestResponse, status: number, what: string) {
  expect(response.statusCode, what).toBe(status);
  expect(response.headers['content-type'], what).toBe('application/json; charset=utf-8');
  if (response.body !== '') return expectErrorShape(response.json());
  return undefined;
}

describe.each(databaseKinds)('bad requests to the whole app, on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const log = captureLog();

  beforeAll(async () => {
    requireBuilds(webBuildDir, adminBuildDir);
    database = await openTestDatabase(kind);
    await insertSchool(database.db, schoolCode);
    await storeSchoolWebsite(database.db, schoolCode);
    const config = testConfig(database, {
      WEB_BUILD_DIR: webBuildDir,
      ADMIN_BUILD_DIR: adminBuildDir,
      LOG_LEVEL: 'info',
    });
    app = await buildApp({
      config,
      seedDemo: false,
      contentCacheMs: 0,
      db: database.db,
      logger: { ...(loggerOptions('info') as object), stream: log.stream },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const send = (method: Method | string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: method as Method, url, payload: payload as string, headers });

  describe('under /api/', () => {
    const unknownPaths = [
      '/api',
      '/api/',
      '/api/nope',
      '/api/news',
      '/api/news/test/extra',
      `/api/news/${'x'.repeat(101)}`,
      `/api/form/${'x'.repeat(101)}/contact`,
    ];

    it.each(unknownPaths)('answers %s with a JSON 404 whatever the method', async (url) => {
      for (const method of methods) {
        const response = await send(method, url);
        const error = expectJsonError(response, 404, `${method} ${url}`);
        if (method !== 'HEAD') expect(error?.code).toBe('not_found');
      }
    });

    it.each(Object.keys(apiRoutes) as ApiRoute[])(
      'answers a method the %s route does not take with a JSON 405 and Allow',
      async (route) => {
        const taken: Method[] = postRoutes.includes(route) ? ['POST'] : ['GET', 'HEAD'];
        for (const method of methods.filter((each) => !taken.includes(each))) {
          const response = await send(method, routeUrl(route), '{}', { 'content-type': 'text/plain' });
          const error = expectJsonError(response, 405, `${method} ${routeUrl(route)}`);
          if (method !== 'HEAD') expect(error?.code).toBe('method_not_allowed');
          expect(response.headers.allow).toBe(taken.join(', '));
        }
      },
    );

    it('answers a body too large with 413, of the wrong type with 415, broken JSON with 400', async () => {
      const url = routeUrl('form');
      const json = { 'content-type': 'application/json' };
      const tooLarge = await send('POST', url, JSON.stringify({ message: 'x'.repeat(20_000) }), json);
      expect(expectJsonError(tooLarge, 413, 'too large')?.code).toBe('payload_too_large');
      const wrongType = await send('POST', url, 'hello', { 'content-type': 'text/plain' });
      expect(expectJsonError(wrongType, 415, 'wrong type')?.code).toBe('unsupported_media_type');
      const broken = await send('POST', url, '{"name":', json);
      expect(expectJsonError(broken, 400, 'broken JSON')?.code).toBe('bad_request');
    });
  });

  it.each(['/assets/', '/assets/..%2f..%2fpackage.json', '/generated/'])(
    'answers %s, a folder the build files are served from, with a JSON 403',
    async (url) => {
      expect(expectJsonError(await send('GET', url), 403, url)?.code).toBe('forbidden');
    },
  );

  it('answers a range past the end of a build file with 416, its own code and the size in Content-Range', async () => {
    const assets = path.join(webBuildDir, 'client', 'assets');
    const file = readdirSync(assets).find((name) => name.endsWith('.js'))!;
    const { size } = statSync(path.join(assets, file));
    const response = await send('GET', `/assets/${file}`, undefined, { range: `bytes=${size + 10}-` });
    expect(expectJsonError(response, 416, 'range')?.code).toBe('range_not_satisfiable');
    expect(response.headers['content-range']).toBe(`bytes */${size}`);
    const satisfiable = await send('GET', `/assets/${file}`, undefined, { range: 'bytes=0-9' });
    expect(satisfiable.statusCode).toBe(206);
    expect(satisfiable.headers['content-range']).toBe(`bytes 0-9/${size}`);
  });

  describe('methods no part of the server takes', () => {
    const paths = [
      '/',
      '/our-school',
      '/news',
      '/FAQ',
      '/nope',
      '/api/news/test',
      '/api/nope',
      '/admin',
      '/admin/news',
    ];

    it.each(['TRACE', 'QUERY', 'PROPFIND', 'MKCOL'])('answer %s with 501 on every path', async (method) => {
      for (const url of paths) {
        const response = await send(method, url, undefined, { 'content-type': 'application/json' });
        expect(expectJsonError(response, 501, `${method} ${url}`)?.code).toBe('not_implemented');
      }
    });
  });

  describe('pages', () => {
    it.each<[Method, string]>([
      ['DELETE', '/our-school'],
      ['PUT', '/'],
      ['POST', '/news'],
      ['PATCH', '/FAQ'],
      ['OPTIONS', '/'],
      ['POST', '/no-such-page'],
    ])('answer %s %s with 405 and Allow: GET, HEAD', async (method, url) => {
      const response = await send(method, url, 'a=1', { 'content-type': 'application/x-www-form-urlencoded' });
      expect(expectJsonError(response, 405, `${method} ${url}`)?.code).toBe('method_not_allowed');
      expect(response.headers.allow).toBe('GET, HEAD');
    });

    it('are answered without any stack on stderr, however many bad methods and long paths come', async () => {
      log.clear();
      const longPath = `/${'a'.repeat(8_000)}`;
      const written = await stderrDuring(async () => {
        for (let index = 0; index < 100; index += 1) await send('OPTIONS', index % 2 ? '/' : '/our-school');
        for (let index = 0; index < 20; index += 1) {
          expect((await send('DELETE', `${longPath}${index}`)).statusCode).toBe(405);
        }
        expect((await send('GET', longPath)).statusCode).toBe(404);
      });
      expect(written).toBe('');
      const urls = log.entries().flatMap((line) => (line.req ? [(line.req as { url: string }).url] : []));
      expect(urls.length).toBeGreaterThanOrEqual(121);
      for (const url of urls) expect(url.length).toBeLessThanOrEqual(maxLoggedText + 1);
      expect(JSON.stringify(log.entries())).not.toContain('a'.repeat(maxLoggedText + 1));
    });

    it.each([...pages.map((page) => page.path), '/no-such-page', '/admin/sign-in'])(
      '%s says charset=utf-8',
      async (url) => {
        const response = await send('GET', url);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      },
    );
  });

  describe('a NUL or an unpaired surrogate', () => {
    const contact = {
      name: 'Asha Rao',
      email: 'asha.rao@example.org',
      phone: '9876543210',
      message: 'When does admission for Grade 2 open?',
      profession: 'Parent',
      tag: 'dif',
    };
    let nextAddress = 1;
    const json = (url: string, body: unknown) =>
      app.inject({
        method: 'POST',
        url,
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
        remoteAddress: `198.18.7.${nextAddress++}`,
      });
    const storedMessages = async () =>
      Number(
        (
          await database.db
            .selectFrom('contact_messages')
            .select((rows) => rows.fn.countAll().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );

    it.each([
      ['a query string', '/api/subGallery?id=%00'],
      ['a path parameter', '/api/news/te%00st'],
      ['the query of a page', '/news?page=%00'],
      ['the path of a page', '/our-school%00'],
    ])('in %s is refused with 400', async (_where, url) => {
      const response = await send('GET', url);
      expect(expectJsonError(response, 400, url)?.message).toMatch(/cannot be stored/);
    });

    it.each<[string, unknown]>([
      ['a NUL in a contact message', { ...contact, message: 'Hello\u0000there' }],
      ['an unpaired high surrogate in a contact message', { ...contact, message: 'Hello \ud800 there' }],
      ['an unpaired low surrogate in a name', { ...contact, name: 'Asha \udc00' }],
      ['a NUL in a field name', { ...contact, 'na\u0000me': 'x' }],
      ['a NUL deep in a list', { ...contact, extra: [[[['\u0000']]]] }],
    ])('%s is refused with 400 and nothing is stored', async (_what, body) => {
      const before = await storedMessages();
      const response = await json(routeUrl('form'), body);
      expect(expectJsonError(response, 400, 'contact')?.message).toMatch(/cannot be stored/);
      expect(await storedMessages()).toBe(before);
    });

    it.each([
      ['an album id', '/api/subGallery?id=%ED%A0%80'],
      ['the album page', '/sub-gallery?id=%ED%A0%80'],
      ['a parameter no page reads', '/FAQ?utm_source=%ED%A0%80'],
      ['a byte that starts no character', '/api/subGallery?id=a%FFb'],
    ])('escaped as UTF-8 bytes that are not UTF-8, in %s, is refused with 400 as in a path', async (_where, url) => {
      const query = await send('GET', url);
      const inPath = await send('GET', '/api/news/%ED%A0%80');
      expect(expectJsonError(query, 400, url)).toEqual(expectJsonError(inPath, 400, 'path'));
    });

    it('is told apart from an album id written in UTF-8, which is looked for', async () => {
      const response = await send('GET', '/api/subGallery?id=%F0%9F%99%8F%20100%');
      expect(expectJsonError(response, 404, 'emoji')?.code).toBe('not_found');
    });

    it('in a certificate look-up is refused with 400', async () => {
      const response = await json(routeUrl('tcLookup'), { admission: '\u0000', name: 'Aarav' });
      expect(expectJsonError(response, 400, 'tc')?.message).toMatch(/cannot be stored/);
    });

    it('is told apart from a character written as a surrogate pair, which is stored', async () => {
      const before = await storedMessages();
      const response = await json(routeUrl('form'), { ...contact, message: 'Thank you 🙏 for the update' });
      expect(response.statusCode).toBe(200);
      expect(await storedMessages()).toBe(before + 1);
    });

    it('deep in a body nested past the call stack is still an answer, not a crash', async () => {
      const deep = `${'['.repeat(7_000)}"\\u0000"${']'.repeat(7_000)}`;
      const response = await app.inject({
        method: 'POST',
        url: routeUrl('form'),
        payload: `{"message":${deep}}`,
        headers: { 'content-type': 'application/json' },
        remoteAddress: '198.18.8.1',
      });
      expect(expectJsonError(response, 400, 'deep')?.message).toMatch(/cannot be stored/);
    });
  });
});

describe("React Router's own errors", () => {
  let app: FastifyInstance;
  const log = captureLog();

  /** The real web build, with the loader of /our-school made to fail as `failure` says. */
  async function failingBuild(failure: () => never): Promise<ServerBuild> {
    const build = (await import(`${webBuildDir}/server/index.js`)) as ServerBuild;
    const route = build.routes['our-school']!;
    return {
      ...build,
      routes: { ...build.routes, 'our-school': { ...route, module: { ...route.module, loader: failure } } },
    };
  }

  async function serve(failure: () => never) {
    app = Fastify({ logger: { ...(loggerOptions('info') as object), stream: log.stream } });
    const handler = reactRouterHandler({
      build: await failingBuild(failure),
      publicUrl: 'http://localhost',
      // A school with a profile, so that the page's own loader runs (without one every page is the holding page).
      getLoadContext: async () => ({
        live: {
          schoolCode: 'hvps',
          profile: async () => demoProfile(),
          today: () => schoolDay('Asia/Kolkata'),
          list: async () => [],
          album: async () => undefined,
          logError: () => undefined,
        },
      }),
    });
    app.get('/*', handler);
    await app.ready();
  }

  afterEach(async () => {
    await app?.close();
    log.clear();
  });

  const longPath = `/our-school/${'p'.repeat(1_000)}`;

  it('go to the request log line at error level, with the message cut, and not to stderr', async () => {
    await serve(() => {
      throw new Error(`the store is gone while reading ${longPath}`);
    });
    const written = await stderrDuring(async () => {
      expect((await app.inject({ url: '/our-school' })).statusCode).toBe(500);
    });
    expect(written).toBe('');
    const failed = log.entries().find((line) => line.msg === 'the page failed');
    expect(failed?.level).toBe(50);
    expect((failed?.err as { message: string }).message.length).toBeLessThanOrEqual(maxLoggedText + 1);
    expect(JSON.stringify(log.entries())).not.toContain('p'.repeat(maxLoggedText + 1));
  });

  it("log a visitor's mistake as its status only, with no stack and no message", async () => {
    await serve(() => {
      throw new UNSAFE_ErrorResponseImpl(400, 'Bad Request', new Error(`no such thing as ${longPath}`), true);
    });
    const written = await stderrDuring(async () => {
      expect((await app.inject({ url: '/our-school' })).statusCode).toBe(400);
    });
    expect(written).toBe('');
    const refused = log.entries().find((line) => line.msg === 'the page refused the request');
    expect(refused).toMatchObject({ level: 30, status: 400 });
    expect(JSON.stringify(log.entries())).not.toMatch(/no such thing|stack/);
  });
});
