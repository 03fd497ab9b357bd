import { photoSource } from '../../components/media/photo-source';
import type { TestimonialView } from '../../blocks/live/shared-views';
import styles from './testimonial-list.module.css';

/** The school's testimonials, newest first (the loader sorts them), each with its text, author and photo. */
export function TestimonialList({ items }: { items: TestimonialView[] }) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <figure className={styles.card}>
            {item.photo && (
              <img
                {...photoSource(item.photo, '96px')}
                alt={item.photo.alt}
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
                className={styles.photo}
              />
            )}
            <blockquote className={styles.text}>
              {item.text.split('\n\n').map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </blockquote>
            <figcaption className={styles.name}>{item.name}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
