import { messages } from '@school/shared/messages';
import { notUploadedClass } from '../../site/documents-on-site';

/**
 * A document the site does not serve yet, where a link to it would be: its name, then "Not yet uploaded", as text.
 * A page's prose says the same in its HTML (blocks/page/document-links.ts), with the same class.
 */
export function NotUploaded({ label, className }: { label: string; className?: string }) {
  return (
    <span className={className}>
      {`${label} `}
      <span className={notUploadedClass}>{messages.notYetUploaded}</span>
    </span>
  );
}
