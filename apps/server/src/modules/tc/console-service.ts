/**
 * Transfer certificates for staff: every call checks
 * `certificates.manage` for the signed-in member of staff and reaches only
 * their own school's certificates. Each change is written with its audit entry
 * in one transaction, and each opening of a certificate or its scan is audited
 * too; the audit entry names the certificate by its admission number, never by
 * the student's name.
 *
 * A scan is checked (check-upload.ts) before anything is stored, then stored
 * under a random name; the database row follows in a transaction, and a scan
 * whose row was not written is deleted again. A replaced or withdrawn
 * certificate's old scan is deleted once the change is committed: the school
 * keeps only the scan the look-up gives out.
 */
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import {
  certificateFieldsSchema,
  certificateFileFields,
  certificateImportLimits,
  certificateQuerySchema,
  certificateWords,
  type Certificate,
  type CertificateFields,
  type CertificatesConsole,
  type CertificateSummary,
  type ImportReport,
  type ImportRowProblem,
  type ScanType,
} from '@school/shared/certificates';
import type { AuditAction } from '@school/shared/audit-words';
import type { Outcome, StaffMember } from '@school/shared/console-source';
import { tcFileName } from '@school/shared/form-words';
import { may } from '@school/shared/staff-permissions';
import { done, invalid, notAllowed, ok, refuse } from '../../console/outcome';
import type { Db } from '../../db/database';
import type { FileStore, StoredFile } from '../../storage/storage';
import { auditRepository } from '../audit/repository';
import { checkScan, type Checked } from '../files/check-upload';
import type { ReceivedFile } from '../files/receive-uploads';
import { checkImportRows, readImportCsv, rowKey, type ImportRow } from './import-csv';
import { isUniqueViolation } from '../../db/unique-violation';
import { tcRepository, type NewTcRecord, type TcRecordView } from './repository';
import { admissionKey, displayName, nameKey, scanPath } from './service';

export const certificatesPageSize = 20;

/** How the audit log names each change; its kind is `certificates`. */
const auditActions = {
  add: 'addCertificate',
  import: 'importCertificate',
  replace: 'replaceScan',
  withdraw: 'withdrawCertificate',
  open: 'openScan',
  openDetails: 'openCertificate',
} as const;

type Refusal = Extract<Outcome, { ok: false }>;

/** An upload's answer: a console outcome, or a refusal only files can earn (too large, not a scan), or an import's report. */
export type UploadOutcome<T> =
  { ok: true; value: T } | (Omit<Refusal, 'status'> & { status: Refusal['status'] | 413 | 415; report?: ImportReport });

/** A checked scan waiting in the upload's temporary folder: the bytes to store, and what they are. */
interface PreparedScan {
  type: ScanType;
  source: string;
}

