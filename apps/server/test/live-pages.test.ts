/**
 * Pages with stored content, rendered by the real web build on the server
 * through the load context: the first HTML already holds the database's
 * content, and a list that cannot be read gives the spec's fallback (section
 * 8), a 200 page and a log line, on SQLite and on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@school/shared/messages';
import { buildApp } from '../src/app';
import { contentRow, insertContent, insertSchool, storeSchoolWebsite, schoolCode } from './support/fixtures';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';
import { requireBuilds, webBuildDir } from './support/builds';
import { testConfig } from './support/test-app';
import { captureLog } from './support/captured-log';

const thisYear = new Date().getFullYear();
const albumId = 'album-annual-day';

describe.each(databaseKinds)('live pages on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const log = captureLog();

  beforeAll(async () => {
    requireBuilds(webBuildDir);
    database = await openTestDatabase(kind);
    await insertSchool(database.db, schoolCode);
    await storeSchoolWebsite(database.db, schoolCode);
    await insertContent(database.db, [
      contentRow('news', { title: 'Science fair winners announced', date: `${thisYear}-01-15` }),
      contentRow('record', {
        category: 'Chairman',
        name: 'Mr. Test Chairman',
        title: "Chairman's Message",
        message: '<p>Welcome <b>to</b> our school.</p><script>alert("x")</script>',
      }),
      contentRow('gallery', {
        id: albumId,
        category: 'PhotoGallery',
        school_tab: 'Junior',
        title: 'Annual Day rehearsals',
        description: 'Grade V practising their dance for Annual Day.',
        date: `${thisYear}-02-01`,
        attachments: JSON.stringify(['gallery/a/1.jpg', 'gallery/a/2.jpg']),
      }),
      contentRow('circular', {
        category: 'Dipscoop',
        title: 'Dipscoop, March issue',
        date: `${thisYear}-03-05`,
        attachments: JSON.stringify(['circulars/d/march.pdf']),
      }),
    ]);
    const config = testConfig(database, { WEB_BUILD_DIR: webBuildDir, LOG_LEVEL: 'info' });
    app = await buildApp({
      config,
      db: database.db,
      seedDemo: false,
      contentCacheMs: 0,
      // Each request renders: the test breaks the database behind the app's back to see the fallbacks.
      cachePages: false,
      logger: { level: 'error', stream: log.stream },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const page = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    // A browser or CDN asks again on every load, so a published change shows at once.
    expect(response.headers['cache-control']).toBe('public, no-cache');
    // Whole in place: no part of it left as a placeholder for a script to fill in from the end of the page.
    expect(response.body).not.toContain('<template id="B:');
    return response.body;
  };

  it('/news carries the news in its first HTML, in its place in the page', async () => {
    const html = await page('/news');
    expect(html.slice(html.indexOf('<main'), html.indexOf('</main>'))).toContain('Science fair winners announced');
  });

  it('/chairman-message shows the stored message formatted, without its script', async () => {
    const html = await page('/chairman-message');
    expect(html).toContain('Mr. Test Chairman');
    expect(html).toContain('<p>Welcome <b>to</b> our school.</p>');
    expect(html).not.toContain('alert(');
  });

  it('/gallery links the album to its sub-gallery', async () => {
    expect(await page('/gallery')).toContain(`/sub-gallery?id=${albumId}`);
  });

  it("/sub-gallery?id= shows the album's photos; without an id it stays on Loading...", async () => {
    const album = await page(`/sub-gallery?id=${albumId}`);
    expect(album).toContain('Annual Day rehearsals');
    expect(album).toContain('/api/image/gallery/a/2.jpg');
    expect(await page('/sub-gallery')).toContain(messages.loading);
  });

  it("an album's page has the album's title and description, not the page's", async () => {
    const album = await page(`/sub-gallery?id=${albumId}`);
    expect(album).toMatch(/<title>Annual Day rehearsals \| [^<]+<\/title>/);
    expect(album).not.toContain('<title>Photo Category');
    expect(album).toContain('<meta name="description" content="Grade V practising their dance for Annual Day."/>');
  });

  it('an id that names no album on the site answers the 404 page', async () => {
    const answer = await app.inject({ method: 'GET', url: '/sub-gallery?id=no-such-album' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toMatch(/<title>Page not found \| [^<]+<\/title>/);
  });

  it('/dipscoop lists the issue, opening its file', async () => {
    const html = await page('/dipscoop');
    expect(html).toContain('Dipscoop, March issue');
    expect(html).toContain('/api/image/circulars/d/march.pdf');
  });

  it('the home page carries the latest news and the Chairman in its first HTML', async () => {
    const html = await page('/');
    expect(html).toContain('Science fair winners announced');
    expect(html).toContain('Mr. Test Chairman');
  });

  // Last in the file on purpose: it drops the content table that the tests above read.
  it('when the content cannot be read, pages still answer with their fallbacks and the failure is logged', async () => {
    // Renamed rather than dropped: the revisions table refers to it.
    await sql`alter table content_items rename to content_items_gone`.execute(database.db);
    expect(await page('/news')).toContain(messages.noDataForFilters);
    expect(await page('/')).toContain(messages.newsPlaceholderTitle);
    expect(await page('/awards-achievements')).toContain(messages.loadingImages);
    expect(await page(`/sub-gallery?id=${albumId}`)).toMatch(/Total Photos:(<\/span>)?\s*(<!-- -->)?0</);
    expect(await page('/chairman-message')).not.toContain('Mr. Test Chairman');
    const logged = (message: string) => log.entries().some((line) => line.level >= 50 && line.msg === message);
    expect(logged('Error fetching news')).toBe(true);
    expect(logged('Error fetching online registration data')).toBe(true);
    expect(logged('Error fetching the album')).toBe(true);
  });
});
