/**
 * Processes started together on one empty database each bring its schema up
 * to date at start-up; the migrations run once and every process goes on.
 * The second one used to crash: on SQLite, Kysely's migrator takes no lock
 * between processes, so both applied `0002-console` and one failed with
 * "table "user" already exists" (db/migrate.ts now holds the file's write
 * lock). Each process here waits for the same moment before it migrates, so
 * the two meet every time; three rounds, each on a fresh database.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { appliedMigration, migrateToLatest } from '../src/db/migrate';
import { databaseKinds, testDatabaseUrl, withSearchPath, type DatabaseKind } from './support/test-database';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const migrateAt = fileURLToPath(new URL('./support/migrate-at.ts', import.meta.url));

/** An empty database (no tables at all, as on a first deployment), and how to remove it. */
async function emptyDatabase(kind: DatabaseKind): Promise<{ url: string; remove: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const folder = mkdtempSync(path.join(tmpdir(), 'start-together-'));
    return {
      url: path.join(folder, 'school.db'),
      remove: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const baseUrl = testDatabaseUrl();
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create schema ${schema}`);
  return { url: withSearchPath(baseUrl, schema), remove: () => admin(`drop schema ${schema} cascade`) };
}

function migrateProcess(url: string, startAt: number) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(tsx, [migrateAt], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: url, START_AT: String(startAt) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe.each(databaseKinds)('processes starting together on one empty %s database', (kind) => {
  it('migrate it once, and none of them fails', async () => {
    for (let round = 0; round < 3; round += 1) {
      const database = await emptyDatabase(kind);
      try {
        // Long enough for both to load; from then on they run side by side.
        const startAt = Date.now() + 3_000;
        const runs = await Promise.all([migrateProcess(database.url, startAt), migrateProcess(database.url, startAt)]);
        for (const run of runs) expect(run.code, run.output).toBe(0);

        // Up to date: a process starting now has nothing left to apply.
        const db = openDatabase(database.url);
        try {
          const applied = await appliedMigration(db);
          expect(applied).toBeDefined();
          await migrateToLatest(db);
          expect(await appliedMigration(db)).toBe(applied);
        } finally {
          await db.destroy();
        }
      } finally {
        await database.remove();
      }
    }
  }, 60_000);
});
