/**
 * `POST /admin/upload/<kind>/<id>`: files for an item, sent by the console's
 * upload field as `multipart/form-data` (one file per request from the
 * console, so each shows its own progress; up to 200 from any other client).
 * Staff only, same-site only, like every change the console makes.
 *
 * An album, a leader's message, a testimonial and an achievement take photos;
 * news, events, circulars and the other kinds that link files take PDFs and
 * pictures (console-kinds.ts, `roleAccepts`). `?field=images` sends the
 * picture an event or an announcement keeps apart from its files.
 *
 * Each file gets its own answer: one of the wrong type, or damaged, is
 * refused without stopping the others; a PDF with no text in it (a scan) is
 * stored, with a warning that screen readers and search cannot read it. A
 * request that breaks a limit (a file too large, too many files) is refused
 * whole and stores nothing.
 *
 * `POST /admin/replace/documents/<id>` is Replace on the Documents list
 * (document-replace.ts): one PDF and the version the list was drawn at; the
 * publishing service puts it on the site or asks for review, by role.
 */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import {
  asFileColumn,
  findConsoleKind,
  roleAccepts,
  type ConsoleKindSlug,
  consoleUploadRoute,
} from '@school/shared/console-kinds';
import { consoleMessages } from '@school/shared/console-messages';
import {
  documentReplaceRoute,
  replaceMessages,
  versionField,
  type ReplaceAnswer,
} from '@school/shared/document-replace';
import { isLive } from '@school/shared/content-lifecycle';
import { may } from '@school/shared/staff-permissions';
import { pdfType, uploadMessages, type UploadResult } from '@school/shared/upload-rules';
import type { Db } from '../db/database';
import { HttpError, statusCodes } from '../http-errors';
import { pdfWarning } from '../modules/files/check-upload';
import { receiveUploads } from '../modules/files/receive-uploads';
import type { FilesService } from '../modules/files/service';
import type { PublishingService } from '../modules/publishing/service';
import { isSameOrigin } from './console';
import { staffOnlyAnswer, type StaffGate } from './console-requests';

export interface ConsoleUploadsOptions {
  db: Db;
  files: FilesService;
  publishing: PublishingService;
  staff: StaffGate;
  /** Where a change must come from (config.ts `consoleOrigins`). */
  origins: readonly string[];
}

export async function consoleUploads(
  app: FastifyInstance,
  { db, files, publishing, staff, origins }: ConsoleUploadsOptions,
) {
  // Limits are set per request in receiveUploads; here only what no request may exceed.
  await app.register(multipart, { limits: { fieldNameSize: 100, headerPairs: 50 }, throwFileSizeLimit: true });

  app.post<{ Params: { kind: string; id: string }; Querystring: { field?: string } }>(
    consoleUploadRoute,
    async (request, reply) => {
      staffOnlyAnswer(reply);
      if (!isSameOrigin(request, origins)) throw new HttpError(403, 'forbidden', consoleMessages.otherSite);
      const member = await staff.require(request);
      const kind = findConsoleKind(request.params.kind);
      const column = asFileColumn(request.query.field ?? 'attachments');
      const field = kind && column ? kind[column] : undefined;
      if (!kind || !field) throw new HttpError(404, 'not_found', consoleMessages.noAttachments);
      if (!may(member.role, 'content.edit')) throw new HttpError(403, 'forbidden', consoleMessages.notAllowed);
      const staffConsole = publishing.forStaff(member, request.id);
      const item = await staffConsole.item(kind.slug as ConsoleKindSlug, request.params.id);
      // Checked before the files are read, so nobody waits for minutes of upload to hear this.
      if (!item) throw new HttpError(404, 'not_found', consoleMessages.notFound);
      if (item.deletedAt) throw new HttpError(409, 'conflict', consoleMessages.notNow);

      const accepts = roleAccepts[field.role];
      const received = await receiveUploads(request, { kind: accepts, tempDir: files.tempDir });
      const results: UploadResult[] = [];
      const refusals = new Set<number>();
      try {
        for (const file of received.files) {
          const stored = await files.store(db, member.schoolCode, member.id, file, accepts);
          if (!stored.ok) {
            refusals.add(stored.status);
            results.push({ name: file.name, ok: false, message: stored.message });
            continue;
          }
          const attached = await staffConsole.attachFile(kind.slug, item.id, stored.value, column);
          // Read from the upload's own bytes, so a file sent before (stored once) is warned about again.
          const warning =
            attached.ok && stored.value.row.content_type === pdfType ? await pdfWarning(file.tempPath) : undefined;
          results.push(
            attached.ok
              ? {
                  name: file.name,
                  ok: true,
                  path: stored.value.row.storage_path,
                  message: !attached.value.added
                    ? uploadMessages.alreadyThere(accepts)
                    : isLive(item.status)
                      ? uploadMessages.uploadedToDraft
                      : uploadMessages.uploaded,
                  ...(warning && { warning }),
                }
              : { name: file.name, ok: false, message: attached.message },
          );
          if (!attached.ok) refusals.add(attached.status);
        }
      } finally {
        await received.discard();
      }
      // Some stored, some refused: 200, each with its own answer. None stored: the request failed, with
      // the refusal's own status when there was one kind of refusal (415 for a file of the wrong type).
      const allRefused = results.every((result) => !result.ok);
      const status = !allRefused ? 200 : refusals.size === 1 ? [...refusals][0]! : 400;
      return reply.status(status).send({ files: results });
    },
  );

  app.post<{ Params: { kind: string; id: string } }>(documentReplaceRoute, async (request, reply) => {
    staffOnlyAnswer(reply);
    if (!isSameOrigin(request, origins)) throw new HttpError(403, 'forbidden', consoleMessages.otherSite);
    const member = await staff.require(request);
    const kind = findConsoleKind(request.params.kind);
    if (kind?.attachments?.role !== 'document') throw new HttpError(404, 'not_found', consoleMessages.noAttachments);
    if (!may(member.role, 'content.edit')) throw new HttpError(403, 'forbidden', consoleMessages.notAllowed);
    const staffConsole = publishing.forStaff(member, request.id);
    const item = await staffConsole.item(kind.slug as ConsoleKindSlug, request.params.id);
    // Checked before the file is read, so nobody waits for a 40 MB upload to hear this.
    if (!item) throw new HttpError(404, 'not_found', consoleMessages.notFound);
    if (item.deletedAt) throw new HttpError(409, 'conflict', consoleMessages.notNow);

    const received = await receiveUploads(request, { kind: 'document', tempDir: files.tempDir, maxFiles: 1 });
    try {
      const version = Number(received.fields[versionField]);
      if (!Number.isInteger(version)) throw new HttpError(400, 'bad_request', replaceMessages.noVersion);
      const stored = await files.store(db, member.schoolCode, member.id, received.files[0]!, 'document');
      if (!stored.ok) throw new HttpError(stored.status, statusCodes[stored.status] ?? 'bad_request', stored.message);
      const replaced = await staffConsole.replaceFile(kind.slug, item.id, stored.value, version);
      if (!replaced.ok) {
        throw new HttpError(replaced.status, statusCodes[replaced.status] ?? 'bad_request', replaced.message);
      }
      const warning = await pdfWarning(received.files[0]!.tempPath);
      const answer: ReplaceAnswer = {
        result: replaced.value,
        message: replaceMessages[replaced.value],
        ...(warning && { warning }),
      };
      return answer;
    } finally {
      await received.discard();
    }
  });
}
