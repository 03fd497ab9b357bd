/**
 * What a row of the Documents list shows beside the title: the address every page links the document by (opening
 * the file the site serves now), when it was last updated, and Replace, which sends one new PDF for it.
 *
 * Replace goes to the server's upload route (document-replace.ts), which decides by the staff member's role: on
 * the site at once, or into the draft for review. Like every upload of the console it needs JavaScript, to send the
 * file with the page's own cookie and show how far it has got.
 */
import { useId, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { documentHref } from '@school/shared/asset-paths';
import type { ItemSummary, KeyedSummary } from '@school/shared/console-source';
import {
  documentReplacePath,
  replaceMessages,
  versionField,
  type ReplaceAnswer,
} from '@school/shared/document-replace';
import { formatSchoolTime } from '@school/shared/school-time';
import { acceptedTypes, largestFile, uploadField, uploadMessages } from '@school/shared/upload-rules';
import { postUpload } from '../forms/post-upload';
import styles from './document-row.module.css';
import { useHydrated } from './use-hydrated';

type Sending = { state: 'idle' } | { state: 'sending'; sent: number } | { state: 'done' | 'failed'; message: string };

/** The words of a refusal the route answered, or of a connection that failed. */
function refusalOf(reply: Awaited<ReturnType<typeof postUpload>>): string {
  const answer = reply?.answer as { error?: { message?: string } } | null | undefined;
  return answer?.error?.message ?? replaceMessages.failed;
}

const accept = Object.entries(acceptedTypes.document)
  .flatMap(([type, endings]) => [type, ...endings])
  .join(',');

/** Where the document is on the site, or why it is not. */
export function DocumentAddress({ keyed }: { keyed: KeyedSummary }) {
  const href = documentHref(keyed.key);
  if (keyed.served) {
    return (
      // The public site, outside this app: a plain link.
      <a href={href} target="_blank" rel="noopener" className={styles.address}>
        {href}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <span className={styles.missing}>
      <span className={styles.address}>{href}</span>
      <strong>{keyed.uploaded ? 'Not on the site yet' : 'Not yet uploaded'}</strong>
    </span>
  );
}

/** Replace: one PDF, sent with the version the list was drawn at. */
function ReplaceForm({
  kind,
  item,
  keyed,
  mayPublish,
}: {
  kind: string;
  item: ItemSummary;
  keyed: KeyedSummary;
  mayPublish: boolean;
}) {
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const revalidator = useRevalidator();
  // Sent by script only: before it runs (or without it) the button waits, so no file goes where it cannot be read.
  const hydrated = useHydrated();
  const inputId = useId();
  const hintId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = (form.elements.namedItem(uploadField) as HTMLInputElement).files?.[0];
    if (!file) return setSending({ state: 'failed', message: replaceMessages.chooseFile });
    if (file.size > largestFile('document', file.type)) {
      return setSending({ state: 'failed', message: uploadMessages.tooLarge('document') });
    }
    const body = new FormData();
    body.append(versionField, String(keyed.version));
    body.append(uploadField, file);
    setSending({ state: 'sending', sent: 0 });
    const reply = await postUpload(documentReplacePath(kind, item.id), body, (sent) =>
      setSending({ state: 'sending', sent }),
    );
    if (reply?.status === 200) {
      form.reset();
      setSending({ state: 'done', message: (reply.answer as ReplaceAnswer).message });
      void revalidator.revalidate();
    } else setSending({ state: 'failed', message: refusalOf(reply) });
  }

  return (
    <form className={styles.replace} onSubmit={(event) => void submit(event)} aria-busy={sending.state === 'sending'}>
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          Replace<span className="visually-hidden"> {item.heading}</span>
        </label>
        <input
          id={inputId}
          type="file"
          name={uploadField}
          accept={accept}
          required
          aria-describedby={hintId}
          className={styles.input}
        />
        <p id={hintId} className="hint">
          {mayPublish
            ? 'A PDF. It goes on the site at once; the current file is kept among the earlier versions.'
            : 'A PDF. It waits for a publisher’s review; the site keeps the current file until then.'}
        </p>
      </div>
      <button type="submit" className="button button-secondary" disabled={!hydrated || sending.state === 'sending'}>
        {mayPublish ? 'Upload and publish' : 'Upload for review'}
        <span className="visually-hidden"> {item.heading}</span>
      </button>
      {sending.state === 'sending' && (
        <progress
          max={100}
          value={Math.round(sending.sent * 100)}
          aria-label={`Sending ${item.heading}`}
          className={styles.progress}
        />
      )}
      {sending.state === 'done' && (
        <p role="status" className={`${styles.answer} ${styles.done}`}>
          {sending.message}
        </p>
      )}
      <p role="alert" className={sending.state === 'failed' ? `${styles.answer} ${styles.failed}` : 'visually-hidden'}>
        {sending.state === 'failed' ? sending.message : ''}
      </p>
    </form>
  );
}

/** The document's facts and its Replace form, under the row's title. */
export function DocumentRow({
  kind,
  item,
  timeZone,
  mayPublish,
}: {
  kind: string;
  item: ItemSummary;
  timeZone: string;
  mayPublish: boolean;
}) {
  const keyed = item.keyed;
  if (!keyed) return null;
  return (
    <div className={styles.document}>
      <dl className={styles.facts}>
        <div>
          <dt>Address</dt>
          <dd>
            <DocumentAddress keyed={keyed} />
          </dd>
        </div>
        <div>
          <dt>Last updated</dt>
          <dd>{formatSchoolTime(item.updatedAt, timeZone)}</dd>
        </div>
      </dl>
      <noscript>
        <p className="hint">Replace needs JavaScript. Open the document to see its file.</p>
      </noscript>
      <ReplaceForm kind={kind} item={item} keyed={keyed} mayPublish={mayPublish} />
    </div>
  );
}
