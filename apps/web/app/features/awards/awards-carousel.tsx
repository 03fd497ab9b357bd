import { useMemo, useState } from 'react';
import { carouselSettings, type CarouselSettings } from '@school/shared/carousel-settings';
import { messages } from '@school/shared/messages';
import { Carousel } from '../../components/media/carousel';
import { Lightbox, viewPhotoLabel, type LightboxPhoto } from '../../components/media/lightbox';
import { photoSource, viewerPhoto } from '../../components/media/photo-source';
import type { galleryCategories } from '@school/shared/content-categories';
import type { PhotoView } from '../../blocks/live/uploaded-photo';
import styles from './awards-carousel.module.css';

export type AwardsCategory = Exclude<(typeof galleryCategories)[number], 'PhotoGallery'>;

export interface AwardView {
  id: string;
  title: string;
  photo: PhotoView;
}

/**
 * Each category's page, carousel and words (spec sections 2 and 9):
 * AwardsAchievement is the 'Making Us Proud' carousel of /awards-achievements
 * (a sports and awards carousel), SportsAwards the Media > Awards &
 * Achievements carousel of /sports-awards-acheivement.
 */
const categories: Record<
  AwardsCategory,
  { label: string; settings: CarouselSettings; loading: string; empty: string }
> = {
  AwardsAchievement: {
    label: 'Making Us Proud',
    settings: carouselSettings.sports,
    loading: messages.loadingImages,
    empty: messages.noAwardImages,
  },
  SportsAwards: {
    label: 'Awards and achievements',
    settings: carouselSettings.mediaAwards,
    loading: messages.loadingAwards,
    empty: messages.noSportsAwards,
  },
};

/** The `sizes` of a slide's picture: the screen's width shared among the slides shown at each width. */
export function slideSizes(settings: CarouselSettings): string {
  return Object.entries(settings.perView)
    .map(([width, perView]) => [Number(width), perView] as const)
    .sort(([a], [b]) => b - a)
    .map(([width, perView]) => {
      const share = `${Math.ceil(100 / perView)}vw`;
      return width === 0 ? share : `(min-width: ${width}px) ${share}`;
    })
    .join(', ');
}

/**
 * The award pictures of one category in a carousel, each with its title and
 * opening the image viewer. 'Loading...' words while they have not arrived
 * (a failed load leaves them so, as in the original), the category's own
 * message when there are none.
 */
export function AwardsCarousel({ category, awards }: { category: AwardsCategory; awards?: AwardView[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const { label, settings, loading, empty } = categories[category];
  // The same array for as long as the awards are the same, so the open viewer keeps its place.
  const slides = useMemo<LightboxPhoto[]>(
    () => (awards ?? []).map((award) => ({ ...viewerPhoto(award.photo), caption: award.title })),
    [awards],
  );

  if (!awards) {
    return (
      <p role="status" className={styles.message}>
        {loading}
      </p>
    );
  }
  if (awards.length === 0) return <p className={styles.message}>{empty}</p>;

  const sizes = slideSizes(settings);
  return (
    <>
      <Carousel
        label={label}
        settings={settings}
        slides={awards.map((award, index) => (
          <figure key={award.id} className={styles.award}>
            <button
              type="button"
              className={styles.open}
              aria-label={viewPhotoLabel(award.photo.alt || award.title, index, awards.length)}
              onClick={() => setOpen(index)}
            >
              <img
                {...photoSource(award.photo, sizes)}
                alt={award.photo.alt}
                loading={index < 3 ? 'eager' : 'lazy'}
                decoding="async"
                className={styles.photo}
              />
            </button>
            <figcaption className={styles.title}>{award.title}</figcaption>
          </figure>
        ))}
      />
      <Lightbox slides={slides} index={open} onClose={() => setOpen(null)} />
    </>
  );
}
