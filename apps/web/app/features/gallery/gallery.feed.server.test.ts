/** The gallery feed's loader: photo albums only, newest first, opening on the newest year. */
import { describe, expect, it } from 'vitest';
import { fakeLiveSource } from '../../../test/fake-live-source';
import { galleryItem, today, url } from '../../../test/live-fixtures';
import { loadLiveView } from '../../../test/load-live-view';
import type { AlbumGrid } from './album-grid';

describe('gallery and albums', () => {
  it('shows only photo albums, newest first, opening on the newest year', async () => {
    const { source } = fakeLiveSource({
      gallery: [
        galleryItem('award', 'SportsAwards', '2026-09-01', ['a.jpg']),
        galleryItem('older', 'PhotoGallery', '2024-02-01', ['o1.jpg']),
        galleryItem('newer', 'PhotoGallery', '2025-08-15', ['n1.jpg', 'n2.jpg']),
      ],
    });
    const view = await loadLiveView<typeof AlbumGrid>({ feed: 'gallery' }, source, url, today);
    if (view.feed !== 'gallery') throw new Error('wrong feed');
    expect(view.albums.map((album) => album.id)).toEqual(['newer', 'older']);
    expect(view.albums[0]).toMatchObject({ photoCount: 2, cover: { src: '/api/image/n1.jpg', alt: '' } });
    expect(view.defaultYear).toBe(2025);
  });
});
