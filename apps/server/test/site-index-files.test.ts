/**
 * /robots.txt, /sitemap.xml and /favicon.ico on the real site and console
 * builds, with a configured PUBLIC_URL: what each says, its type and caching,
 * HEAD answered as GET, and the sitemap kept in the page cache until staff
 * publish or delete through the console, or a scheduled item's time comes.
 * On SQLite, and PostgreSQL when set.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
// s3rver's XML parser (version 3): `validate` refuses what is not well-formed XML, a bare `&` or `<` included.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '@school/content/site-map';
import { buildApp } from '../src/app';
import type { NewContent } from '../src/modules/content/repository';
import { adminBuildDir, requireBuilds, webBuildDir } from './support/builds';
import { contentRow, insertContent, insertSchool, storeSchoolWebsite, schoolCode } from './support/fixtures';
import { addStaffAccounts, serviceSessions } from './support/staff-sessions';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';
import { testConfig } from './support/test-app';
import { untilKept } from './support/until-kept';

const publicUrl = 'https://www.school.example';
const hourMs = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * hourMs).toISOString();
const hoursAhead = (hours: number) => hoursAgo(-hours);

// Rows inserted together name the same columns, so each says its status.
const newsRow = (fields: Partial<NewContent>) =>
  contentRow('news', { status: 'published', date: '2026-03-02', ...fields });
const eventRow = (fields: Partial<NewContent>) =>
  contentRow('event', { status: 'published', date: '2026-04-10', ...fields });
const albumRow = (fields: Partial<NewContent>) =>
  contentRow('gallery', {
    status: 'published',
    category: 'PhotoGallery',
    school_tab: 'Junior',
    date: '2026-03-05',
    ...fields,
  });

/** Rows the sitemap must leave out, whatever their kind. */
const offSite = (row: (fields: Partial<NewContent>) => NewContent, name: string) => [
  row({ id: `${name}-draft`, status: 'draft' }),
  row({ id: `${name}-in-review`, status: 'review' }),
  row({ id: `${name}-unpublished`, status: 'unpublished' }),
  row({ id: `${name}-ended`, publish_at: hoursAgo(48), unpublish_at: hoursAgo(1) }),
  row({ id: `${name}-binned`, deleted_at: hoursAgo(1) }),
  row({ id: `${name}-later`, status: 'scheduled', publish_at: hoursAhead(24) }),
];

/** An album whose id needs both URL and XML escaping: `'` stays as it is in a URL, and is `&apos;` in XML. */
const awkwardId = "sports-day's <finals> & more";

interface SitemapEntry {
  loc: string;
  lastmod: string;
}

function parseSitemap(xml: string): SitemapEntry[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'url' });
  const document = parser.parse(xml) as { urlset: { '@_xmlns': string; url?: SitemapEntry[] } };
  expect(document.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return document.urlset.url ?? [];
}

