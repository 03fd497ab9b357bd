/** Each school's profile row (docs/decisions/021-the-schools-own-website.md). */
import type { Db } from '../../db/database';

export interface StoredProfile {
  /** The profile as saved: JSON, checked against the shared schema by the service that reads it. */
  json: string;
  version: number;
  updatedAt: string;
  updatedBy: string;
}

export function profileRepository(db: Db) {
  return {
    async find(schoolCode: string): Promise<StoredProfile | undefined> {
      const row = await db
        .selectFrom('school_profiles')
        .selectAll()
        .where('school_code', '=', schoolCode)
        .executeTakeFirst();
      return row && { json: row.profile, version: row.version, updatedAt: row.updated_at, updatedBy: row.updated_by };
    },

    /**
     * Saves the profile if it is still at `version` (0: none saved yet); answers false when someone saved it
     * meanwhile, and then nothing is written.
     */
    async save(schoolCode: string, version: number, json: string, by: string, at: string): Promise<boolean> {
      const values = { profile: json, version: version + 1, updated_at: at, updated_by: by };
      if (version === 0) {
        const inserted = await db
          .insertInto('school_profiles')
          .values({ school_code: schoolCode, ...values })
          .onConflict((conflict) => conflict.column('school_code').doNothing())
          .executeTakeFirst();
        return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
      }
      const updated = await db
        .updateTable('school_profiles')
        .set(values)
        .where('school_code', '=', schoolCode)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },
  };
}
