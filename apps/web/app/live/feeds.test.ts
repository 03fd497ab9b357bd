/**
 * Each live block's loader: the data it shapes from the lists, and the
 * spec's fallback (section 8) with a logged error when a list cannot be read.
 */
import { describe, expect, it } from 'vitest';
import type {
  Circular,
  ContentRecord,
  SchoolEvent,
  GalleryItem,
  NewsItem,
  Testimonial,
} from '@school/shared/api-schema';
import { fakeLiveSource } from '../../test/fake-live-source';
import { leaderMessage, loadFeed, newsView } from './feeds.server';

const url = new URL('https://school.example/news');
const today = { year: 2026, month: 11 };
const down = new Error('database unavailable');

const news = (id: string, fromDate: string, attachments: string[] = []): NewsItem => ({
  _id: id,
  title: `News ${id}`,
  description: 'Details',
  fromDate,
  attachments,
});

const record = (
  id: string,
  category: ContentRecord['category'],
  extra: Partial<ContentRecord> = {},
): ContentRecord => ({
  _id: id,
  category,
  title: `${category} record`,
  description: '',
  message: '',
  name: `${category} name`,
  url: '',
  attachments: [],
  ...extra,
});

const galleryItem = (
  id: string,
  category: GalleryItem['category'],
  date: string,
  attachments: string[],
): GalleryItem => ({
  _id: id,
  category,
  school: 'Junior',
  title: `Album ${id}`,
  description: '',
  date,
  attachments,
});

describe('news', () => {
  it('lists every news item newest first, linking the first attachment', async () => {
    const { source } = fakeLiveSource({
      allNews: [news('old', '2025-03-01'), news('new', '2026-10-05', ['news/new/notice.pdf', 'news/new/b.pdf'])],
    });
    const view = await loadFeed({ feed: 'news' }, source, url, today);
    expect(view).toMatchObject({ feed: 'news', defaultYear: 2026 });
    if (view.feed !== 'news') throw new Error('wrong feed');
    expect(view.items.map((item) => item.id)).toEqual(['new', 'old']);
    expect(view.items[0]!.attachmentHref).toBe('/api/image/news/new/notice.pdf');
    expect(view.items[1]!.attachmentHref).toBeUndefined();
  });

  it('gives each description as safe formatted HTML, and plain text as it is', async () => {
    const { source } = fakeLiveSource({
      allNews: [
        {
          ...news('formatted', '2026-10-05'),
          description: '<p>Bring <strong>water</strong>:</p><ul><li>Grades 1 to 5</li></ul><script>alert(1)</script>',
        },
        { ...news('plain', '2026-09-01'), description: 'Results are out & marks < 40 get a re-test.' },
      ],
    });
    const view = await loadFeed({ feed: 'news' }, source, url, today);
    if (view.feed !== 'news') throw new Error('wrong feed');
    expect(view.items.map((item) => item.descriptionHtml)).toEqual([
      '<p>Bring <strong>water</strong>:</p><ul><li>Grades 1 to 5</li></ul>',
      'Results are out &amp; marks &lt; 40 get a re-test.',
    ]);
    expect(view.items[0]).not.toHaveProperty('description');
  });

  it("gives the home page's ticker the description as plain text, without the formatted copy", () => {
    const view = newsView({
      ...news('n', '2026-10-05'),
      description: '<p>Bring <em>water</em>.</p><script>x</script>',
    });
    expect(view).toEqual({ id: 'n', title: 'News n', description: 'Bring water.', fromDate: '2026-10-05' });
  });

  it('opens on the previous year when the current year has no news', async () => {
    const { source } = fakeLiveSource({ allNews: [news('a', '2025-12-30')] });
    expect(await loadFeed({ feed: 'news' }, source, url, today)).toMatchObject({ defaultYear: 2025 });
  });

  it('gives an empty list and logs when the news cannot be read', async () => {
    const { source, logError } = fakeLiveSource({ allNews: down });
    expect(await loadFeed({ feed: 'news' }, source, url, today)).toMatchObject({ feed: 'news', items: [] });
    expect(logError.mock.calls).toEqual([['Error fetching news', down]]);
  });
});

