import type { PhotoGroupView } from '../../content/blocks';
import styles from './photo-grid.module.css';

/** A group of photos in boxes of fixed shape, so nothing moves while they load. */
export function PhotoGrid({ group }: { group: PhotoGroupView }) {
  const single = group.images.length === 1;
  return (
    <section className={styles.group} aria-label={group.title ?? 'Photos'}>
      {group.title && <h3 className={styles.title}>{group.title}</h3>}
      <ul className={single ? styles.single : styles.grid}>
        {group.images.map((image) => (
          <li key={image.src}>
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
          </li>
        ))}
      </ul>
    </section>
  );
}
