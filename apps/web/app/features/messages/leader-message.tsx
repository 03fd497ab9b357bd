import { photoSource } from '../../components/media/photo-source';
import { RichText } from '../../live/rich-text';
import type { LeaderCategory, LeaderMessageView } from '../../live/shared-views';
import styles from './leader-message.module.css';

/** A leader's message on its own page, formatted (rich-text.server.ts made it safe). */
export interface LeaderMessagePageView extends Omit<LeaderMessageView, 'text'> {
  messageHtml: string;
}

/**
 * The Chairman's, Director's or Principal's message, from the stored record of
 * that category. When there is none (or it could not be read) the page keeps
 * its introduction and shows nothing more, as the spec's failed loads do.
 */
export function LeaderMessage({ category, message }: { category: LeaderCategory; message?: LeaderMessagePageView }) {
  if (!message) return null;
  return (
    <figure className={styles.message} aria-label={`${category}'s message`}>
      {message.photo && (
        <img
          {...photoSource(message.photo, '(min-width: 768px) 240px, 160px')}
          alt={message.photo.alt}
          width={240}
          height={240}
          decoding="async"
          className={styles.photo}
        />
      )}
      <blockquote className={styles.text}>
        <RichText html={message.messageHtml} />
      </blockquote>
      <figcaption className={styles.signature}>
        <strong>{message.name}</strong>
        {message.title && <span>{message.title}</span>}
      </figcaption>
    </figure>
  );
}
