/**
 * One stored row that fails its schema (a wrong date, an unknown category,
 * attachments that are not JSON) is left out of its list, and the rest of the
 * list is served, by the API and to the website's pages alike. The log names
 * the row by its id and the fields that failed, never by what it holds. On
 * SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, apiRoutes } from '@school/shared/api-paths';
import { contentRepository } from '../src/modules/content/repository';
import { contentService } from '../src/modules/content/service';
import { schoolsRepository } from '../src/modules/schools/repository';
import { schoolsService } from '../src/modules/schools/service';
import { liveSource } from '../src/web/live-source';
import { contentRow, day, expectErrorShape, insertContent, insertSchool, schoolCode } from './support/fixtures';
import { buildTestApp } from './support/test-app';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';
import { captureLog } from './support/captured-log';

/** Text only the broken rows hold: none of it may reach the log. */
const secrets = ['Quokka tangerine', 'yesterday-ish', 'NoSuchCategory', '[not json', 'Zebulon'];

const brokenRows = [
  contentRow('news', { id: 'news-bad-date', title: 'Quokka tangerine', date: 'yesterday-ish' }),
  contentRow('gallery', {
    id: 'album-bad-category',
    category: 'NoSuchCategory',
    school_tab: 'Junior',
    title: 'Zebulon',
    date: day(3),
  }),
  contentRow('event', { id: 'event-bad-json', title: 'Zebulon', date: day(4), attachments: '[not json' }),
  contentRow('gallery', {
    id: 'album-bad-json',
    category: 'PhotoGallery',
    school_tab: 'Junior',
    title: 'Zebulon',
    date: day(6),
    attachments: '[not json',
  }),
  contentRow('gallery', {
    id: 'album-bad-alts',
    category: 'PhotoGallery',
    school_tab: 'Junior',
    title: 'Zebulon',
    date: day(5),
    attachment_alts: '[not json',
  }),
];

describe.each(databaseKinds)('stored rows that fail their schema, on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const log = captureLog();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertSchool(database.db, schoolCode);
    const rows = [
      contentRow('news', { id: 'news-good-1', title: 'Sports day', date: day(1) }),
      contentRow('news', { id: 'news-good-2', title: 'Results', date: day(2) }),
      contentRow('gallery', {
        id: 'album-good',
        category: 'PhotoGallery',
        school_tab: 'Junior',
        title: 'Annual day',
        date: day(1),
        attachments: JSON.stringify(['gallery/1.jpg']),
        attachment_alts: JSON.stringify(['The stage']),
      }),
      contentRow('event', { id: 'event-good', title: 'Science fair', date: day(1) }),
      ...brokenRows,
    ];
    // One at a time: a column one row sets and another leaves out would be NULL in a shared insert.
    for (const row of rows) await insertContent(database.db, [row]);
    app = await buildTestApp(database, { logger: { level: 'info', stream: log.stream } });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const ids = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return response.json<{ _id: string }[]>().map((item) => item._id);
  };

  it('the API serves each list without its broken rows', async () => {
    expect(await ids(apiPath('allNews', { schoolcode: schoolCode }))).toEqual(['news-good-2', 'news-good-1']);
    expect(await ids(apiPath('news', { schoolcode: schoolCode }))).toEqual(['news-good-2', 'news-good-1']);
    expect(await ids(apiPath('gallery', { schoolcode: schoolCode }))).toEqual(['album-bad-alts', 'album-good']);
    expect(await ids(apiPath('events', { schoolcode: schoolCode }))).toEqual(['event-good']);
  });

  it('the API answers a broken album as one it does not have', async () => {
    const good = await app.inject({ method: 'GET', url: `${apiRoutes.album}?id=album-good` });
    expect(good.json<{ _id: string }>()._id).toBe('album-good');
    const broken = await app.inject({ method: 'GET', url: `${apiRoutes.album}?id=album-bad-json` });
    expect(broken.statusCode).toBe(404);
    expect(expectErrorShape(broken.json()).code).toBe('not_found');
  });

  it("the website's pages read the same lists, and take an album whose alt text is broken as none", async () => {
    const content = contentService(contentRepository(database.db), schoolsService(schoolsRepository(database.db)), {
      cacheMs: 0,
    });
    const page = liveSource(
      {
        content,
        profiles: { read: async () => undefined, savedAt: async () => undefined },
        search: { search: async () => ({ value: [], nextChange: undefined }) },
        timeZone: 'Asia/Kolkata',
      },
      schoolCode,
      app.log,
    );
    expect((await page.list('allNews')).map((item) => item._id)).toEqual(['news-good-2', 'news-good-1']);
    expect((await page.list('events')).map((item) => item._id)).toEqual(['event-good']);
    expect((await page.album('album-good'))?.alts).toEqual(['The stage']);
    expect(await page.album('album-bad-alts')).toBeUndefined();
  });

  it('logs each broken row by its id, kind and failing fields, and nothing it holds', () => {
    const leftOut = log.entries().filter((entry) => entry.msg === 'left out a stored item that fails its schema');
    // The first line for each row: the API read it before the pages did.
    const byId = new Map(leftOut.toReversed().map((entry) => [entry.contentId, entry]));
    expect(byId.get('news-bad-date')).toMatchObject({ level: 40, kind: 'news', fields: ['fromDate'] });
    expect(byId.get('album-bad-category')).toMatchObject({ kind: 'gallery', fields: ['category'] });
    expect(byId.get('event-bad-json')).toMatchObject({ kind: 'event', fields: ['attachments'] });
    expect(byId.get('album-bad-json')).toMatchObject({ kind: 'gallery', fields: ['attachments'] });
    expect(byId.get('album-bad-alts')).toMatchObject({ kind: 'gallery', fields: ['alts'] });
    expect([...byId.keys()].sort()).toEqual(brokenRows.map((row) => row.id).sort());
    // A line from an API read names the request that read the row.
    expect(byId.get('news-bad-date')?.reqId).toEqual(expect.any(String));

    const text = log.text();
    for (const secret of secrets) expect(text, `the log holds "${secret}"`).not.toContain(secret);
  });
});
