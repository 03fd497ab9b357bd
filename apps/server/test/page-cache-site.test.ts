/**
 * The page cache on the real site and console: a page is served from memory
 * until staff publish, and the next request shows the change; a scheduled item
 * appears at its time; a staff preview is never served to anyone else; a query
 * string a page does not read is answered from the page kept without it, while
 * an album's id still picks its album; and on PostgreSQL, a publish through one
 * server process reaches another process's cached page within two seconds. On
 * SQLite, and PostgreSQL when set.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { albumHref } from '@school/content/site-pages';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { staffAccounts } from '../src/modules/staff/staff-accounts';
import {
  createNews as createNewsThroughConsole,
  get,
  post,
  publishNews,
  sessionCookie,
  type Answer,
} from './support/console-requests';
import { contentRow, insertContent, insertSchool, storeSchoolWebsite, schoolCode } from './support/fixtures';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';
import { adminBuildDir, requireBuilds, webBuildDir } from './support/builds';
import { testConfig } from './support/test-app';
import { untilKept } from './support/until-kept';
const email = 'publisher@school.test';
const password = 'correct-horse-battery';

describe.each(databaseKinds)('the page cache on the site, on %s', (kind) => {
  let database: TestDatabase;
  let config: Config;
  let app: FastifyInstance;
  let publisher: string;

  beforeAll(async () => {
    requireBuilds(adminBuildDir, webBuildDir);
    database = await openTestDatabase(kind);
    await insertSchool(database.db, schoolCode);
    await storeSchoolWebsite(database.db, schoolCode);
    config = testConfig(database, { ADMIN_BUILD_DIR: adminBuildDir, WEB_BUILD_DIR: webBuildDir });
    const staff = await staffAccounts(database.db, config);
    await staff.createAccount(
      { name: 'The publisher', email, role: 'publisher', schoolCode, password },
      {
        id: null,
        name: 'test',
      },
    );
    // No list cache: the scheduled-item test writes a row straight into the database.
    app = await buildApp({ config, seedDemo: false, contentCacheMs: 0, db: database.db });
    publisher = sessionCookie(await post(app, '/admin/sign-in', { email, password }));
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const createNews = (title: string) => createNewsThroughConsole(app, publisher, title);

  async function publish(id: string) {
    expect((await publishNews(app, database.db, id, publisher)).statusCode).toBe(302);
  }

  /** Waits until the page is kept (its compressed copies are made in the background). */
  async function keptPage(url: string): Promise<Answer> {
    const first = await get(app, url);
    expect(first.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const again = await get(app, url);
      expect(again.headers['x-cache']).toBe('HIT');
      expect(again.headers.etag).toBe(first.headers.etag);
    });
    return first;
  }

  it('serves a page from memory until staff publish, then shows the change on the next request', async () => {
    const before = await keptPage('/news');
    await insertContent(database.db, [contentRow('news', { title: 'Written behind the app', date: '2026-11-19' })]);
    expect((await get(app, '/news')).body).not.toContain('Written behind the app');

    const id = await createNews('Sports day results are out');
    expect((await get(app, '/news')).body).not.toContain('Sports day results are out');
    await publish(id);
    const after = await get(app, '/news');
    expect(after.body).toContain('Sports day results are out');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('shows a scheduled item at its time', async () => {
    // The news page's loader data, which no test here asked for yet: it is rendered after the item is written.
    const publishAt = Date.now() + 1_500;
    await insertContent(database.db, [
      contentRow('news', {
        title: 'Scheduled for a moment from now',
        date: '2026-11-21',
        status: 'scheduled',
        publish_at: new Date(publishAt).toISOString(),
      }),
    ]);
    const url = '/news.data';
    expect((await keptPage(url)).body).not.toContain('Scheduled for a moment from now');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, publishAt - Date.now() + 50)));
    expect((await get(app, url)).body).toContain('Scheduled for a moment from now');
  });

  it('takes an announcement off the home page at its end time, the page kept before it', async () => {
    const unpublishAt = Date.now() + 2_500;
    await insertContent(database.db, [
      contentRow('announcement', {
        title: 'Gone in a moment',
        status: 'published',
        unpublish_at: new Date(unpublishAt).toISOString(),
      }),
    ]);
    // The home page kept with the announcement in it, which pops up from its data.
    await vi.waitFor(async () => expect((await keptPage('/')).body).toContain('Gone in a moment'), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, unpublishAt - Date.now() + 50)));
    expect((await get(app, '/')).body).not.toContain('Gone in a moment');
  });

  it('never serves a staff preview to anyone else', async () => {
    const id = await createNews('A draft only staff may see');
    const url = `/news?preview=news~${id}`;
    const preview = await get(app, url, publisher);
    expect(preview.body).toContain('A draft only staff may see');
    expect(preview.headers['cache-control']).toContain('no-store');
    for (const visitor of [await get(app, url), await get(app, '/news')]) {
      expect(visitor.statusCode).toBe(200);
      expect(visitor.body).not.toContain('A draft only staff may see');
    }
    // And the other way round: a page kept for visitors is not what staff get when they ask for a preview.
    expect((await get(app, url, publisher)).body).toContain('A draft only staff may see');
  });

  it.each(['/', '/FAQ'])(
    'answers 200 requests to %s with made-up query strings from the page kept without them',
    async (path) => {
      expect((await get(app, `${path}?fbclid=${randomUUID()}`)).statusCode).toBe(200);
      // Kept under the address without the query; compressing it may take a while on a busy machine.
      const kept = await vi.waitFor(
        async () => {
          const answer = await get(app, path);
          expect(answer.headers['x-cache']).toBe('HIT');
          return answer;
        },
        { timeout: 10_000 },
      );
      for (let request = 0; request < 200; request += 1) {
        const query = request % 2 ? `utm_source=whatsapp&fbclid=${randomUUID()}` : `${randomUUID()}=${request}`;
        const answer = await get(app, `${path}?${query}`);
        // Answered from memory in the first hook: nothing rendered, read or kept for it.
        expect(answer.headers['x-cache'], query).toBe('HIT');
        expect(answer.headers.etag).toBe(kept.headers.etag);
      }
    },
  );

  it("still shows the album an address's id names, whatever else its query carries", async () => {
    const albums = ['Annual day on the main ground', 'Science fair in the hall'].map((title) =>
      contentRow('gallery', { category: 'PhotoGallery', school_tab: 'Junior', title, date: '2026-11-20' }),
    );
    await insertContent(database.db, albums);
    for (const album of albums) {
      const url = `${albumHref(album.id)}&utm_source=whatsapp`;
      const page = await get(app, url);
      expect(page.body).toContain(album.title);
      await untilKept(() => get(app, `${url}&fbclid=1`));
      expect((await get(app, albumHref(album.id))).body).toContain(album.title);
    }
  });

  it("answers React Router's route discovery for the paths it asks about, not from another set's answer", async () => {
    const version = /"version":\s*"([^"]+)"/.exec((await get(app, '/FAQ')).body)?.[1];
    expect(version).toBeDefined();
    const manifest = (paths: string) => `/__manifest?${new URLSearchParams({ paths, version: version! })}`;
    const forGallery = manifest('/gallery');
    await untilKept(() => get(app, forGallery));
    const routesOf = (body: string) => Object.keys(JSON.parse(body) as object).sort();
    const gallery = routesOf((await get(app, forGallery)).body);
    const album = await get(app, manifest('/sub-gallery'));
    expect(album.headers['x-cache']).not.toBe('HIT');
    expect(routesOf(album.body)).not.toEqual(gallery);
  });

  it.runIf(kind === 'postgres')(
    "reaches another server process's cached page within two seconds of a publish",
    async () => {
      const other = await buildApp({ config, seedDemo: false, contentCacheMs: 5_000, serveConsole: false });
      try {
        const id = await createNews('Heard by every server');
        const first = await get(other, '/news');
        await untilKept(() => get(other, '/news'));
        expect(first.body).not.toContain('Heard by every server');

        await publish(id);
        const published = Date.now();
        await vi.waitFor(async () => expect((await get(other, '/news')).body).toContain('Heard by every server'), {
          timeout: 2_000,
          interval: 50,
        });
        expect(Date.now() - published).toBeLessThan(2_000);
      } finally {
        await other.close();
      }
    },
  );
});
