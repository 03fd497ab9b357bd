/**
 * A news item's and an event's own page through the whole server, on SQLite and PostgreSQL: the school's published
 * item at its address, with its pictures and its file; another spelling sent on to it; no page for a draft, another
 * school's item or an address of none, each answered with the one not-found page; kept by the page cache, and gone on
 * the next request once a publisher unpublishes it; its loader data, which the browser asks for between pages, kept
 * apart from its HTML; its canonical address, link-preview tags and JSON-LD, read back as a search engine reads them.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDataSchema, newsArticleDataSchema, schoolDataSchema } from '@school/shared/structured-data-schemas';
import { get, unpublishNews } from './support/console-requests';
import { contentRow, otherSchoolCode } from './support/fixtures';
import { buildSiteWithPublisher } from './support/test-app';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';
import { untilKept } from './support/until-kept';

/** The page's JSON-LD, as a search engine reads it. */
const structuredData = (html: string) =>
  Array.from(html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g), (match) => JSON.parse(match[1]!));

const headings = (html: string) => Array.from(html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g), (match) => match[1]);

describe.each(databaseKinds)("an item's own page, on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let publisher: string;
  let publicUrl: string;
  const quiz = contentRow('news', {
    title: 'Class IX wins the science quiz',
    date: '2026-11-20',
    description: '<p>Three students beat <strong>42 schools</strong>.</p>',
    attachments: JSON.stringify(['news/2026/quiz-team.a1b2c3d4.jpg', 'news/2026/results.e5f6a7b8.pdf']),
    status: 'published',
  });
  const draft = contentRow('news', { title: 'A draft', date: '2026-11-21', status: 'draft' });
  const elsewhere = contentRow('news', {
    title: 'Another school’s news',
    date: '2026-11-15',
    status: 'published',
    school_code: otherSchoolCode,
  });
  const sportsMeet = contentRow('event', {
    title: 'Annual Sports Meet',
    date: '2026-12-12',
    time: '7:30 AM to 12:00 PM',
    venue: 'School Sports Field',
    images: JSON.stringify(['events/sports-meet/photo-1.86159213.jpg']),
    status: 'published',
  });
  const quizAddress = `/news/${quiz.id}-class-ix-wins-the-science-quiz`;
  const meetAddress = `/upcoming-events/${sportsMeet.id}-annual-sports-meet`;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ({ app, publisher, publicUrl } = await buildSiteWithPublisher(database, [quiz, draft, elsewhere, sportsMeet]));
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('shows a published news item: its title as the heading and in the tab, its date, text, photo and file', async () => {
    const answer = await get(app, quizAddress);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, no-cache');
    expect(headings(answer.body)).toEqual(['Class IX wins the science quiz']);
    expect(answer.body).toMatch(/<title>Class IX wins the science quiz \| [^<]+<\/title>/);
    expect(answer.body).toContain('<meta name="description" content="Three students beat 42 schools."/>');
    expect(answer.body).toContain('<time dateTime="2026-11-20">20/11/2026</time>');
    expect(answer.body).toContain('<strong>42 schools</strong>');
    expect(answer.body).toMatch(/<img [^>]*src="\/api\/image\/news\/2026\/quiz-team\.a1b2c3d4\.jpg"[^>]*srcSet="/);
    expect(answer.body).toContain('href="/api/image/news/2026/results.e5f6a7b8.pdf"');
    // The trail leads back to the list.
    expect(answer.body).toMatch(/<a [^>]*href="\/news"[^>]*>News<\/a>/);
  });

  it('is shared as an article at its one address on the public origin, with its first photo', async () => {
    const answer = await get(app, quizAddress);
    expect(answer.body).toContain(`<link rel="canonical" href="${publicUrl}${quizAddress}"/>`);
    expect(answer.body).toContain('<meta property="og:type" content="article"/>');
    expect(answer.body).toContain('<meta property="og:title" content="Class IX wins the science quiz"/>');
    expect(answer.body).toContain(
      `<meta property="og:image" content="${publicUrl}/api/image/news/2026/quiz-team.a1b2c3d4.jpg?w=1280"/>`,
    );
  });

  it('describes a news item and an event to search engines with the fields their rich results ask for', async () => {
    const [article] = structuredData((await get(app, quizAddress)).body);
    expect(newsArticleDataSchema.parse(article)).toMatchObject({
      headline: 'Class IX wins the science quiz',
      datePublished: '2026-11-20',
      url: `${publicUrl}${quizAddress}`,
      image: [`${publicUrl}/api/image/news/2026/quiz-team.a1b2c3d4.jpg`],
    });
    const [event] = structuredData((await get(app, meetAddress)).body);
    expect(eventDataSchema.parse(event)).toMatchObject({
      name: 'Annual Sports Meet',
      startDate: '2026-12-12',
      location: { name: 'School Sports Field' },
    });
    // The school is described on its contact page.
    const [school] = structuredData((await get(app, '/contact-us')).body);
    expect(schoolDataSchema.parse(school)).toMatchObject({ url: `${publicUrl}/` });
  });

  it('shows an event: when and where, its Add to calendar link and its picture', async () => {
    const answer = await get(app, meetAddress);
    expect(answer.statusCode).toBe(200);
    expect(headings(answer.body)).toEqual(['Annual Sports Meet']);
    expect(answer.body).toContain('7:30 AM to 12:00 PM');
    expect(answer.body).toContain('School Sports Field');
    expect(answer.body).toContain(`href="/upcoming-events/${sportsMeet.id}.ics"`);
    expect(answer.body).toContain('src="/api/image/events/sports-meet/photo-1.86159213.jpg"');
  });

  it('sends another spelling of its address on to the one the site links, once', async () => {
    // Kept first: another spelling is never answered with the kept page.
    await untilKept(() => get(app, quizAddress));
    for (const path of [
      `/news/${quiz.id}`,
      `/news/${quiz.id}-an-old-title`,
      `${quizAddress}/`,
      `/NEWS/${quiz.id}-class-ix-wins-the-science-quiz`,
      `/news/${quiz.id}-Class-IX-wins-the-science-quiz`,
    ]) {
      const answer = await get(app, path);
      expect(answer.statusCode, path).toBe(301);
      expect(answer.headers.location, path).toBe(quizAddress);
    }
  });

  it('answers a draft, another school’s item and an address of none with the one not-found page', async () => {
    for (const path of [
      `/news/${draft.id}-a-draft`,
      `/news/${elsewhere.id}`,
      `/news/${sportsMeet.id}-annual-sports-meet`,
      '/news/00000000-0000-4000-8000-000000000000',
      '/news/not-an-item',
      `/upcoming-events/${quiz.id}`,
    ]) {
      const answer = await get(app, path);
      expect(answer.statusCode, path).toBe(404);
      expect(headings(answer.body), path).toEqual(['Page not found']);
    }
  });

  it('is kept by the page cache, and gone on the next request once unpublished', async () => {
    const address = `/news/${quiz.id}-class-ix-wins-the-science-quiz`;
    await untilKept(() => get(app, address));
    expect((await unpublishNews(app, database.db, quiz.id, publisher)).statusCode).toBe(302);
    expect((await get(app, address)).statusCode).toBe(404);
  });

  it('keeps the loader data the browser asks for apart from the HTML, for each set of routes asked', async () => {
    const data = await get(app, `${meetAddress}.data?_routes=event-item`);
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-type']).toContain('text/x-script');
    expect(data.body).toContain('Annual Sports Meet');
    expect(data.body).not.toContain('<html');
    const rootOnly = await get(app, `${meetAddress}.data?_routes=root`);
    expect(rootOnly.statusCode).toBe(200);
    expect(rootOnly.body).not.toContain('School Sports Field');
  });
});
