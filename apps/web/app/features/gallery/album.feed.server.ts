/**
 * `::live{feed="album"}`: the album named by the page's `?id=`. Each photo's alt text is what staff wrote
 * for it, or else the album's title with the photo's number. The page is the album's: its title and
 * description are the album's, and an id that names no album on the site is the 404 page.
 */
import type { ComponentProps } from 'react';
import { data } from 'react-router';
import { defineFeed } from '../../blocks/live/define-feed.server';
import { uploadedPhoto } from '../../blocks/live/uploaded-photo';
import { albumParameter } from '../../site/navigation';
import type { AlbumPhotos } from './album-photos';

export default defineFeed<ComponentProps<typeof AlbumPhotos>>({
  async load({ source, url }) {
    const id = url.searchParams.get(albumParameter);
    // Without an id there is nothing to fetch, and the page stays on 'Loading...' (spec section 4).
    if (!id) return {};
    const empty = { title: '', description: '', date: '', photos: [] };
    let album;
    try {
      album = await source.album(id);
    } catch (error) {
      // A failed read shows an empty album (spec section 8): the album may well exist.
      source.logError('Error fetching the album', error);
      return { album: empty };
    }
    if (!album) throw data(null, { status: 404 });
    return {
      album: {
        title: album.title,
        description: album.description,
        date: album.date,
        photos: album.attachments.map((path, index) =>
          uploadedPhoto(path, album.alts[index] || `${album.title}, photo ${index + 1} of ${album.attachments.length}`),
        ),
      },
    };
  },
  pageMeta: ({ album }) =>
    album?.title
      ? {
          title: album.title,
          description: album.description || `Photos of ${album.title}.`,
          ...(album.photos[0] ? { image: album.photos[0].src } : {}),
        }
      : undefined,
});
