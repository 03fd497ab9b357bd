/**
 * What the certificate screens share to send files. Uploads go to the
 * server's Fastify routes (certificateUploadRoutes), not to React Router's
 * actions, which would hold whole files in memory: the page sends the form
 * with postUpload, so a long import shows how far it has got, and the
 * route's JSON answer comes back here. A refusal's
 * messages go to the form's fields (Conform) or to the import's report.
 */
import { useState } from 'react';
import { certificateWords, type CertificateUploadRefusal } from '@school/shared/certificates';
import { acceptedTypes, uploadMessages } from '@school/shared/upload-rules';
import { refusalReply, type FormReply } from '../forms/form-reply';
import { postUpload } from '../forms/post-upload';
import styles from './certificate-upload.module.css';

export type UploadAnswer<T> = { ok: true; value: T } | { ok: false; refusal: CertificateUploadRefusal };

/** The connection failed, or something other than the route answered. */
const failed: CertificateUploadRefusal = { error: { code: 'failed', message: uploadMessages.failed } };

async function post<T>(url: string, body: FormData, onProgress: (sent: number) => void): Promise<UploadAnswer<T>> {
  const reply = await postUpload(url, body, onProgress);
  if (!reply) return { ok: false, refusal: failed };
  const { status, answer } = reply;
  if (status >= 200 && status < 300 && answer !== null) return { ok: true, value: answer as T };
  if (typeof answer === 'object' && answer !== null && 'error' in answer) {
    return { ok: false, refusal: answer as CertificateUploadRefusal };
  }
  return { ok: false, refusal: failed };
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
