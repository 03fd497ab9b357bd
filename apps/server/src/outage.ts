/**
 * Whether a failure means a service the server depends on cannot be reached just now, and which one: the
 * database (db/database-unavailable.ts) or the file store (storage/file-store-unavailable.ts). Such a failure
 * is not a fault of the request: it is answered 503 with Retry-After, in words about that service
 * (plugins/errors.ts, web/console-outages.ts), and logged once as a warning without a stack.
 */
import { isDatabaseUnavailable } from './db/database-unavailable';
import { cutForLog } from './logging';
import { FileStoreUnavailable } from './storage/file-store-unavailable';

/** How long a client should wait before asking again (the Retry-After of a 503). */
export const outageRetryAfterSeconds = 60;

export type OutageService = 'database' | 'fileStore';

/** What the log says of each service's outage. */
export const outageLogLines: Record<OutageService, string> = {
  database: 'the database cannot be reached',
  fileStore: 'the file store cannot be reached',
};

/** What to log of an outage: the service, and the driver's own words, cut (they may quote a host name or a path). */
export interface Outage {
  service: OutageService;
  type: string;
  code: string | undefined;
  message: string;
}

const report = (service: OutageService, error: Error & { code?: unknown }): Outage => ({
  service,
  type: error.name,
  code: typeof error.code === 'string' ? error.code : undefined,
  message: cutForLog(error.message),
});

/**
 * The outage `error` reports: `error` itself, or one it wraps. Libraries wrap the driver's error (better-auth's
 * APIError keeps it as `cause`; Node gives an AggregateError when every address of a host refuses), so the causes
 * are searched too, a few levels deep. A file store's failure is the file store's, whatever network error it
 * holds, so its causes are not searched for the database's.
 */
export function outageOf(error: unknown, depth = 0): Outage | undefined {
  if (!(error instanceof Error) || depth > 4) return undefined;
  if (error instanceof FileStoreUnavailable) return report('fileStore', error.cause as Error);
  if (isDatabaseUnavailable(error)) return report('database', error);
  const inner = error instanceof AggregateError ? [...(error.errors as unknown[]), error.cause] : [error.cause];
  for (const cause of inner) {
    const found = outageOf(cause, depth + 1);
    if (found) return found;
  }
  return undefined;
}
