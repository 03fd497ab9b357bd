/**
 * Transfer-certificate records and the short-lived grants that let one
 * certificate be downloaded. A withdrawn record stays (staff can see what
 * happened to it) but the look-up and every grant pass it by.
 */
import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database';

export interface NewTcRecord {
  schoolCode: string;
  admissionNo: string;
  /** The number as `admissionKey` folds it. */
  admissionKey: string;
  /** The name as `nameKey` folds it. */
  nameKey: string;
  /** The name as staff typed it. */
  studentName: string;
  /** An ISO day, or null where it is not known. */
  dateOfIssue: string | null;
  /** Where the scan lives in the private certificate store. */
  filePath: string;
  contentType: string;
  /** The staff user adding it; null for the demo seed. */
  createdBy: string | null;
}

/** A record as the console shows it, with the names of the staff who changed it. */
export interface TcRecordView {
  id: string;
  admission_no: string;
  student_name: string;
  date_of_issue: string | null;
  content_type: string;
  file_path: string;
  created_at: string;
  withdrawn_at: string | null;
  replaced_at: string | null;
  added_by: string | null;
  replaced_by: string | null;
  withdrawn_by: string | null;
}

/** `%` and `_` typed into the search box are searched for as themselves. */
const likePattern = (folded: string) => `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The columns of a certificate as issued: added now, or a withdrawn one issued again. */
const issuedColumns = (record: NewTcRecord, at: Date) => ({
  admission_no: record.admissionNo,
  admission_key: record.admissionKey,
  name_key: record.nameKey,
  student_name: record.studentName,
  date_of_issue: record.dateOfIssue,
  file_path: record.filePath,
  content_type: record.contentType,
  created_at: at.toISOString(),
  created_by: record.createdBy,
});

export function tcRepository(db: Db) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const summaryColumns = [
    'tc_records.id',
    'tc_records.admission_no',
    'tc_records.student_name',
    'tc_records.date_of_issue',
    'tc_records.content_type',
    'tc_records.file_path',
    'tc_records.created_at',
    'tc_records.withdrawn_at',
    'tc_records.replaced_at',
  ] as const;

  return {
    /** The certificate in force whose folded admission number is `admissionKey`. */
    findByAdmission(schoolCode: string, admissionKey: string) {
      return db
        .selectFrom('tc_records')
        .select(['id', 'name_key'])
        .where('school_code', '=', schoolCode)
        .where('admission_key', '=', admissionKey)
        .where('withdrawn_at', 'is', null)
        .executeTakeFirst();
    },

    /**
     * The records holding these folded admission numbers, withdrawn or not. Inside a transaction on
     * PostgreSQL they stay locked until it ends (SQLite has one writer at a time, which locks them already).
     */
    findByKeys(schoolCode: string, admissionKeys: readonly string[]) {
      if (admissionKeys.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('tc_records')
        .select(['id', 'admission_key', 'withdrawn_at'])
        .where('school_code', '=', schoolCode)
        .where('admission_key', 'in', admissionKeys)
        .$if(postgres, (query) => query.forUpdate())
        .execute();
    },

    async addRecord(record: NewTcRecord, at = new Date()): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('tc_records')
        .values({ id, school_code: record.schoolCode, ...issuedColumns(record, at) })
        .execute();
      return id;
    },

    /** A withdrawn record issued again: it becomes the new certificate, as if added now. */
    async reissue(id: string, record: NewTcRecord, at: Date): Promise<void> {
      await db
        .updateTable('tc_records')
        .set({
          ...issuedColumns(record, at),
          replaced_at: null,
          replaced_by: null,
          withdrawn_at: null,
          withdrawn_by: null,
        })
        .where('id', '=', id)
        .where('school_code', '=', record.schoolCode)
        .execute();
    },

    /** A page of the school's certificates, newest first, matching the folded search in number or name. */
    async page(
      schoolCode: string,
      {
        search,
        page,
        pageSize,
      }: {
        /** The search folded as admission numbers and as names are. */
        search?: { admission: string; name: string };
        page: number;
        pageSize: number;
      },
    ) {
      let filtered = db.selectFrom('tc_records').where('school_code', '=', schoolCode);
      if (search) {
        const admission = likePattern(search.admission);
        const name = likePattern(search.name);
        filtered = filtered.where((eb) =>
          eb.or([
            sql<boolean>`${eb.ref('admission_key')} like ${admission} escape '\\'`,
            sql<boolean>`${eb.ref('name_key')} like ${name} escape '\\'`,
          ]),
        );
      }
      const [rows, count] = await Promise.all([
        filtered
          .select(summaryColumns)
          .orderBy('created_at', 'desc')
          .orderBy('admission_key')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** One record of the school, with who added, replaced and withdrew it. */
    find(schoolCode: string, id: string): Promise<TcRecordView | undefined> {
      return db
        .selectFrom('tc_records')
        .leftJoin('user as adder', 'adder.id', 'tc_records.created_by')
        .leftJoin('user as replacer', 'replacer.id', 'tc_records.replaced_by')
        .leftJoin('user as withdrawer', 'withdrawer.id', 'tc_records.withdrawn_by')
        .select(summaryColumns)
        .select(['adder.name as added_by', 'replacer.name as replaced_by', 'withdrawer.name as withdrawn_by'])
        .where('tc_records.school_code', '=', schoolCode)
        .where('tc_records.id', '=', id)
        .executeTakeFirst();
    },

    /** The record, locked until the transaction ends on PostgreSQL, for a change that reads it first. */
    findForUpdate(schoolCode: string, id: string) {
      return db
        .selectFrom('tc_records')
        .select(['id', 'admission_no', 'file_path', 'withdrawn_at'])
        .where('school_code', '=', schoolCode)
        .where('id', '=', id)
        .$if(postgres, (query) => query.forUpdate())
        .executeTakeFirst();
    },

    async replaceScan(id: string, scan: { filePath: string; contentType: string; by: string; at: Date }) {
      await db
        .updateTable('tc_records')
        .set({
          file_path: scan.filePath,
          content_type: scan.contentType,
          replaced_at: scan.at.toISOString(),
          replaced_by: scan.by,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Marks it withdrawn and forgets its scan's path (the scan is deleted next). */
    async withdraw(id: string, { by, at }: { by: string; at: Date }): Promise<void> {
      await db
        .updateTable('tc_records')
        .set({ withdrawn_at: at.toISOString(), withdrawn_by: by, file_path: '' })
        .where('id', '=', id)
        .execute();
    },

    async createGrant(token: string, recordId: string, expiresAt: Date): Promise<void> {
      await db
        .insertInto('tc_grants')
        .values({ token, tc_record_id: recordId, expires_at: expiresAt.toISOString() })
        .execute();
    },

    /** The certificate's file path while the grant is still valid and the certificate is not withdrawn. */
    async findValidGrant(token: string, now: Date): Promise<string | undefined> {
      const row = await db
        .selectFrom('tc_grants')
        .innerJoin('tc_records', 'tc_records.id', 'tc_grants.tc_record_id')
        .select('tc_records.file_path')
        .where('tc_grants.token', '=', token)
        .where('tc_grants.expires_at', '>', now.toISOString())
        .where('tc_records.withdrawn_at', 'is', null)
        .executeTakeFirst();
      return row?.file_path;
    },

    async deleteGrantsOf(recordId: string): Promise<void> {
      await db.deleteFrom('tc_grants').where('tc_record_id', '=', recordId).execute();
    },

    async deleteExpiredGrants(now: Date): Promise<void> {
      await db.deleteFrom('tc_grants').where('expires_at', '<=', now.toISOString()).execute();
    },
  };
}

export type TcRepository = ReturnType<typeof tcRepository>;
