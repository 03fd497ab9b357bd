/**
 * Two processes starting at once on the same empty database: one seeds the
 * demo school, the other waits and then finds it there. Neither fails, nothing
 * is stored twice, and every file in the stores belongs to a row. Proved with
 * two connections in one process (two better-sqlite3 connections to one file,
 * or two PostgreSQL pools on one schema), and on SQLite, whose lock between
 * processes differs from the one within a process, with two `npm run seed` processes.
 */
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leavingStudents } from '@school/content/demo/certificates';
import { dataFolders } from '../src/config';
import { openDatabase, type Db } from '../src/db/database';
import { schoolsRepository } from '../src/modules/schools/repository';
import { localFileStore } from '../src/storage/local-file-store';
import { demoCalendar } from '../src/seed/demo-dates';
import { demoItems, seedIfEmpty, type SeedOptions } from '../src/seed/seed';
import { schoolCode } from './support/fixtures';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const runSeed = path.join(repoRoot, 'apps/server/src/seed/run-seed.ts');

const demoItemCount = demoItems(demoCalendar(new Date())).length;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Exactly one demo school: each row once, and no stored file that no row names. */
async function expectOneDemoSchool(database: TestDatabase): Promise<void> {
  const { db, dataDir } = database;
  const rows = await db
    .selectFrom('content_items')
    .select(['attachments', 'images'])
    .where('school_code', '=', schoolCode)
    .execute();
  expect(rows).toHaveLength(demoItemCount);
  const certificates = await db.selectFrom('tc_records').select('file_path').execute();
  expect(certificates).toHaveLength(leavingStudents.length);
  expect(await db.selectFrom('visitor_counts').select('count').execute()).toHaveLength(1);
  expect(await db.selectFrom('schools').select('code').execute()).toEqual([{ code: schoolCode }]);

  const folders = dataFolders({ DATA_DIR: dataDir });
  const named = new Set(rows.flatMap((row) => [...JSON.parse(row.attachments), ...JSON.parse(row.images)] as string[]));
  expect(await filesUnder(folders.uploads)).toEqual([...named].sort());
  expect(await filesUnder(folders.certificates)).toEqual(certificates.map((row) => row.file_path).sort());
}

describe.each(databaseKinds)('two seeds at once in one process on %s', (kind) => {
  let database: TestDatabase;
  let other: Db;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    other = openDatabase(database.url);
  });

  afterAll(async () => {
    await other?.destroy();
    await database?.close();
  });

  it('seed once: the second waits, finds the content and stores nothing', async () => {
    // As the server leaves a fresh database before it seeds: the school's row, no content.
    await schoolsRepository(database.db).ensure(schoolCode, 'Test School');
    const folders = dataFolders({ DATA_DIR: database.dataDir });
    const messages: string[] = [];
    const options = (db: Db): SeedOptions => ({
      db,
      uploads: localFileStore(folders.uploads),
      certificates: localFileStore(folders.certificates),
      schoolCode,
      log: { info: (_details, message) => messages.push(message) },
    });

    const results = await Promise.all([seedIfEmpty(options(database.db)), seedIfEmpty(options(other))]);

    expect(results.sort()).toEqual([false, true]);
    // Both started on an empty school: the second found the content only once it held the lock.
    expect(messages.sort()).toEqual(['another process seeded the demo school first', 'seeded the demo school']);
    await expectOneDemoSchool(database);
  }, 120_000);
});

describe('two seed processes at once on sqlite', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase('sqlite');
  });

  afterAll(() => database?.close());

  const seedProcess = () =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(tsx, [runSeed], {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: database.url, SCHOOL_CODE: schoolCode },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', (code) => resolve({ code, output }));
    });

  it('one seeds, the other exits cleanly without storing anything', async () => {
    const runs = await Promise.all([seedProcess(), seedProcess()]);

    for (const run of runs) expect(run.code, run.output).toBe(0);
    const outputs = runs.map((run) => run.output).join('\n---\n');
    expect(
      runs.filter((run) => run.output.includes('seeded the demo school:')),
      outputs,
    ).toHaveLength(1);
    // Both found the school empty at first: the second learned otherwise only once it held the lock.
    expect(outputs).toContain('another process seeded the demo school first');
    await expectOneDemoSchool(database);
  }, 180_000);
});
