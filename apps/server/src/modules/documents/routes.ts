/**
 * `GET /documents/<key>.pdf`: the school's document as it is published now. Every page links a document by this
 * one address (asset-paths.ts, `documentHref`), so a file staff replace in the console's Documents is what the
 * next visitor opens, on every server, without any page changing. Browsers keep the file but ask again each time
 * (a 304 while it is the same); a document not on the site is a 404 that nothing keeps.
 */
import type { FastifyInstance } from 'fastify';
import { documentKeyOf, documentRoute } from '@school/shared/asset-paths';
import { notFound } from '../../http-errors';
import type { FileStore } from '../../storage/storage';
import type { ContentRepository } from '../content/repository';
import { sendStoredFile } from '../files/send-stored-file';
import { servedFile } from './served-file';

export interface DocumentRoutesOptions {
  content: Pick<ContentRepository, 'findByKey'>;
  uploads: FileStore;
}

export async function documentRoutes(app: FastifyInstance, { content, uploads }: DocumentRoutesOptions) {
  app.get<{ Params: { file: string } }>(documentRoute, async (request, reply) => {
    const key = documentKeyOf(request.params.file);
    const row = key ? await content.findByKey(request.school, 'document', key, new Date()) : undefined;
    const storagePath = row ? servedFile(row.attachments) : undefined;
    if (!row || !storagePath) {
      // It may be uploaded a minute from now.
      reply.header('Cache-Control', 'no-store');
      throw notFound('This document is not on the site.');
    }
    return sendStoredFile(request, reply, uploads, storagePath, {
      cacheControl: 'public, no-cache',
      pdfName: async () => `${row.title}.pdf`,
    });
  });
}