describe('events', () => {
  const sportsDay = (extra: Partial<SchoolEvent> = {}): SchoolEvent => ({
    _id: 'e1',
    title: 'Sports Day',
    date: '2026-11-28',
    time: '8:00 am',
    venue: 'Main ground',
    description: 'All houses compete.',
    images: [],
    attachments: ['events/e1/schedule.pdf'],
    ...extra,
  });

  it('defaults to the current year and month, with the default picture when an event has none', async () => {
    const { source } = fakeLiveSource({ events: [sportsDay()] });
    const view = await loadFeed({ feed: 'events' }, source, url, today);
    expect(view).toMatchObject({ feed: 'events', defaultYear: 2026, defaultMonth: 11 });
    if (view.feed !== 'events') throw new Error('wrong feed');
    expect(view.items[0]!.thumbnail.src).toBe('/generated/images/event-default.svg');
    expect(view.items[0]!.attachmentHref).toBe('/api/image/events/e1/schedule.pdf');
    expect(view.items[0]!.descriptionHtml).toBe('All houses compete.');
  });

  it('gives each description as safe formatted HTML', async () => {
    const description =
      '<p onclick="x()"><em>All</em> houses <a href="javascript:alert(1)">compete</a>.</p><img src=x onerror=alert(1)>';
    const { source } = fakeLiveSource({ events: [sportsDay({ description })] });
    const view = await loadFeed({ feed: 'events' }, source, url, today);
    if (view.feed !== 'events') throw new Error('wrong feed');
    expect(view.items[0]!.descriptionHtml).toBe('<p><em>All</em> houses compete.</p>');
  });
});

describe('gallery and albums', () => {
  it('shows only photo albums, newest first, opening on the newest year', async () => {
    const { source } = fakeLiveSource({
      gallery: [
        galleryItem('award', 'SportsAwards', '2026-09-01', ['a.jpg']),
        galleryItem('older', 'PhotoGallery', '2024-02-01', ['o1.jpg']),
        galleryItem('newer', 'PhotoGallery', '2025-08-15', ['n1.jpg', 'n2.jpg']),
      ],
    });
    const view = await loadFeed({ feed: 'gallery' }, source, url, today);
    if (view.feed !== 'gallery') throw new Error('wrong feed');
    expect(view.albums.map((album) => album.id)).toEqual(['newer', 'older']);
    expect(view.albums[0]).toMatchObject({ photoCount: 2, cover: { src: '/api/image/n1.jpg' } });
    expect(view.defaultYear).toBe(2025);
  });

  it('an album page without an id stays loading and asks for nothing', async () => {
    const { source, logError } = fakeLiveSource({}, {});
    expect(await loadFeed({ feed: 'album' }, source, new URL('https://school.example/sub-gallery'), today)).toEqual({
      feed: 'album',
    });
    expect(logError).not.toHaveBeenCalled();
  });

  it('an unknown album id gives an empty album, not an error', async () => {
    const { source } = fakeLiveSource({});
    const view = await loadFeed(
      { feed: 'album' },
      source,
      new URL('https://school.example/sub-gallery?id=nope'),
      today,
    );
    expect(view).toEqual({ feed: 'album', album: { title: '', description: '', date: '', photos: [] } });
  });

  it('a failed album load gives an empty album and is logged', async () => {
    const { source, logError } = fakeLiveSource({}, { broken: down });
    const view = await loadFeed(
      { feed: 'album' },
      source,
      new URL('https://school.example/sub-gallery?id=broken'),
      today,
    );
    expect(view).toMatchObject({ album: { photos: [] } });
    expect(logError).toHaveBeenCalledExactlyOnceWith('Error fetching the album', down);
  });

  it("an album's photos are numbered in their alt text", async () => {
    const { source } = fakeLiveSource(
      {},
      {
        a1: {
          _id: 'a1',
          title: 'Annual Day',
          description: 'On stage',
          date: '2026-01-10',
          attachments: ['x.jpg', 'y.jpg'],
        },
      },
    );
    const view = await loadFeed({ feed: 'album' }, source, new URL('https://school.example/sub-gallery?id=a1'), today);
    if (view.feed !== 'album') throw new Error('wrong feed');
    expect(view.album?.photos.map((photo) => photo.alt)).toEqual([
      'Annual Day, photo 1 of 2',
      'Annual Day, photo 2 of 2',
    ]);
  });
});

