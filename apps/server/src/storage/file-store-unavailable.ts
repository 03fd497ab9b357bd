/**
 * An object store that cannot be reached just now: the S3 store turns a network failure, a timeout or the store's
 * own 5xx into this, so the server can answer it as the outage it is (../outage.ts), in words about files, and not
 * take the connection error inside it for the database's. A refusal (4xx: no such bucket, no permission) is a
 * setting to fix, not an outage, and stays as the SDK threw it.
 */
import { isNetworkFailure } from '../network-failure';

export class FileStoreUnavailable extends Error {
  override readonly name = 'FileStoreUnavailable';

  constructor(cause: Error) {
    super(`The file store cannot be reached: ${cause.message}`, { cause });
  }
}

function isUnreachable(error: Error): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  // 501 Not Implemented is a store that lacks a call: a setting to fix, not an outage.
  if (status !== undefined) return status >= 500 && status !== 501;
  // The SDK names a connection or request that ran out of time so (@smithy/node-http-handler).
  return isNetworkFailure(error) || error.name === 'TimeoutError';
}

/** What an S3 call's failure should be thrown as: a FileStoreUnavailable when the store is out of reach. */
export function storeFailure(error: unknown): unknown {
  return error instanceof Error && !(error instanceof FileStoreUnavailable) && isUnreachable(error)
    ? new FileStoreUnavailable(error)
    : error;
}
