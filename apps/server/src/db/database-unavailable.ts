/**
 * Whether an error means the database cannot be reached just now, rather than
 * that a query or its data is wrong: the one place that knows how pg,
 * better-sqlite3 and Kysely say so. Such a failure is answered 503 with
 * Retry-After (outage.ts), and the console says saving is unavailable.
 *
 * A network error (ECONNREFUSED, ...) looks the same whichever service it
 * came from; the database is the one this server reaches on every request,
 * and the file store wraps its own (storage/file-store-unavailable.ts).
 */
import { isNetworkFailure } from '../network-failure';

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

export function isDatabaseUnavailable(error: Error & { code?: unknown }): boolean {
  if (isNetworkFailure(error)) return true;
  const code = typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined) {
    if (postgresStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (sqliteFamilies.some((family) => code === family || code.startsWith(`${family}_`))) return true;
  }
  return connectionMessages.some((pattern) => pattern.test(error.message));
}
