/**
 * Sends a file of the uploads store as it is: with an ETag a browser revalidates against, the caching the caller
 * decided on, and a PDF opened in the browser's own viewer under the name it is saved as.
 */
import { createHash } from 'node:crypto';
import contentDisposition from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pdfType } from '@school/shared/upload-rules';
import { matchesEtag } from '../../conditional-requests';
import { notFound } from '../../http-errors';
import type { FileStore } from '../../storage/storage';

/** An SVG opened on its own runs no script and loads nothing. */
const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const pathTag = (storagePath: string) => createHash('sha256').update(storagePath).digest('base64url').slice(0, 8);

export interface StoredFileReply {
  cacheControl: string;
  /** The name a PDF is saved under. */
  pdfName: () => Promise<string>;
}

export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  uploads: FileStore,
  storagePath: string,
  { cacheControl, pdfName }: StoredFileReply,
) {
  const file = await uploads.open(storagePath);
  if (!file) throw notFound('There is no file at this path.');
  // The path is part of the tag: one address may serve another file (a replaced document) of the same size and time.
  const etag = `"${file.size.toString(36)}-${file.modified.getTime().toString(36)}-${pathTag(storagePath)}"`;
  reply.header('ETag', etag).header('Last-Modified', file.modified.toUTCString()).header('Cache-Control', cacheControl);
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    file.stream.destroy();
    return reply.code(304).send();
  }
  if (file.contentType === 'image/svg+xml') reply.header('Content-Security-Policy', svgPolicy);
  if (file.contentType === pdfType) {
    reply.header('Content-Disposition', contentDisposition(await pdfName(), { type: 'inline' }));
  }
  return reply.type(file.contentType).header('Content-Length', file.size).send(file.stream);
}