describe('awards', () => {
  it('lists every picture of the category', async () => {
    const { source } = fakeLiveSource({
      gallery: [
        galleryItem('s', 'SportsAwards', '2026-01-01', ['s1.jpg', 's2.jpg']),
        galleryItem('m', 'AwardsAchievement', '2026-01-01', ['m1.jpg']),
      ],
    });
    const view = await loadFeed({ feed: 'awards', category: 'SportsAwards' }, source, url, today);
    if (view.feed !== 'awards') throw new Error('wrong feed');
    expect(view.awards?.map((award) => award.photo.src)).toEqual(['/api/image/s1.jpg', '/api/image/s2.jpg']);
  });

  it('stays loading (no list) when the gallery cannot be read', async () => {
    const { source, logError } = fakeLiveSource({ gallery: down });
    const view = await loadFeed({ feed: 'awards', category: 'AwardsAchievement' }, source, url, today);
    expect(view).toEqual({ feed: 'awards', category: 'AwardsAchievement' });
    expect(logError).toHaveBeenCalledExactlyOnceWith('Error fetching AwardsAchievement', down);
  });
});

describe('magazines', () => {
  const issue = (id: string, category: Circular['category'], date: string): Circular => ({
    _id: id,
    category,
    date,
    title: `${category} ${date}`,
    attachments: [`circulars/${id}.pdf`],
  });

  it("keeps the category's issues, newest first, opening on the newest year", async () => {
    const { source } = fakeLiveSource({
      circulars: [
        issue('d1', 'Dipscoop', '2024-07-05'),
        issue('l1', 'Loquacity', '2025-06-05'),
        issue('d2', 'Dipscoop', '2025-02-05'),
      ],
    });
    const view = await loadFeed({ feed: 'magazine', category: 'Dipscoop' }, source, url, today);
    if (view.feed !== 'magazine') throw new Error('wrong feed');
    expect(view.issues.map((item) => item.id)).toEqual(['d2', 'd1']);
    expect(view.issues[0]!.href).toBe('/api/image/circulars/d2.pdf');
    expect(view.defaultYear).toBe(2025);
  });
});

