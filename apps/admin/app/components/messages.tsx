import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { doneMessage } from '../done-messages';

/**
 * The form-level answer when something was refused: announced at once, and scrolled into sight, since on a phone
 * the button that was pressed is often a screen below it. Focus stays where it was.
 */
export function ErrorMessage({ message, id }: { message: string | undefined; id?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [message]);
  return (
    <p role="alert" id={id} ref={ref} className={message ? 'message message-error' : 'visually-hidden'}>
      {message}
    </p>
  );
}

/**
 * What the last change did (`?done=`), said once after the redirect. Focus
 * moves to it, so someone using the keyboard or a screen reader hears it and
 * carries on from here rather than from the top of the page.
 */
export function DoneMessage() {
  const [searchParams] = useSearchParams();
  const { key } = useLocation();
  const message = doneMessage(searchParams.get('done'));
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message, key]);
  if (!message) return null;
  return (
    <p role="status" ref={ref} tabIndex={-1} className="message message-success">
      {message}
    </p>
  );
}

/** Something worth knowing about the page, in a calm box. */
export function Note({ children }: { children: ReactNode }) {
  return <p className="message message-note">{children}</p>;
}
