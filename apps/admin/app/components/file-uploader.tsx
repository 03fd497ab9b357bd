/**
 * The file field of an item that takes files (an album's Photos, a news
 * item's Files): choose files or drop them here, and each is sent on its own
 * (three at a time), so each shows its own progress and its own answer, and
 * one that fails does not stop the others. A file that is too large is
 * refused here before it is sent; everything else is checked by the server.
 * Sending a file again is safe: the server stores it once. A file stored
 * with a warning (a PDF that is a scan, which screen readers cannot read)
 * shows it under its row, in a status region, so a screen reader says it too.
 */
import { useId, useRef, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useRevalidator } from 'react-router';
import {
  acceptedTypes,
  largestFile,
  pdfType,
  uploadField,
  uploadMessages,
  type AttachmentKind,
  type UploadResult,
} from '@school/shared/upload-rules';
import {
  newFileGoesFirst,
  roleAccepts,
  type AttachmentRole,
  type FileColumn,
  consoleUploadPath,
} from '@school/shared/console-kinds';
import { attachmentWords } from '../attachment-words';
import { postUpload } from '../forms/post-upload';
import { UploadWarning } from './upload-warning';
import styles from './file-uploader.module.css';

type Status =
  | { state: 'waiting' | 'sending'; sent: number }
  | { state: 'done'; message: string; warning?: string }
  /** `retry`: the file may go through if sent again (the connection failed, or it arrived cut off). */
  | { state: 'failed'; message: string; retry: boolean };

interface Entry {
  key: string;
  file: File;
  status: Status;
}

/** Files sent at once: enough to fill a phone's connection, few enough that each shows steady progress. */
const sendingAtOnce = 3;

/** Sends one file and reports its progress; answers the server's word on it. */
async function send(url: string, file: File, onProgress: (sent: number) => void) {
  const form = new FormData();
  form.append(uploadField, file);
  const reply = await postUpload(url, form, onProgress);
  const body = reply?.answer as { files?: UploadResult[]; error?: { message: string } } | null | undefined;
  const result = body?.files?.[0];
  if (result) return { ok: result.ok, message: result.message, warning: result.ok ? result.warning : undefined };
  return { ok: false, message: body?.error?.message ?? uploadMessages.failed, warning: undefined };
}

/** A file's progress while it is sent, then the server's word on it. */
function FileStatus({ entry: { file, status }, onRetry }: { entry: Entry; onRetry: () => void }) {
  switch (status.state) {
    case 'waiting':
    case 'sending':
      return (
        <span
          role="progressbar"
          aria-label={file.name}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(status.sent * 100)}
          className={styles.bar}
        >
          <span style={{ width: `${Math.round(status.sent * 100)}%` }} />
        </span>
      );
    case 'done':
      return <span className={styles.done}>{status.message}</span>;
    case 'failed':
      return (
        <span className={styles.failed}>
          {status.message}{' '}
          {status.retry && (
            <button type="button" className={`button button-secondary ${styles.retry}`} onClick={onRetry}>
              Try again<span className="visually-hidden"> {file.name}</span>
            </button>
          )}
        </span>
      );
  }
}

/** What the browser can tell before sending: a file too large for its declared type. */
function tooLarge(accepts: AttachmentKind, file: File): string | undefined {
  if (file.size <= largestFile(accepts, file.type)) return undefined;
  return accepts === 'file' && file.type === pdfType
    ? uploadMessages.pdfTooLarge('file')
    : uploadMessages.tooLarge(accepts);
}

/** Answers worth sending again: the connection failed, or the file arrived cut off. */
const retryable = new Set<string>([uploadMessages.failed, uploadMessages.unreadable, uploadMessages.unreadablePdf]);

export function FileUploader({
  kind,
  column,
  role,
  itemId,
  label,
}: {
  kind: string;
  column: FileColumn;
  role: AttachmentRole;
  itemId: string;
  label: string;
}) {
  const words = attachmentWords[role];
  const accepts = roleAccepts[role];
  const [entries, setEntries] = useState<Entry[]>([]);
  const revalidator = useRevalidator();
  const hintId = useId();
  const inputId = useId();
  const sending = useRef(0);
  const url = consoleUploadPath(kind, itemId, column);

  const update = (key: string, status: Status) =>
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, status } : entry)));

  /** Files waiting their turn, oldest first. */
  const queue = useRef<Entry[]>([]);

  /** Sends waiting files while fewer than `sendingAtOnce` are on their way. */
  function pump() {
    while (sending.current < sendingAtOnce && queue.current.length > 0) {
      const entry = queue.current.shift()!;
      sending.current += 1;
      update(entry.key, { state: 'sending', sent: 0 });
      void send(url, entry.file, (sent) => update(entry.key, { state: 'sending', sent })).then((answer) => {
        sending.current -= 1;
        update(
          entry.key,
          answer.ok
            ? { state: 'done', message: answer.message, warning: answer.warning }
            : {
                state: 'failed',
                message: answer.message,
                retry: retryable.has(answer.message),
              },
        );
        pump();
        // The list shows the new files once the last one has its answer.
        if (sending.current === 0 && queue.current.length === 0) void revalidator.revalidate();
      });
    }
  }

  function enqueue(added: Entry[]) {
    queue.current.push(...added.filter((entry) => entry.status.state === 'waiting'));
    pump();
  }

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: acceptedTypes[accepts],
    multiple: !newFileGoesFirst(role),
    noClick: true,
    noKeyboard: true,
    onDrop(accepted, rejected) {
      const added: Entry[] = [
        ...accepted.map((file) => {
          const refusal = tooLarge(accepts, file);
          return {
            key: crypto.randomUUID(),
            file,
            status: refusal
              ? ({ state: 'failed', message: refusal, retry: false } as const)
              : ({ state: 'waiting', sent: 0 } as const),
          };
        }),
        ...rejected.map(({ file, errors }) => ({
          key: crypto.randomUUID(),
          file,
          status: {
            state: 'failed',
            message: (errors.some((error) => error.code === 'too-many-files') && words.oneAtATime) || words.wrongType,
            retry: false,
          } as const,
        })),
      ];
      setEntries((current) => [...current.filter((entry) => entry.status.state !== 'done'), ...added]);
      enqueue(added);
    },
  });

  function retry(entry: Entry) {
    const again = { ...entry, status: { state: 'waiting', sent: 0 } as const };
    update(entry.key, again.status);
    enqueue([again]);
  }

  return (
    <div className={styles.uploader}>
      <div {...getRootProps({ className: `${styles.dropZone} ${isDragActive ? styles.dragging : ''}` })}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        <p id={hintId} className="hint">
          {words.dropHint}
        </p>
        <input {...getInputProps({ id: inputId, 'aria-label': undefined, 'aria-describedby': hintId })} />
        <button type="button" className="button button-secondary" onClick={open}>
          {words.choose}
        </button>
      </div>
      {entries.length > 0 && (
        <ul className={styles.files} aria-label={words.uploading}>
          {entries.map((entry) => (
            <li key={entry.key} className={styles.file}>
              <span className={styles.fileName}>{entry.file.name}</span>
              <FileStatus entry={entry} onRetry={() => retry(entry)} />
              <UploadWarning
                warning={entry.status.state === 'done' ? entry.status.warning : undefined}
                about={entry.file.name}
                className={styles.warning}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
