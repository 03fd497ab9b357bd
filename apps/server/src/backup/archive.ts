/**
 * The backup archive: one gzip-compressed tar file, written and read as a stream.
 *
 *     manifest.json                   what this is; always the first entry
 *     database/school.db              SQLite: a copy made by SQLite's online backup
 *     database/postgres.sql           PostgreSQL: pg_dump's data-only dump of the connection's schema
 *     private/auth-secret             the session and two-factor secret made in DATA_DIR, if there is one
 *     uploads/<storage path>          every file of the uploads store
 *     certificates/<storage path>     every file of the certificates store
 *
 * Resized copies of pictures are left out: they are a cache, made again when first asked for.
 */
import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Header, Pack, Parser, ReadEntry } from 'tar';
import { z } from 'zod';
import { privateFileMode, privateWriteStream } from '../storage/private-files';
import { parseStoragePath } from '../storage/storage-path';
import { BackupError } from './backup-error';

const format = 'school-website-backup';
const version = 1;

const manifestSchema = z.object({
  format: z.literal(format),
  version: z.literal(version),
  createdAt: z.iso.datetime(),
  /** The newest migration the database had: a restore loads the rows into exactly that schema. */
  migration: z.string().min(1),
  database: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('sqlite') }),
    /** The schema the rows were dumped from, which the dump names and a restore renames. */
    z.object({ kind: z.literal('postgres'), schema: z.string().min(1) }),
  ]),
  /** Where the server's AUTH secret came from: without the same one, two-factor keys cannot be read. */
  authSecret: z.enum(['archived', 'environment', 'none']),
});

export type Manifest = z.infer<typeof manifestSchema>;

export function newManifest(fields: Omit<Manifest, 'format' | 'version' | 'createdAt'>): Manifest {
  return { format, version, createdAt: new Date().toISOString(), ...fields };
}

export const entryNames = {
  manifest: 'manifest.json',
  sqlite: 'database/school.db',
  postgres: 'database/postgres.sql',
  authSecret: 'private/auth-secret',
} as const;

export const storeNames = ['uploads', 'certificates'] as const;
export type StoreName = (typeof storeNames)[number];

export type ArchiveEntry =
  | { kind: 'manifest' }
  | { kind: 'database' }
  | { kind: 'auth-secret' }
  | { kind: 'file'; store: StoreName; storagePath: string };

/** What an entry of the archive is, or undefined for a name this format never writes. */
export function parseEntryName(name: string): ArchiveEntry | undefined {
  if (name === entryNames.manifest) return { kind: 'manifest' };
  if (name === entryNames.sqlite || name === entryNames.postgres) return { kind: 'database' };
  if (name === entryNames.authSecret) return { kind: 'auth-secret' };
  const slash = name.indexOf('/');
  const store = storeNames.find((candidate) => candidate === name.slice(0, slash));
  const storagePath = parseStoragePath(name.slice(slash + 1));
  return store && storagePath ? { kind: 'file', store, storagePath } : undefined;
}

export const notABackup = (file: string, why: string) =>
  new BackupError(`${file} is not a backup this site can restore: ${why}.`);

/** The manifest's text, checked: another program's archive or a newer format is refused here. */
export function parseManifest(file: string, text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw notABackup(file, 'its manifest is not JSON');
  }
  const head = z.object({ format: z.literal(format), version: z.number() }).safeParse(json);
  if (!head.success) throw notABackup(file, `its manifest does not say "${format}"`);
  if (head.data.version !== version) {
    throw notABackup(file, `it is format version ${head.data.version}, and this version of the site reads ${version}`);
  }
  const manifest = manifestSchema.safeParse(json);
  if (!manifest.success) throw notABackup(file, `its manifest is incomplete (${z.prettifyError(manifest.error)})`);
  return manifest.data;
}

export interface EntrySource {
  size: number;
  modified: Date;
  stream: Readable;
}

export interface ArchiveWriter {
  /** Adds one file; the stream must give exactly `size` bytes, as the tar header says. */
  add(name: string, source: EntrySource): Promise<void>;
  /** Ends the archive and waits until every byte of it is in the file. */
  finish(): Promise<void>;
  /** Stops writing after a failure, leaving an incomplete file for the caller to remove. */
  abandon(): void;
}

/**
 * Writes a new archive file (never over an existing one), readable by its owner only: it holds the auth secret,
 * password hashes, two-factor keys, parents' messages and certificate scans. Its entries say 0600 too, so a copy
 * unpacked by hand is as private.
 */
export function archiveWriter(file: string): ArchiveWriter {
  const pack = new Pack({ gzip: true, portable: true });
  const output = privateWriteStream(file);
  const written = pipeline(pack, output);
  // Awaited by finish(); after abandon() its error is expected.
  written.catch(() => undefined);
  return {
    async add(name, { size, modified, stream }) {
      const header = new Header({ path: name, type: 'File', size, mtime: modified, mode: privateFileMode });
      const entry = new ReadEntry(header);
      pack.add(entry);
      // The tar header has promised `size` bytes: a source that gives more or fewer would spoil the archive.
      const changed = () => new Error(`${name} changed while it was being read (expected ${size} bytes)`);
      let seen = 0;
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        seen += chunk.length;
        if (seen > size) throw changed();
        if (!entry.write(chunk)) await once(entry, 'drain');
      }
      if (seen !== size) throw changed();
      entry.end();
    },
    async finish() {
      pack.end();
      await written;
    },
    abandon() {
      output.destroy();
    },
  };
}

/**
 * Reads an archive entry by entry, in order: each one is handled (or skipped with `entry.resume()`)
 * before the next is read, and a slow handler slows the reading, so no more than a chunk is held at a
 * time. A damaged or truncated file fails here: the tar checksums and gzip's CRC are checked.
 */
export function readArchive(file: string, handle: (entry: ReadEntry) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const input = createReadStream(file);
    const fail = (error: unknown) => {
      input.destroy();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    let handled: Promise<void> = Promise.resolve();
    const parser = new Parser({
      strict: true,
      onReadEntry(entry) {
        handled = handled.then(() => handle(entry));
        handled.catch(fail);
      },
    });
    input.on('error', fail);
    parser.on('error', (error: Error) => fail(notABackup(file, `it is damaged or not a tar file (${error.message})`)));
    parser.on('end', () => handled.then(resolve, fail));
    input.pipe(parser);
  });
}
