/**
 * The home page's live data (spec sections 2, 4 and 8) read from a fake
 * content source: what each block gets with data, with an empty list, and
 * when its list fails to load (the fallback, and the log line).
 */
import { describe, expect, it } from 'vitest';
import { homeGalleryAlbums } from '@school/shared/carousel-settings';
import type { LiveListName, LiveLists } from '@school/shared/live-source';
import { home } from '@school/content/tables/home';
import { fakeLiveSource, type FakeLists } from '../../../test/fake-live-source';
import { homeLive, homeLiveErrors, newsView, textOpeningLength } from './home-live.server';

const record = (fields: Partial<LiveLists['records'][number]>): LiveLists['records'][number] => ({
  _id: 'r',
  category: 'Achievement',
  title: '',
  description: '',
  message: '',
  name: '',
  url: '',
  attachments: [],
  ...fields,
});

const galleryItem = (fields: Partial<LiveLists['gallery'][number]>): LiveLists['gallery'][number] => ({
  _id: 'g',
  category: 'PhotoGallery',
  school: 'Grades I to X',
  title: '',
  description: '',
  date: '2026-01-01',
  attachments: [],
  ...fields,
});

function demoLists(): LiveLists {
  return {
    alerts: [],
    highlights: [],
    allNews: [],
    events: [],
    circulars: [],
    registrations: [
      {
        _id: 'reg1',
        title: 'Register for Nursery',
        url: 'https://portal.example.org/register',
        attachments: ['reg/1.pdf'],
      },
      { _id: 'reg2', title: 'Class XI screening', url: '/admission-process', attachments: [] },
    ],
    news: [
      { _id: 'n1', title: 'Older news', description: 'Old', fromDate: '2026-01-10', attachments: [] },
      { _id: 'n2', title: 'Newer news', description: 'New', fromDate: '2026-03-05', attachments: ['news/n2.pdf'] },
    ],
    records: [
      record({
        _id: 'c',
        category: 'Chairman',
        name: 'Dr. Chair',
        title: 'Chairman',
        message: '<p>Welcome <b>all</b></p>',
      }),
      record({
        _id: 'd',
        category: 'Director',
        name: 'Ms. Director',
        title: 'Director',
        message: 'Hello',
        attachments: ['leaders/d.jpg'],
      }),
      record({
        _id: 'a1',
        category: 'Achievement',
        title: 'Chess gold',
        description: 'State chess',
        attachments: ['ach/1.jpg'],
      }),
      record({ _id: 'ad', category: 'Admission', title: 'Form', url: '/form.pdf' }),
    ],
    testimonials: [
      { _id: 't1', name: 'Old parent', description: '<p>Good</p>', attachments: [], createdAt: '2025-01-01T00:00:00Z' },
      {
        _id: 't2',
        name: 'New parent',
        description: 'Great',
        attachments: ['t/2.jpg'],
        createdAt: '2026-01-01T00:00:00Z',
      },
    ],
    gallery: [
      galleryItem({ _id: 'old', title: 'Sports Day', date: '2025-11-01', attachments: ['g/old/1.jpg', 'g/old/2.jpg'] }),
      galleryItem({ _id: 'new', title: 'Annual Day', date: '2026-02-01', attachments: ['g/new/1.jpg'] }),
      galleryItem({ _id: 'junior', school: 'Junior', title: 'Junior picnic' }),
      galleryItem({ _id: 'award', category: 'AwardsAchievement', title: 'Award' }),
    ],
    videos: [
      { _id: 'v1', title: 'Old video', date: '2025-05-01', videoUrl: 'https://www.youtube.com/watch?v=aaaaaaaaaaa' },
      { _id: 'v2', title: 'New video', date: '2026-05-01', videoUrl: 'https://youtu.be/bbbbbbbbbbb' },
    ],
    announcements: [
      {
        _id: 'an1',
        title: 'Admissions open',
        description: 'Register now',
        image: ['an/1.jpg'],
        attachments: ['an/1.pdf'],
        url: ' https://portal.example.org/ ',
      },
      { _id: 'an2', title: 'Fees', description: 'Pay online', image: [], attachments: [], url: '  ' },
    ],
  };
}

/** The given lists, with each `failing` list rejecting. */
function fakeSource(lists: LiveLists, failing: LiveListName[] = []) {
  const given: FakeLists = { ...lists };
  for (const name of failing) given[name] = new Error(`${name} is down`);
  return fakeLiveSource(given);
}

