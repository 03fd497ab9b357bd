/**
 * A migrated database for one test file: SQLite in a temporary folder always,
 * and PostgreSQL too when `TEST_DATABASE_URL` is set (CI sets it). On
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

/** The databases this run can prove the code on. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'server-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });

  if (kind === 'sqlite') {
    const url = path.join(dataDir, 'school.db');
    const db = openDatabase(url);
    await migrateToLatest(db);
    return { kind, url, dataDir, db, close: once(async () => (await destroyQuietly(db), removeDir())) };
  }

  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
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
