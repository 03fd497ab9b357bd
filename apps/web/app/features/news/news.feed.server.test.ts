/** The news feed's loader: every item newest first, formatted, and the spec's fallback when the list cannot be read. */
import { describe, expect, it } from 'vitest';
import type { NewsItem } from '@school/shared/api-schema';
import { fakeLiveSource } from '../../../test/fake-live-source';
import { down, today, url } from '../../../test/live-fixtures';
import { loadLiveView } from '../../../test/load-live-view';
import type { NewsList } from './news-list';

const news = (id: string, fromDate: string, attachments: string[] = []): NewsItem => ({
  _id: id,
  title: `News ${id}`,
  description: 'Details',
  fromDate,
  attachments,
});

describe('news', () => {
  it('lists every news item newest first, linking the first attachment', async () => {
    const { source } = fakeLiveSource({
      allNews: [news('old', '2025-03-01'), news('new', '2026-10-05', ['news/new/notice.pdf', 'news/new/b.pdf'])],
    });
    const view = await loadLiveView<typeof NewsList>({ feed: 'news' }, source, url, today);
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
    const view = await loadLiveView<typeof NewsList>({ feed: 'news' }, source, url, today);
    if (view.feed !== 'news') throw new Error('wrong feed');
    expect(view.items.map((item) => item.descriptionHtml)).toEqual([
      '<p>Bring <strong>water</strong>:</p><ul><li>Grades 1 to 5</li></ul>',
      'Results are out &amp; marks &lt; 40 get a re-test.',
    ]);
    expect(view.items[0]).not.toHaveProperty('description');
  });

  it('opens on the previous year when the current year has no news', async () => {
    const { source } = fakeLiveSource({ allNews: [news('a', '2025-12-30')] });
    expect(await loadLiveView<typeof NewsList>({ feed: 'news' }, source, url, today)).toMatchObject({
      defaultYear: 2025,
    });
  });

  it('gives an empty list and logs when the news cannot be read', async () => {
    const { source, logError } = fakeLiveSource({ allNews: down });
    expect(await loadLiveView<typeof NewsList>({ feed: 'news' }, source, url, today)).toMatchObject({
      feed: 'news',
      items: [],
    });
    expect(logError.mock.calls).toEqual([['Error fetching news', down]]);
  });
});
