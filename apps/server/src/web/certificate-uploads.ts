/**
 * The console's transfer-certificate uploads, and its way to a scan:
 *
 *     POST /admin/certificate-files/new      New: the form's fields and one scan      201 {id}
 *     POST /admin/certificate-files/import   Import: one CSV file and up to 200 scans 201 {stored}
 *     POST /admin/certificate-files/<id>     Replace scan                             200 {id}
 *     GET  /admin/certificate-files/<id>     the scan, shown in the browser (audited)
 *
 * Fastify routes, because React Router's form parsing would hold whole files
 * in memory. The console's upload forms send them with the staff member's
 * cookie and show the progress; what they answer is JSON: a refusal in the API
 * error shape, with the form's field messages (`fields`) or an import's per-row
 * report (`report`) beside it. Staff with `certificates.manage` only, changes
 * from this site only; the session and role are checked before any file is
 * read, and every rule is the service's (modules/tc/console-service.ts).
 */
import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  certificateFileFields,
  certificateImportLimits,
  certificateUploadRoutes,
  type CertificateStored,
  type CertificateUploadRefusal,
  type CertificatesImported,
} from '@school/shared/certificates';
import { consoleMessages } from '@school/shared/console-messages';
import { may } from '@school/shared/staff-permissions';
import { HttpError, statusCodes } from '../http-errors';
import { receiveUploads, type ReceivedFile } from '../modules/files/receive-uploads';
import type { CertificatesService, UploadOutcome } from '../modules/tc/console-service';
import { isSameOrigin } from './console';
import { staffOnlyAnswer, type StaffGate } from './console-requests';

export interface CertificateUploadsOptions {
  certificates: CertificatesService;
  staff: StaffGate;
  /** Where uploads wait while they are checked. */
  tempDir: string;
  /** Where a change must come from (config.ts `consoleOrigins`). */
  origins: readonly string[];
}

type Refused = Extract<UploadOutcome<unknown>, { ok: false }>;

function refusal(reply: FastifyReply, outcome: Refused): FastifyReply {
  const body: CertificateUploadRefusal = {
    error: { code: statusCodes[outcome.status] ?? 'bad_request', message: outcome.message },
    ...(outcome.fieldErrors ? { fields: outcome.fieldErrors } : {}),
    ...(outcome.report ? { report: outcome.report } : {}),
  };
  return reply.status(outcome.status).send(body);
}

export async function certificateUploads(
  app: FastifyInstance,
  { certificates, staff, tempDir, origins }: CertificateUploadsOptions,
) {
  // Limits are set per request in receiveUploads; here only what no request may exceed.
  await app.register(multipart, { limits: { fieldNameSize: 100, headerPairs: 50 }, throwFileSizeLimit: true });

  /** The signed-in member of staff's uploads, once the request may go on; otherwise the refusal is thrown. */
  async function uploadsOf(request: FastifyRequest, reply: FastifyReply, { change }: { change: boolean }) {
    staffOnlyAnswer(reply);
    if (change && !isSameOrigin(request, origins)) throw new HttpError(403, 'forbidden', consoleMessages.otherSite);
    const member = await staff.require(request);
    if (!may(member.role, 'certificates.manage')) throw new HttpError(403, 'forbidden', consoleMessages.notAllowed);
    return certificates.uploadsFor(member, request.id);
  }

  /** Receives the files, hands them to `use`, and removes the temporary copies whatever happens. */
  async function withFiles<T>(
    request: FastifyRequest,
    options: { maxFiles: number; fileFields: readonly string[] },
    use: (files: ReceivedFile[], fields: Record<string, string>) => Promise<T>,
  ): Promise<T> {
    const received = await receiveUploads(request, { kind: 'scan', tempDir, ...options });
    try {
      return await use(received.files, received.fields);
    } finally {
      await received.discard();
    }
  }

  const oneScan = { maxFiles: 1, fileFields: [certificateFileFields.scan] };

  app.post(certificateUploadRoutes.add, async (request, reply) => {
    const uploads = await uploadsOf(request, reply, { change: true });
    const outcome = await withFiles(request, oneScan, (files, fields) => uploads.add(fields, files[0]!));
    if (!outcome.ok) return refusal(reply, outcome);
    return reply.status(201).send({ id: outcome.value.id } satisfies CertificateStored);
  });

  app.post(certificateUploadRoutes.import, async (request, reply) => {
    const uploads = await uploadsOf(request, reply, { change: true });
    const outcome = await withFiles(
      request,
      // The CSV file and its scans.
      {
        maxFiles: certificateImportLimits.scans + 1,
        fileFields: [certificateFileFields.csv, certificateFileFields.scans],
      },
      (files) =>
        uploads.importCertificates(
          files.filter((file) => file.field === certificateFileFields.csv),
          files.filter((file) => file.field === certificateFileFields.scans),
        ),
    );
    if (!outcome.ok) return refusal(reply, outcome);
    return reply.status(201).send({ stored: outcome.value.stored } satisfies CertificatesImported);
  });

  app.post<{ Params: { id: string } }>(certificateUploadRoutes.scan, async (request, reply) => {
    const uploads = await uploadsOf(request, reply, { change: true });
    const outcome = await withFiles(request, oneScan, (files) => uploads.replace(request.params.id, files[0]!));
    if (!outcome.ok) return refusal(reply, outcome);
    return reply.send({ id: outcome.value.id } satisfies CertificateStored);
  });

  app.get<{ Params: { id: string } }>(certificateUploadRoutes.scan, async (request, reply) => {
    const uploads = await uploadsOf(request, reply, { change: false });
    const outcome = await uploads.openScan(request.params.id);
    if (!outcome.ok) return refusal(reply, outcome);
    const { file, fileName } = outcome.value;
    return reply
      .type(file.contentType)
      .header('Content-Length', file.size)
      .header('Content-Disposition', contentDisposition(fileName, { type: 'inline' }))
      .send(file.stream);
  });
}
