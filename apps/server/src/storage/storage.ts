/**
 * Where uploaded files live. Paths are storage paths such as
 * `gallery/2026/annual-day-1.jpg`: lower-case segments of letters, digits,
 * dots, dashes and underscores. Anything else is refused before it is ever
 * joined to a folder. The local-disk store is the default; an S3-compatible
 * store can take its place behind the same interface, so nothing outside a
 * store may assume a file is on this machine's disk.
 */
import type { Readable } from 'node:stream';

export interface FileInfo {
  size: number;
  modified: Date;
  contentType: string;
}

export interface StoredFile extends FileInfo {
  stream: Readable;
}

export interface FileStore {
  /**
   * Stores the bytes (streamed, so a large upload is never held in memory). A reader sees the old
   * file or the new one, never half of one.
   */
  put(storagePath: string, data: Buffer | Readable): Promise<void>;
  /** The file, or undefined when there is none (or the path is not a valid storage path). */
  open(storagePath: string): Promise<StoredFile | undefined>;
  /** The file's size, time and type without reading it; undefined like `open`. */
  stat(storagePath: string): Promise<FileInfo | undefined>;
  /** Removes the file; a file that is not there is not an error. */
  delete(storagePath: string): Promise<void>;
  /** Deletes everything, for `npm run seed -- --reset`. */
  clear(): Promise<void>;
  /**
   * Every stored file's storage path, in no set order (for backups); with a folder (itself a storage path), only
   * the files under it. An invalid folder lists nothing.
   */
  list(folder?: string): AsyncIterable<string>;
  /** Resolves when the store can be read and written now; rejects with the reason otherwise (for the health check). */
  check(): Promise<void>;
}
