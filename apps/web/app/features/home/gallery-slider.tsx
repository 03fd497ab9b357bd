import { Link } from 'react-router';
import { carouselSettings } from '@school/shared/carousel-settings';
import { Carousel } from '../../components/media/carousel';
import { photoSource } from '../../components/media/photo-source';
import type { GallerySlideView } from './home-views';
import styles from './gallery-slider.module.css';

/** The widths the slider shows a slide at: 4, 3, 2 or 1 to a row (carouselSettings.homeGallery). */
const slideSizes = '(min-width: 1025px) 25vw, (min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw';

/**
 * 'Special Moments' (spec section 2, item 7): the photo albums of the home
 * gallery, each slide the album's first photo and title, linking to the album.
 * Nothing when there are no albums (spec section 4).
 */
export function GallerySlider({ albums }: { albums: GallerySlideView[] }) {
  if (albums.length === 0) return null;
  return (
    <Carousel
      label="Special Moments"
      settings={carouselSettings.homeGallery}
      slides={albums.map((album) => (
        <Link key={album.href} to={album.href} className={styles.album}>
          <span className={styles.frame}>
            {album.photo && (
              <img {...photoSource(album.photo, slideSizes)} alt="" loading="lazy" className={styles.photo} />
            )}
          </span>
          <span className={styles.title}>{album.title}</span>
        </Link>
      ))}
    />
  );
}