describe('records', () => {
  const chairman = record('c', 'Chairman', {
    message: '<p>Dear parents,</p><p>Welcome <strong>back</strong> &amp; thank you.</p><script>alert(1)</script>',
    attachments: ['records/c.jpg'],
  });

  it("a leader's page gets the message as safe formatted HTML", async () => {
    const { source } = fakeLiveSource({ records: [chairman] });
    const view = await loadFeed({ feed: 'message', category: 'Chairman' }, source, url, today);
    if (view.feed !== 'message') throw new Error('wrong feed');
    expect(view.message).toEqual({
      name: 'Chairman name',
      title: 'Chairman record',
      messageHtml: '<p>Dear parents,</p><p>Welcome <strong>back</strong> &amp; thank you.</p>',
      photo: expect.objectContaining({ src: '/api/image/records/c.jpg' }),
    });
  });

  it("the home page's carousel gets the message as plain text, without the formatted copy", () => {
    const message = leaderMessage([chairman], 'Chairman');
    expect(message?.text).toBe('Dear parents,\n\nWelcome back & thank you.');
    expect(message).not.toHaveProperty('messageHtml');
  });

  it('a record without a message gives its description as the message', async () => {
    const { source } = fakeLiveSource({
      records: [record('d', 'Director', { description: 'Learning <b>is</b> joy.' })],
    });
    const view = await loadFeed({ feed: 'message', category: 'Director' }, source, url, today);
    if (view.feed !== 'message') throw new Error('wrong feed');
    expect(view.message?.messageHtml).toBe('Learning <b>is</b> joy.');
  });

  it('no message of the category, or a failed load, gives no message', async () => {
    const { source } = fakeLiveSource({ records: [record('d', 'Director')] });
    expect(await loadFeed({ feed: 'message', category: 'Principal' }, source, url, today)).toEqual({
      feed: 'message',
      category: 'Principal',
      message: undefined,
    });
    const failing = fakeLiveSource({ records: down });
    expect(await loadFeed({ feed: 'message', category: 'Chairman' }, failing.source, url, today)).toMatchObject({
      message: undefined,
    });
    expect(failing.logError).toHaveBeenCalledExactlyOnceWith('Error fetching the Chairman message', down);
  });

  it('admission downloads are the Admission records, by url or else their first attachment', async () => {
    const { source } = fakeLiveSource({
      records: [
        record('a1', 'Admission', { title: 'Form', url: 'https://forms.example/apply' }),
        record('a2', 'Admission', { title: 'Notice', attachments: ['records/a2.pdf'] }),
        record('a3', 'Admission', { title: 'Nothing to open' }),
        record('x', 'Achievement', { url: 'https://example.org' }),
      ],
    });
    const view = await loadFeed({ feed: 'admission-downloads' }, source, url, today);
    expect(view).toEqual({
      feed: 'admission-downloads',
      items: [
        { id: 'a1', title: 'Form', href: 'https://forms.example/apply' },
        { id: 'a2', title: 'Notice', href: '/api/image/records/a2.pdf' },
      ],
    });
  });
});

describe('testimonials and videos', () => {
  it('testimonials come newest first by createdAt, as plain text', async () => {
    const testimonial = (id: string, createdAt: string): Testimonial => ({
      _id: id,
      name: id,
      description: `<p>From ${id}</p>`,
      attachments: [],
      createdAt,
    });
    const { source } = fakeLiveSource({
      testimonials: [testimonial('old', '2025-01-01T10:00:00.000Z'), testimonial('new', '2026-05-01T10:00:00.000Z')],
    });
    const view = await loadFeed({ feed: 'testimonials' }, source, url, today);
    if (view.feed !== 'testimonials') throw new Error('wrong feed');
    expect(view.items.map((item) => [item.id, item.text])).toEqual([
      ['new', 'From new'],
      ['old', 'From old'],
    ]);
  });

  it('videos come newest first with embed addresses', async () => {
    const { source } = fakeLiveSource({
      videos: [
        { _id: 'v1', title: 'Old', date: '2025-01-01', videoUrl: 'https://youtu.be/abcdefghijk' },
        { _id: 'v2', title: 'New', date: '2026-01-01', videoUrl: 'https://example.org/video.mp4' },
      ],
    });
    const view = await loadFeed({ feed: 'videos' }, source, url, today);
    if (view.feed !== 'videos') throw new Error('wrong feed');
    expect(view.items.map((item) => item.embedUrl)).toEqual([
      'https://example.org/video.mp4',
      'https://www.youtube.com/embed/abcdefghijk',
    ]);
  });
});

describe('video addresses', () => {
  it('leaves out a video whose address is not a web address', async () => {
    const { source } = fakeLiveSource({
      videos: [
        { _id: 'bad', title: 'Bad', date: '2026-01-02', videoUrl: 'javascript:alert(1)' },
        { _id: 'ok', title: 'Ok', date: '2026-01-01', videoUrl: 'https://youtu.be/abcdefghijk' },
      ],
    });
    const view = await loadFeed({ feed: 'videos' }, source, url, today);
    if (view.feed !== 'videos') throw new Error('wrong feed');
    expect(view.items.map((item) => item.id)).toEqual(['ok']);
  });
});
