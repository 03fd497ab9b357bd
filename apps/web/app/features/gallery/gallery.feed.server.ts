/** `::live{feed="gallery"}`: the photo albums, newest first, opening on the newest year of the first tab. */
import type { ComponentProps } from 'react';
import { schoolTabs } from '@school/shared/content-categories';
import { newestFirst, newestYear } from '@school/shared/list-filters';
import { defineFeed } from '../../blocks/live/define-feed.server';
import { readList } from '../../blocks/live/read-list.server';
import { uploadedPhoto } from '../../blocks/live/uploaded-photo';
import type { AlbumGrid } from './album-grid';

export default defineFeed<ComponentProps<typeof AlbumGrid>>({
  async load({ source, today }) {
    const gallery = await readList(source, 'gallery', 'Error fetching gallery', []);
    const albums = newestFirst(
      gallery.filter((item) => item.category === 'PhotoGallery'),
      (item) => item.date,
    ).map((item) => {
      const [cover] = item.attachments;
      return {
        id: item._id,
        title: item.title,
        school: item.school,
        date: item.date,
        photoCount: item.attachments.length,
        // The card's title names the album, so its cover is drawn with empty alt (album-grid.tsx).
        cover: cover ? uploadedPhoto(cover, '') : undefined,
      };
    });
    return {
      albums,
      // The page opens on the first tab (Junior), so on the newest year that tab has albums.
      defaultYear: newestYear(
        albums.filter((album) => album.school === schoolTabs[0]).map((album) => album.date),
        today.year,
      ),
    };
  },
});
