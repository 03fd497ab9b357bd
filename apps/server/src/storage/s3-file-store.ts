/**
 * A FileStore in an S3-compatible bucket, each store under its own key prefix
 * (`uploads/`, `certificates/`, ...). A storage path is checked by
 * `parseStoragePath` before it becomes a key, so an invalid one never reaches
 * the bucket. Objects are written without an ACL: they stay as private as the
 * bucket, and certificates are only ever served through a grant.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3ServiceException,
  type PutObjectCommandInput,
  type S3Client,
} from '@aws-sdk/client-s3';
import pLimit from 'p-limit';
import { contentTypeOf } from './content-type';
import { FileStoreUnavailable, storeFailure } from './file-store-unavailable';
import type { FileStore } from './storage';
import { parseStoragePath } from './storage-path';

export interface S3FileStoreOptions {
  client: S3Client;
  bucket: string;
  /** The folder of keys this store owns, ending in a slash: `uploads/`. */
  prefix: string;
  /** Keys per list request; S3 answers at most 1000. */
  pageSize?: number;
}

/** GetObject says NoSuchKey; HeadObject has no body, so only its status: NotFound. */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/** The store out of reach, which the next attempt may not meet; a refusal (4xx) or a local failure is final. */
const isTransient = (error: unknown) => error instanceof FileStoreUnavailable;

/**
 * The object's bytes, with a failure while they arrive (the store gone mid-download) reported as the store's:
 * `send` covers only the request until its answer begins.
 */
function reportingStoreFailures(body: Readable): Readable {
  const bytes = new PassThrough();
  body.once('error', (error) => bytes.destroy(storeFailure(error) as Error));
  // A reader that stops early (a visitor who left) lets the connection go.
  bytes.once('close', () => body.destroy());
  return body.pipe(bytes);
}

const putAttempts = 3;
/** A health check that waits longer than this is as good as failed. */
const checkTimeoutMs = 5_000;