/** W3C Datetime, as the protocol asks for `<lastmod>`. */
const w3cDatetime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describe.each(databaseKinds)('robots.txt, sitemap.xml and favicon.ico, on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let publisher: string;

  /** When the web build was made: the lastmod of every page that lists no stored items. */
  let builtAt: number;
  let news: NewContent;
  /** When the FAQ's text was last saved: after the build, unlike every other page's. */
  let faqSaved: string;
  let event: NewContent;
  let album: NewContent;
  let awkwardAlbum: NewContent;
  let award: NewContent;

  const get = (url: string) => app.inject({ method: 'GET', url });

  async function sitemap(url = '/sitemap.xml'): Promise<Map<string, string>> {
    const answer = await get(url);
    expect(answer.statusCode).toBe(200);
    return new Map(parseSitemap(answer.body).map(({ loc, lastmod }) => [loc, lastmod]));
  }

  /** A form post from the console's own pages, signed in as the publisher. */
  async function consolePost(url: string, fields: Record<string, string>): Promise<string> {
    const answer = await app.inject({
      method: 'POST',
      url,
      headers: {
        host: new URL(publicUrl).host,
        origin: publicUrl,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: publisher,
      },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(answer.statusCode, answer.body).toBe(302);
    return String(answer.headers.location);
  }

  const version = async (id: string) =>
    String(
      (await database.db.selectFrom('content_items').select('version').where('id', '=', id).executeTakeFirstOrThrow())
        .version,
    );

  const albumFields = (title: string) => ({
    title,
    description: 'Races and relays on the main ground.',
    category: 'PhotoGallery',
    school_tab: 'Junior',
    date: '2026-11-20',
  });

  /** Creates and publishes an album through the console: its id. */
  async function publishAlbum(title: string): Promise<string> {
    const location = await consolePost('/admin/albums/new', albumFields(title));
    const id = /\/admin\/albums\/([^/?]+)/.exec(location)?.[1];
    if (!id) throw new Error(`no album address in ${location}`);
    await consolePost(`/admin/albums/${id}`, {
      intent: 'publishNow',
      version: await version(id),
      ...albumFields(title),
    });
    return id;
  }

  /** Waits until the answer is kept (its compressed copies are made in the background). */
  async function kept(url: string) {
    expect((await get(url)).statusCode).toBe(200);
    await untilKept(() => get(url));
  }

  beforeAll(async () => {
    requireBuilds(adminBuildDir, webBuildDir);
    builtAt = statSync(path.join(webBuildDir, 'server', 'index.js')).mtimeMs;
    // Stored items changed after the build, in a known order.
    const sinceBuild = (share: number) => new Date(builtAt + share * (Date.now() - builtAt)).toISOString();
    news = newsRow({ title: 'Sports day results', created_at: sinceBuild(0.1), updated_at: sinceBuild(0.2) });
    event = eventRow({ title: 'Annual Day', created_at: sinceBuild(0.3) });
    // Saved, then came on the site at its scheduled time: that is when it last changed there.
    album = albumRow({
      id: 'album-on-site',
      status: 'scheduled',
      created_at: sinceBuild(0.4),
      publish_at: sinceBuild(0.6),
    });
    awkwardAlbum = albumRow({ id: awkwardId, created_at: sinceBuild(0.5) });
    // Newer than every album, and not an album: it must not date the gallery page.
    award = albumRow({ id: 'award-picture', category: 'AwardsAchievement', created_at: sinceBuild(0.7) });
    database = await openTestDatabase(kind);
    await insertSchool(database.db, schoolCode);
    await storeSchoolWebsite(database.db, schoolCode);
    faqSaved = sinceBuild(0.05);
    const pageRows = database.db.updateTable('content_items').where('kind', '=', 'page');
    await pageRows.set({ created_at: new Date(builtAt - 60_000).toISOString() }).execute();
    await pageRows.set({ updated_at: faqSaved }).where('key', '=', 'faq').execute();
    const config = testConfig(database, {
      ADMIN_BUILD_DIR: adminBuildDir,
      WEB_BUILD_DIR: webBuildDir,
      PUBLIC_URL: publicUrl,
    });
    await addStaffAccounts(database.db, config);
    publisher = (await serviceSessions(database.db, config)).publisher;
    await insertContent(database.db, [
      news,
      event,
      album,
      awkwardAlbum,
      award,
      ...offSite(newsRow, 'news'),
      ...offSite(eventRow, 'event'),
      ...offSite(albumRow, 'album'),
    ]);
    app = await buildApp({ config, seedDemo: false, contentCacheMs: 0, db: database.db });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  describe('/robots.txt', () => {
    it('keeps crawlers out of the console and the API, and names the sitemap at the public address', async () => {
      const answer = await get('/robots.txt');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      const lines = answer.body.split('\n');
      expect(lines).toEqual(
        expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', 'Allow: /api/image/']),
      );
      expect(lines).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    });
  });

  describe('/sitemap.xml', () => {
    it('is XML of the sitemaps protocol, kept by browsers only to be asked again', async () => {
      const answer = await get('/sitemap.xml');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, no-cache');
      expect(answer.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    });

    it('lists every page of the site map that stands on its own, and every item and album on the site, each with lastmod', async () => {
      const answer = await get('/sitemap.xml');
      const entries = parseSitemap(answer.body);
      const ownPages = pages.filter((page) => page.searchable ?? true).map((page) => `${publicUrl}${page.path}`);
      const albums = [album.id, awkwardId].map((id) => `${publicUrl}/sub-gallery?id=${encodeURIComponent(id)}`);
      const items = [
        `${publicUrl}/news/${news.id}-sports-day-results`,
        `${publicUrl}/upcoming-events/${event.id}-annual-day`,
      ];
      expect(entries.map((entry) => entry.loc).sort()).toEqual([...ownPages, ...albums, ...items].sort());
      expect(ownPages).toContain(`${publicUrl}/`);
      expect(ownPages).not.toContain(`${publicUrl}/sub-gallery`);
      for (const entry of entries) expect(entry.lastmod, entry.loc).toMatch(w3cDatetime);
      // The album's URL keeps its `'`, written as an entity in the XML.
      expect(answer.body).toContain('sports-day&apos;s%20%3Cfinals%3E%20%26%20more');
    });

    it('dates each album by its last change on the site, and each listing page by its newest item', async () => {
      const lastmods = await sitemap();
      const albumUrl = (id: string) => `${publicUrl}/sub-gallery?id=${encodeURIComponent(id)}`;
      expect(lastmods.get(albumUrl(album.id))).toBe(album.publish_at);
      expect(lastmods.get(albumUrl(awkwardId))).toBe(awkwardAlbum.created_at);
      expect(lastmods.get(`${publicUrl}/news`)).toBe(news.updated_at);
      expect(lastmods.get(`${publicUrl}/news/${news.id}-sports-day-results`)).toBe(news.updated_at);
      expect(lastmods.get(`${publicUrl}/upcoming-events/${event.id}-annual-day`)).toBe(event.created_at);
      expect(lastmods.get(`${publicUrl}/upcoming-events`)).toBe(event.created_at);
      expect(lastmods.get(`${publicUrl}/gallery`)).toBe(album.publish_at);
      // Pages that list no stored items change with their text, and with a deployment (their layout is the build's).
      for (const page of ['/', '/our-school', '/contact-us']) {
        expect(lastmods.get(`${publicUrl}${page}`), page).toBe(new Date(builtAt).toISOString());
      }
      expect(lastmods.get(`${publicUrl}/FAQ`)).toBe(faqSaved);
    });

    it('leaves out drafts, items in review, unpublished, ended, binned and future items', async () => {
      const body = (await get('/sitemap.xml')).body;
      for (const name of ['news', 'event', 'album']) {
        for (const state of ['draft', 'in-review', 'unpublished', 'ended', 'binned', 'later']) {
          expect(body).not.toContain(`${name}-${state}`);
        }
      }
      expect(body).not.toContain('award-picture');
    });

    it('shows what staff publish, and drops what they delete, on the next request after it was kept', async () => {
      await kept('/sitemap.xml');
      const before = await sitemap();

      const publishing = Date.now();
      const id = await publishAlbum('Sports Day finals');
      const albumUrl = `${publicUrl}/sub-gallery?id=${encodeURIComponent(id)}`;
      const published = await sitemap();
      const lastmod = Date.parse(published.get(albumUrl)!);
      expect(lastmod).toBeGreaterThanOrEqual(publishing);
      expect(lastmod).toBeLessThanOrEqual(Date.now());
      expect(published.get(`${publicUrl}/gallery`)).toBe(published.get(albumUrl));
      expect(published.size).toBe(before.size + 1);

      await kept('/sitemap.xml');
      await consolePost(`/admin/albums/${id}`, { intent: 'delete', version: await version(id) });
      const deleted = await sitemap();
      expect(deleted.has(albumUrl)).toBe(false);
      expect(deleted.size).toBe(before.size);
    });

    it('shows a scheduled album when its time comes', async () => {
      const publishAt = Date.now() + 3_000;
      const scheduled = albumRow({ status: 'scheduled', publish_at: new Date(publishAt).toISOString() });
      await insertContent(database.db, [scheduled]);
      // Written behind the app's back: an album staff publish drops the kept sitemap, which is kept again, before
      // the scheduled album's time and knowing it.
      await publishAlbum('Prize day');
      await kept('/sitemap.xml');
      expect((await get('/sitemap.xml')).body).not.toContain(scheduled.id);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, publishAt - Date.now() + 50)));
      expect((await sitemap()).get(`${publicUrl}/sub-gallery?id=${scheduled.id}`)).toBe(scheduled.publish_at);
    });
  });

  describe('/favicon.ico', () => {
    it('is an ICO of the site icon at 16, 32 and 48 pixels, kept by browsers', async () => {
      const answer = await get('/favicon.ico');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/x-icon');
      expect(answer.headers['cache-control']).toMatch(/^public, max-age=\d+$/);

      const ico = answer.rawPayload;
      // ICONDIR: reserved 0, type 1 (an icon), then the number of images.
      expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
      const count = ico.readUInt16LE(4);
      const sizes: number[] = [];
      for (let index = 0; index < count; index += 1) {
        const entry = 6 + 16 * index;
        const [width, height] = [ico.readUInt8(entry), ico.readUInt8(entry + 1)];
        const image = ico.subarray(
          ico.readUInt32LE(entry + 12),
          ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
        );
        const metadata = await sharp(image).metadata();
        expect(metadata.format).toBe('png');
        expect([metadata.width, metadata.height]).toEqual([width, height]);
        expect(metadata.hasAlpha).toBe(true);
        sizes.push(width);
      }
      expect(sizes).toEqual([16, 32, 48]);
    });
  });

  describe('HEAD and other methods', () => {
    const urls = ['/robots.txt', '/sitemap.xml', '/favicon.ico'];
    const headersOf = ({ headers }: Awaited<ReturnType<typeof get>>) => {
      const { date: _date, ...rest } = headers;
      return rest;
    };

    it.each(urls)('%s answers HEAD with the headers of GET, as rendered and from the page cache', async (url) => {
      for (const encoding of ['identity', 'gzip, br']) {
        const ask = (method: 'GET' | 'HEAD', query = '') =>
          app.inject({ method, url: `${url}${query}`, headers: { 'accept-encoding': encoding } });
        // Each rendered for itself: two addresses the cache has not kept.
        const [renderedHead, renderedGet] = [
          await ask('HEAD', `?for=head-${encoding}`),
          await ask('GET', `?for=get-${encoding}`),
        ];
        expect(renderedHead.statusCode).toBe(200);
        expect(renderedHead.body).toBe('');
        expect(headersOf(renderedHead), encoding).toEqual(headersOf(renderedGet));

        await kept(url);
        const [head, full] = [await ask('HEAD'), await ask('GET')];
        expect(head.headers['x-cache']).toBe('HIT');
        expect(head.body).toBe('');
        expect(headersOf(head), encoding).toEqual(headersOf(full));
      }
    });

    it.each(urls)('%s refuses POST with 405 and says it takes GET and HEAD', async (url) => {
      const answer = await app.inject({ method: 'POST', url });
      expect(answer.statusCode).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
    });
  });
});
