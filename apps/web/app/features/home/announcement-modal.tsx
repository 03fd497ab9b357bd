import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { photoSource } from '../../components/media/photo-source';
import { allSeenThisVisit, markSeenThisVisit } from './announcements-seen';
import { isExternalUrl, newTab } from './external-url';
import type { AnnouncementView } from './home-views';
import styles from './announcement-modal.module.css';

function openModal(dialog: HTMLDialogElement) {
  // showModal makes the rest of the page inert, keeps focus inside, closes on
  // Escape and gives focus back afterwards: the platform's own dialog handling.
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

/**
 * Where focus goes once the pop-up closes. The platform gives it back to what
 * had it before; but the pop-up opens by itself on load, when nothing had it,
 * and focus would fall to the page's body, so the next Tab would land far down
 * the page. Then it goes to the start of the main content instead.
 */
function focusAfterClosing(before: Element | null) {
  // Without scrolling: the page stays where the visitor left it, header in view.
  if (before instanceof HTMLElement && before !== document.body && before.isConnected) {
    before.focus({ preventScroll: true });
  } else document.getElementById('main')?.focus({ preventScroll: true });
}

function closeModal(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') dialog.close();
  else {
    dialog.removeAttribute('open');
    // What the platform's close() would announce.
    dialog.dispatchEvent(new Event('close'));
  }
}

/**
 * The home page's announcement pop-up (spec section 2, item 10, and section 4):
 * when there are announcements it opens by itself just after the page has hydrated,
 * as a modal `<dialog>` going through them one at a time. Each has its title,
 * image, description, an Attachment link and a Click Here link when it has
 * them. Close (or Escape) hides it. It opens once per visit: coming back to the home page in the same browser
 * session does not open it again, unless an announcement is new or changed since (announcements-seen.ts).
 */
export function AnnouncementModal({ announcements }: { announcements: AnnouncementView[] }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opened = useRef(false);
  const [index, setIndex] = useState(0);
  const titleId = useId();
  const count = announcements.length;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || count === 0 || opened.current || allSeenThisVisit(announcements)) return;
    // In a task of its own, after hydration's: opening a modal restyles the whole page (the rest becomes inert),
    // and within hydration's task the two made one long task on a slow phone.
    const timer = setTimeout(() => {
      opened.current = true;
      markSeenThisVisit(announcements);
      const before = document.activeElement;
      // Escape and the Close button both end in the dialog's close event.
      dialog.addEventListener('close', () => focusAfterClosing(before), { once: true });
      openModal(dialog);
    });
    return () => clearTimeout(timer);
  }, [announcements, count]);

  if (count === 0) return null;

  const shown = Math.min(index, count - 1);
  const current = announcements[shown]!;
  const step = (by: number) => setIndex((value) => (value + by + count) % count);
  const close = () => dialogRef.current && closeModal(dialogRef.current);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
  };

  return (
    // Left and right arrow keys move between announcements, as in the site's carousels.
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <div className={styles.top}>
        <p className={styles.kicker}>Announcements</p>
        <button type="button" className={styles.close} aria-label="Close announcements" onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>

      <article key={shown} className={styles.slide}>
        <h2 id={titleId} className={styles.title}>
          {current.title}
        </h2>
        {current.image && (
          <div className={styles.frame}>
            {/* Lazy: fetched when the pop-up opens, after hydration, so that on a slow connection it does not
                take the bandwidth and a connection from the banner and the page's stylesheets. */}
            <img
              {...photoSource(current.image, '(min-width: 40rem) 40rem, 100vw')}
              alt={current.image.alt}
              loading="lazy"
              className={styles.image}
            />
          </div>
        )}
        {current.description && <p className={styles.description}>{current.description}</p>}
        {(current.attachmentHref || current.url) && (
          <p className={styles.actions}>
            {current.attachmentHref && (
              <a href={current.attachmentHref} {...newTab} className={styles.button}>
                Attachment<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
            {current.url && (
              <a
                href={current.url}
                {...(isExternalUrl(current.url) ? newTab : {})}
                className={`${styles.button} ${styles.primary}`}
              >
                Click Here
                {isExternalUrl(current.url) && <span className="visually-hidden"> (opens in a new tab)</span>}
              </a>
            )}
          </p>
        )}
      </article>

      {count > 1 && (
        <div className={styles.nav}>
          <button type="button" className={styles.step} aria-label="Previous announcement" onClick={() => step(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <p className={styles.position} aria-live="polite">
            {index + 1} of {count}
          </p>
          <button type="button" className={styles.step} aria-label="Next announcement" onClick={() => step(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </dialog>
  );
}
