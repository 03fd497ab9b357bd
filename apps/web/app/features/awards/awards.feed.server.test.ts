/** The awards feed's loader: every picture of its category, or 'still loading' when the gallery cannot be read. */
import { describe, expect, it } from 'vitest';
import { fakeLiveSource } from '../../../test/fake-live-source';
import { down, galleryItem, today, url } from '../../../test/live-fixtures';
import { loadLiveView } from '../../../test/load-live-view';
import type { AwardsCarousel } from './awards-carousel';

describe('awards', () => {
  it('lists every picture of the category', async () => {
    const { source } = fakeLiveSource({
      gallery: [
        galleryItem('s', 'SportsAwards', '2026-01-01', ['s1.jpg', 's2.jpg']),
        galleryItem('m', 'AwardsAchievement', '2026-01-01', ['m1.jpg']),
      ],
    });
    const view = await loadLiveView<typeof AwardsCarousel>(
      { feed: 'awards', category: 'SportsAwards' },
      source,
      url,
      today,
    );
    if (view.feed !== 'awards') throw new Error('wrong feed');
    expect(view.awards?.map((award) => award.photo.src)).toEqual(['/api/image/s1.jpg', '/api/image/s2.jpg']);
  });

  it('stays loading (no list) when the gallery cannot be read', async () => {
    const { source, logError } = fakeLiveSource({ gallery: down });
    const view = await loadLiveView<typeof AwardsCarousel>(
      { feed: 'awards', category: 'AwardsAchievement' },
      source,
      url,
      today,
    );
    expect(view).toEqual({ feed: 'awards', category: 'AwardsAchievement' });
    expect(logError).toHaveBeenCalledExactlyOnceWith('Error fetching AwardsAchievement', down);
  });
});
