import { useState } from 'react';
import type { PhotoGroupView } from '../page/blocks';
import { Lightbox, viewPhotoLabel } from '../../components/media/lightbox';
import styles from './photo-grid.module.css';

/**
 * A group of photos in boxes of fixed shape, so nothing moves while they load.
 * Each photo opens the image viewer there, with the whole group as its slides.
 * An animated group's pictures rise into place one after another when shown.
 */
export function PhotoGrid({ group }: { group: PhotoGroupView }) {
  const [open, setOpen] = useState<number | null>(null);
  const single = group.images.length === 1;
  return (
    <section className={styles.group} aria-label={group.title ?? 'Photos'}>
      {group.title && <h3 className={styles.title}>{group.title}</h3>}
      <ul className={`${single ? styles.single : styles.grid} ${group.animated ? styles.animated : ''}`}>
        {group.images.map((image, index) => (
          <li key={image.src}>
            <button
              type="button"
              className={styles.open}
              aria-label={viewPhotoLabel(image.alt, index, group.images.length)}
              onClick={() => setOpen(index)}
            >
              <img
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                className={styles.image}
                style={{ aspectRatio: `${image.width} / ${image.height}` }}
              />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox slides={group.images} index={open} onClose={() => setOpen(null)} />
    </section>
  );
}
