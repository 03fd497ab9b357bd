import prose from '../views/prose.module.css';
import styles from './rich-text.module.css';

/**
 * Stored formatted text (a view's `...Html` field) drawn as HTML: paragraphs,
 * bold, italic, lists and links, with the measure and spacing of the site's
 * own prose. Only HTML that rich-text.server.ts made safe in a loader may be
 * passed here.
 */
export function RichText({ html }: { html: string }) {
  return <div className={`${prose.prose} ${styles.richText}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
