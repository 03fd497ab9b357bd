/**
 * Where uploaded files live. Paths are storage paths such as
 * `gallery/2026/annual-day-1.jpg`: lower-case segments of letters, digits,
 * dots, dashes and underscores. Anything else is refused before it is ever
 * joined to a folder. The local-disk store is the default; an S3-compatible
 * store can take its place behind the same interface.
 */
import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  size: number;
  modified: Date;
  contentType: string;
}

export interface FileStore {
  put(storagePath: string, data: Buffer): Promise<void>;
  /** The file, or undefined when there is none (or the path is not a valid storage path). */
  open(storagePath: string): Promise<StoredFile | undefined>;
  /** An absolute path on disk, for tools such as sharp; undefined for an invalid or missing path. */
  localPath(storagePath: string): Promise<string | undefined>;
  /** Deletes everything, for `npm run seed -- --reset`. */
  clear(): Promise<void>;
}
