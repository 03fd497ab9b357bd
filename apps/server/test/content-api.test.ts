/**
 * The content lists of spec section 7, as a client of the original backend
 * reads them: the field names of section 3 and nothing internal, ISO dates,
 * newest first, one school's rows only, and the error shape for bad or
 * unknown school codes. Every test runs on SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, apiRoutes, type ApiRoute } from '@school/shared/api-paths';
import { latestNewsCount } from '../src/modules/content/lists';
import {
  contentRow,
  day,
  expectErrorShape,
  insertContent,
  insertSchool,
  minute,
  otherSchoolCode,
  schoolCode,
} from './support/fixtures';
import { buildTestApp } from './support/test-app';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';

type Item = Record<string, unknown>;

const listRoutes = [
  'highlights',
  'news',
  'allNews',
  'registrations',
  'records',
  'testimonials',
  'events',
  'gallery',
  'announcements',
  'videos',
  'circulars',
] as const satisfies readonly ApiRoute[];

/** Column names of the table that must never reach a client. */
const internalColumns = ['id', 'school_code', 'kind', 'created_at', 'school_tab', 'video_url', 'images_json'];

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

const files = (...paths: string[]) => JSON.stringify(paths);

/** Twelve news items, more than the home page's ticker shows, inserted out of date order. */
const newsDays = [4, 11, 0, 7, 2, 9, 5, 1, 10, 3, 8, 6];

