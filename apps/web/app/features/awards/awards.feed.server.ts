/** `::live{feed="awards" category="..."}`: every picture of one kind of award, or "still loading" when unread. */
import type { ComponentProps } from 'react';
import { galleryCategories } from '@school/shared/content-categories';
import { defineFeed } from '../../blocks/live/define-feed.server';
import { uploadedPhoto } from '../../blocks/live/uploaded-photo';
import type { AwardsCarousel, AwardsCategory } from './awards-carousel';

const awardsCategories = galleryCategories.filter(
  (category): category is AwardsCategory => category !== 'PhotoGallery',
);

export default defineFeed<ComponentProps<typeof AwardsCarousel>, AwardsCategory>({
  categories: awardsCategories,
  async load({ source, category }) {
    try {
      const gallery = await source.list('gallery');
      return {
        category,
        awards: gallery
          .filter((item) => item.category === category)
          .flatMap((item) =>
            item.attachments.map((path, index) => ({
              id: `${item._id}-${index}`,
              title: item.title,
              photo: uploadedPhoto(path, item.title),
            })),
          ),
      };
    } catch (error) {
      // The carousel stays on its loading message, as the original does when its fetch fails.
      source.logError(`Error fetching ${category}`, error);
      return { category };
    }
  },
});
