import { carouselSettings } from '@school/shared/carousel-settings';
import { Carousel } from '../../components/media/carousel';
import { photoSource } from '../../components/media/photo-source';
import type { AchievementView } from './home-views';
import styles from './achievements.module.css';

const slideSizes = '(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw';

/**
 * The home page's achievements carousel (spec section 2, item 9): the records
 * of category Achievement, or the three built-in samples when there are none
 * (the loader decides which; spec section 4).
 */
export function Achievements({ items }: { items: AchievementView[] }) {
  return (
    <Carousel
      label="Achievements"
      settings={carouselSettings.achievements}
      slides={items.map((item, index) => (
        <article key={index} className={styles.card}>
          <div className={styles.frame}>
            {item.photo && (
              <img
                {...photoSource(item.photo, slideSizes)}
                alt={item.photo.alt}
                loading="lazy"
                className={styles.photo}
              />
            )}
          </div>
          <h3 className={styles.title}>{item.title}</h3>
          {item.description && <p className={styles.description}>{item.description}</p>}
        </article>
      ))}
    />
  );
}
