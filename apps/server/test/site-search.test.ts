/**
 * The site search on the real site: `/search?q=` finds the school's page text, news, events, magazines and photo
 * albums, each with its kind, its date and a snippet with the words marked, drawn on the server; a news item published
 * in the console is found on the next request and one unpublished is not, kept pages of results included; another
 * school's items are never found; a query too long, or of symbols only, is told why, and one that finds nothing offers
 * the main sections. On SQLite, and PostgreSQL when set.
 */
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMessages, searchQueryMaxLength } from '@school/shared/site-search';
import { createNews, get, publishNews, unpublishNews } from './support/console-requests';
import { contentRow, otherSchoolCode } from './support/fixtures';
import { buildSiteWithPublisher } from './support/test-app';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';
import { untilKept } from './support/until-kept';

interface Result {
  about: string;
  title: string;
  href: string;
  marked: string[];
  snippet: string;
}

/** The results page as a visitor reads it: its status line, its results in order, any problem it states. */
function resultsPage(html: string) {
  const document = new JSDOM(html).window.document;
  const main = document.querySelector('main')!;
  const results: Result[] = [...main.querySelectorAll('ol > li')].map((item) => ({
    about: item.querySelector('p')!.textContent!,
    title: item.querySelector('h2')!.textContent!,
    href: item.querySelector('h2 a')!.getAttribute('href')!,
    marked: [...item.querySelectorAll('mark')].map((mark) => mark.textContent!),
    snippet: item.querySelectorAll('p')[1]?.textContent ?? '',
  }));
  return { main, text: main.textContent!, results, box: main.querySelector('input[name="q"]') as HTMLInputElement };
}

