import { noLeaderMessage } from '@school/shared/messages';
import { photoSource } from '../../components/media/photo-source';
import { RichText } from '../../blocks/live/rich-text';
import type { LeaderCategory, LeaderMessageView } from '../../blocks/live/shared-views';
import type { PhotoView } from '../../blocks/live/uploaded-photo';
import styles from './leader-message.module.css';

/** A leader's message on its own page, formatted (rich-text.server.ts made it safe). */
export interface LeaderMessagePageView extends Omit<LeaderMessageView, 'text'> {
  messageHtml: string;
}

/** The stored message, or, when none is stored (or it could not be read), the placeholder photo to show instead. */
type LeaderMessageProps =
  | { category: LeaderCategory; message: LeaderMessagePageView; placeholder?: undefined }
  | { category: LeaderCategory; message?: undefined; placeholder: PhotoView };

/**
 * The Chairman's, Director's or Principal's message, from the stored record of
 * that category. The page's introduction promises the message below it, so
 * without one the page says plainly that it is still to come, beside the
 * spec's 400x400 placeholder photo.
 */
export function LeaderMessage({ category, message, placeholder }: LeaderMessageProps) {
  const photo = message ? message.photo : placeholder;
  return (
    <figure className={styles.message} aria-label={`${category}'s message`}>
      {photo && (
        <img
          {...photoSource(photo, '(min-width: 768px) 240px, 160px')}
          alt={photo.alt}
          width={240}
          height={240}
          decoding="async"
          className={styles.photo}
        />
      )}
      {message ? (
        <>
          <blockquote className={styles.text}>
            <RichText html={message.messageHtml} />
          </blockquote>
          <figcaption className={styles.signature}>
            <strong>{message.name}</strong>
            {message.title && <span>{message.title}</span>}
          </figcaption>
        </>
      ) : (
        <p className={styles.text}>{noLeaderMessage(category)}</p>
      )}
    </figure>
  );
}