const emptyLists = (): LiveLists => ({
  alerts: [],
  highlights: [],
  news: [],
  allNews: [],
  registrations: [],
  records: [],
  testimonials: [],
  events: [],
  gallery: [],
  announcements: [],
  videos: [],
  circulars: [],
});

const sampleTitles = home.sampleAchievements.map((item) => item.title);

describe('homeLive', () => {
  // Strict equality throughout: a field the blocks do not draw (an id, a date, an alt
  // text beside a title, a width the slide sets itself) fails the test if it comes back.
  it('shapes every block from the lists, with only the fields each block draws', async () => {
    const { source, logError } = fakeSource(demoLists());
    const live = await homeLive(source);

    expect(live.registrations).toStrictEqual([
      {
        title: 'Register for Nursery',
        url: 'https://portal.example.org/register',
        attachmentHref: '/api/image/reg/1.pdf',
      },
      { title: 'Class XI screening', url: '/admission-process', attachmentHref: undefined },
    ]);

    expect(live.news).toStrictEqual([
      { title: 'Newer news', description: 'New', fromDate: '2026-03-05', attachmentHref: '/api/image/news/n2.pdf' },
      { title: 'Older news', description: 'Old', fromDate: '2026-01-10', attachmentHref: undefined },
    ]);

    // Without a photo, the 400x400 placeholder (spec section 9), drawn at the slide's own size.
    expect(live.portraitPlaceholder).toStrictEqual({
      src: '/generated/images/portrait-placeholder.svg',
      alt: expect.any(String),
    });
    expect(live.messages).toStrictEqual({
      Chairman: {
        name: 'Dr. Chair',
        title: 'Chairman',
        text: 'Welcome all',
        photo: { src: live.portraitPlaceholder.src, resized: false, alt: live.portraitPlaceholder.alt },
      },
      Director: {
        name: 'Ms. Director',
        title: 'Director',
        text: 'Hello',
        photo: {
          src: '/api/image/leaders/d.jpg',
          resized: true,
          alt: 'Photo of Ms. Director',
        },
      },
      Principal: undefined,
    });

    expect(live.achievements).toStrictEqual([
      {
        title: 'Chess gold',
        description: 'State chess',
        // Drawn above the title, which names it: no alt text to read twice.
        photo: { src: '/api/image/ach/1.jpg', resized: true, alt: '' },
      },
    ]);

    expect(live.testimonials).toStrictEqual([
      {
        name: 'New parent',
        text: 'Great',
        photo: { src: '/api/image/t/2.jpg', resized: true, alt: 'Photo of New parent' },
      },
      { name: 'Old parent', text: 'Good', photo: undefined },
    ]);

    // The album's first photo, without an alt text: the slide draws the title beside it.
    expect(live.gallery).toStrictEqual([
      {
        title: 'Annual Day',
        href: '/sub-gallery?id=new',
        photo: { src: '/api/image/g/new/1.jpg', resized: true },
      },
      {
        title: 'Sports Day',
        href: '/sub-gallery?id=old',
        photo: { src: '/api/image/g/old/1.jpg', resized: true },
      },
    ]);

    expect(live.video).toStrictEqual({ title: 'New video', embedUrl: 'https://www.youtube.com/embed/bbbbbbbbbbb' });

    expect(live.announcements).toStrictEqual([
      {
        title: 'Admissions open',
        description: 'Register now',
        image: { src: '/api/image/an/1.jpg', resized: true, alt: '' },
        attachmentHref: '/api/image/an/1.pdf',
        url: 'https://portal.example.org/',
      },
      {
        title: 'Fees',
        description: 'Pay online',
        image: undefined,
        attachmentHref: undefined,
        url: undefined,
      },
    ]);

    expect(logError).not.toHaveBeenCalled();
  });

  it('gives each block its empty state when every list is empty', async () => {
    const { source, logError } = fakeSource(emptyLists());
    const live = await homeLive(source);

    expect(live.registrations).toEqual([]);
    expect(live.news).toEqual([]);
    expect(live.messages).toEqual({ Chairman: undefined, Director: undefined, Principal: undefined });
    expect(live.achievements.map((item) => item.title)).toEqual(sampleTitles);
    for (const sample of live.achievements) expect(Object.keys(sample.photo!).sort()).toEqual(['alt', 'src']);
    expect(live.testimonials).toEqual([]);
    expect(live.gallery).toEqual([]);
    expect(live.video).toBeUndefined();
    expect(live.announcements).toEqual([]);
    expect(logError).not.toHaveBeenCalled();
  });

  it('shows the samples when the records hold no achievements', async () => {
    const lists = demoLists();
    lists.records = lists.records.filter((item) => item.category !== 'Achievement');
    const { source } = fakeSource(lists);
    const live = await homeLive(source);
    expect(live.achievements.map((item) => item.title)).toEqual(sampleTitles);
    expect(live.messages.Chairman?.name).toBe('Dr. Chair');
  });

  const failures: [LiveListName, string, (live: Awaited<ReturnType<typeof homeLive>>) => void][] = [
    ['registrations', 'Error fetching online registration data', (live) => expect(live.registrations).toEqual([])],
    ['news', homeLiveErrors.news, (live) => expect(live.news).toEqual([])],
    [
      'records',
      homeLiveErrors.records,
      (live) => {
        expect(live.messages).toEqual({ Chairman: undefined, Director: undefined, Principal: undefined });
        expect(live.achievements.map((item) => item.title)).toEqual(sampleTitles);
      },
    ],
    ['testimonials', homeLiveErrors.testimonials, (live) => expect(live.testimonials).toEqual([])],
    ['gallery', homeLiveErrors.gallery, (live) => expect(live.gallery).toEqual([])],
    ['videos', homeLiveErrors.videos, (live) => expect(live.video).toBeUndefined()],
    ['announcements', homeLiveErrors.announcements, (live) => expect(live.announcements).toEqual([])],
  ];

  it.each(failures)('logs a failed %s list and falls back, keeping the other blocks', async (name, message, check) => {
    const { source, logError } = fakeSource(demoLists(), [name]);
    const live = await homeLive(source);

    check(live);
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError).toHaveBeenCalledWith(message, expect.objectContaining({ message: `${name} is down` }));
    // The other blocks still have their data.
    if (name !== 'news') expect(live.news).toHaveLength(2);
    if (name !== 'announcements') expect(live.announcements).toHaveLength(2);
  });
});

