/**
 * The events' calendars, read back with ical.js as a calendar app reads them: /upcoming-events/calendar.ics holds the
 * school's published events at the times staff typed, on the school's clock, and none of another school's or a draft;
 * /upcoming-events/<id>.ics holds one, for its Add to calendar link; a publish shows on the next request; each has an
 * ETag a calendar app asks again with. On SQLite, and PostgreSQL when set.
 */
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { school } from '@school/content/school';
import { eventCalendarHref, eventsCalendarHref } from '@school/shared/asset-paths';
import { schoolDay } from '@school/shared/school-time';
import { get, post } from './support/console-requests';
import { contentRow, insertContent, otherSchoolCode } from './support/fixtures';
import { buildSiteWithPublisher } from './support/test-app';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';

const sportsDay = contentRow('event', {
  title: 'Annual sports day',
  date: '2026-12-04',
  time: '8:30 AM to 12:30 PM',
  venue: 'Main ground',
  description: '<p>Parents are <strong>welcome</strong> &amp; seated by 8:15.</p>',
  status: 'published',
});
const holiday = contentRow('event', {
  title: 'Founders’ day holiday',
  date: '2026-12-10',
  time: 'All day',
  status: 'published',
});
const draft = contentRow('event', { title: 'A draft event', date: '2026-12-12', time: '9 AM', status: 'draft' });
const elsewhere = contentRow('event', {
  title: 'Another school’s event',
  date: '2026-12-05',
  status: 'published',
  school_code: otherSchoolCode,
});

/** The events of a calendar, as a calendar app reads them. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)),
  };
}

describe.each(databaseKinds)('the events’ calendars, on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let publisher: string;
  let publicUrl: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ({ app, publisher, publicUrl } = await buildSiteWithPublisher(database, [sportsDay, holiday, draft, elsewhere]));
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('holds the school’s published events, at the times staff typed on the school’s clock, and nothing else', async () => {
    const answer = await get(app, eventsCalendarHref);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { name, events } = eventsOf(answer.body);
    expect(name).toBe(`${school.name}: Events`);
    expect(events.map((event) => event.summary).sort()).toEqual(['Annual sports day', 'Founders’ day holiday']);

    const sports = events.find((event) => event.summary === 'Annual sports day')!;
    // 8:30 AM in Hyderabad is 3:00 in UTC.
    expect(sports.startDate.toJSDate().toISOString()).toBe('2026-12-04T03:00:00.000Z');
    expect(sports.endDate.toJSDate().toISOString()).toBe('2026-12-04T07:00:00.000Z');
    expect(sports.location).toBe('Main ground');
    expect(sports.description).toBe('Parents are welcome & seated by 8:15.');
    expect(sports.uid).toBe(`${sportsDay.id}@${new URL(publicUrl).host}`);
    // A calendar app's link goes to the event's own page.
    expect(String(sports.component.getFirstPropertyValue('url'))).toBe(
      `${publicUrl}/upcoming-events/${sportsDay.id}-annual-sports-day`,
    );

    const day = events.find((event) => event.summary === 'Founders’ day holiday')!;
    expect(day.startDate.isDate).toBe(true);
    expect(day.startDate.toString()).toBe('2026-12-10');
    expect(day.description).toMatch(/^All day/);
  });

  it('holds one event at its own address, for its Add to calendar link, and no event that is not on the site', async () => {
    const answer = await get(app, eventCalendarHref(sportsDay.id));
    expect(answer.statusCode).toBe(200);
    expect(eventsOf(answer.body).events.map((event) => event.summary)).toEqual(['Annual sports day']);
    for (const id of [draft.id, elsewhere.id, 'no-such-event']) {
      expect((await get(app, eventCalendarHref(id))).statusCode).toBe(404);
    }
    // Any other address under the events' page is the site's to answer, with its own page.
    const other = await get(app, '/upcoming-events/not-a-calendar');
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toContain('text/html');
  });

  it('answers a calendar app that has it already with 304, by its ETag, and has a publish on the next request', async () => {
    const first = await get(app, eventsCalendarHref);
    const again = await app.inject({
      method: 'GET',
      url: eventsCalendarHref,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const created = await post(
      app,
      '/admin/events/new',
      { title: 'Carol evening', date: '2026-12-18', time: '5 PM to 7 PM', venue: 'Hall', description: '<p>Songs.</p>' },
      publisher,
    );
    expect(created.statusCode).toBe(302);
    const id = /\/admin\/events\/([^/?]+)/.exec(String(created.headers.location))![1]!;
    const row = await database.db
      .selectFrom('content_items')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const published = await post(
      app,
      `/admin/events/${id}`,
      {
        intent: 'publishNow',
        version: String(row.version),
        title: row.title,
        date: row.date,
        time: row.time,
        venue: row.venue,
        description: row.description,
      },
      publisher,
    );
    expect(published.statusCode).toBe(302);
    const carol = eventsOf((await get(app, eventsCalendarHref)).body).events.find(
      (event) => event.summary === 'Carol evening',
    );
    expect(carol?.startDate.toJSDate().toISOString()).toBe('2026-12-18T11:30:00.000Z');
  });

  it('is linked from /upcoming-events: each event’s Add to calendar, and the whole calendar to subscribe to', async () => {
    // The list opens on this month: an event of today's is in it.
    const today = contentRow('event', {
      title: 'Reading hour',
      date: schoolDay('Asia/Kolkata').iso,
      time: '2 PM',
      status: 'published',
    });
    await insertContent(database.db, [today]);
    const page = await get(app, '/upcoming-events');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`href="${eventsCalendarHref}"`);
    expect(page.body).toContain(`href="${eventCalendarHref(today.id)}"`);
  });
});
