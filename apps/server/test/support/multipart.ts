/** A `multipart/form-data` request body, as a browser's FormData sends it, for `inject`. */
import type { FastifyInstance } from 'fastify';
import { sameSiteHeaders } from './console-requests';

export interface Part {
  field?: string;
  /** A file part has a name; a field part has none. */
  filename?: string;
  type?: string;
  data: Buffer | string;
}

export function multipartBody(parts: readonly Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.field ?? 'files'}"`
        : `form-data; name="${part.field ?? 'files'}"; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A multipart POST as the console's own pages send one: same site, with a session cookie (or none). */
export function postMultipart(
  app: FastifyInstance,
  url: string,
  parts: readonly Part[],
  { cookie, headers = {} }: { cookie?: string; headers?: Record<string, string> } = {},
) {
  const { payload, contentType } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...sameSiteHeaders(contentType, cookie), ...headers },
    payload,
  });
}