describe('the gallery slider', () => {
  it(`carries only the newest ${homeGalleryAlbums} albums of the home tab`, async () => {
    const lists = emptyLists();
    const months = homeGalleryAlbums + 4;
    lists.gallery = Array.from({ length: months }, (_, n) =>
      galleryItem({ _id: `m${n + 1}`, title: `Month ${n + 1}`, date: `2026-${String(n + 1).padStart(2, '0')}-01` }),
    );
    const { gallery } = await homeLive(fakeSource(lists).source);
    expect(gallery).toHaveLength(homeGalleryAlbums);
    expect(gallery[0]?.title).toBe(`Month ${months}`);
    expect(gallery.at(-1)?.title).toBe(`Month ${months - homeGalleryAlbums + 1}`);
  });
});

describe('long texts on the home page', () => {
  const long = Array.from({ length: 120 }, (_, n) => `word${n}`).join(' ');

  /** The opening the blocks show: cut at a word, ending with an ellipsis. */
  function expectOpening(text: string) {
    expect(text.length).toBeLessThanOrEqual(textOpeningLength + 1);
    expect(text.endsWith('…')).toBe(true);
    expect(long.startsWith(text.slice(0, -1))).toBe(true);
    expect(text.at(-2)).not.toBe(' ');
  }

  it('carry only the opening of a leader’s message', async () => {
    const lists = emptyLists();
    lists.records = [record({ _id: 'p', category: 'Principal', name: 'Ms. Head', message: `<p>${long}</p>` })];
    const { messages } = await homeLive(fakeSource(lists).source);
    expectOpening(messages.Principal!.text);
  });

  it('carry only the opening of a testimonial', async () => {
    const lists = emptyLists();
    lists.testimonials = [
      { _id: 't', name: 'Parent', description: `<p>${long}</p>`, attachments: [], createdAt: '2026-01-01T00:00:00Z' },
    ];
    const { testimonials } = await homeLive(fakeSource(lists).source);
    expectOpening(testimonials[0]!.text);
  });

  it('carry only the opening of a news description', () => {
    const view = newsView({ _id: 'n', title: 'News n', fromDate: '2026-10-05', attachments: [], description: long });
    expectOpening(view.description);
  });
});

describe('the news ticker', () => {
  it("gives the home page's ticker the description as plain text, without the formatted copy", () => {
    const view = newsView({
      _id: 'n',
      title: 'News n',
      fromDate: '2026-10-05',
      attachments: [],
      description: '<p>Bring <em>water</em>.</p><script>x</script>',
    });
    expect(view).toStrictEqual({
      title: 'News n',
      description: 'Bring water.',
      fromDate: '2026-10-05',
      attachmentHref: undefined,
    });
  });
});
