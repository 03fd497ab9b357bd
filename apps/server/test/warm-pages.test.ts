/**
 * Once the server listens it renders the site map's pages into the page cache, so the first visitor of each is
 * answered from memory; a school not set up yet has only its holding page, and nothing is kept.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { captureLog } from './support/captured-log';
import { warmPagesOnListen } from '../src/web/warm-pages';
import { insertSchool, schoolCode, storeSchoolProfile, storeSchoolWebsite } from './support/fixtures';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { requireBuilds, webBuildDir } from './support/builds';
import { testConfig } from './support/test-app';

const paths = ['/', '/FAQ', '/our-school'];

// Starting a server and rendering three pages can take longer than a test's 5 s on a busy two-core machine; the log
// is watched for up to 20 s.
describe('warming the page cache at start-up', { timeout: 30_000 }, () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const log = captureLog();

  async function start(withProfile: boolean, withPages = withProfile) {
    requireBuilds(webBuildDir);
    database = await openTestDatabase('sqlite');
    await insertSchool(database.db, schoolCode);
    if (withProfile) await (withPages ? storeSchoolWebsite : storeSchoolProfile)(database.db, schoolCode);
    app = await buildApp({
      config: testConfig(database, { WEB_BUILD_DIR: webBuildDir }),
      logger: { level: 'info', stream: log.stream },
      seedDemo: false,
      serveConsole: false,
      db: database.db,
    });
    warmPagesOnListen(app, paths);
    await app.listen({ port: 0, host: '127.0.0.1' });
  }

  afterEach(async () => {
    log.clear();
    await app?.close();
    await database?.close();
  });

  it("answers the site map's pages from memory from the first request after it listens", async () => {
    await start(true);
    // Watched in the log, not by asking for a page: a request would keep the page itself.
    await expect
      .poll(() => log.entries().find((entry) => entry.msg === 'pages rendered into the cache'), { timeout: 20_000 })
      .toMatchObject({ pages: paths.length });
    for (const url of paths) expect((await app.inject({ url })).headers['x-cache'], url).toBe('HIT');
  });

  it('warns of no page a school has not written yet, and keeps the home page', async () => {
    await start(true, false);
    await expect
      .poll(() => log.entries().find((entry) => entry.msg === 'pages rendered into the cache'), { timeout: 20_000 })
      .toMatchObject({ pages: paths.length });
    expect(log.entries().map((entry) => entry.msg)).not.toContain('a page of the site map did not render');
    expect((await app.inject({ url: '/' })).headers['x-cache']).toBe('HIT');
    expect((await app.inject({ url: '/FAQ' })).statusCode).toBe(404);
  });

  it('keeps nothing for a school that has no profile yet', async () => {
    await start(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(log.entries().map((entry) => entry.msg)).not.toContain('a page of the site map did not render');
    const page = await app.inject({ url: '/FAQ' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['x-cache']).not.toBe('HIT');
  });
});
