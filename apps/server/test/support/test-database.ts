/**
 * A migrated database for one test file: SQLite in a temporary folder always,
 * and PostgreSQL too when `TEST_DATABASE_URL` is set (CI sets it; see
 * `onPostgres` for what happens in CI without it). On
 * PostgreSQL each file gets a fresh schema, `t_<random>`, that the connection
 * reaches through its search_path and that is dropped afterwards, so files run
 * in parallel without seeing each other's rows.
 *
 *     describe.each(databaseKinds)('on %s', (kind) => {
 *       let database: TestDatabase;
 *       beforeAll(async () => { database = await openTestDatabase(kind); });
 *       afterAll(() => database.close());
 *     });
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';

export type DatabaseKind = 'sqlite' | 'postgres';

/**
 * Whether this run proves the code on PostgreSQL: the one place every PostgreSQL suite asks (through this, through
 * `databaseKinds`, and `testDatabaseUrl()` for the address). On a developer's machine without `TEST_DATABASE_URL`
 * those suites are skipped. In CI (`CI=true`) they always run, so a run without PostgreSQL fails them, saying why
 * (`testDatabaseUrl()`), instead of passing with every PostgreSQL-only query unproved. The run of the other Node.js
 * majors asks for SQLite alone (`TEST_SQLITE_ONLY=true`, decision 014): what differs between majors is the runtime and
 * the native modules, and PostgreSQL's driver is plain JavaScript that the main run has proved.
 */
export const onPostgres: boolean =
  process.env.TEST_SQLITE_ONLY !== 'true' && (Boolean(process.env.TEST_DATABASE_URL) || process.env.CI === 'true');

/** The databases this run proves the code on. */
export const databaseKinds: DatabaseKind[] = onPostgres ? ['sqlite', 'postgres'] : ['sqlite'];

/** The PostgreSQL database the tests make their schemas in: `TEST_DATABASE_URL`, or an error saying how to give one. */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return url;
  throw new Error(
    'No PostgreSQL for the suites that prove the code on it: start PostgreSQL and set TEST_DATABASE_URL to a database ' +
      'on it (e.g. postgres://postgres@127.0.0.1:5432/test; .ci/run sets it when pg_isready answers on 127.0.0.1:5432). ' +
      'In CI (CI=true) these suites fail without it rather than being skipped.',
  );
}

export interface TestDatabase {
  kind: DatabaseKind;
  /** What `DATABASE_URL` would say to reach the same database. */
  url: string;
  /** A temporary folder for the app's `DATA_DIR` (and the SQLite file). */
  dataDir: string;
  db: Db;
  /** Destroys the connection (if still open), drops the schema and removes the folder. */
  close(): Promise<void>;
}

/** Adds `-c search_path=<schema>` to a PostgreSQL URL, as the `options` parameter libpq and pg understand. */
export function withSearchPath(url: string, schema: string): string {
  const options = `options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return `${url}${url.includes('?') ? '&' : '?'}${options}`;
}

export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  // Before making anything to remove: without PostgreSQL this throws.
  const baseUrl = kind === 'postgres' ? testDatabaseUrl() : '';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'server-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });

  if (kind === 'sqlite') {
    const url = path.join(dataDir, 'school.db');
    const db = openDatabase(url);
    await migrateToLatest(db);
    return { kind, url, dataDir, db, close: once(async () => (await destroyQuietly(db), removeDir())) };
  }

  const schema = `t_${randomBytes(6).toString('hex')}`;
  await withAdmin(baseUrl, (client) => client.query(`create schema ${schema}`));
  const url = withSearchPath(baseUrl, schema);
  const db = openDatabase(url);
  await migrateToLatest(db);
  return {
    kind,
    url,
    dataDir,
    db,
    close: once(async () => {
      await destroyQuietly(db);
      await withAdmin(baseUrl, (client) => client.query(`drop schema if exists ${schema} cascade`));
      removeDir();
    }),
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Some tests destroy the connection on purpose (the health check's 503). */
async function destroyQuietly(db: Db): Promise<void> {
  try {
    await db.destroy();
  } catch {
    // Already destroyed.
  }
}

function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
