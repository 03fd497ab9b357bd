/**
 * SQLite: the database file, copied by SQLite's online backup API (better-sqlite3's `backup()`), which
 * reads through SQLite's own locking, so the copy is whole and consistent while the server writes. A
 * restore copies it the same way into the target file, replacing whatever empty database is there.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, Kysely, SqliteDialect } from 'kysely';
import { appliedMigration } from '../db/migrate';
import type { Database } from '../db/schema';
import { createPrivateFileSync, privateDir } from '../storage/private-files';
import { BackupError } from './backup-error';
import type { DatabaseTarget } from './database-target';

const bookkeepingTables: readonly string[] = [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];

/**
 * Pages per backup step: all of them. SQLite starts a backup again from the beginning whenever another
 * connection writes between two steps, so a backup in small steps might never end while the server
 * writes; one step copies everything inside one read transaction, which in WAL mode holds up no writer.
 */
const allPages = 0x7fffffff;

async function migrationOf(file: string): Promise<string | undefined> {
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new SQLite(file, { readonly: true, fileMustExist: true }) }),
  });
  try {
    return await appliedMigration(db);
  } finally {
    await db.destroy();
  }
}

/** Copies the database into the new file `copy`, and answers the migration the copy is at. */
export async function backupSqlite(databaseFile: string, copy: string): Promise<string | undefined> {
  if (!existsSync(databaseFile)) {
    throw new BackupError(`There is no SQLite database at ${databaseFile}: check DATA_DIR and DATABASE_URL.`);
  }
  const source = new SQLite(databaseFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(copy, { progress: () => allPages });
  } finally {
    source.close();
  }
  // One self-contained file, which opens read-only anywhere: no write-ahead log beside it.
  const copied = new SQLite(copy, { fileMustExist: true });
  try {
    copied.pragma('journal_mode = DELETE');
  } finally {
    copied.close();
  }
  return migrationOf(copy);
}

export function sqliteTarget(databaseFile: string): DatabaseTarget {
  return {
    description: `the SQLite database ${databaseFile}`,

    async tablesWithRows() {
      if (!existsSync(databaseFile)) return [];
      const db = new SQLite(databaseFile, { fileMustExist: true });
      try {
        db.pragma('busy_timeout = 5000');
        const tables = db
          .prepare<[], string>(`select name from sqlite_schema where type = 'table' and name not like 'sqlite_%'`)
          .pluck()
          .all();
        return tables.filter(
          (name) =>
            !bookkeepingTables.includes(name) &&
            db
              .prepare(`select exists (select 1 from "${name.replaceAll('"', '""')}")`)
              .pluck()
              .get() === 1,
        );
      } finally {
        db.close();
      }
    },

    async check(copy, migration) {
      let applied: string | undefined;
      try {
        const db = new SQLite(copy, { readonly: true, fileMustExist: true });
        try {
          const result: unknown = db.pragma('quick_check', { simple: true });
          if (result !== 'ok') throw new Error(String(result));
        } finally {
          db.close();
        }
        applied = await migrationOf(copy);
      } catch (error) {
        throw new BackupError(`The backup's SQLite database is damaged (${(error as Error).message}).`);
      }
      if (applied !== migration) {
        throw new BackupError(
          `The backup's SQLite database is at migration ${applied}, not ${migration} as its manifest says.`,
        );
      }
    },

    async restore(copy) {
      await privateDir(path.dirname(databaseFile));
      // The copy goes into the file as the server would have made it: 0600, not SQLite's 0644.
      createPrivateFileSync(databaseFile);
      const source = new SQLite(copy, { readonly: true, fileMustExist: true });
      try {
        await source.backup(databaseFile, { progress: () => allPages });
      } finally {
        source.close();
      }
    },

    close: async () => undefined,
  };
}
