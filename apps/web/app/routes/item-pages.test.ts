/**
 * The loaders of a news item's and an event's own page (`/news/<id>-<words>`): the item from the published list, its
 * pictures apart from its files; 301 to its address now from any other words; 404 for an address of no item, or
 * while the page that lists it is not on the site; 503 while a list cannot be read.
 */
import { describe, expect, it } from 'vitest';
import type { NewsItem, SchoolEvent } from '@school/shared/api-schema';
import { fakeLiveSource, type FakeLists } from '../../test/fake-live-source';
import { demoPages } from '../../test/demo-pages';
import { loader as eventLoader } from './event-item';
import { loader as newsLoader } from './news-item';

const newsId = 'e84b2a67-7d7e-4250-946f-fc90d9a3271f';
const eventId = '9849de60-b9d3-4f96-88d3-5d703d1177d6';
const quiz: NewsItem = {
  _id: newsId,
  title: 'Class IX wins the science quiz',
  description: '<p>Three students beat <strong>42 schools</strong>.</p><script>alert(1)</script>',
  fromDate: '2026-11-20',
  attachments: ['news/2026/quiz-team.a1b2c3d4.jpg', 'news/2026/results.e5f6a7b8.pdf', 'news/2026/prize.c9d0e1f2.jpg'],
};
const sportsMeet: SchoolEvent = {
  _id: eventId,
  title: 'Annual Sports Meet',
  date: '2026-12-12',
  time: '7:30 AM to 12:00 PM',
  venue: 'School Sports Field',
  description: '',
  images: ['events/sports-meet/photo-1.86159213.jpg'],
  attachments: ['events/sports-meet/programme.0f066692.pdf'],
};

const { news: _news, ...pagesWithoutNews } = demoPages;

/** A loader's arguments for the page at `path`, with these lists and the demo's pages (or these) on the site. */
function at(path: string, lists: FakeLists = { allNews: [quiz], events: [sportsMeet] }, pages = demoPages) {
  const context = { live: fakeLiveSource(lists, {}, undefined, pages).source };
  return { request: new Request(`http://localhost${path}`), params: {}, context } as never;
}

/** What a loader threw: a redirect's status and address, or the status of an answer without a page (`data()`). */
async function thrown(answer: Promise<unknown>): Promise<{ status: number; location?: string | null }> {
  try {
    await answer;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get('location') };
    const status = (error as { init?: { status?: number } }).init?.status;
    if (status !== undefined) return { status };
    throw error;
  }
  throw new Error('the loader answered');
}

describe("a news item's own page", () => {
  it('shows the item: its title as the heading and the tab’s title, its text made safe, its photos and its file', async () => {
    const page = await newsLoader(at(`/news/${newsId}-class-ix-wins-the-science-quiz`));
    expect(page.heading).toBe(quiz.title);
    expect(page.title).toBe(quiz.title);
    expect(page.description).toBe('Three students beat 42 schools.');
    expect(page.fromDate).toBe('2026-11-20');
    expect(page.item.descriptionHtml).toBe('<p>Three students beat <strong>42 schools</strong>.</p>');
    expect(page.item.photos).toEqual([
      { src: '/api/image/news/2026/quiz-team.a1b2c3d4.jpg', alt: `${quiz.title}, photo 1 of 2`, resized: true },
      { src: '/api/image/news/2026/prize.c9d0e1f2.jpg', alt: `${quiz.title}, photo 2 of 2`, resized: true },
    ]);
    expect(page.item.files).toEqual([{ href: '/api/image/news/2026/results.e5f6a7b8.pdf', title: quiz.title }]);
  });

  it('sends other words, or none, on to its address now, keeping the query', async () => {
    const address = `/news/${newsId}-class-ix-wins-the-science-quiz`;
    expect(await thrown(newsLoader(at(`/news/${newsId}-an-old-title?utm_source=whatsapp`)))).toEqual({
      status: 301,
      location: `${address}?utm_source=whatsapp`,
    });
    expect(await thrown(newsLoader(at(`/news/${newsId}`)))).toEqual({ status: 301, location: address });
  });

  it('answers 404 for an address of no published item, or while /news is not on the site', async () => {
    for (const path of [
      '/news/0b7c6a3e-55b1-4c0e-9d7e-2f1a3b4c5d6e-class-ix-wins-the-science-quiz',
      '/news/class-ix-wins-the-science-quiz',
      `/news/${newsId.toUpperCase()}`,
    ]) {
      expect(await thrown(newsLoader(at(path))), path).toEqual({ status: 404 });
    }
    const address = `/news/${newsId}-class-ix-wins-the-science-quiz`;
    expect(await thrown(newsLoader(at(address, undefined, pagesWithoutNews)))).toEqual({ status: 404 });
  });

  it('answers 503 while the news cannot be read, which says nothing of whether the item exists', async () => {
    const address = `/news/${newsId}-class-ix-wins-the-science-quiz`;
    expect(await thrown(newsLoader(at(address, { allNews: new Error('database away') })))).toEqual({ status: 503 });
  });

  it('is described by its title when it has no text', async () => {
    const page = await newsLoader(
      at(`/news/${newsId}-class-ix-wins-the-science-quiz`, {
        allNews: [{ ...quiz, description: '' }],
      }),
    );
    expect(page.description).toBe(quiz.title);
  });
});

describe("an event's own page", () => {
  it('shows when and where it is, its pictures and its file', async () => {
    const page = await eventLoader(at(`/upcoming-events/${eventId}-annual-sports-meet`));
    expect(page.heading).toBe(sportsMeet.title);
    expect(page.event).toEqual({
      id: eventId,
      title: sportsMeet.title,
      date: '2026-12-12',
      time: '7:30 AM to 12:00 PM',
      venue: 'School Sports Field',
    });
    expect(page.item.photos).toEqual([
      { src: '/api/image/events/sports-meet/photo-1.86159213.jpg', alt: sportsMeet.title, resized: true },
    ]);
    expect(page.item.files).toEqual([
      { href: '/api/image/events/sports-meet/programme.0f066692.pdf', title: sportsMeet.title },
    ]);
  });

  it('is read from the events, never the news: an event’s id under /news is no page', async () => {
    expect(await thrown(newsLoader(at(`/news/${eventId}-annual-sports-meet`)))).toEqual({ status: 404 });
    expect(await thrown(eventLoader(at(`/upcoming-events/${newsId}`)))).toEqual({ status: 404 });
  });
});
