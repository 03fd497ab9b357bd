import type { CarouselSettings } from '@school/shared/carousel-settings';
import type { PhotoGroupView } from '../../blocks/page/blocks';
import { Carousel } from './carousel';
import styles from './photo-carousel.module.css';

export function PhotoCarousel({ group, settings }: { group: PhotoGroupView; settings: CarouselSettings }) {
  return (
    <section aria-label={group.title ?? 'Photos'}>
      {group.title && <h3 className={styles.title}>{group.title}</h3>}
      <Carousel
        label={group.title ?? 'Photos'}
        settings={settings}
        slides={group.images.map((image, index) => (
          <img
            key={image.src}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading={index === 0 ? 'eager' : 'lazy'}
            className={styles.image}
            style={{ aspectRatio: `${image.width} / ${image.height}` }}
          />
        ))}
      />
    </section>
  );
}
