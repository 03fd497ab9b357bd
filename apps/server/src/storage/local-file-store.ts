/**
 * The default file store: a folder on the local disk. A path is checked twice:
 * as text by `parseStoragePath`, and on disk by resolving every symlink and
 * refusing a file whose real path is outside the real root, so a link inside
 * the folder cannot hand out a file from elsewhere.
 */
import { randomUUID } from 'node:crypto';
import { constants, createWriteStream, type Stats } from 'node:fs';
import { mkdir, open, readdir, realpath, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileInfo, FileStore, StoredFile } from './storage';
import { parseStoragePath } from './storage-path';

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

function contentTypeOf(storagePath: string): string {
  const extension = path.extname(storagePath).slice(1).toLowerCase();
  return contentTypes[extension] ?? 'application/octet-stream';
}

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

  return {
    async put(storagePath, data) {
      const valid = parseStoragePath(storagePath);
      if (!valid) throw new Error(`Not a storage path: ${JSON.stringify(storagePath)}`);
      const target = path.join(absoluteRoot, ...valid.split('/'));
      const folder = path.dirname(target);
      await mkdir(folder, { recursive: true });
      if (!(await isWithinRoot(await realpath(folder)))) {
        throw new Error(`Refusing to write outside the store: ${storagePath}`);
      }
      // A reader sees the old file or the new one, never half of one. The temporary
      // name starts with a dot, which no storage path can, so it is never served.
      const temporary = path.join(folder, `.${path.basename(target)}.${randomUUID()}.tmp`);
      try {
        await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(temporary));
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
  };
}
