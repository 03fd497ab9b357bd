import styles from './pdf-frame.module.css';

/**
 * A PDF shown in a frame of the spec's height, with its toolbar hidden, and a
 * plain link for phones whose browsers cannot show PDFs inline.
 */
export function PdfFrame({ title, href, height }: { title: string; href: string; height: number }) {
  return (
    <figure className={styles.figure}>
      <iframe className={styles.frame} src={`${href}#toolbar=0`} title={title} height={height} loading="lazy" />
      <figcaption>
        <a href={href} target="_blank" rel="noopener noreferrer">
          Open {title} (PDF)<span className="visually-hidden"> in a new tab</span>
        </a>
      </figcaption>
    </figure>
  );
}
