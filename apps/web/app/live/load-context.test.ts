/** Without the server's content source (the `react-router dev` server), pages fall back instead of failing. */
import { describe, expect, it, vi } from 'vitest';
import { loadFeed } from './feeds.server';
import { liveSourceOf } from './load-context';

describe('liveSourceOf', () => {
  it("is the server's source when there is one", () => {
    const live = { list: vi.fn(), album: vi.fn(), logError: vi.fn() };
    expect(liveSourceOf({ live })).toBe(live);
  });

  it('without one, every list fails, the failure is logged, and the block gets its fallback', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = await loadFeed({ feed: 'news' }, liveSourceOf({}), new URL('http://localhost/news'), {
      year: 2026,
      month: 11,
    });
    expect(view).toMatchObject({ feed: 'news', items: [] });
    expect(logged).toHaveBeenCalledWith('Error fetching news', expect.any(Error));
    logged.mockRestore();
  });
});
