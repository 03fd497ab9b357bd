/** Transfer-certificate records and the short-lived grants that let one certificate be downloaded. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';

export interface NewTcRecord {
  schoolCode: string;
  admissionNo: string;
  /** The number as `admissionKey` folds it. */
  admissionKey: string;
  /** The name as `nameKey` folds it. */
  nameKey: string;
  /** Where the certificate lives in the private certificate store. */
  filePath: string;
}

export function tcRepository(db: Db) {
  return {
    /** The record whose folded admission number is `admissionKey`. */
    findByAdmission(schoolCode: string, admissionKey: string) {
      return db
        .selectFrom('tc_records')
        .select(['id', 'name_key'])
        .where('school_code', '=', schoolCode)
        .where('admission_key', '=', admissionKey)
        .executeTakeFirst();
    },

    async addRecord(record: NewTcRecord): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('tc_records')
        .values({
          id,
          school_code: record.schoolCode,
          admission_no: record.admissionNo,
          admission_key: record.admissionKey,
          name_key: record.nameKey,
          file_path: record.filePath,
          created_at: new Date().toISOString(),
        })
        .execute();
      return id;
    },

    async createGrant(token: string, recordId: string, expiresAt: Date): Promise<void> {
      await db
        .insertInto('tc_grants')
        .values({ token, tc_record_id: recordId, expires_at: expiresAt.toISOString() })
        .execute();
    },

    /** The certificate's file path while the grant is still valid. */
    async findValidGrant(token: string, now: Date): Promise<string | undefined> {
      const row = await db
        .selectFrom('tc_grants')
        .innerJoin('tc_records', 'tc_records.id', 'tc_grants.tc_record_id')
        .select('tc_records.file_path')
        .where('tc_grants.token', '=', token)
        .where('tc_grants.expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return row?.file_path;
    },

    async deleteExpiredGrants(now: Date): Promise<void> {
      await db.deleteFrom('tc_grants').where('expires_at', '<=', now.toISOString()).execute();
    },
  };
}

export type TcRepository = ReturnType<typeof tcRepository>;
