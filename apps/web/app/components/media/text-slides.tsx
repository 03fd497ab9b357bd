import { carouselSettings } from '@school/shared/carousel-settings';
import { Prose } from '../../blocks/views/prose';
import { Carousel } from './carousel';
import styles from './text-slides.module.css';

/**
 * A box of text slides under its title, such as the "Latest News" box of
 * /sports-DPS (spec section 2): the generic slider, one slide at a time, each
 * slide a short story that starts with its heading.
 */
export function TextSlides({ title, slides }: { title: string; slides: string[] }) {
  return (
    <div className={styles.box}>
      <h2 className={styles.title}>{title}</h2>
      <Carousel
        label={title}
        settings={carouselSettings.generic}
        slides={slides.map((html) => (
          <Prose key={html} html={html} />
        ))}
      />
    </div>
  );
}
