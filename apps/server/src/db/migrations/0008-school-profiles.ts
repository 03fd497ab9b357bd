import type { Kysely } from 'kysely';

/**
 * Each school's profile (packages/shared/src/school-profile.ts), kept by its admins: JSON checked by the shared
 * schema on every write and read, with a version for the concurrent-edit guard. No row yet means the school has not
 * been set up, and the site shows its holding page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('school_profiles')
    .addColumn('school_code', 'text', (column) => column.primaryKey().references('schools.code').onDelete('cascade'))
    .addColumn('profile', 'text', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('updated_by', 'text', (column) => column.notNull())
    .execute();
}
