/**
 * The album feed's loader: the album of the page's id, its title and description for the page, an empty album on
 * failure, loading without an id, and the 404 page for an id that names no album.
 */
import { describe, expect, it } from 'vitest';
import { fakeLiveSource } from '../../../test/fake-live-source';
import { down, today } from '../../../test/live-fixtures';
import { loadLiveView } from '../../../test/load-live-view';
import { feedPageMeta } from '../../blocks/live/feeds.server';
import type { AlbumPhotos } from './album-photos';

describe('albums', () => {
  it('an album page without an id stays loading and asks for nothing', async () => {
    const { source, logError } = fakeLiveSource({}, {});
    expect(
      await loadLiveView<typeof AlbumPhotos>(
        { feed: 'album' },
        source,
        new URL('https://school.example/sub-gallery'),
        today,
      ),
    ).toEqual({
      feed: 'album',
    });
    expect(logError).not.toHaveBeenCalled();
  });

  it('an id that names no album on the site is the 404 page', async () => {
    const { source } = fakeLiveSource({});
    await expect(
      loadLiveView<typeof AlbumPhotos>(
        { feed: 'album' },
        source,
        new URL('https://school.example/sub-gallery?id=nope'),
        today,
      ),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('a failed album load gives an empty album and is logged', async () => {
    const { source, logError } = fakeLiveSource({}, { broken: down });
    const view = await loadLiveView<typeof AlbumPhotos>(
      { feed: 'album' },
      source,
      new URL('https://school.example/sub-gallery?id=broken'),
      today,
    );
    expect(view).toMatchObject({ album: { photos: [] } });
    expect(logError).toHaveBeenCalledExactlyOnceWith('Error fetching the album', down);
    // The album may exist: the page keeps the site map's title.
    expect(feedPageMeta(view)).toBeUndefined();
  });

  it("an album's photos carry the alt text staff wrote, else the title and their number", async () => {
    const { source } = fakeLiveSource(
      {},
      {
        a1: {
          _id: 'a1',
          title: 'Annual Day',
          description: 'On stage',
          date: '2026-01-10',
          attachments: ['x.jpg', 'y.jpg', 'z.jpg'],
          alts: ['', 'Class III on stage in yellow', ''],
        },
      },
    );
    const view = await loadLiveView<typeof AlbumPhotos>(
      { feed: 'album' },
      source,
      new URL('https://school.example/sub-gallery?id=a1'),
      today,
    );
    if (view.feed !== 'album') throw new Error('wrong feed');
    expect(view.album?.photos.map((photo) => photo.alt)).toEqual([
      'Annual Day, photo 1 of 3',
      'Class III on stage in yellow',
      'Annual Day, photo 3 of 3',
    ]);
    // The page is the album's: its title and description, and it is shared with its first photo.
    expect(feedPageMeta(view)).toEqual({ title: 'Annual Day', description: 'On stage', image: '/api/image/x.jpg' });
  });
});
