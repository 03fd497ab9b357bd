/**
 * The demo school: seeded into an empty database, read back through the API
 * as the site reads it, with the number of items of each kind the demo is
 * meant to show, every file in place, the Campus Life album ids present,
 * the demo certificate found and every page of the site map published.
 * Seeding again does not duplicate anything; a reset rebuilds the content and
 * keeps contact messages. Dates are relative to a fixed "today".
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yearSections } from '@school/content/blocks';
import { visitorCount } from '@school/content/demo/visitor-count';
import { pageDescriptions } from '@school/content/page-descriptions';
import { demoPageTitle } from '@school/content/demo/page-titles';
import { demoPageFile, pagesWithText, sitePages } from '@school/content/site-pages';
import { apiPath, type ApiRoute } from '@school/shared/api-paths';
import { circularCategories, schoolTabs } from '@school/shared/content-categories';
import {
  type Announcement,
  type Circular,
  type ContentRecord,
  type GalleryItem,
  type Highlight,
  type NewsItem,
  type Registration,
  type SchoolEvent,
  type Testimonial,
  type Video,
} from '@school/shared/api-schema';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import type { Db } from '../src/db/database';
import { nameKey } from '../src/modules/tc/service';
import { demoAlbums } from '../src/seed/demo-albums';
import { demoStudents } from '../src/seed/demo-certificates';
import { demoContent } from '../src/seed/demo-content';
import { demoCalendar } from '../src/seed/demo-dates';
import { type DemoItem } from '../src/seed/demo-files';
import { demoPages } from '../src/seed/demo-pages';
import { contentHash } from '../src/storage/content-hash';
import {
  hasSchoolContent,
  hasStaffContent,
  removeSchoolContent,
  refreshUntouchedDemoPages,
  seedDemoPagesIfNone,
  seedDemoSchool,
  seedIfEmpty,
  type SeedOptions,
} from '../src/seed/seed';
import { localFileStore } from '../src/storage/local-file-store';
import { isContentAddressed, parseStoragePath } from '../src/storage/storage-path';
import { schoolCode } from './support/fixtures';
import { buildTestApp, testConfig } from './support/test-app';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';

/** 6 January: "this year" and "this month" are only six days old, the hardest day for relative dates. */
const now = new Date(2026, 0, 6, 10, 30);
const thisYear = '2026';
const lastYear = '2025';
const thisMonth = '2026-01';
const today = '2026-01-06';

const quiet = { info: () => {} };

/** Every table's row count for the school, to compare before and after. */
async function counts(db: Db) {
  const count = async (table: 'content_items' | 'tc_records' | 'visitor_counts' | 'schools' | 'contact_messages') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    content: await count('content_items'),
    certificates: await count('tc_records'),
    visitors: await count('visitor_counts'),
    schools: await count('schools'),
    contact: await count('contact_messages'),
  };
}

