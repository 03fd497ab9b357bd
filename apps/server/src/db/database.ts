/**
 * Opens the database the configuration names: PostgreSQL for a `postgres://`
 * URL, otherwise an SQLite file in WAL mode, so readers never wait for the
 * one writer. The same Kysely queries run on both.
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import { isPostgresUrl } from '../config';
import { createPrivateFileSync, privateDirSync } from '../storage/private-files';
import { OwnSchemaPostgresDialect } from './own-schema-introspector';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** How long an SQLite connection waits for another process's lock before it reports the file busy. */
const busyTimeoutMs = 5_000;

/**
 * Every transaction here writes, and most read first. Begun the default way, an SQLite transaction takes the
 * write lock only at its first write; if another process (`npm run staff`, a backup, a second server on the
 * same file) wrote in between, the rows it read are stale and SQLite refuses at once with SQLITE_BUSY, whatever
 * the busy timeout. Taking the lock when the transaction begins makes it wait its turn instead. better-sqlite3
 * waits by blocking the thread, so while another process holds the lock the whole server pauses, for at most the
 * busy timeout: one reason several servers use PostgreSQL (decision 015).
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * Turning a new file to WAL takes it whole for a moment, and a second process that opens it at that moment is
 * refused at once (SQLITE_BUSY, which the busy timeout does not cover); it asks again, for as long as the busy
 * timeout.
 */
function useWriteAheadLog(sqlite: SQLite.Database): void {
  const pauseMs = 100;
  for (let waited = 0; ; waited += pauseMs) {
    try {
      sqlite.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || waited >= busyTimeoutMs) throw error;
      // Opening the database is synchronous start-up work, so a blocking pause is what it needs.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, pauseMs);
    }
  }
}

export function openDatabase(databaseUrl: string): Db {
  if (isPostgresUrl(databaseUrl)) {
    // A database host that stops answering fails a request in 5 s instead of holding it until the visitor leaves.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // When the database restarts or the network drops, each connection also reports the loss as an 'error'
    // event (through the pool while it is idle), and an event with no listener would end the process. The
    // pool lets a lost connection go by itself; the query that was using it, or the next one that needs one,
    // fails and reports the outage (database-unavailable.ts).
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    return new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
  }
  privateDirSync(path.dirname(databaseUrl));
  // Session tokens and password hashes are in it: a new database is made 0600, and its WAL and SHM files with it.
  createPrivateFileSync(databaseUrl);
  const sqlite = new SQLite(databaseUrl);
  useWriteAheadLog(sqlite);
  sqlite.pragma('foreign_keys = ON');
  // Wait for a lock instead of failing at once when another process writes.
  sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`);
  return new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
}
