/**
 * `npm run restore`: a backup into an empty database and empty file stores, refused (changing nothing)
 * when either holds anything. The archive is read twice: once to check all of it and take out the
 * database, so that a damaged or foreign archive changes nothing either, and once to store its files.
 * The database is restored at the backup's migration; the next start of the server migrates it on.
 */
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadEntry } from 'tar';
import { dataFolders, isPostgresUrl, type Config } from '../config';
import { isKnownMigration } from '../db/migrate';
import { openFileStores, type FileStores } from '../storage/file-stores';
import { privateDir, replacePrivateFile } from '../storage/private-files';
import type { FileStore } from '../storage/storage';
import {
  entryNames,
  notABackup,
  parseEntryName,
  parseManifest,
  readArchive,
  storeNames,
  type Manifest,
  type StoreName,
} from './archive';
import { BackupError, targetNotEmptyExitCode } from './backup-error';
import type { DatabaseTarget } from './database-target';
import { postgresTarget } from './postgres-database';
import { sqliteTarget } from './sqlite-database';

export interface RestoreSummary {
  database: string;
  migration: string;
  files: Record<StoreName, number>;
  /** What the person restoring must still do. */
  notes: string[];
}

const maxManifestBytes = 64 * 1024;
const maxSecretBytes = 1024;

async function skip(entry: ReadEntry): Promise<void> {
  entry.resume();
  await entry.promise();
}

async function hasFiles(store: FileStore): Promise<boolean> {
  const files = store.list()[Symbol.asyncIterator]();
  const first = await files.next();
  await files.return?.();
  return !first.done;
}

/** The place DATABASE_URL names, if it is the kind of database the backup holds. */
async function openTarget(config: Config, manifest: Manifest): Promise<DatabaseTarget> {
  const kind = isPostgresUrl(config.DATABASE_URL) ? 'postgres' : 'sqlite';
  const names = { sqlite: 'an SQLite', postgres: 'a PostgreSQL' };
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      `This backup holds ${names[manifest.database.kind]} database, and DATABASE_URL names ${names[kind]} one: ` +
        'restore it where DATABASE_URL names the same kind.',
    );
  }
  return manifest.database.kind === 'postgres'
    ? postgresTarget(config.DATABASE_URL, manifest.database.schema)
    : sqliteTarget(config.DATABASE_URL);
}

async function refuseUnlessEmpty(target: DatabaseTarget, stores: FileStores): Promise<void> {
  const tables = await target.tablesWithRows();
  const filled: string[] = [];
  for (const store of storeNames) if (await hasFiles(stores[store])) filled.push(store);
  const found = [
    ...(tables.length > 0 ? [`${target.description} has rows in ${tables.join(', ')}`] : []),
    ...(filled.length > 0 ? [`the ${filled.join(' and ')} store${filled.length > 1 ? 's hold' : ' holds'} files`] : []),
  ];
  if (found.length > 0) {
    throw new BackupError(
      `Nothing was restored: ${found.join(', and ')}. A backup is restored only into an empty database and ` +
        'empty file stores, so that nothing is overwritten or mixed.',
      targetNotEmptyExitCode,
    );
  }
}

export async function restoreBackup(config: Config, file: string): Promise<RestoreSummary> {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const stores = openFileStores(config);
  let target: DatabaseTarget | undefined;
  let folder: string | undefined;
  try {
    // Filled in as the first reading finds them.
    const found: { manifest?: Manifest; databaseCopy?: string; secret?: Buffer } = {};
    const seen = new Set<string>();
    const files: Record<StoreName, number> = { uploads: 0, certificates: 0 };

    await readArchive(file, async (entry) => {
      if (entry.type !== 'File') throw notABackup(file, `it holds ${JSON.stringify(entry.path)}, which is not a file`);
      if (!found.manifest) {
        if (entry.path !== entryNames.manifest) throw notABackup(file, 'it does not begin with a manifest');
        if (entry.size > maxManifestBytes) throw notABackup(file, 'its manifest is far too large');
        const manifest = parseManifest(file, (await entry.concat()).toString('utf8'));
        if (!isKnownMigration(manifest.migration)) {
          throw new BackupError(
            `This backup was made by a newer version of the site (its database is at migration ${manifest.migration}): ` +
              'restore it with that version or a later one.',
          );
        }
        target = await openTarget(config, manifest);
        await refuseUnlessEmpty(target, stores);
        // Not in DATA_DIR, which must be left as it was if the archive turns out to be damaged.
        folder = await mkdtemp(path.join(tmpdir(), 'restore-'));
        found.manifest = manifest;
        return;
      }
      const what = parseEntryName(entry.path);
      if (!what || what.kind === 'manifest' || seen.has(entry.path)) {
        throw notABackup(file, `it holds ${JSON.stringify(entry.path.slice(0, 200))}, which a backup never does`);
      }
      seen.add(entry.path);
      if (what.kind === 'database') {
        if (entry.path !== entryNames[found.manifest.database.kind]) {
          throw notABackup(file, `its database, ${entry.path}, is not the kind its manifest says`);
        }
        found.databaseCopy = path.join(folder!, path.basename(entry.path));
        await pipeline(entry, createWriteStream(found.databaseCopy));
      } else if (what.kind === 'auth-secret') {
        if (entry.size > maxSecretBytes) throw notABackup(file, 'its auth secret is far too large');
        found.secret = await entry.concat();
      } else {
        files[what.store] += 1;
        await skip(entry);
      }
    });
    const { manifest, databaseCopy, secret } = found;
    if (!manifest || !target) throw notABackup(file, 'it is empty');
    if (!databaseCopy) throw notABackup(file, 'it holds no database');
    if (manifest.authSecret === 'archived' && !secret) throw notABackup(file, 'its auth secret is missing');

    await target.check(databaseCopy, manifest.migration);
    await target.restore(databaseCopy, manifest.migration);
    await readArchive(file, async (entry) => {
      const what = parseEntryName(entry.path);
      if (what?.kind === 'file') await stores[what.store].put(what.storagePath, Readable.from(entry));
      else await skip(entry);
    });

    const notes: string[] = [];
    if (secret && config.AUTH_SECRET) {
      notes.push(
        'AUTH_SECRET is set here, so the server uses it rather than the secret in the backup: staff who sign in ' +
          'with a second factor need the secret the backup was made with.',
      );
    } else if (secret) {
      const secretFile = dataFolders(config).authSecret;
      await privateDir(path.dirname(secretFile));
      await replacePrivateFile(secretFile, secret);
    } else if (manifest.authSecret === 'environment') {
      notes.push(
        'The backup was made with AUTH_SECRET set: start the server with the same AUTH_SECRET, or staff who sign ' +
          'in with a second factor cannot.',
      );
    }
    return { database: target.description, migration: manifest.migration, files, notes };
  } finally {
    stores.close();
    await target?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  }
}
