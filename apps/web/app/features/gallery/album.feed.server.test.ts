/** The album feed's loader: the album of the page's id, an empty album on failure, loading without an id. */
import { describe, expect, it } from 'vitest';
import { fakeLiveSource } from '../../../test/fake-live-source';
import { down, today } from '../../../test/live-fixtures';
import { loadLiveView } from '../../../test/load-live-view';
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

  it('an unknown album id gives an empty album, not an error', async () => {
    const { source } = fakeLiveSource({});
    const view = await loadLiveView<typeof AlbumPhotos>(
      { feed: 'album' },
      source,
      new URL('https://school.example/sub-gallery?id=nope'),
      today,
    );
    expect(view).toEqual({ feed: 'album', album: { title: '', description: '', date: '', photos: [] } });
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
  });
});