describe.each(databaseKinds)('the demo seed on %s', (kind) => {
  let database: TestDatabase;
  let options: SeedOptions;
  let app: FastifyInstance;
  let seeded: boolean;
  let seconds: number;

  async function list<T>(route: ApiRoute): Promise<T[]> {
    const response = await app.inject({ method: 'GET', url: apiPath(route, { schoolcode: schoolCode }) });
    expect(response.statusCode, `${route}: ${response.body}`).toBe(200);
    return response.json<T[]>();
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    options = {
      db: database.db,
      uploads: localFileStore(path.join(database.dataDir, 'uploads')),
      certificates: localFileStore(path.join(database.dataDir, 'private', 'certificates')),
      schoolCode,
      log: quiet,
    };
    const started = performance.now();
    seeded = await seedIfEmpty(options, { now });
    seconds = (performance.now() - started) / 1000;
    app = await buildTestApp(database);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('seeds an empty database, in a few seconds', () => {
    expect(seeded).toBe(true);
    expect(seconds).toBeLessThan(30);
  });

  it('has four or more highlights, one with an attachment', async () => {
    const highlights = await list<Highlight>('highlights');
    expect(highlights.length).toBeGreaterThanOrEqual(4);
    expect(highlights.filter((item) => item.attachments.length > 0).length).toBeGreaterThanOrEqual(1);
  });

  it('has ten or more news items with PDFs, over this year and last, none in the future', async () => {
    const news = await list<NewsItem>('allNews');
    expect(news.length).toBeGreaterThanOrEqual(10);
    for (const item of news) {
      expect(item.attachments[0]).toMatch(/\.pdf$/);
      expect(item.description.length).toBeGreaterThan(20);
      expect(item.fromDate <= today).toBe(true);
    }
    expect(news.filter((item) => item.fromDate.startsWith(thisYear)).length).toBeGreaterThanOrEqual(3);
    expect(news.filter((item) => item.fromDate.startsWith(lastYear)).length).toBeGreaterThanOrEqual(3);
  });

  it('has eight or more events, several this month and others in other months', async () => {
    const events = await list<SchoolEvent>('events');
    expect(events.length).toBeGreaterThanOrEqual(8);
    expect(events.filter((event) => event.date.startsWith(thisMonth)).length).toBeGreaterThanOrEqual(3);
    expect(events.filter((event) => !event.date.startsWith(thisMonth)).length).toBeGreaterThanOrEqual(3);
    for (const event of events) expect(event.time && event.venue && event.description).toBeTruthy();
    expect(events.some((event) => event.images.length > 0)).toBe(true);
    expect(events.some((event) => event.attachments.length > 0)).toBe(true);
  });

  it('has three registration entries with links', async () => {
    const registrations = await list<Registration>('registrations');
    expect(registrations).toHaveLength(3);
    for (const entry of registrations) expect(entry.url).toMatch(/^https:\/\//);
  });

  it('has one message each from the Chairman, the Director and the Principal, with a portrait', async () => {
    const records = await list<ContentRecord>('records');
    for (const category of ['Chairman', 'Director', 'Principal'] as const) {
      const messages = records.filter((record) => record.category === category);
      expect(messages, category).toHaveLength(1);
      expect(messages[0]!.name).not.toBe('');
      expect(messages[0]!.message.match(/<p>/g)?.length).toBeGreaterThanOrEqual(3);
      expect(messages[0]!.attachments[0]).toMatch(/\.jpg$/);
    }
  });

  it('has three achievements with pictures and admission downloads with links', async () => {
    const records = await list<ContentRecord>('records');
    const achievements = records.filter((record) => record.category === 'Achievement');
    expect(achievements).toHaveLength(3);
    for (const achievement of achievements) {
      expect(achievement.title && achievement.description).toBeTruthy();
      expect(achievement.attachments[0]).toMatch(/\.jpg$/);
    }
    const downloads = records.filter((record) => record.category === 'Admission');
    expect(downloads.length).toBeGreaterThanOrEqual(1);
    for (const download of downloads) expect(download.title && download.url).toBeTruthy();
    const pdfDownloads = downloads.filter((download) => download.attachments.length > 0);
    expect(pdfDownloads.length).toBeGreaterThanOrEqual(1);
    for (const download of pdfDownloads) expect(download.url).toBe(`/api/image/${download.attachments[0]}`);
  });

  it('has six or more testimonials with a name, text and picture', async () => {
    const testimonials = await list<Testimonial>('testimonials');
    expect(testimonials.length).toBeGreaterThanOrEqual(6);
    for (const testimonial of testimonials) {
      expect(testimonial.name).not.toBe('');
      expect(testimonial.description).toMatch(/^<p>.+<\/p>$/s);
      expect(testimonial.attachments).toHaveLength(1);
    }
    expect(new Set(testimonials.map((testimonial) => testimonial.createdAt)).size).toBe(testimonials.length);
  });

  it('has four or more albums of six or more photos for each school tab, some from this year', async () => {
    const gallery = await list<GalleryItem>('gallery');
    for (const tab of schoolTabs) {
      const albums = gallery.filter((item) => item.category === 'PhotoGallery' && item.school === tab);
      expect(albums.length, tab).toBeGreaterThanOrEqual(4);
      expect(albums.filter((album) => album.date.startsWith(thisYear)).length, tab).toBeGreaterThanOrEqual(1);
    }
    for (const album of gallery.filter((item) => item.category === 'PhotoGallery')) {
      expect(album.attachments.length, album.title).toBeGreaterThanOrEqual(6);
      expect(album.title && album.description).toBeTruthy();
    }
  });

  it('has award and sports award pictures', async () => {
    const gallery = await list<GalleryItem>('gallery');
    for (const category of ['AwardsAchievement', 'SportsAwards'] as const) {
      const awards = gallery.filter((item) => item.category === category);
      expect(awards.length, category).toBeGreaterThanOrEqual(2);
      for (const award of awards) expect(award.attachments.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('has an album for every album link of the Campus Life year pages', async () => {
    const gallery = new Map((await list<GalleryItem>('gallery')).map((item) => [item._id, item]));
    const albumIds = yearSections.flatMap((section) =>
      section.years.flatMap((year) =>
        year.columns.flatMap((column) => column.items.flatMap((item) => ('album' in item ? [item.album] : []))),
      ),
    );
    expect(albumIds.length).toBeGreaterThanOrEqual(12);
    for (const id of albumIds) {
      expect(gallery.get(id)?.category, id).toBe('PhotoGallery');
      const response = await app.inject({ method: 'GET', url: `${apiPath('album')}?id=${id}` });
      expect(response.statusCode, id).toBe(200);
      expect(response.json<{ attachments: string[] }>().attachments.length).toBeGreaterThanOrEqual(6);
    }
  });

  it('has five or more videos in the watch, short link, embed and shorts URL forms', async () => {
    const videos = await list<Video>('videos');
    expect(videos.length).toBeGreaterThanOrEqual(5);
    const urls = videos.map((video) => video.videoUrl);
    for (const form of [
      /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}/,
      /^https:\/\/youtu\.be\/[\w-]{11}/,
      /^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}/,
      /^https:\/\/(www\.)?youtube\.com\/shorts\/[\w-]{11}/,
    ]) {
      expect(
        urls.some((url) => form.test(url)),
        String(form),
      ).toBe(true);
    }
  });

  it('has Loquacity and Dipscoop issues for 2024 and 2025', async () => {
    const circulars = await list<Circular>('circulars');
    for (const category of circularCategories) {
      for (const year of ['2024', '2025']) {
        const issues = circulars.filter((item) => item.category === category && item.date.startsWith(year));
        expect(issues.length, `${category} ${year}`).toBeGreaterThanOrEqual(1);
        for (const issue of issues) expect(issue.attachments[0]).toMatch(/\.pdf$/);
      }
    }
  });

  it('has two announcements, one with an image, an attachment and a link', async () => {
    const announcements = await list<Announcement>('announcements');
    expect(announcements).toHaveLength(2);
    expect(
      announcements.some((item) => item.image.length > 0 && item.attachments.length > 0 && item.url.trim() !== ''),
    ).toBe(true);
  });

  it('lists items that share every other sort key in the order the demo content lists them, the same at every seed', async () => {
    const listed = demoContent(demoCalendar(now))
      .filter((item) => item.kind === 'announcement')
      .map((item) => item.title);
    expect((await list<Announcement>('announcements')).map((item) => item.title)).toEqual(listed);
  });

  it('publishes every page of the site map that has text, with its title, its description and its text from content/pages', async () => {
    const rows = await database.db
      .selectFrom('content_items')
      .select(['key', 'title', 'description', 'message', 'status', 'publish_at', 'deleted_at', 'draft'])
      .where('school_code', '=', schoolCode)
      .where('kind', '=', 'page')
      .execute();
    const written = pagesWithText;
    expect(rows.map((row) => row.key).sort()).toEqual(written.map((page) => page.id).sort());
    for (const page of written) {
      const row = rows.find((entry) => entry.key === page.id);
      expect(row, page.id).toEqual({
        key: page.id,
        title: demoPageTitle(page),
        description: pageDescriptions[page.id],
        message: readFileSync(new URL(`../../../content/${demoPageFile(page)}`, import.meta.url), 'utf8'),
        status: 'published',
        publish_at: null,
        deleted_at: null,
        draft: null,
      });
    }
  });

  it('gives a demo school seeded before pages were stored its pages, once, and never over a page staff wrote', async () => {
    const pageRows = () =>
      database.db
        .selectFrom('content_items')
        .select(['key', 'message'])
        .where('school_code', '=', schoolCode)
        .where('kind', '=', 'page')
        .execute();
    const seededPages = await pageRows();
    await database.db.deleteFrom('content_items').where('kind', '=', 'page').execute();

    expect(await seedDemoPagesIfNone(options)).toBe(true);
    expect(await pageRows()).toHaveLength(seededPages.length);
    expect(await seedDemoPagesIfNone(options)).toBe(false);

    await database.db.deleteFrom('content_items').where('kind', '=', 'page').where('key', '!=', 'faq').execute();
    expect(await seedDemoPagesIfNone(options)).toBe(false);
    expect((await pageRows()).map((row) => row.key)).toEqual(['faq']);
    await database.db.deleteFrom('content_items').where('kind', '=', 'page').execute();
    await seedDemoPagesIfNone(options);
  });

  it('brings a demo page staff never changed up to this version’s text, and leaves one staff changed', async () => {
    const faqText = (key: string) =>
      database.db
        .selectFrom('content_items')
        .select('message')
        .where('school_code', '=', schoolCode)
        .where('key', '=', key)
        .executeTakeFirstOrThrow()
        .then((row) => row.message);
    const current = await faqText('faq');
    expect(await refreshUntouchedDemoPages(options)).toBe(0);

    // As an earlier version stored them: the FAQ named by an id.
    const older = 'Here are answers.\n\n::faq{id="faq"}';
    await database.db
      .updateTable('content_items')
      .set({ message: older })
      .where('key', 'in', ['faq', 'year-book'])
      .execute();
    const yearBook = await database.db
      .selectFrom('content_items')
      .select('id')
      .where('school_code', '=', schoolCode)
      .where('key', '=', 'year-book')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('content_revisions')
      .values({
        id: crypto.randomUUID(),
        item_id: yearBook.id,
        version: 1,
        fields: '{}',
        changed: '[]',
        user_id: null,
        user_name: 'An editor',
        created_at: new Date().toISOString(),
      })
      .execute();

    expect(await refreshUntouchedDemoPages(options)).toBe(1);
    expect(await faqText('faq')).toBe(current);
    expect(await faqText('year-book')).toBe(older);
    await database.db.deleteFrom('content_revisions').where('item_id', '=', yearBook.id).execute();
    expect(await refreshUntouchedDemoPages(options)).toBe(1);
  });

  it('starts the visitor counter at a plausible number', async () => {
    const response = await app.inject({ method: 'GET', url: apiPath('visitorCount', { schoolcode: schoolCode }) });
    expect(response.json()).toEqual([{ visitor: visitorCount }]);
  });

  it('stores every attachment and image under a content-hashed storage path', async () => {
    const routes: ApiRoute[] = [
      'highlights',
      'allNews',
      'registrations',
      'records',
      'testimonials',
      'events',
      'gallery',
      'announcements',
      'circulars',
    ];
    const paths = new Set<string>();
    for (const route of routes) {
      for (const item of await list<{ attachments: string[]; images?: string[]; image?: string[] }>(route)) {
        for (const file of [...item.attachments, ...(item.images ?? []), ...(item.image ?? [])]) paths.add(file);
      }
    }
    expect(paths.size).toBeGreaterThan(300);
    for (const file of paths) {
      expect(parseStoragePath(file), file).toBe(file);
      expect(isContentAddressed(file), file).toBe(true);
      expect(await options.uploads.stat(file), file).toBeDefined();
    }
    const response = await app.inject({ method: 'GET', url: `/api/image/${[...paths][0]}` });
    expect(response.statusCode).toBe(200);
  });

  it('has demo transfer certificates that the look-up finds by admission number and name', async () => {
    const records = await database.db
      .selectFrom('tc_records')
      .selectAll()
      .where('school_code', '=', schoolCode)
      .execute();
    const students = demoStudents(demoCalendar(now));
    expect(records.length).toBeGreaterThanOrEqual(3);
    for (const student of students) {
      const record = records.find((row) => row.admission_no === student.admission);
      expect(record?.name_key, student.admission).toBe(nameKey(student.name));
      expect(await options.certificates.stat(record!.file_path)).toBeDefined();
    }
    const readmeStudent = students[0]!;
    const response = await app.inject({
      method: 'POST',
      url: apiPath('tcLookup', { schoolcode: schoolCode }),
      payload: { admission: readmeStudent.admission, name: `  ${readmeStudent.name.toUpperCase()} ` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const certificate = await app.inject({
      method: 'GET',
      url: `/api/image/${response.json<{ data: string }>().data}`,
    });
    expect(certificate.statusCode).toBe(200);
    expect(certificate.headers['content-type']).toMatch(/^image\/jpeg/);
  });

  it('does not seed again when the school has content', async () => {
    const before = await counts(database.db);
    expect(await seedIfEmpty(options, { now })).toBe(false);
    expect(await counts(database.db)).toEqual(before);
  });

  it('tells content that staff made or changed from seeded content', async () => {
    expect(await hasStaffContent(database.db, schoolCode)).toBe(false);
    const item = await database.db.selectFrom('content_items').select('id').executeTakeFirstOrThrow();
    const mark = (column: 'created_by' | 'updated_by', user: string | null) =>
      database.db
        .updateTable('content_items')
        .set({ [column]: user })
        .where('id', '=', item.id)
        .execute();
    for (const column of ['created_by', 'updated_by'] as const) {
      await mark(column, 'staff-user-1');
      expect(await hasStaffContent(database.db, schoolCode), column).toBe(true);
      expect(await hasStaffContent(database.db, 'another-school'), column).toBe(false);
      await mark(column, null);
    }
    expect(await hasStaffContent(database.db, schoolCode)).toBe(false);
  });

  it('counts a certificate that staff added or withdrew as their work too', async () => {
    const record = await database.db.selectFrom('tc_records').select('id').executeTakeFirstOrThrow();
    const mark = (column: 'created_by' | 'withdrawn_by', user: string | null) =>
      database.db
        .updateTable('tc_records')
        .set({ [column]: user })
        .where('id', '=', record.id)
        .execute();
    for (const column of ['created_by', 'withdrawn_by'] as const) {
      await mark(column, 'office-user-1');
      expect(await hasStaffContent(database.db, schoolCode), column).toBe(true);
      await mark(column, null);
    }
    expect(await hasStaffContent(database.db, schoolCode)).toBe(false);
  });

  it('rebuilds the demo content on reset, keeping contact messages', async () => {
    await database.db
      .insertInto('contact_messages')
      .values({
        id: crypto.randomUUID(),
        school_code: schoolCode,
        name: 'A parent',
        email: 'parent@example.org',
        phone: '9876543210',
        profession: 'Parent',
        message: 'Thank you for the lovely annual day.',
        created_at: now.toISOString(),
      })
      .execute();
    const before = await counts(database.db);
    const oldIds = await database.db.selectFrom('content_items').select('id').where('kind', '=', 'news').execute();

    await removeSchoolContent(database.db, schoolCode);
    await Promise.all([options.uploads.clear(), options.certificates.clear()]);
    await seedDemoSchool(options, { now });

    expect(await counts(database.db)).toEqual(before);
    const newIds = await database.db.selectFrom('content_items').select('id').where('kind', '=', 'news').execute();
    expect(newIds.some((row) => oldIds.some((old) => old.id === row.id))).toBe(false);
  }, 120_000);
});

describe.each(databaseKinds)('a server without DEMO on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const config = testConfig(database);
    app = await buildApp({ config, db: database.db, serveSite: false, contentCacheMs: 0 });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('seeds nothing, and its school answers empty lists on a fresh database', async () => {
    expect(await hasSchoolContent(database.db, schoolCode)).toBe(false);
    for (const route of ['allNews', 'highlights', 'gallery', 'events'] as const) {
      const response = await app.inject({ method: 'GET', url: apiPath(route, { schoolcode: schoolCode }) });
      expect(response.statusCode, route).toBe(200);
      expect(response.json(), route).toEqual([]);
    }
  });
});

describe('the DEMO setting', () => {
  it('is off unless set to true, and refuses other words', () => {
    expect(readConfig({}).DEMO).toBe(false);
    expect(readConfig({ DEMO: 'true' }).DEMO).toBe(true);
    expect(readConfig({ DEMO: 'false' }).DEMO).toBe(false);
    expect(() => readConfig({ DEMO: 'yes' })).toThrow(/DEMO/);
  });
});

describe('demo data', () => {
  const days = [
    new Date(2026, 0, 1, 0, 5),
    new Date(2027, 5, 15, 12),
    new Date(2028, 1, 29, 9),
    new Date(2026, 11, 31, 23, 55),
  ];

  const items = (day: Date): DemoItem[] => {
    const calendar = demoCalendar(day);
    return [...demoContent(calendar), ...demoAlbums(calendar)];
  };

  it.each(days)('on %s, the default filters find news, events and albums', (day) => {
    const calendar = demoCalendar(day);
    const year = String(day.getFullYear());
    const month = calendar.today.slice(0, 7);
    const all = items(day);
    const news = all.filter((item) => item.kind === 'news');
    expect(news.filter((item) => item.date!.startsWith(year)).length).toBeGreaterThanOrEqual(3);
    expect(news.every((item) => item.date! <= calendar.today)).toBe(true);
    expect(all.filter((item) => item.kind === 'event' && item.date!.startsWith(month)).length).toBeGreaterThanOrEqual(
      3,
    );
    for (const tab of schoolTabs) {
      const albums = all.filter(
        (item) => item.kind === 'gallery' && item.school_tab === tab && item.category === 'PhotoGallery',
      );
      expect(
        albums.some((album) => album.date!.startsWith(year)),
        tab,
      ).toBe(true);
    }
    for (const item of all) if (item.date) expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('names the admission year that is open', () => {
    expect(demoCalendar(new Date(2026, 10, 22)).years.admissionYear).toBe('2027-28');
    expect(demoCalendar(new Date(2027, 2, 1)).years.admissionYear).toBe('2027-28');
    expect(demoCalendar(new Date(2027, 2, 1)).years.currentAcademicYear).toBe('2026-27');
  });

  it('hashes file contents into a name part the image route caches for a year', () => {
    for (let n = 0; n < 500; n++) {
      const hash = contentHash(Buffer.from(`file ${n}`));
      expect(hash.length).toBeGreaterThanOrEqual(8);
      expect(isContentAddressed(`photo-1.${hash}.jpg`), hash).toBe(true);
    }
  });

  it('fills every name in braces, in the rows, the files and the certificates', () => {
    const day = new Date(2026, 5, 1);
    const text = JSON.stringify([items(day), demoStudents(demoCalendar(day))]);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).toContain('2026-27');
  });

  it('stops, naming the page, when a page of the site map has no demo text', () => {
    const faq = sitePages.find((page) => page.id === 'faq')!;
    expect(() => demoPages([{ ...faq, section: 'no-such-section' }])).toThrow(
      'The demo school has no text for the page "faq": content/pages/no-such-section/faq.md is missing',
    );
  });

  it('gives every file a unique name', () => {
    const stems = items(new Date(2026, 5, 1)).flatMap((item) =>
      [...(item.attachments ?? []), ...(item.images ?? [])].map((file) => file.stem),
    );
    expect(new Set(stems).size).toBe(stems.length);
  });
});
