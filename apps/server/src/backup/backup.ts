/**
 * `npm run backup`: the database, then every file of the uploads and certificates stores, into one
 * archive (archive.ts). The database is copied first because the server stores a file before the row
 * that names it: every file the copied rows name is then still there to be archived, unless it was
 * deleted in the meantime.
 */
import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { dataFolders, isPostgresUrl, type Config } from '../config';
import { openFileStores } from '../storage/file-stores';
import {
  archiveWriter,
  entryNames,
  newManifest,
  storeNames,
  type EntrySource,
  type Manifest,
  type StoreName,
} from './archive';
import { BackupError } from './backup-error';
import { backupPostgres } from './postgres-database';
import { backupSqlite } from './sqlite-database';

export interface BackupSummary {
  bytes: number;
  database: Manifest['database'];
  migration: string;
  files: Record<StoreName, number>;
}

const bufferSource = (data: Buffer): EntrySource => ({
  size: data.length,
  modified: new Date(),
  stream: Readable.from([data]),
});

async function fileSource(file: string): Promise<EntrySource> {
  const { size, mtime } = await stat(file);
  return { size, modified: mtime, stream: createReadStream(file) };
}

/** The database, copied into `folder`: the archive entry it becomes, what the manifest says of it. */
async function copyDatabase(config: Config, folder: string) {
  if (isPostgresUrl(config.DATABASE_URL)) {
    const file = path.join(folder, 'postgres.sql');
    const { schema, migration } = await backupPostgres(config.DATABASE_URL, file);
    return { file, entry: entryNames.postgres, database: { kind: 'postgres', schema } as const, migration };
  }
  const file = path.join(folder, 'school.db');
  const migration = await backupSqlite(config.DATABASE_URL, file);
  return { file, entry: entryNames.sqlite, database: { kind: 'sqlite' } as const, migration };
}

/** The secret staff sessions and two-factor keys depend on, when the server made one in DATA_DIR. */
async function authSecret(config: Config): Promise<{ source: Manifest['authSecret']; data?: Buffer }> {
  if (config.AUTH_SECRET) return { source: 'environment' };
  try {
    return { source: 'archived', data: await readFile(dataFolders(config).authSecret) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { source: 'none' };
    throw error;
  }
}

/** Writes the backup to `out`, a new file; nothing is left behind when it fails. */
export async function createBackup(config: Config, out: string): Promise<BackupSummary> {
  if (existsSync(out)) throw new BackupError(`${out} already exists, and a backup never writes over a file.`);
  // Beside the archive, on the disk chosen for it: the database copy may be large.
  const folder = await mkdtemp(path.join(path.dirname(out), '.backup-')).catch((error: Error) => {
    throw new BackupError(`Cannot write the backup beside ${out}: ${error.message}`);
  });
  const stores = openFileStores(config);
  try {
    const copied = await copyDatabase(config, folder);
    if (copied.migration === undefined) {
      throw new BackupError('The database has no tables yet, so there is nothing to back up: start the server once.');
    }
    const secret = await authSecret(config);
    const manifest = newManifest({ migration: copied.migration, database: copied.database, authSecret: secret.source });
    const partial = path.join(folder, 'backup.tar.gz');
    const archive = archiveWriter(partial);
    const files: Record<StoreName, number> = { uploads: 0, certificates: 0 };
    try {
      await archive.add(entryNames.manifest, bufferSource(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)));
      await archive.add(copied.entry, await fileSource(copied.file));
      if (secret.data) await archive.add(entryNames.authSecret, bufferSource(secret.data));
      for (const store of storeNames) {
        for await (const storagePath of stores[store].list()) {
          const file = await stores[store].open(storagePath);
          // Deleted since it was listed.
          if (!file) continue;
          await archive.add(`${store}/${storagePath}`, file);
          files[store] += 1;
        }
      }
      await archive.finish();
    } catch (error) {
      archive.abandon();
      throw error;
    }
    await rename(partial, out);
    return { bytes: (await stat(out)).size, database: copied.database, migration: copied.migration, files };
  } finally {
    stores.close();
    await rm(folder, { recursive: true, force: true });
  }
}
