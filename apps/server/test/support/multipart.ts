/** A `multipart/form-data` request body, as a browser's FormData sends it, for `inject`. */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sameSiteHeaders } from './console-requests';

export interface Part {
  field?: string;
  /** A file part has a name; a field part has none. */
  filename?: string;
  type?: string;
  data: Buffer | string;
}

const newBoundary = () => `----test${Math.random().toString(16).slice(2)}`;

function partHead(boundary: string, part: Omit<Part, 'data'>): Buffer {
  const disposition =
    part.filename === undefined
      ? `form-data; name="${part.field ?? 'files'}"`
      : `form-data; name="${part.field ?? 'files'}"; filename="${part.filename}"`;
  const type = part.filename === undefined ? '' : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`;
  return Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`);
}

const contentTypeFor = (boundary: string) => `multipart/form-data; boundary=${boundary}`;

export function multipartBody(parts: readonly Part[]): { payload: Buffer; contentType: string } {
  const boundary = newBoundary();
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(partHead(boundary, part));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: contentTypeFor(boundary) };
}

const zeros = Buffer.alloc(1024 * 1024);

/** A part of a streamed body: its data, or as many zeros. */
export type StreamedPart = Part | (Omit<Part, 'data'> & { zeros: number });

/**
 * A multipart body made while it is read, so that hundreds of megabytes of zeros never sit in memory; it has no
 * length, as a body sent in chunks.
 */
export function streamedBody(parts: readonly StreamedPart[]) {
  const boundary = newBoundary();
  async function* body() {
    for (const part of parts) {
      yield partHead(boundary, part);
      if ('data' in part) yield Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data);
      else
        for (let left = part.zeros; left > 0; left -= zeros.length)
          yield zeros.subarray(0, Math.min(left, zeros.length));
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return { payload: Readable.from(body()), contentType: contentTypeFor(boundary) };
}

/** A multipart POST as the console's own pages send one: same site, with a session cookie (or none). */
export function postMultipart(
  app: FastifyInstance,
  url: string,
  parts: readonly Part[],
  { cookie, headers = {} }: { cookie?: string; headers?: Record<string, string> } = {},
) {
  return postBody(app, url, multipartBody(parts), { cookie, headers });
}

/** A POST of a body already made, such as `streamedBody`'s, as the console's own pages send one. */
export function postBody(
  app: FastifyInstance,
  url: string,
  { payload, contentType }: { payload: Buffer | Readable; contentType: string },
  { cookie, headers = {} }: { cookie?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...sameSiteHeaders(contentType, cookie), ...headers },
    payload,
  });
}
