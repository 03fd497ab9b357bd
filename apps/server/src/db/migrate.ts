/**
 * Brings the database schema up to date. Migrations are imported, not read
 * from a folder at run time, so the bundled server carries them with it.
 */
import { Migrator, sql, SqliteAdapter, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { Db } from './database';
import * as initial from './migrations/0001-initial';
import * as staffConsole from './migrations/0002-console';
import * as tcAdmissionKey from './migrations/0003-tc-admission-key';
import * as contactInbox from './migrations/0004-contact-inbox';
import * as files from './migrations/0005-files';
import * as certificates from './migrations/0006-certificates';
import * as totpSteps from './migrations/0007-totp-steps';
import * as schoolProfiles from './migrations/0008-school-profiles';
import * as contentKeys from './migrations/0009-content-keys';

const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-console': staffConsole,
  '0003-tc-admission-key': tcAdmissionKey,
  '0004-contact-inbox': contactInbox,
  '0005-files': files,
  '0006-certificates': certificates,
  '0007-totp-steps': totpSteps,
  '0008-school-profiles': schoolProfiles,
  '0009-content-keys': contentKeys,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * On PostgreSQL the bookkeeping tables live in the connection's own schema, as every other table does: the
 * database's introspector sees no other schema (own-schema-introspector.ts).
 */
function migrator(db: Db): Migrator {
  return new Migrator({ db, provider });
}

function throwOnFailure({ error, results }: MigrationResultSet): void {
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * Kysely's migrator takes a lock on PostgreSQL (an advisory lock) but none on SQLite, where it expects one
 * connection in one process: two processes starting together on one file both applied each migration, and one
 * crashed ("table "user" already exists"). So on SQLite the migrations run in one transaction that takes the
 * file's write lock first; another process waits for it (busy_timeout), then finds them applied. A failure
 * leaves no migration half done.
 */
async function alone(db: Db, work: (db: Db) => Promise<MigrationResultSet>): Promise<MigrationResultSet> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return work(db);
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    let result: MigrationResultSet | undefined;
    try {
      result = await work(connection);
    } finally {
      await sql.raw(result && !result.error ? 'commit' : 'rollback').execute(connection);
    }
    return result;
  });
}

export async function migrateToLatest(db: Db): Promise<void> {
  throwOnFailure(await alone(db, async (locked) => migrator(locked).migrateToLatest()));
}

/** Whether this code has the migration: a backup made by a newer version of the site may name one it has not. */
export function isKnownMigration(name: string): boolean {
  return Object.hasOwn(migrations, name);
}

/** The newest migration the database has had, or undefined before its first. */
export async function appliedMigration(db: Db): Promise<string | undefined> {
  const all = await migrator(db).getMigrations();
  return all.filter((migration) => migration.executedAt !== undefined).at(-1)?.name;
}

/**
 * Brings the schema up to exactly `name`, no further and never back: a restore loads a backup's rows
 * into the schema they were dumped from, and the next start migrates them the rest of the way.
 */
export async function migrateUpTo(db: Db, name: string): Promise<void> {
  if (!isKnownMigration(name)) throw new Error(`Unknown migration: ${name}`);
  const applied = await appliedMigration(db);
  if (applied !== undefined && applied > name) throw new Error(`The database is already past ${name}, at ${applied}`);
  throwOnFailure(await alone(db, async (locked) => migrator(locked).migrateTo(name)));
}
