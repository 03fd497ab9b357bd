/**
 * On SQLite, a write transaction waits for another process's write lock
 * (`npm run staff`, a backup, a second server on the same file) instead of
 * failing: it takes the lock when it begins (`begin immediate`), so the rows it
 * read cannot go stale before it writes.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/database';

const file = path.join(mkdtempSync(path.join(tmpdir(), 'sqlite-lock-')), 'school.db');
let db: Db;

beforeAll(async () => {
  db = openDatabase(file);
  await sql`create table counter (n integer not null)`.execute(db);
  await sql`insert into counter (n) values (1)`.execute(db);
});

afterAll(async () => {
  await db?.destroy();
});

/** Another process that holds the file's write lock for `ms`, having written a row; resolves once it holds it. */
async function holdWriteLock(ms: number): Promise<{ finished: Promise<void> }> {
  const sqlitePath = createRequire(import.meta.url).resolve('better-sqlite3');
  const marker = `${file}.locked`;
  const source = `
    const db = new (require(${JSON.stringify(sqlitePath)}))(${JSON.stringify(file)});
    db.pragma('busy_timeout = 5000');
    db.exec('begin immediate');
    db.prepare('insert into counter (n) values (2)').run();
    require('node:fs').writeFileSync(${JSON.stringify(marker)}, '');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${ms});
    db.exec('commit');
  `;
  const child = spawn(process.execPath, ['-e', source], { stdio: 'inherit' });
  let exited = false;
  const finished = new Promise<void>((resolve, reject) =>
    child.on('exit', (code) => {
      exited = true;
      if (code === 0) resolve();
      else reject(new Error(`the other process ended with ${code}`));
    }),
  );
  while (!existsSync(marker)) {
    if (exited) throw new Error('the other process ended before it held the lock');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  // In an object: a promise returned as it is would be awaited with this one.
  return { finished };
}

it('a transaction that reads, then writes, waits for another process that holds the write lock', async () => {
  const otherProcess = await holdWriteLock(300);
  // Reads the highest count, then writes the next one: the pattern of every service that checks before it changes.
  await db.transaction().execute(async (trx) => {
    const { highest } = await trx
      .selectFrom(sql<{ n: number }>`counter`.as('c'))
      .select((eb) => eb.fn.max<number>('n').as('highest'))
      .executeTakeFirstOrThrow();
    await sql`insert into counter (n) values (${highest + 1})`.execute(trx);
  });
  await otherProcess.finished;
  const rows = await sql<{ n: number }>`select n from counter order by n`.execute(db);
  // The other process's row came first, and this transaction read it before writing the next.
  expect(rows.rows.map((row) => row.n)).toEqual([1, 2, 3]);
});
