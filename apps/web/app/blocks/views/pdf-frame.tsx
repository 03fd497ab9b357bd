import { NotUploaded } from '../../components/layout/not-uploaded';
import styles from './pdf-frame.module.css';

/**
 * A PDF in a frame of the spec's height, its toolbar hidden, with the link that
 * opens it first. On a phone the frame shows a page at a text size of about
 * 5 px, so below 768 px the link is a full-width button met before the frame;
 * on wide screens the frame is what people read and the link stays a plain one.
 * A document the site does not serve yet (`missing`, blocks/page/document-links.ts)
 * is its title and "Not yet uploaded": no link, and no frame of a 404.
 */
export function PdfFrame({
  title,
  href,
  height,
  label,
  missing = false,
}: {
  title: string;
  href: string;
  height: number;
  label: string;
  missing?: boolean;
}) {
  if (missing) {
    return (
      <p className={styles.missing}>
        <NotUploaded label={title} />
      </p>
    );
  }
  return (
    <div className={styles.pdf}>
      <a className={styles.open} href={href} target="_blank" rel="noopener noreferrer">
        {label} (PDF)<span className="visually-hidden"> in a new tab</span>
      </a>
      <iframe className={styles.frame} src={`${href}#toolbar=0`} title={title} height={height} loading="lazy" />
    </div>
  );
}
