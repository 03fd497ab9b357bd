/**
 * The default file store: a folder on the local disk. A path is checked twice:
 * as text by `parseStoragePath`, and on disk by resolving every symlink and
 * refusing a file whose real path is outside the real root, so a link inside
 * the folder cannot hand out a file from elsewhere. Names that start with a
 * dot (temporary files, the health check's probe) are never storage paths, so
 * they are never served or listed.
 */
import { randomUUID } from 'node:crypto';
import { constants, type Dirent, type Stats } from 'node:fs';
import { open, readdir, readFile, realpath, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf } from './content-type';
import { privateDir, privateWriteStream, writePrivateFile } from './private-files';
import type { FileInfo, FileStore, StoredFile } from './storage';
import { parseStoragePath } from './storage-path';

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP';
};

/** Refuses to follow a link swapped in after the check (where the platform can say so). */
const readNoFollow = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);

export function localFileStore(root: string): FileStore {
  const absoluteRoot = path.resolve(root);

  /** True when `real` is the root or inside it, as the root really is on disk. */
  async function isWithinRoot(real: string): Promise<boolean> {
    const realRoot = await realpath(absoluteRoot);
    return real === realRoot || real.startsWith(realRoot + path.sep);
  }

  /** The real path of an existing entry within the root, or undefined. */
  async function realFile(storagePath: string): Promise<string | undefined> {
    const valid = parseStoragePath(storagePath);
    if (!valid) return undefined;
    try {
      const real = await realpath(path.join(absoluteRoot, ...valid.split('/')));
      // A link to the root itself passes here; it is a folder, and only files are served.
      return (await isWithinRoot(real)) ? real : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /** Every file below `folder` (a real folder within the root), as storage paths starting with `relative`. */
  async function* walk(folder: string, relative: string): AsyncGenerator<string> {
    let entries: Dirent[];
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const storagePath = relative ? `${relative}/${entry.name}` : entry.name;
      // Temporary files and anything no storage path could name are not the store's files.
      if (!parseStoragePath(storagePath)) continue;
      // A link is neither: the store never writes one, and following it could leave the root or loop.
      if (entry.isDirectory()) yield* walk(path.join(folder, entry.name), storagePath);
      else if (entry.isFile()) yield storagePath;
    }
  }

  return {
    async put(storagePath, data) {
      const valid = parseStoragePath(storagePath);
      if (!valid) throw new Error(`Not a storage path: ${JSON.stringify(storagePath)}`);
      const target = path.join(absoluteRoot, ...valid.split('/'));
      const folder = path.dirname(target);
      await privateDir(folder);
      if (!(await isWithinRoot(await realpath(folder)))) {
        throw new Error(`Refusing to write outside the store: ${storagePath}`);
      }
      // A reader sees the old file or the new one, never half of one. The temporary
      // name starts with a dot, which no storage path can, so it is never served.
      const temporary = path.join(folder, `.${path.basename(target)}.${randomUUID()}.tmp`);
      try {
        await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, privateWriteStream(temporary));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async open(storagePath): Promise<StoredFile | undefined> {
      const real = await realFile(storagePath);
      if (!real) return undefined;
      const handle = await open(real, readNoFollow).catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      if (!handle) return undefined;
      let stats: Stats;
      try {
        stats = await handle.stat();
      } catch (error) {
        await handle.close();
        throw error;
      }
      if (!stats.isFile()) {
        await handle.close();
        return undefined;
      }
      return {
        stream: handle.createReadStream(),
        size: stats.size,
        modified: stats.mtime,
        contentType: contentTypeOf(storagePath),
      };
    },

    async stat(storagePath): Promise<FileInfo | undefined> {
      const real = await realFile(storagePath);
      if (!real) return undefined;
      const stats = await stat(real);
      if (!stats.isFile()) return undefined;
      return { size: stats.size, modified: stats.mtime, contentType: contentTypeOf(storagePath) };
    },

    async delete(storagePath) {
      const real = await realFile(storagePath);
      if (!real || !(await stat(real)).isFile()) return;
      await rm(real, { force: true });
    },

    async clear() {
      let entries: string[];
      try {
        entries = await readdir(absoluteRoot);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      await Promise.all(entries.map((entry) => rm(path.join(absoluteRoot, entry), { recursive: true, force: true })));
    },

    async *list(folder) {
      if (folder === undefined) {
        yield* walk(absoluteRoot, '');
        return;
      }
      const real = await realFile(folder);
      if (real) yield* walk(real, folder);
    },

    async check() {
      await privateDir(absoluteRoot);
      const probe = path.join(absoluteRoot, `.check.${randomUUID()}`);
      const written = randomUUID();
      try {
        await writePrivateFile(probe, written);
        if ((await readFile(probe, 'utf8')) !== written) throw new Error('The storage folder gave back other bytes.');
      } finally {
        await rm(probe, { force: true });
      }
    },
  };
}
