/**
 * /news/feed.xml, read back with an XML parser as a feed reader reads it: the school's published news, newest first,
 * none of another school's and no draft; a publish and an unpublish in the console show in it on the next request;
 * it has an ETag a reader can ask again with; and every page of the site names it. On SQLite, and PostgreSQL when set.
 */
import type { FastifyInstance } from 'fastify';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { school } from '@school/content/school';
import { newsFeedHref } from '@school/shared/asset-paths';
import { createNews, get, publishNews, unpublishNews } from './support/console-requests';
import { contentRow, otherSchoolCode } from './support/fixtures';
import { buildSiteWithPublisher } from './support/test-app';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';

interface FeedItem {
  title: string;
  link: string;
  guid: string;
  pubDate: string;
  description: string;
}

/** The feed's channel, as a reader parses it: its items always a list. */
function channelOf(xml: string) {
  const parsed = new XMLParser({ isArray: (name) => name === 'item' }).parse(xml) as {
    rss: { channel: { title: string; link: string; copyright: string; item?: FeedItem[] } };
  };
  return { ...parsed.rss.channel, items: parsed.rss.channel.item ?? [] };
}

describe.each(databaseKinds)('the news feed, on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let publisher: string;
  let publicUrl: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ({ app, publisher, publicUrl } = await buildSiteWithPublisher(database, [
      contentRow('news', { title: 'Sports day results', date: '2026-11-02', status: 'published' }),
      contentRow('news', {
        title: 'Science fair & exhibition',
        date: '2026-11-12',
        description: '<p>Open to <strong>parents</strong>.</p>',
        status: 'published',
      }),
      contentRow('news', { title: 'A draft nobody published', date: '2026-11-20', status: 'draft' }),
      contentRow('news', {
        title: 'Another school’s news',
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

  it('is the school’s published news, newest first, each linking its own page, with no draft and no other school’s', async () => {
    const answer = await get(app, newsFeedHref);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const channel = channelOf(answer.body);
    expect(channel.title).toBe(`${school.name}: News`);
    expect(channel.link).toBe(`${publicUrl}/news`);
    expect(channel.copyright).toMatch(new RegExp(`^© ${school.founded}–\\d{4} ${school.name}$`));
    expect(channel.items.map((item) => item.title)).toEqual(['Science fair & exhibition', 'Sports day results']);
    const [fair] = channel.items;
    expect(fair).toMatchObject({ description: '<p>Open to <strong>parents</strong>.</p>' });
    expect(new Date(fair!.pubDate).toISOString().slice(0, 10)).toBe('2026-11-12');
    // Known to a reader by its id, whatever its title becomes; read at its own page.
    const id = new RegExp(`^${publicUrl}/news#([0-9a-f-]{36})$`).exec(fair!.guid)?.[1];
    expect(fair!.link).toBe(`${publicUrl}/news/${id}-science-fair-and-exhibition`);
    const page = await get(app, fair!.link.slice(publicUrl.length));
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>Science fair &amp; exhibition<\/h1>/);
  });

  it('answers a reader that has the feed already with 304, by its ETag', async () => {
    const first = await get(app, newsFeedHref);
    const etag = String(first.headers.etag);
    expect(etag).not.toBe('undefined');
    const again = await app.inject({ method: 'GET', url: newsFeedHref, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('has a news item on the next request once it is published, and not once it is unpublished', async () => {
    await get(app, newsFeedHref);
    const id = await createNews(app, publisher, 'Winter uniform from Monday');
    const titles = async () => channelOf((await get(app, newsFeedHref)).body).items.map((item) => item.title);
    expect(await titles()).not.toContain('Winter uniform from Monday');
    expect((await publishNews(app, database.db, id, publisher)).statusCode).toBe(302);
    expect(await titles()).toContain('Winter uniform from Monday');

    expect((await unpublishNews(app, database.db, id, publisher)).statusCode).toBe(302);
    expect(await titles()).not.toContain('Winter uniform from Monday');
  });

  it('is named by every page, for a feed reader to find, and linked in words on /news', async () => {
    for (const path of ['/', '/news', '/FAQ']) {
      const page = await get(app, path);
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(
        /<link [^>]*rel="alternate" type="application\/rss\+xml" title="News" href="\/news\/feed\.xml"\/>/,
      );
    }
    expect((await get(app, '/news')).body).toContain(
      `<a href="${newsFeedHref}">Follow our news in a feed reader (RSS)</a>`,
    );
  });
});
