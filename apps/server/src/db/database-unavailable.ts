/**
 * Whether an error means the database cannot be reached just now, rather than
 * that a query or its data is wrong: the one place that knows how pg,
 * better-sqlite3 and Kysely say so. Such a failure is answered 503 with
 * Retry-After (plugins/errors.ts), and the console says saving is unavailable.
 *
 * A network error (ECONNREFUSED, ...) looks the same whichever service it
 * came from; the database is the one this server reaches on every request.
 */
import { cutForLog } from '../logging';

/** How long a client should wait before asking again (the Retry-After of a 503). */
export const databaseRetryAfterSeconds = 60;

/** The socket could not reach the server, or lost it. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for a server that is going, gone or not taking connections: class 08 (connection
 * exception) is matched by its prefix.
 */
const postgresStates = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
]);

/**
 * better-sqlite3's codes (extended codes such as SQLITE_BUSY_SNAPSHOT share their family's prefix): the file
 * is locked by another writer past the busy timeout, cannot be opened, read or written, or the disk is full.
 */
const sqliteFamilies = ['SQLITE_BUSY', 'SQLITE_CANTOPEN', 'SQLITE_IOERR', 'SQLITE_FULL', 'SQLITE_READONLY'];

/** What pg, its pool and Kysely throw, with no code, when a connection cannot be had or was lost or closed. */
const connectionMessages = [
  /^Connection terminated/, // pg: "... unexpectedly", "... due to connection timeout", or by an end during a query
  /^timeout exceeded when trying to connect$/, // pg-pool's connectionTimeoutMillis
  /^timeout expired$/, // pg's own connection timeout
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/, // the server is closing
  /^driver has already been destroyed$/, // Kysely, likewise
];

function saysUnavailable(error: Error & { code?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined) {
    if (networkCodes.has(code) || postgresStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (sqliteFamilies.some((family) => code === family || code.startsWith(`${family}_`))) return true;
  }
  return connectionMessages.some((pattern) => pattern.test(error.message));
}

/** What to log of an outage: the driver's own words, cut (they may quote a host name or a path). */
export interface DatabaseOutage {
  type: string;
  code: string | undefined;
  message: string;
}

/**
 * The error that shows the database cannot be reached: `error` itself, or one it wraps. Libraries wrap the
 * driver's error (better-auth's APIError keeps it as `cause`; Node gives an AggregateError when every address of a
 * host refuses), so the causes are searched too, a few levels deep.
 */
function findOutage(error: unknown, depth: number): (Error & { code?: unknown }) | undefined {
  if (!(error instanceof Error) || depth > 4) return undefined;
  if (saysUnavailable(error)) return error;
  const inner = error instanceof AggregateError ? [...(error.errors as unknown[]), error.cause] : [error.cause];
  for (const cause of inner) {
    const found = findOutage(cause, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The outage `error` reports, ready to log; undefined when it is any other failure. */
export function databaseOutage(error: unknown): DatabaseOutage | undefined {
  const found = findOutage(error, 0);
  if (!found) return undefined;
  return {
    type: found.name,
    code: typeof found.code === 'string' ? found.code : undefined,
    message: cutForLog(found.message),
  };
}
