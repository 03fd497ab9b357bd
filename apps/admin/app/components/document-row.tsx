/**
 * What a row of the Documents list shows beside the title: the address every page links the document by (opening
 * the file the site serves now), when it was last updated, which pages and menus link it, and Replace, which sends
 * one new PDF for it.
 *
 * Replace goes to the server's upload route (document-replace.ts), which decides by the staff member's role: on
 * the site at once, or into the draft for review. Like every upload of the console it needs JavaScript, to send the
 * file with the page's own cookie and show how far it has got.
 */
import { Fragment, useId, useState, type FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router';
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
import { Note } from './messages';
import { UploadWarning } from './upload-warning';
import styles from './document-row.module.css';
import { useHydrated } from './use-hydrated';

type Sending =
  | { state: 'idle' }
  | { state: 'sending'; sent: number }
  | { state: 'done'; message: string; warning?: string | undefined }
  | { state: 'failed'; message: string };

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
      const { message, warning } = reply.answer as ReplaceAnswer;
      setSending({ state: 'done', message, warning });
      void revalidator.revalidate();
    } else setSending({ state: 'failed', message: refusalOf(reply) });
  }

  return (
    <form className={styles.replace} onSubmit={(event) => void submit(event)} aria-busy={sending.state === 'sending'}>
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          Replace<span className="visually-hidden"> {item.heading}</span>
        </label>
        <input id={inputId} type="file" name={uploadField} accept={accept} required className={styles.input} />
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
      <UploadWarning
        warning={sending.state === 'done' ? sending.warning : undefined}
        about={item.heading}
        className={styles.answer}
      />
      <p role="alert" className={sending.state === 'failed' ? `${styles.answer} ${styles.failed}` : 'visually-hidden'}>
        {sending.state === 'failed' ? sending.message : ''}
      </p>
    </form>
  );
}

/** What Replace does, said once above the list. */
export function ReplaceNote({ mayPublish }: { mayPublish: boolean }) {
  return (
    <Note>
      {mayPublish
        ? 'Replace puts a new PDF on the site at once, at the same address, so every page links it. The file it replaces is kept among the document’s earlier versions, on its own screen.'
        : 'Replace sends a new PDF for review. The pages keep linking the current file until a publisher approves it.'}
      <noscript> Replace needs JavaScript; without it, open a document to see its files.</noscript>
    </Note>
  );
}

/** The pages whose text links the document, each opening its text, then the other places the site links it. */
function LinkedFrom({ pages, places }: { pages: NonNullable<KeyedSummary['linkedFrom']>; places: readonly string[] }) {
  if (pages.length === 0 && places.length === 0) return <>No page or menu links it yet</>;
  const named = [
    ...pages.map((page) => (
      <Link key={page.id} to={`/pages/${page.id}`}>
        {page.title}
      </Link>
    )),
    ...places.map((place) => <span key={place}>{place}</span>),
  ];
  return named.map((name, index) => (
    <Fragment key={name.key}>
      {index > 0 && ', '}
      {name}
    </Fragment>
  ));
}

/** The document's address, when it was last updated and where the site links it, under the row's title. */
export function DocumentFacts({
  item,
  timeZone,
  places = [],
}: {
  item: ItemSummary;
  timeZone: string;
  /** Where the site links it whatever the pages' texts say: a page that shows it by itself, a menu. */
  places?: readonly string[];
}) {
  if (!item.keyed) return null;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Address</dt>
        <dd>
          <DocumentAddress keyed={item.keyed} />
        </dd>
      </div>
      <div>
        <dt>Last updated</dt>
        <dd>{formatSchoolTime(item.updatedAt, timeZone)}</dd>
      </div>
      {item.keyed.linkedFrom && (
        <div>
          <dt>Linked from</dt>
          <dd>
            <LinkedFrom pages={item.keyed.linkedFrom} places={places} />
          </dd>
        </div>
      )}
    </dl>
  );
}

/** Replace, beside the row's title. */
export function DocumentReplace({ kind, item, mayPublish }: { kind: string; item: ItemSummary; mayPublish: boolean }) {
  return item.keyed ? <ReplaceForm kind={kind} item={item} keyed={item.keyed} mayPublish={mayPublish} /> : null;
}
