/**
 * What the server keeps on disk is for its own user only: the database holds session tokens, password hashes and
 * parents' messages; beside it are the auth secret, certificate scans, uploads not yet published and backups. So
 * every folder it makes for them is 0700 and every file 0600, whatever the umask. A mode given to mkdir or open is
 * narrowed by the umask (never widened), so each is created with that mode and then set to it exactly with chmod.
 * A path that is there already keeps the mode an administrator gave it; `checkPrivate` warns at start-up of any
 * that other users can read.
 */
import { randomUUID } from 'node:crypto';
import { chmodSync, closeSync, createWriteStream, fchmodSync, mkdirSync, openSync, type WriteStream } from 'node:fs';
import { chmod, mkdir, open, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { dataFolders, isPostgresUrl, type Config } from '../config';

export const privateFileMode = 0o600;
export const privateDirMode = 0o700;
/** The group's and others' permission bits: none of them may be set on a private path. */
const openToOthers = 0o077;

/** The folders a recursive mkdir made: from `first`, the one it says it created first, down to `folder`. */
function createdFolders(folder: string, first: string | undefined): string[] {
  const created: string[] = [];
  if (first === undefined) return created;
  const top = path.resolve(first);
  for (let current = folder; ; current = path.dirname(current)) {
    created.push(current);
    if (current === top || path.dirname(current) === current) return created;
  }
}

/** Makes `folder` and any folder above it that is missing, each 0700; folders already there are left as they are. */
export async function privateDir(folder: string): Promise<void> {
  const absolute = path.resolve(folder);
  const first = await mkdir(absolute, { recursive: true, mode: privateDirMode });
  for (const created of createdFolders(absolute, first)) await chmod(created, privateDirMode);
}

/** `privateDir` for start-up code that cannot wait (opening the database). */
export function privateDirSync(folder: string): void {
  const absolute = path.resolve(folder);
  const first = mkdirSync(absolute, { recursive: true, mode: privateDirMode });
  for (const created of createdFolders(absolute, first)) chmodSync(created, privateDirMode);
}

/** A new file, 0600, open for writing; fails with EEXIST when there is one already. */
async function privateFile(file: string): Promise<FileHandle> {
  const handle = await open(file, 'wx', privateFileMode);
  try {
    await handle.chmod(privateFileMode);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * A stream into a new file, 0600; it fails with EEXIST when there is one already. The file is opened as the stream
 * starts, so a failure to open it reaches whatever pipes into the stream, as createWriteStream's would.
 */
export function privateWriteStream(file: string): WriteStream {
  const stream = createWriteStream(file, { flags: 'wx', mode: privateFileMode });
  // Emitted once the file is open, before the stream writes to it.
  stream.once('open', (descriptor: number) => {
    try {
      fchmodSync(descriptor, privateFileMode);
    } catch (error) {
      stream.destroy(error as Error);
    }
  });
  return stream;
}

/** Writes `data` to a new file, 0600; fails with EEXIST when there is one already. */
export async function writePrivateFile(file: string, data: string | Uint8Array): Promise<void> {
  const handle = await privateFile(file);
  try {
    await handle.writeFile(data);
  } finally {
    await handle.close();
  }
}

/** Writes `data` to `file`, 0600, in place of any file there: written whole under another name, then renamed. */
export async function replacePrivateFile(file: string, data: string | Uint8Array): Promise<void> {
  const draft = `${file}.${randomUUID()}.tmp`;
  try {
    await writePrivateFile(draft, data);
    await rename(draft, file);
  } finally {
    await rm(draft, { force: true });
  }
}

/**
 * An empty file, 0600, unless one is there: for an SQLite database about to be opened, which SQLite would create
 * 0644. SQLite gives the write-ahead log and shared-memory files it makes beside a database the database's mode.
 */
export function createPrivateFileSync(file: string): void {
  let descriptor: number;
  try {
    descriptor = openSync(file, 'wx', privateFileMode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
    throw error;
  }
  try {
    fchmodSync(descriptor, privateFileMode);
  } finally {
    closeSync(descriptor);
  }
}

/** The paths in the data folder that must be the server's own, as far as they are there. */
export function privateDataPaths(config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>): string[] {
  const folders = dataFolders(config);
  const database = isPostgresUrl(config.DATABASE_URL)
    ? []
    : ['', '-wal', '-shm'].map((suffix) => `${config.DATABASE_URL}${suffix}`);
  return [
    config.DATA_DIR,
    ...database,
    path.dirname(folders.authSecret),
    folders.authSecret,
    folders.certificates,
    folders.uploads,
    path.dirname(folders.imageCache),
    folders.imageCache,
    path.dirname(folders.uploadTemp),
    folders.uploadTemp,
  ];
}

export interface WarningLog {
  warn(fields: object, message: string): void;
}

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;
const shellQuoted = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

/**
 * Warns of each of `paths` that the group or other users may read, write or enter, with the command that closes
 * it. Paths that are not there are passed by. It changes nothing: the mode may be an administrator's choice.
 */
export async function checkPrivate(paths: readonly string[], log: WarningLog): Promise<void> {
  for (const target of paths) {
    const stats = await stat(target).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
      throw error;
    });
    if (!stats || (stats.mode & openToOthers) === 0) continue;
    const mode = octal(stats.mode);
    const command = `chmod ${stats.isDirectory() ? '-R ' : ''}go= ${shellQuoted(target)}`;
    log.warn(
      { path: target, mode },
      `${target} is open to other users of this machine (mode ${mode}), and it holds the site's private data: ` +
        `unless that is meant, run ${command}`,
    );
  }
}