export interface CertificatesServiceOptions {
  db: Db;
  /** The private store the look-up downloads from. */
  certificates: FileStore;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const scanTypeOf = (contentType: string): ScanType =>
  contentType === 'application/pdf' ? 'application/pdf' : 'image/jpeg';

const toSummary = (row: Omit<TcRecordView, 'added_by' | 'replaced_by' | 'withdrawn_by'>): CertificateSummary => ({
  id: row.id,
  admissionNo: row.admission_no,
  studentName: row.student_name,
  dateOfIssue: row.date_of_issue,
  scanType: scanTypeOf(row.content_type),
  addedAt: row.created_at,
  withdrawnAt: row.withdrawn_at,
});

export function certificatesService({ db, certificates, log, now = () => new Date() }: CertificatesServiceOptions) {
  // Decoding a page-sized scan takes a core: two at a time leave the site's pages room, whatever is imported.
  const checking = pLimit(2);

  /** Checks a received scan by its content; a picture is re-encoded into the upload's temporary folder. */
  async function prepareScan(file: ReceivedFile): Promise<Checked<PreparedScan>> {
    const checked = await checking(() => checkScan(file.tempPath));
    if (!checked.ok) return checked;
    if (checked.value.type === 'application/pdf') {
      return { ok: true, value: { type: 'application/pdf', source: file.tempPath } };
    }
    // Written out rather than kept, so an import of hundreds of scans never holds them all in memory.
    const source = `${file.tempPath}.jpg`;
    await writeFile(source, checked.value.data);
    return { ok: true, value: { type: 'image/jpeg', source } };
  }

  async function storeScan(scan: PreparedScan): Promise<string> {
    const filePath = scanPath(scan.type);
    await certificates.put(filePath, createReadStream(scan.source));
    return filePath;
  }

  /** Deletes scans nothing points to any more; a failure is logged, never thrown (the change itself is done). */
  async function removeScans(paths: readonly string[]): Promise<void> {
    for (const filePath of paths) {
      if (filePath === '') continue;
      try {
        await certificates.delete(filePath);
      } catch (error) {
        log.error({ err: error, filePath }, 'could not delete a certificate scan');
      }
    }
  }

  /** Runs `change` with the scans already stored; if it refuses or fails, the scans are deleted again. */
  async function withStoredScans<T>(
    paths: readonly string[],
    change: () => Promise<UploadOutcome<T>>,
    onDuplicate: () => UploadOutcome<T>,
  ): Promise<UploadOutcome<T>> {
    let outcome: UploadOutcome<T>;
    try {
      outcome = await change();
    } catch (error) {
      await removeScans(paths);
      if (isUniqueViolation(error)) return onDuplicate();
      throw error;
    }
    if (!outcome.ok) await removeScans(paths);
    return outcome;
  }

  /** What every call of one member of staff shares: the permission, the audit entry, the record to store. */
  function staffScope(staff: StaffMember, requestId: string) {
    return {
      allowed: may(staff.role, 'certificates.manage'),

      audit: (trx: Db, action: AuditAction, recordId: string, admissionNo: string, at: Date) =>
        auditRepository(trx).append(
          {
            schoolCode: staff.schoolCode,
            userId: staff.id,
            userName: staff.name,
            action,
            kind: 'certificates',
            itemId: recordId,
            summary: admissionNo,
            requestId,
          },
          at,
        ),

      newRecord: (fields: CertificateFields, scan: { filePath: string; type: ScanType }): NewTcRecord => ({
        schoolCode: staff.schoolCode,
        admissionNo: fields.admission,
        admissionKey: admissionKey(fields.admission),
        nameKey: nameKey(fields.name),
        studentName: displayName(fields.name),
        dateOfIssue: fields.dateOfIssue,
        filePath: scan.filePath,
        contentType: scan.type,
        createdBy: staff.id,
      }),

      /** Which of these folded admission numbers a certificate in force holds. */
      activeKeys: async (trx: Db, keys: readonly string[]) =>
        new Set(
          (await tcRepository(trx).findByKeys(staff.schoolCode, keys))
            .filter((row) => row.withdrawn_at === null)
            .map((row) => row.admission_key),
        ),
    };
  }

  /** Stores the record, or issues a withdrawn one of the same number again in its place; answers its id. */
  async function addOrReissue(trx: Db, record: NewTcRecord, withdrawnId: string | undefined, at: Date) {
    if (withdrawnId === undefined) return tcRepository(trx).addRecord(record, at);
    await tcRepository(trx).reissue(withdrawnId, record, at);
    return withdrawnId;
  }

  /** The console's screens (load context): list, open and withdraw. */
  function forStaff(staff: StaffMember, requestId: string): CertificatesConsole {
    const { allowed, audit } = staffScope(staff, requestId);
    return {
      async certificates(query) {
        if (!allowed) return notAllowed();
        const parsed = certificateQuerySchema.safeParse(query);
        if (!parsed.success) return refuse(400, certificateWords.badQuery);
        const page = parsed.data.page ?? 1;
        const search = parsed.data.search;
        const { rows, total } = await tcRepository(db).page(staff.schoolCode, {
          ...(search ? { search: { admission: admissionKey(search), name: nameKey(search) } } : {}),
          page,
          pageSize: certificatesPageSize,
        });
        return ok({ items: rows.map(toSummary), total, page, pageSize: certificatesPageSize });
      },

      async certificate(id) {
        if (!allowed) return notAllowed();
        const row = await tcRepository(db).find(staff.schoolCode, id);
        if (!row) return refuse(404, certificateWords.notFound);
        // A student's name and certificate are personal data: each opening is recorded, as a scan's is.
        await audit(db, auditActions.openDetails, id, row.admission_no, now());
        const certificate: Certificate = {
          ...toSummary(row),
          addedBy: row.added_by,
          replacedAt: row.replaced_at,
          replacedBy: row.replaced_by,
          withdrawnBy: row.withdrawn_by,
        };
        return ok(certificate);
      },

      async withdrawCertificate(id) {
        if (!allowed) return notAllowed();
        const at = now();
        const result = await db.transaction().execute(async (trx): Promise<Outcome<string>> => {
          const records = tcRepository(trx);
          const row = await records.findForUpdate(staff.schoolCode, id);
          if (!row) return refuse(404, certificateWords.notFound);
          // Pressed twice: the first press did it.
          if (row.withdrawn_at !== null) return ok('');
          await records.withdraw(id, { by: staff.id, at });
          // Links handed out before stop now, not when they expire.
          await records.deleteGrantsOf(id);
          await audit(trx, auditActions.withdraw, id, row.admission_no, at);
          return ok(row.file_path);
        });
        if (!result.ok) return result;
        await removeScans([result.value]);
        return done;
      },
    };
  }

  /** What the upload routes (web/certificate-uploads.ts) ask: New, Replace scan, Import, and opening a scan. */
  function uploadsFor(staff: StaffMember, requestId: string) {
    const { allowed, audit, newRecord, activeKeys } = staffScope(staff, requestId);
    const scanRefused = (refusal: Extract<Checked<unknown>, { ok: false }>): UploadOutcome<never> => ({
      ...refusal,
      fieldErrors: { [certificateFileFields.scan]: refusal.message },
    });
    const changedMeanwhile = (): UploadOutcome<never> => refuse(409, certificateWords.changedMeanwhile);

    return {
      /** New: the form's text fields and one scan. */
      async add(form: Record<string, string>, file: ReceivedFile): Promise<UploadOutcome<{ id: string }>> {
        if (!allowed) return notAllowed();
        const parsed = certificateFieldsSchema.safeParse(form);
        if (!parsed.success) return invalid(parsed.error);
        const key = admissionKey(parsed.data.admission);
        const duplicate = (): UploadOutcome<never> =>
          refuse(409, certificateWords.duplicate, { admission: certificateWords.duplicate });
        // Checked before the scan is decoded, so a duplicate is refused at once.
        if ((await activeKeys(db, [key])).size > 0) return duplicate();
        const scan = await prepareScan(file);
        if (!scan.ok) return scanRefused(scan);
        const filePath = await storeScan(scan.value);
        const at = now();
        return withStoredScans(
          [filePath],
          () =>
            db.transaction().execute(async (trx): Promise<UploadOutcome<{ id: string }>> => {
              const [held] = await tcRepository(trx).findByKeys(staff.schoolCode, [key]);
              if (held && held.withdrawn_at === null) return duplicate();
              const record = newRecord(parsed.data, { filePath, type: scan.value.type });
              const id = await addOrReissue(trx, record, held?.id, at);
              await audit(trx, auditActions.add, id, record.admissionNo, at);
              return ok({ id });
            }),
          duplicate,
        );
      },

      /** Replace scan: the look-up gives the new scan from now on, and the old one is deleted. */
      async replace(id: string, file: ReceivedFile): Promise<UploadOutcome<{ id: string }>> {
        if (!allowed) return notAllowed();
        const current = await tcRepository(db).find(staff.schoolCode, id);
        if (!current) return refuse(404, certificateWords.notFound);
        if (current.withdrawn_at !== null) return refuse(409, certificateWords.withdrawn);
        const scan = await prepareScan(file);
        if (!scan.ok) return scanRefused(scan);
        const filePath = await storeScan(scan.value);
        const at = now();
        let oldPath = '';
        const outcome = await withStoredScans(
          [filePath],
          () =>
            db.transaction().execute(async (trx): Promise<UploadOutcome<{ id: string }>> => {
              const records = tcRepository(trx);
              const row = await records.findForUpdate(staff.schoolCode, id);
              if (!row) return refuse(404, certificateWords.notFound);
              if (row.withdrawn_at !== null) return refuse(409, certificateWords.withdrawn);
              oldPath = row.file_path;
              await records.replaceScan(id, { filePath, contentType: scan.value.type, by: staff.id, at });
              await audit(trx, auditActions.replace, id, row.admission_no, at);
              return ok({ id });
            }),
          changedMeanwhile,
        );
        if (outcome.ok) await removeScans([oldPath]);
        return outcome;
      },

      /**
       * Import: one CSV file and its scans. Every row is checked, then every scan, before anything is
       * stored; then all are stored in one transaction, or none.
       */
      async importCertificates(
        csvFiles: readonly ReceivedFile[],
        scans: readonly ReceivedFile[],
      ): Promise<UploadOutcome<{ stored: number }>> {
        if (!allowed) return notAllowed();
        const [csv] = csvFiles;
        if (!csv) return refuse(400, certificateWords.csvMissing);
        if (csvFiles.length > 1) return refuse(400, certificateWords.csvOneFile);
        if (csv.size > certificateImportLimits.csvBytes) {
          return { ok: false, status: 413, message: certificateWords.csvTooLarge };
        }
        if (scans.length === 0) return refuse(400, certificateWords.scansMissing);
        if (scans.length > certificateImportLimits.scans) {
          return { ok: false, status: 413, message: certificateWords.tooManyScans };
        }
        const refused = (report: ImportReport, status: 400 | 409 = 400): UploadOutcome<never> => ({
          ok: false,
          status,
          message: certificateWords.importRefused(report),
          report,
        });

        const read = readImportCsv(await readFile(csv.tempPath));
        if (!read.ok) return refused({ rows: 0, fileProblems: [read.problem], rowProblems: [] });
        const checked = checkImportRows(read.rows, scans, await activeKeys(db, read.rows.map(rowKey)));
        if (!checked.ok) return refused(checked.report);
        const rowCount = read.rows.length;

        // Every scan is checked before any is stored, so one damaged scan stores nothing (`checking` lets
        // two run at once, whatever the number of rows).
        const results = await Promise.all(
          checked.rows.map(async (row) => ({ row, scan: await prepareScan(row.scan) })),
        );
        const prepared: { row: ImportRow; scan: PreparedScan }[] = [];
        const scanProblems: ImportRowProblem[] = [];
        for (const { row, scan } of results) {
          if (scan.ok) prepared.push({ row, scan: scan.value });
          else scanProblems.push({ line: row.line, admissionNo: row.fields.admission, problems: [scan.message] });
        }
        if (scanProblems.length > 0) return refused({ rows: rowCount, fileProblems: [], rowProblems: scanProblems });

        const stored: string[] = [];
        try {
          for (const { scan } of prepared) stored.push(await storeScan(scan));
        } catch (error) {
          await removeScans(stored);
          throw error;
        }
        const at = now();
        return withStoredScans(
          stored,
          () =>
            db.transaction().execute(async (trx): Promise<UploadOutcome<{ stored: number }>> => {
              const held = await tcRepository(trx).findByKeys(
                staff.schoolCode,
                prepared.map(({ row }) => row.admissionKey),
              );
              // Stored by someone else since the rows were checked.
              const taken = new Set(held.filter((row) => row.withdrawn_at === null).map((row) => row.admission_key));
              if (taken.size > 0) {
                const rowProblems = prepared
                  .filter(({ row }) => taken.has(row.admissionKey))
                  .map(({ row }) => ({
                    line: row.line,
                    admissionNo: row.fields.admission,
                    problems: [certificateWords.rowDuplicateStored],
                  }));
                return refused({ rows: rowCount, fileProblems: [], rowProblems }, 409);
              }
              const withdrawn = new Map(held.map((row) => [row.admission_key, row.id]));
              for (const [index, { row, scan }] of prepared.entries()) {
                const record = newRecord(row.fields, { filePath: stored[index]!, type: scan.type });
                const id = await addOrReissue(trx, record, withdrawn.get(row.admissionKey), at);
                await audit(trx, auditActions.import, id, record.admissionNo, at);
              }
              return ok({ stored: prepared.length });
            }),
          changedMeanwhile,
        );
      },

      /** A certificate's scan, to show staff; each opening is written to the audit log. */
      async openScan(id: string): Promise<UploadOutcome<{ file: StoredFile; fileName: string }>> {
        if (!allowed) return notAllowed();
        const row = await tcRepository(db).find(staff.schoolCode, id);
        if (!row) return refuse(404, certificateWords.notFound);
        if (row.withdrawn_at !== null) return refuse(404, certificateWords.withdrawn);
        const file = await certificates.open(row.file_path);
        if (!file) {
          log.error({ recordId: id }, 'a certificate scan is missing from storage');
          return refuse(404, certificateWords.notFound);
        }
        try {
          await audit(db, auditActions.open, id, row.admission_no, now());
        } catch (error) {
          file.stream.destroy();
          throw error;
        }
        return ok({ file, fileName: tcFileName(file.contentType) });
      },
    };
  }

  return { forStaff, uploadsFor };
}

export type CertificatesService = ReturnType<typeof certificatesService>;
