/**
 * Brings the database schema up to date. Migrations are imported, not read
 * from a folder at run time, so the bundled server carries them with it.
 */
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as initial from './migrations/0001-initial';

const migrations: Record<string, Migration> = {
  '0001-initial': initial,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
