/**
 * What the certificate screens share to send files. Uploads go to the
 * server's Fastify routes (certificateUploadRoutes), not to React Router's
 * actions, which would hold whole files in memory: the page sends the form
 * with the staff member's cookie by XMLHttpRequest, so a long import shows
 * how far it has got, and the route's JSON answer comes back here. A refusal's
 * messages go to the form's fields (Conform) or to the import's report.
 */
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { useState } from 'react';
import { certificateWords, type CertificateUploadRefusal } from '@school/shared/certificates';
import { acceptedTypes, uploadMessages } from '@school/shared/upload-rules';
import { refusalReply, type FormReply } from '../forms/form-reply';
import styles from './certificate-upload.module.css';

export type UploadAnswer<T> = { ok: true; value: T } | { ok: false; refusal: CertificateUploadRefusal };

/** The connection failed, or something other than the route answered. */
const failed: CertificateUploadRefusal = { error: { code: 'failed', message: uploadMessages.failed } };

function post<T>(url: string, body: FormData, onProgress: (sent: number) => void): Promise<UploadAnswer<T>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = request.response as unknown;
      if (request.status >= 200 && request.status < 300 && answer !== null) {
        resolve({ ok: true, value: answer as T });
      } else if (typeof answer === 'object' && answer !== null && 'error' in answer) {
        resolve({ ok: false, refusal: answer as CertificateUploadRefusal });
      } else {
        resolve({ ok: false, refusal: failed });
      }
    };
    request.onerror = () => resolve({ ok: false, refusal: failed });
    request.send(body);
  });
}

/** Sends forms to one upload route; `sent` is null while nothing is on its way, else the part sent (0 to 1). */
export function useUpload<T>(url: string) {
  const [sent, setSent] = useState<number | null>(null);
  async function send(body: FormData): Promise<UploadAnswer<T>> {
    setSent(0);
    try {
      return await post<T>(url, body, setSent);
    } finally {
      setSent(null);
    }
  }
  return { sent, send };
}

/** How far the files have got; once all are sent, what the server is doing with them. */
export function UploadProgress({ sent, checking }: { sent: number | null; checking: string }) {
  if (sent === null) return null;
  const percent = Math.round(sent * 100);
  return (
    <div className={styles.progress}>
      <progress max={100} value={percent} aria-label="Upload progress" className={styles.bar} />
      <p role="status" className={styles.progressText}>
        {sent < 1 ? `Sending the files… ${percent}%` : checking}
      </p>
    </div>
  );
}

/** What a file field offers to choose: the types and endings of a kind of upload (the server reads the content). */
export function acceptOf(types: Record<string, string[]>): string {
  return Object.entries(types)
    .flatMap(([type, endings]) => [type, ...endings])
    .join(',');
}

export const scanAccept = acceptOf(acceptedTypes.scan);
export const csvAccept = acceptOf({ 'text/csv': ['.csv'] });

/** A labelled file field fed by Conform, with its hint and its error tied to it. */
export function FileField({
  meta,
  label,
  hint,
  accept,
  multiple = false,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  hint: string;
  accept: string;
  multiple?: boolean;
}) {
  const hintId = `${meta.id}-hint`;
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <p id={hintId} className="hint">
        {hint}
      </p>
      <input
        {...getInputProps(meta, { type: 'file', ariaDescribedBy: hintId })}
        accept={accept}
        multiple={multiple || undefined}
        className={styles.file}
      />
      {meta.errors?.length ? (
        <p id={meta.errorId} className="field-error">
          {meta.errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/** A refused upload as Conform reads it: the message above the form, the fields' own messages, what was typed. */
export function uploadReply(refusal: CertificateUploadRefusal, form: FormData): FormReply {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') values[name] = value;
  return refusalReply(
    { message: refusal.error.message, ...(refusal.fields ? { fieldErrors: refusal.fields } : {}) },
    values,
  );
}

/** Shown where the upload screens cannot work: they send files with JavaScript. */
export function NeedsJavaScript() {
  return (
    <noscript>
      <p className="message message-note">{certificateWords.needsJavaScript}</p>
    </noscript>
  );
}
