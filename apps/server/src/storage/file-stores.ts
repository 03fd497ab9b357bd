/**
 * The server's three file stores, chosen by configuration: folders under
 * DATA_DIR, or one S3-compatible bucket with a key prefix for each (see
 * README.md beside this file).
 */
import { S3Client } from '@aws-sdk/client-s3';
import { dataFolders, type Config } from '../config';
import { localFileStore } from './local-file-store';
import { s3FileStore } from './s3-file-store';
import type { FileStore } from './storage';

export type StorageConfig = Pick<
  Config,
  'DATA_DIR' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
>;

export interface FileStores {
  /** Files staff attach to content, served to anyone by `/api/image`. */
  uploads: FileStore;
  /** Transfer certificates, served only through a time-limited grant. */
  certificates: FileStore;
  /** Resized copies of pictures, which can always be made again. */
  imageCache: FileStore;
  /** Closes the object store's connections; nothing to do for folders. */
  close(): void;
}

/** The S3 key prefix of each store: every process that shares the bucket must use these. */
export const s3Prefixes = { uploads: 'uploads/', certificates: 'certificates/', imageCache: 'cache/images/' } as const;

/** Connections one process may hold to the object store: each file being sent to a visitor holds one. */
const maxSockets = 256;

export function createS3Client(config: Omit<StorageConfig, 'DATA_DIR' | 'S3_BUCKET'>): S3Client {
  const { S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return new S3Client({
    region: config.S3_REGION,
    // Stores other than Amazon's name the bucket in the path: their buckets have no DNS names of their own.
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    // Without keys the SDK looks for credentials itself (AWS_* variables, an instance or container role).
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    // Since 3.729 the SDK adds a CRC32 checksum to every upload it can, and sends a stream body as
    // `aws-chunked` with the checksum as a trailer. Many S3-compatible stores refuse those headers, and some
    // (s3rver among them) store the chunk framing as the file's bytes. Only calls that require one get one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    requestHandler: {
      // An unreachable store fails fast instead of holding a request for the operating system's minutes.
      connectionTimeout: 5_000,
      httpAgent: { keepAlive: true, maxSockets },
      httpsAgent: { keepAlive: true, maxSockets },
    },
  });
}

export function openFileStores(config: StorageConfig): FileStores {
  const bucket = config.S3_BUCKET;
  if (!bucket) {
    const folders = dataFolders(config);
    return {
      uploads: localFileStore(folders.uploads),
      certificates: localFileStore(folders.certificates),
      imageCache: localFileStore(folders.imageCache),
      close: () => undefined,
    };
  }
  const client = createS3Client(config);
  const store = (prefix: string) => s3FileStore({ client, bucket, prefix });
  return {
    uploads: store(s3Prefixes.uploads),
    certificates: store(s3Prefixes.certificates),
    imageCache: store(s3Prefixes.imageCache),
    close: () => client.destroy(),
  };
}
