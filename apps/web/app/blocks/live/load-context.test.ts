/** Without the server's content source (the `react-router dev` server), pages fall back instead of failing. */
import { describe, expect, it, vi } from 'vitest';
import { loadFeed } from './feeds.server';
import { liveSourceOf } from './load-context';

describe('liveSourceOf', () => {
  it("is the server's source when there is one", () => {
    const live = {
      schoolCode: 'hvps',
      list: vi.fn(),
      album: vi.fn(),
      documents: vi.fn(),
      pages: vi.fn(),
      disclosure: vi.fn(),
      search: vi.fn(),
      profile: vi.fn(),
      dayAt: vi.fn(),
      today: vi.fn(),
      logError: vi.fn(),
    };
    expect(liveSourceOf({ live })).toBe(live);
  });

  it('without one, every list fails, the failure is logged, and the block gets its fallback', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const source = liveSourceOf({});
    const view = await loadFeed({ feed: 'news' }, source, new URL('http://localhost/news'), source.today());
    expect(view).toMatchObject({ feed: 'news', items: [] });
    expect(logged).toHaveBeenCalledWith('Error fetching news', expect.any(Error));
    logged.mockRestore();
  });
});
