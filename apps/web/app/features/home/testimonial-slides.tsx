import { carouselSettings } from '@school/shared/carousel-settings';
import { Carousel } from '../../components/media/carousel';
import { photoSource } from '../../components/media/photo-source';
import type { Picture, TestimonialSlideView } from './home-views';
import styles from './quote-slide.module.css';

/**
 * 'Stakeholders Speak' (spec section 2, item 6): the testimonials, newest
 * first, each with its author's photo (or the placeholder), the text as plain
 * text, and the author's name. Nothing when there are none.
 */
export function TestimonialSlides({ items, placeholder }: { items: TestimonialSlideView[]; placeholder: Picture }) {
  if (items.length === 0) return null;
  return (
    <Carousel
      label="Testimonials"
      settings={carouselSettings.generic}
      slides={items.map((item, index) => {
        const photo = item.photo ?? placeholder;
        return (
          <figure key={index} className={styles.slide}>
            <img
              {...photoSource(photo, '120px')}
              alt={photo.alt}
              width={120}
              height={120}
              loading="lazy"
              className={styles.photo}
            />
            <blockquote className={styles.text}>
              <p>{item.text}</p>
            </blockquote>
            <figcaption className={styles.name}>{item.name}</figcaption>
          </figure>
        );
      })}
    />
  );
}
