import styles from './video-embed.module.css';

/**
 * One video in an embedded player, 250 px high (spec section 9). YouTube
 * addresses are already in embed form (packages/shared/src/video-embed.ts);
 * the frame loads only when scrolled near, and shares no cookies before play.
 */
export function VideoEmbed({ title, embedUrl }: { title: string; embedUrl: string }) {
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
