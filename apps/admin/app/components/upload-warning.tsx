/**
 * A file stored with something its sender should know (a PDF that is a scan, which screen readers cannot read):
 * said as a warning, neither an error nor a plain success, with the word "Warning" and not by colour alone. The
 * region is there from the start, empty, so that a screen reader announces the words when they arrive.
 */
import styles from './upload-warning.module.css';

export function UploadWarning({
  warning,
  about,
  className = '',
}: {
  warning: string | undefined;
  /** What the warning is about (the file's name, the document's title), for screen readers. */
  about: string;
  className?: string;
}) {
  return (
    <p role="status" className={`${styles.warning} ${className}`}>
      {warning && (
        <>
          <strong>Warning</strong>
          <span className="visually-hidden"> ({about})</span>: {warning}
        </>
      )}
    </p>
  );
}