export function s3FileStore({ client, bucket, prefix, pageSize = 1000 }: S3FileStoreOptions): FileStore {
  if (!prefix.endsWith('/') || !parseStoragePath(prefix.slice(0, -1))) {
    throw new Error(`An S3 store's prefix is a folder such as "uploads/", not ${JSON.stringify(prefix)}`);
  }

  /** The key of a valid storage path, or undefined. */
  const keyOf = (storagePath: string) => {
    const valid = parseStoragePath(storagePath);
    return valid === undefined ? undefined : prefix + valid;
  };

  /** Every call to the bucket: one that finds the store out of reach throws FileStoreUnavailable. */
  async function send<Output>(call: () => Promise<Output>): Promise<Output> {
    try {
      return await call();
    } catch (error) {
      throw storeFailure(error);
    }
  }

  const putObject = (input: PutObjectCommandInput, options?: { abortSignal: AbortSignal }) =>
    send(() => client.send(new PutObjectCommand(input), options));
  const deleteObject = (Key: string, options?: { abortSignal: AbortSignal }) =>
    send(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key }), options));

  /**
   * PutObject needs the length before the first byte, and a stream of unknown length would have to go out as
   * `aws-chunked`, which many S3-compatible stores refuse. So the stream is written to a temporary file first;
   * a producer that fails halfway never reaches the bucket, and S3 shows the object whole or not at all.
   */
  async function putStream(key: string, data: Readable, contentType: string): Promise<void> {
    const folder = await mkdtemp(path.join(tmpdir(), 's3-put-'));
    try {
      const file = path.join(folder, 'body');
      await pipeline(data, createWriteStream(file));
      const { size } = await stat(file);
      // The SDK never retries a stream body (it cannot rewind one), so a transient failure is retried here,
      // with the file read afresh.
      for (let attempt = 1; ; attempt++) {
        const body = createReadStream(file);
        try {
          await putObject({ Bucket: bucket, Key: key, Body: body, ContentLength: size, ContentType: contentType });
          return;
        } catch (error) {
          if (attempt === putAttempts || !isTransient(error)) throw error;
        } finally {
          // A failed request leaves its body unread, holding the file open.
          body.destroy();
        }
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /** Every key under `keyPrefix`, a page at a time. */
  async function* keys(keyPrefix: string): AsyncGenerator<string[]> {
    const pages = paginateListObjectsV2({ client, pageSize }, { Bucket: bucket, Prefix: keyPrefix });
    try {
      for (;;) {
        const next = await send(() => pages.next());
        if (next.done) return;
        yield (next.value.Contents ?? []).flatMap(({ Key }) => (Key ? [Key] : []));
      }
    } finally {
      // A caller that stops early ends the paginator too, as a for-await loop would.
      await pages.return(undefined);
    }
  }

  return {
    async put(storagePath, data) {
      const key = keyOf(storagePath);
      if (!key) throw new Error(`Not a storage path: ${JSON.stringify(storagePath)}`);
      const contentType = contentTypeOf(storagePath);
      if (Buffer.isBuffer(data)) {
        await putObject({ Bucket: bucket, Key: key, Body: data, ContentLength: data.length, ContentType: contentType });
      } else {
        await putStream(key, data, contentType);
      }
    },

    async open(storagePath) {
      const key = keyOf(storagePath);
      if (!key) return undefined;
      try {
        const object = await send(() => client.send(new GetObjectCommand({ Bucket: bucket, Key: key })));
        if (!(object.Body instanceof Readable)) throw new Error('The S3 client gave no stream for the object.');
        return {
          stream: reportingStoreFailures(object.Body),
          size: object.ContentLength ?? 0,
          modified: object.LastModified ?? new Date(0),
          contentType: contentTypeOf(storagePath),
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async stat(storagePath) {
      const key = keyOf(storagePath);
      if (!key) return undefined;
      try {
        const head = await send(() => client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })));
        return {
          size: head.ContentLength ?? 0,
          modified: head.LastModified ?? new Date(0),
          contentType: contentTypeOf(storagePath),
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(storagePath) {
      const key = keyOf(storagePath);
      // S3 answers a missing key's deletion with success too.
      if (key) await deleteObject(key);
    },

    async clear() {
      // One DeleteObject a key, not DeleteObjects: that call must carry a checksum, and the one the SDK now sends
      // (CRC32) is refused by stores that still ask for Content-MD5 (older MinIO, Dell ECS). Clearing is rare.
      const deleting = pLimit(8);
      for await (const page of keys(prefix)) {
        await Promise.all(page.map((Key) => deleting(() => deleteObject(Key))));
      }
    },

    async *list(folder) {
      const under = folder === undefined ? '' : parseStoragePath(folder);
      if (under === undefined) return;
      for await (const page of keys(under ? `${prefix}${under}/` : prefix)) {
        for (const key of page) {
          // Skips the health check's probes and any key no storage path names.
          const storagePath = parseStoragePath(key.slice(prefix.length));
          if (storagePath) yield storagePath;
        }
      }
    },

    async check() {
      // A write, a read and a delete under this store's own prefix: a bucket policy may allow one prefix and not another.
      const key = `${prefix}.check/${randomUUID()}`;
      const written = randomUUID();
      const timeLimit = () => ({ abortSignal: AbortSignal.timeout(checkTimeoutMs) });
      await putObject(
        { Bucket: bucket, Key: key, Body: Buffer.from(written), ContentLength: written.length },
        timeLimit(),
      );
      try {
        const object = await send(() => client.send(new GetObjectCommand({ Bucket: bucket, Key: key }), timeLimit()));
        if ((await object.Body?.transformToString()) !== written) {
          throw new Error('The object store gave back other bytes than were written.');
        }
      } finally {
        await deleteObject(key, timeLimit());
      }
    },
  };
}