describe.each(databaseKinds)('the site search, on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let publisher: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ({ app, publisher } = await buildSiteWithPublisher(database, [
      contentRow('news', {
        title: 'Robotics team wins the state final',
        date: '2026-11-12',
        description: '<p>Our <strong>robotics</strong> club beat forty schools in Warangal.</p>',
        status: 'published',
      }),
      contentRow('event', {
        title: 'Annual Day rehearsal',
        date: '2026-12-05',
        venue: 'Tagore Auditorium',
        description: '<p>Dress rehearsal for every class.</p>',
        status: 'published',
      }),
      contentRow('circular', {
        title: 'Loquacity, winter issue',
        category: 'Loquacity',
        date: '2026-10-01',
        attachments: JSON.stringify(['uploads/test/loquacity-winter.pdf']),
        status: 'published',
      }),
      contentRow('gallery', {
        title: 'Kite festival on the terrace',
        category: 'PhotoGallery',
        school_tab: 'Junior',
        date: '2026-01-14',
        description: 'Kites of every colour over the campus.',
        attachments: JSON.stringify(['uploads/test/kites.jpg']),
        status: 'published',
      }),
      contentRow('news', { title: 'Robotics draft nobody published', date: '2026-11-20', status: 'draft' }),
      contentRow('news', {
        title: 'Robotics news of another school',
        date: '2026-11-15',
        status: 'published',
        school_code: otherSchoolCode,
      }),
    ]));
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const search = async (query: string) => {
    const answer = await get(app, `/search?q=${encodeURIComponent(query)}`);
    expect(answer.statusCode, query).toBe(200);
    return { answer, ...resultsPage(answer.body) };
  };

  it("finds the school's own published news, and neither a draft nor another school's", async () => {
    const { results, text } = await search('robotics');
    expect(text).toContain(searchMessages.found(results.length, 'robotics'));
    // The demo school's pages tell of its robotics labs too.
    expect(results.filter((result) => !result.about.startsWith('Page'))).toEqual([
      {
        about: 'News12/11/2026',
        title: 'Robotics team wins the state final',
        href: expect.stringMatching(/^\/news\/[0-9a-f-]{36}-robotics-team-wins-the-state-final$/),
        marked: ['robotics'],
        snippet: 'Our robotics club beat forty schools in Warangal.',
      },
    ]);
  });

  it("leads to a news item's own page, which shows it", async () => {
    const [result] = (await search('warangal')).results;
    const page = await get(app, result!.href);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>Robotics team wins the state final<\/h1>/);
    expect(page.body).toContain('Our robotics club beat forty schools in Warangal.');
  });

  it('finds a page by the words of its text, an event by its venue, a magazine and an album, each linking its place', async () => {
    const fees = (await search('instalments')).results;
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.every((result) => result.about.startsWith('Page'))).toBe(true);
    expect(fees.map((result) => result.title)).toContain('Frequently Asked Questions');
    const faq = fees.find((result) => result.title === 'Frequently Asked Questions')!;
    expect(faq.href).toBe('/FAQ');
    expect(faq.marked.length).toBeGreaterThan(0);
    expect(new Set(faq.marked)).toEqual(new Set(['instalments']));

    expect((await search('tagore auditorium')).results).toMatchObject([
      {
        about: 'Event05/12/2026',
        title: 'Annual Day rehearsal',
        href: expect.stringMatching(/^\/upcoming-events\/[0-9a-f-]{36}-annual-day-rehearsal$/),
      },
    ]);
    expect((await search('loquacity winter')).results).toMatchObject([
      { about: 'Magazine01/10/2026', href: '/api/image/uploads/test/loquacity-winter.pdf' },
    ]);
    const [album] = (await search('kites')).results;
    expect(album).toMatchObject({ about: 'Photo album14/01/2026', title: 'Kite festival on the terrace' });
    expect(album!.href).toMatch(/^\/sub-gallery\?id=/);
  });

  it('finds a word misspelt by a letter, or only begun, ranked by how closely it matches', async () => {
    const [closest] = (await search('robotcs')).results;
    expect(closest).toMatchObject({ title: 'Robotics team wins the state final', marked: ['robotics'] });
    expect((await search('robo')).results.map((result) => result.title)).toContain(
      'Robotics team wins the state final',
    );
  });

  it('finds a news item once it is published in the console, and no longer once it is unpublished, kept results too', async () => {
    const query = 'hockey';
    const none = await search(query);
    expect(none.results).toEqual([]);
    // The page of results is kept like any other page (stored once it has been sent).
    await untilKept(() => get(app, `/search?q=${query}`));

    const id = await createNews(app, publisher, 'Hockey camp in the winter break');
    expect((await search(query)).results).toEqual([]);
    expect((await publishNews(app, database.db, id, publisher)).statusCode).toBe(302);
    expect((await search(query)).results.map((result) => result.title)).toEqual(['Hockey camp in the winter break']);

    expect((await unpublishNews(app, database.db, id, publisher)).statusCode).toBe(302);
    expect((await search(query)).results).toEqual([]);
  });

  it('says when nothing matches, and offers the main sections', async () => {
    const { text, main, results } = await search('zeppelin');
    expect(results).toEqual([]);
    expect(text).toContain(searchMessages.noResults('zeppelin'));
    expect(text).toContain(searchMessages.tryOther);
    const sections = [...main.querySelectorAll('ul a')].map((link) => link.textContent);
    expect(sections).toEqual(expect.arrayContaining(['About Us', 'Admissions', 'Academics']));
  });

  it('tells a visitor whose query is too long or only symbols why, and keeps what they typed in the box', async () => {
    const long = 'a'.repeat(searchQueryMaxLength + 1);
    const tooLong = await search(long);
    expect(tooLong.text).toContain(searchMessages.tooLong);
    expect(tooLong.results).toEqual([]);
    expect(tooLong.box.getAttribute('aria-invalid')).toBe('true');

    const symbols = await search('%%% ***');
    expect(symbols.text).toContain(searchMessages.noWords);
    expect(symbols.box.value).toBe('%%% ***');

    // What a visitor types is text on the page, never markup.
    const markup = await search('<script>alert(1)</script> robotics');
    expect(markup.answer.body).not.toContain('<script>alert(1)</script>');
    expect(markup.text).toContain('“<script>alert(1)</script> robotics”');
  });

  it('is the search form alone before anything is asked, and is never listed by search engines', async () => {
    const answer = await get(app, '/search');
    expect(answer.statusCode).toBe(200);
    const { results, box, text } = resultsPage(answer.body);
    expect(results).toEqual([]);
    expect(box.value).toBe('');
    expect(text).not.toContain('result');
    expect(answer.body).toContain('<meta name="robots" content="noindex"/>');
    expect((await get(app, '/sitemap.xml')).body).not.toContain('/search');
  });
});