describe.each(databaseKinds)('content API on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    await insertSchool(db, schoolCode);
    await insertSchool(db, otherSchoolCode);
    await insertSchool(db, 'empty');

    await insertContent(db, [
      // Highlights have no date of their own: newest added first.
      contentRow('highlight', {
        id: 'hl-2',
        title: 'Sports day',
        attachments: files('highlights/sports.pdf'),
        created_at: minute(2),
      }),
      contentRow('highlight', {
        id: 'hl-9',
        title: 'Results out',
        attachments: files('highlights/results.pdf', 'highlights/x.jpg'),
        created_at: minute(9),
      }),
      contentRow('highlight', { id: 'hl-5', title: 'Fee notice', created_at: minute(5) }),

      ...newsDays.map((n) =>
        contentRow('news', {
          id: `news-${String(n).padStart(2, '0')}`,
          title: `News ${n}`,
          description: `About day ${n}`,
          date: day(n),
          attachments: files(`news/${n}.pdf`),
          created_at: minute(20 - n),
        }),
      ),

      contentRow('registration', {
        id: 'reg-old',
        title: 'Nursery 2025',
        url: 'https://erp.example/old',
        attachments: files('reg/old.pdf'),
        created_at: minute(1),
      }),
      contentRow('registration', {
        id: 'reg-new',
        title: 'Nursery 2026',
        url: 'https://erp.example/new',
        created_at: minute(8),
      }),

      contentRow('record', {
        id: 'rec-principal',
        category: 'Principal',
        title: "Principal's message",
        description: '<p>Welcome</p>',
        message: '<p>Dear parents</p>',
        name: 'Dr. A. Sharma',
        attachments: files('records/principal.jpg'),
        created_at: minute(3),
      }),
      contentRow('record', {
        id: 'rec-admission',
        category: 'Admission',
        title: 'Prospectus',
        url: 'records/prospectus.pdf',
        created_at: minute(6),
      }),
      contentRow('record', {
        id: 'rec-chairman',
        category: 'Chairman',
        name: 'Mr. B. Rao',
        message: 'Hello',
        created_at: minute(1),
      }),

      contentRow('testimonial', {
        id: 'tm-1',
        name: 'Parent One',
        description: '<p>Great</p>',
        attachments: files('t/1.jpg'),
        created_at: minute(1),
      }),
      contentRow('testimonial', { id: 'tm-3', name: 'Parent Three', description: 'Lovely', created_at: minute(30) }),
      contentRow('testimonial', {
        id: 'tm-2',
        name: 'Parent Two',
        description: 'Kind teachers',
        created_at: minute(12),
      }),

      contentRow('event', {
        id: 'ev-jan',
        title: 'Science fair',
        date: '2026-01-20',
        time: '10:00 AM',
        venue: 'Main hall',
        description: 'Projects by Grades 6 to 9',
        images: files('events/fair-1.jpg', 'events/fair-2.jpg'),
        attachments: files('events/fair.pdf'),
      }),
      contentRow('event', {
        id: 'ev-mar',
        title: 'Annual day',
        date: '2026-03-05',
        time: '5:30 PM',
        venue: 'Auditorium',
      }),
      contentRow('event', { id: 'ev-feb', title: 'Sports meet', date: '2026-02-11', venue: 'Ground' }),

      contentRow('gallery', {
        id: 'gal-feb',
        category: 'PhotoGallery',
        school_tab: 'Grades I to X',
        title: 'Republic day',
        description: 'Parade',
        date: '2026-02-01',
        attachments: files('gallery/rd-1.jpg', 'gallery/rd-2.jpg', 'gallery/rd-3.jpg'),
      }),
      contentRow('gallery', {
        id: 'gal-mar',
        category: 'SportsAwards',
        school_tab: 'Senior',
        title: 'Zonal cup',
        date: '2026-03-10',
        attachments: files('gallery/cup.jpg'),
      }),
      contentRow('gallery', {
        id: 'gal-jan',
        category: 'AwardsAchievement',
        school_tab: 'Junior',
        title: 'Art prize',
        date: '2026-01-15',
      }),

      contentRow('announcement', {
        id: 'an-old',
        title: 'Holiday',
        description: 'School closed',
        images: files('notices/holiday.jpg', 'notices/holiday-2.jpg'),
        attachments: files('notices/holiday.pdf'),
        url: 'https://example.org/holiday',
        created_at: minute(2),
      }),
      contentRow('announcement', { id: 'an-new', title: 'Admissions open', created_at: minute(40) }),

      contentRow('video', {
        id: 'vid-old',
        title: 'Sports day film',
        date: '2025-12-01',
        video_url: 'https://www.youtube.com/watch?v=old',
      }),
      contentRow('video', {
        id: 'vid-new',
        title: 'Annual day film',
        date: '2026-03-06',
        video_url: 'https://youtu.be/new',
      }),

      contentRow('circular', {
        id: 'cir-2024',
        category: 'Loquacity',
        title: 'Loquacity 2024',
        date: '2024-06-01',
        attachments: files('mag/l-2024.pdf'),
      }),
      contentRow('circular', {
        id: 'cir-2025',
        category: 'Dipscoop',
        title: 'Dipscoop 2025',
        date: '2025-06-01',
        attachments: files('mag/d-2025.pdf'),
      }),

      // Another school's rows, newer than everything above: they must never show.
      ...(['highlight', 'news', 'registration', 'testimonial', 'announcement'] as const).map((kind) =>
        contentRow(kind, {
          id: `other-${kind}`,
          school_code: otherSchoolCode,
          date: '2027-01-01',
          created_at: minute(500),
        }),
      ),
      contentRow('record', {
        id: 'other-record',
        school_code: otherSchoolCode,
        category: 'Principal',
        created_at: minute(500),
      }),
      contentRow('event', { id: 'other-event', school_code: otherSchoolCode, date: '2027-01-01' }),
      contentRow('gallery', {
        id: 'other-gallery',
        school_code: otherSchoolCode,
        category: 'PhotoGallery',
        school_tab: 'Junior',
        date: '2027-01-01',
      }),
      contentRow('video', { id: 'other-video', school_code: otherSchoolCode, date: '2027-01-01' }),
      contentRow('circular', {
        id: 'other-circular',
        school_code: otherSchoolCode,
        category: 'Loquacity',
        date: '2027-01-01',
      }),
    ]);

    app = await buildTestApp(database);
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** GETs a list of the test school, checks what every list answer shares, and returns its items. */
  async function list(route: (typeof listRoutes)[number], code = schoolCode): Promise<Item[]> {
    const url = apiPath(route, { schoolcode: code });
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const items = response.json<Item[]>();
    expect(Array.isArray(items)).toBe(true);
    for (const item of items) {
      expect(Object.keys(item).filter((key) => internalColumns.includes(key))).toEqual([]);
      expect(typeof item._id).toBe('string');
    }
    // The original site sends a bearer token with some of these; the answer is the same with it.
    const withToken = await app.inject({ method: 'GET', url, headers: { authorization: 'Bearer any-token-at-all' } });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json()).toEqual(items);
    return items;
  }

  it('GET /api/highlight/{schoolcode}: title and attachments, newest first', async () => {
    expect(await list('highlights')).toEqual([
      { _id: 'hl-9', title: 'Results out', attachments: ['highlights/results.pdf', 'highlights/x.jpg'] },
      { _id: 'hl-5', title: 'Fee notice', attachments: [] },
      { _id: 'hl-2', title: 'Sports day', attachments: ['highlights/sports.pdf'] },
    ]);
  });

  it(`GET /api/news/{schoolcode}: the newest ${latestNewsCount} items, fromDate as an ISO day`, async () => {
    const items = await list('news');
    expect(latestNewsCount).toBeLessThan(newsDays.length);
    expect(items).toHaveLength(latestNewsCount);
    const newest = [...newsDays].sort((a, b) => b - a).slice(0, latestNewsCount);
    expect(items.map((item) => item._id)).toEqual(newest.map((n) => `news-${String(n).padStart(2, '0')}`));
    expect(items[0]).toEqual({
      _id: 'news-11',
      title: 'News 11',
      description: 'About day 11',
      fromDate: day(11),
      attachments: ['news/11.pdf'],
    });
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['_id', 'attachments', 'description', 'fromDate', 'title']);
      expect(item.fromDate).toMatch(isoDay);
    }
  });

  it('GET /api/news/all/{schoolcode}: every item, newest first', async () => {
    const items = await list('allNews');
    expect(items.map((item) => item.fromDate)).toEqual([...newsDays].sort((a, b) => b - a).map(day));
    expect(items.map((item) => item._id)).not.toContain('other-news');
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['_id', 'attachments', 'description', 'fromDate', 'title']);
    }
  });

  it('GET /api/onlineRegistration/{schoolcode}: title, url and attachments', async () => {
    expect(await list('registrations')).toEqual([
      { _id: 'reg-new', title: 'Nursery 2026', url: 'https://erp.example/new', attachments: [] },
      { _id: 'reg-old', title: 'Nursery 2025', url: 'https://erp.example/old', attachments: ['reg/old.pdf'] },
    ]);
  });

  it('GET /api/PrincipalMessage/{schoolcode}: every category, for the client to filter', async () => {
    expect(await list('records')).toEqual([
      {
        _id: 'rec-admission',
        category: 'Admission',
        title: 'Prospectus',
        description: '',
        message: '',
        name: '',
        url: 'records/prospectus.pdf',
        attachments: [],
      },
      {
        _id: 'rec-principal',
        category: 'Principal',
        title: "Principal's message",
        description: '<p>Welcome</p>',
        message: '<p>Dear parents</p>',
        name: 'Dr. A. Sharma',
        url: '',
        attachments: ['records/principal.jpg'],
      },
      {
        _id: 'rec-chairman',
        category: 'Chairman',
        title: expect.any(String),
        description: '',
        message: 'Hello',
        name: 'Mr. B. Rao',
        url: '',
        attachments: [],
      },
    ]);
  });

  it('GET /api/Testimonials/{schoolcode}: createdAt as an ISO timestamp, newest first', async () => {
    const items = await list('testimonials');
    expect(items).toEqual([
      { _id: 'tm-3', name: 'Parent Three', description: 'Lovely', attachments: [], createdAt: minute(30) },
      { _id: 'tm-2', name: 'Parent Two', description: 'Kind teachers', attachments: [], createdAt: minute(12) },
      { _id: 'tm-1', name: 'Parent One', description: '<p>Great</p>', attachments: ['t/1.jpg'], createdAt: minute(1) },
    ]);
    for (const item of items) expect(item.createdAt).toMatch(isoTimestamp);
  });

  it('GET /api/events/All/{schoolcode}: date, time, venue, images and attachments, newest first', async () => {
    const items = await list('events');
    expect(items.map((item) => item._id)).toEqual(['ev-mar', 'ev-feb', 'ev-jan']);
    expect(items[2]).toEqual({
      _id: 'ev-jan',
      title: 'Science fair',
      date: '2026-01-20',
      time: '10:00 AM',
      venue: 'Main hall',
      description: 'Projects by Grades 6 to 9',
      images: ['events/fair-1.jpg', 'events/fair-2.jpg'],
      attachments: ['events/fair.pdf'],
    });
    expect(items[1]).toEqual({
      _id: 'ev-feb',
      title: 'Sports meet',
      date: '2026-02-11',
      time: '',
      venue: 'Ground',
      description: '',
      images: [],
      attachments: [],
    });
    for (const item of items) expect(item.date).toMatch(isoDay);
  });

  it('GET /api/gallery/All/{schoolcode}: category, school and attachments, newest first', async () => {
    const items = await list('gallery');
    expect(items).toEqual([
      {
        _id: 'gal-mar',
        category: 'SportsAwards',
        school: 'Senior',
        title: 'Zonal cup',
        description: '',
        date: '2026-03-10',
        attachments: ['gallery/cup.jpg'],
      },
      {
        _id: 'gal-feb',
        category: 'PhotoGallery',
        school: 'Grades I to X',
        title: 'Republic day',
        description: 'Parade',
        date: '2026-02-01',
        attachments: ['gallery/rd-1.jpg', 'gallery/rd-2.jpg', 'gallery/rd-3.jpg'],
      },
      {
        _id: 'gal-jan',
        category: 'AwardsAchievement',
        school: 'Junior',
        title: 'Art prize',
        description: '',
        date: '2026-01-15',
        attachments: [],
      },
    ]);
  });

  it('GET /api/notification/{schoolcode}: an image list, attachments and url', async () => {
    expect(await list('announcements')).toEqual([
      { _id: 'an-new', title: 'Admissions open', description: '', image: [], attachments: [], url: '' },
      {
        _id: 'an-old',
        title: 'Holiday',
        description: 'School closed',
        image: ['notices/holiday.jpg', 'notices/holiday-2.jpg'],
        attachments: ['notices/holiday.pdf'],
        url: 'https://example.org/holiday',
      },
    ]);
  });

  it('GET /api/video/all/{schoolcode}: videoUrl and date, newest first', async () => {
    expect(await list('videos')).toEqual([
      { _id: 'vid-new', title: 'Annual day film', date: '2026-03-06', videoUrl: 'https://youtu.be/new' },
      { _id: 'vid-old', title: 'Sports day film', date: '2025-12-01', videoUrl: 'https://www.youtube.com/watch?v=old' },
    ]);
  });

  it('GET /api/circular/all/{schoolcode}: category, date and the file, newest first', async () => {
    expect(await list('circulars')).toEqual([
      {
        _id: 'cir-2025',
        category: 'Dipscoop',
        date: '2025-06-01',
        title: 'Dipscoop 2025',
        attachments: ['mag/d-2025.pdf'],
      },
      {
        _id: 'cir-2024',
        category: 'Loquacity',
        date: '2024-06-01',
        title: 'Loquacity 2024',
        attachments: ['mag/l-2024.pdf'],
      },
    ]);
  });

  it.each(listRoutes)("%s of another school holds only that school's rows", async (route) => {
    const ids = (await list(route, otherSchoolCode)).map((item) => item._id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => typeof id === 'string' && id.startsWith('other-'))).toBe(true);
  });

  it.each(listRoutes)('%s of a school with no content is an empty list', async (route) => {
    expect(await list(route, 'empty')).toEqual([]);
  });

  it.each(listRoutes)('%s of an unknown school code is a 404 error', async (route) => {
    const response = await app.inject({ method: 'GET', url: apiPath(route, { schoolcode: 'nosuchschool' }) });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(expectErrorShape(response.json()).code).toBe('not_found');
  });

  it.each(listRoutes.flatMap((route) => ['bad code!', 'x'.repeat(40), '../etc', 'a.b'].map((code) => [route, code])))(
    '%s with the invalid code %j is a 400 error',
    async (route, code) => {
      const url = apiRoutes[route as (typeof listRoutes)[number]].replace(':schoolcode', encodeURIComponent(code));
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(expectErrorShape(response.json()).code).toBe('bad_request');
    },
  );

  describe('GET /api/subGallery?id=', () => {
    it('answers the album with that id', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/subGallery?id=gal-feb' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        _id: 'gal-feb',
        title: 'Republic day',
        description: 'Parade',
        date: '2026-02-01',
        attachments: ['gallery/rd-1.jpg', 'gallery/rd-2.jpg', 'gallery/rd-3.jpg'],
      });
    });

    it('accepts and ignores a bearer token', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/subGallery?id=gal-jan',
        headers: { authorization: 'Bearer whatever' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ _id: 'gal-jan', title: 'Art prize', attachments: [] });
    });

    it.each(['/api/subGallery', '/api/subGallery?id=', `/api/subGallery?id=${'x'.repeat(101)}`])(
      '%s is a 400 error',
      async (url) => {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(400);
        expect(expectErrorShape(response.json()).code).toBe('bad_request');
      },
    );

    it.each(['no-such-album', 'news-03', 'ev-jan'])('an id that is no album (%s) is a 404 error', async (id) => {
      const response = await app.inject({ method: 'GET', url: `/api/subGallery?id=${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(expectErrorShape(response.json()).code).toBe('not_found');
    });
  });
});
