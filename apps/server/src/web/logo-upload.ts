/**
 * `POST /admin/school-logo`: the school's logo, sent from Settings → School profile as `multipart/form-data` with
 * one file (`logo`) and the version of the profile the form was opened at (`version`). Admins only
 * (`profile.manage`), from this site only; the session and role are checked before any file is read.
 *
 * The file is an SVG or a PNG by its content (check-logo.ts: an SVG is sanitised, a PNG encoded again), stored
 * under a content-hashed name, and set in the profile through the profile service: the version guard, an audit
 * entry in the same transaction, and the `profile` change that drops every cached page. A refused file changes
 * nothing and leaves nothing stored; a replaced logo's file is removed.
 *
 * The Settings form is a plain HTML form, so it works without JavaScript: a browser's form post (it accepts
 * text/html) is answered with a redirect back to Settings, saying what happened (`?done=logo`) or why the file was
 * refused (`?logo=<reason>`). Any other client gets JSON: the logo, or the API error shape.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consoleMessages } from '@school/shared/console-messages';
import { logoFields, logoLimits, logoMessages, logoUploadRoute, type SchoolLogo } from '@school/shared/school-logo';
import { may } from '@school/shared/staff-permissions';
import { uploadMessages } from '@school/shared/upload-rules';
import { HttpError, statusCodes } from '../http-errors';
import { receiveUploads, type ReceivedUpload } from '../modules/files/receive-uploads';
import { checkLogo } from '../modules/schools/check-logo';
import { storeLogo } from '../modules/schools/logo-files';
import type { ProfileService } from '../modules/schools/profile-service';
import type { FileStore } from '../storage/storage';
import { isSameOrigin } from './console';
import { staffOnlyAnswer, type StaffGate } from './console-requests';

export interface LogoUploadOptions {
  profiles: Pick<ProfileService, 'saveLogo' | 'read'>;
  uploads: FileStore;
  staff: StaffGate;
  /** Where uploads wait while they are checked. */
  tempDir: string;
  /** Where a change must come from (config.ts `consoleOrigins`). */
  origins: readonly string[];
}

/** What the route answers a client that is not a page: the logo as the profile now keeps it. */
export interface LogoSaved {
  logo: SchoolLogo;
  version: number;
}

/** Room for the multipart framing and the version field around a file at the limit. */
const framingBytes = 16 * 1024;

/** The reason a refusal's words stand for, so a page can be sent back with it (`?logo=<reason>`). */
type LogoReason = keyof typeof logoMessages;
const reasonOf = (message: string): LogoReason | undefined =>
  (Object.keys(logoMessages) as LogoReason[]).find((reason) => logoMessages[reason] === message);

const settingsPage = '/admin/settings';

export async function logoUpload(
  app: FastifyInstance,
  { profiles, uploads, staff, tempDir, origins }: LogoUploadOptions,
) {
  // Limits are set per request in receiveUploads; here only what no request may exceed.
  await app.register(multipart, { limits: { fieldNameSize: 100, headerPairs: 50 }, throwFileSizeLimit: true });

  /** The file off the wire, with the parser's limits put in a logo's words. */
  async function receive(request: FastifyRequest): Promise<ReceivedUpload> {
    if (Number(request.headers['content-length'] ?? 0) > logoLimits.bytes + framingBytes) {
      throw new HttpError(413, 'payload_too_large', logoMessages.tooLarge);
    }
    try {
      // A photo's limits bound what arrives (a body sent in chunks has no length to check first); checkLogo holds
      // the file to a logo's size.
      return await receiveUploads(request, { kind: 'photo', tempDir, maxFiles: 1, fileFields: [logoFields.file] });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.message === uploadMessages.noFiles) throw new HttpError(400, 'bad_request', logoMessages.noFile);
      if (error.message === uploadMessages.tooMany) throw new HttpError(413, 'payload_too_large', logoMessages.oneFile);
      if (error.statusCode === 413) throw new HttpError(413, 'payload_too_large', logoMessages.tooLarge);
      throw error;
    }
  }

  app.post(logoUploadRoute, async (request, reply) => {
    staffOnlyAnswer(reply);
    const asPage = (request.headers.accept ?? '').includes('text/html');
    if (!isSameOrigin(request, origins)) throw new HttpError(403, 'forbidden', consoleMessages.otherSite);
    const member = await staff.require(request);
    if (!may(member.role, 'profile.manage')) throw new HttpError(403, 'forbidden', consoleMessages.notAllowed);

    try {
      const saved = await upload(request, member);
      if (asPage) return reply.redirect(`${settingsPage}?done=logo`, 303);
      return reply.send(saved);
    } catch (error) {
      const reason = error instanceof HttpError ? reasonOf(error.message) : undefined;
      if (asPage && reason) return reply.redirect(`${settingsPage}?logo=${reason}#school-logo`, 303);
      throw error;
    }
  });

  async function upload(
    request: FastifyRequest,
    member: Awaited<ReturnType<StaffGate['require']>>,
  ): Promise<LogoSaved> {
    const received = await receive(request);
    try {
      const version = Number(received.fields[logoFields.version]);
      if (!Number.isInteger(version) || version < 0) {
        throw new HttpError(400, 'bad_request', 'Send the version of the profile the form was opened at.');
      }
      const file = received.files[0]!;
      const checked = await checkLogo(file.tempPath, file.size);
      if (!checked.ok) throw new HttpError(checked.status, statusCodes[checked.status]!, checked.message);
      const logo = await storeLogo(uploads, member.schoolCode, checked.value);
      const outcome = await profiles.saveLogo(member, request.id, logo, version);
      if (!outcome.ok) {
        // Stored for nothing, unless it is the very file the profile already shows.
        if ((await profiles.read(member.schoolCode))?.logo?.path !== logo.path) await forget(request, logo.path);
        throw new HttpError(outcome.status, statusCodes[outcome.status] ?? 'bad_request', outcome.message);
      }
      const { replaced, saved } = outcome.value;
      if (replaced && replaced.path !== logo.path) await forget(request, replaced.path);
      return { logo, version: saved.version };
    } finally {
      await received.discard();
    }
  }

  /** Removes a logo file nothing shows; a failure is logged, and the file only takes space. */
  async function forget(request: FastifyRequest, path: string) {
    try {
      await uploads.delete(path);
    } catch (error) {
      request.log.error({ err: error, storagePath: path }, 'could not remove a logo file');
    }
  }
}
