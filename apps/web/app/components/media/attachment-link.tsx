import type { ReactNode } from 'react';
import styles from './attachment-link.module.css';

/**
 * A link to an item's attachment, opening in a new tab. Its visible content is
 * the word "Attachment" (a button-like link) or a paperclip, so its accessible
 * name says whose attachment it is: a page of news has many of them.
 */
export function AttachmentLink({
  href,
  title,
  className,
  children,
}: {
  href: string;
  title: string;
  /** Another look than the outlined "Attachment" button, such as a paperclip in a ticker. */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <a
      className={className ?? styles.button}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Attachment: ${title} (opens in a new tab)`}
    >
      {children ?? 'Attachment'}
    </a>
  );
}
