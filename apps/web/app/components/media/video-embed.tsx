import { isYouTubePlayer } from '@school/shared/video-embed';
import styles from './video-embed.module.css';

/**
 * One video, 250 px high (spec section 9). YouTube addresses, already in embed
 * form (packages/shared/src/video-embed.ts), play in YouTube's player, which
 * loads only when scrolled near. Any other address is used as given: as a
 * link that opens it, since the page may frame no other site.
 */
export function VideoEmbed({ title, embedUrl }: { title: string; embedUrl: string }) {
  if (!isYouTubePlayer(embedUrl)) {
    return (
      <a className={`${styles.player} ${styles.link}`} href={embedUrl} target="_blank" rel="noopener noreferrer">
        <span aria-hidden="true" className={styles.play}>
          ▶
        </span>
        Watch “{title}”<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <iframe
      className={styles.player}
      src={embedUrl}
      title={title}
      height={250}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
      allowFullScreen
    />
  );
}
