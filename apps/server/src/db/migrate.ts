/**
 * Brings the database schema up to date. Migrations are imported, not read
 * from a folder at run time, so the bundled server carries them with it.
 */
import { Migrator, PostgresAdapter, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as initial from './migrations/0001-initial';
import * as staffConsole from './migrations/0002-console';
import * as tcAdmissionKey from './migrations/0003-tc-admission-key';
import * as contactInbox from './migrations/0004-contact-inbox';
import * as files from './migrations/0005-files';
import * as certificates from './migrations/0006-certificates';

const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-console': staffConsole,
  '0003-tc-admission-key': tcAdmissionKey,
  '0004-contact-inbox': contactInbox,
  '0005-files': files,
  '0006-certificates': certificates,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * On PostgreSQL the bookkeeping tables live in the connection's own schema;
 * otherwise Kysely would find another schema's tables in a shared database.
 */
async function migrationTableSchema(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: await migrationTableSchema(db) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
