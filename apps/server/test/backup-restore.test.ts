/**
 * `npm run backup` and `npm run restore`, run as the commands they are (child processes), on SQLite and
 * on PostgreSQL. The demo school, a member of staff and contact messages are backed up while more contact
 * messages are being written, then restored into an empty database and empty folders: every row of every
 * table and every stored file must come back as it was. A restore refuses a target that holds anything,
 * and a damaged or foreign archive, and changes nothing; a backup without pg_dump says what is missing;
 * an older backup is restored at its own migration and brought up to date at the next start. The same
 * round trip runs with the files in S3 buckets, and the dump script is proved on its own.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { create as createTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError } from '../src/backup/backup-error';
import { retargetDump } from '../src/backup/dump-script';
import { dataFolders, readConfig, type Config } from '../src/config';
import { openDatabase, type Db } from '../src/db/database';
import { appliedMigration, migrateToLatest, migrateUpTo } from '../src/db/migrate';
import { staffAccounts } from '../src/modules/staff/staff-accounts';
import { seedDemoSchool } from '../src/seed/seed';
import { openFileStores, type FileStores } from '../src/storage/file-stores';
import { insertSchool, schoolCode } from './support/fixtures';
import { startS3Server, type S3TestServer } from './support/s3-server';
import {
  databaseKinds,
  openTestDatabase,
  testDatabaseUrl,
  withSearchPath,
  type DatabaseKind,
  type TestDatabase,
} from './support/test-database';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const cli = fileURLToPath(new URL('../src/backup/cli.ts', import.meta.url));
const quiet = { info: () => {} };

/** The tables written while the backup runs: a restored row must be one of theirs, not all of them. */
const writtenDuringBackup = ['contact_messages', 'contact_notifications'];

type Env = Record<string, string>;

/** This process's environment without any of the server's settings, which each run names itself. */
const plainEnv: Env = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] =>
      entry[1] !== undefined && !/^(S3_|DATABASE_URL$|DATA_DIR$|AUTH_SECRET$|INIT_CWD$)/.test(entry[0]),
  ),
);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run backup` / `npm run restore` as npm does (tsx, in the repository's folder). */
function runCli(args: string[], env: Env): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: repositoryRoot,
    env: { ...plainEnv, LOG_LEVEL: 'silent', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty place to restore into: a new data folder, and on PostgreSQL a new schema with no tables. */
interface Target {
  env: Env;
  config: Config;
  db(): Db;
  drop(): Promise<void>;
}

async function emptyTarget(kind: DatabaseKind, extra: Env = {}): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'restore-target-'));
  let env: Env = { DATA_DIR: dataDir, ...extra };
  let schema: string | undefined;
  if (kind === 'postgres') {
    schema = `t_${randomBytes(6).toString('hex')}`;
    await withAdmin((client) => client.query(`create schema ${schema}`));
    env = { ...env, DATABASE_URL: withSearchPath(testDatabaseUrl(), schema) };
  }
  const config = readConfig(env);
  let db: Db | undefined;
  return {
    env,
    config,
    db: () => (db ??= openDatabase(config.DATABASE_URL)),
    async drop() {
      await db?.destroy();
      if (schema) await withAdmin((client) => client.query(`drop schema if exists ${schema} cascade`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function tablesOf(db: Db, kind: DatabaseKind): Promise<string[]> {
  const { rows } =
    kind === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_schema
          where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows.map((row) => row.name).sort();
}

/**
 * Every row of every table, each as JSON, sorted. Kysely's record of when each migration ran is left
 * to its names: on PostgreSQL a restore runs the migrations again.
 */
async function everyRow(db: Db, kind: DatabaseKind): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of await tablesOf(db, kind)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    all[table] = rows.map((row) => JSON.stringify(table === 'kysely_migration' ? { name: row.name } : row)).sort();
  }
  return all;
}

/** Every file of the three stores, by store and path. */
async function everyFile(stores: FileStores): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const store of ['uploads', 'certificates', 'imageCache'] as const) {
    for await (const storagePath of stores[store].list()) {
      const file = await stores[store].open(storagePath);
      files.set(`${store}/${storagePath}`, await buffer(file!.stream));
    }
  }
  return files;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function expectSameFiles(restored: Map<string, Buffer>, original: Map<string, Buffer>) {
  expect([...restored.keys()].sort()).toEqual([...original.keys()].sort());
  const different = [...original].filter(([name, bytes]) => !restored.get(name)?.equals(bytes)).map(([name]) => name);
  expect(different).toEqual([]);
}

/** A contact message and its e-mail notification, written together in one transaction as the service does. */
async function writeMessage(db: Db, n: number): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('contact_messages')
      .values({
        id,
        school_code: schoolCode,
        name: `Parent ${n}`,
        email: 'parent@example.org',
        phone: '9876543210',
        profession: 'Parent',
        // A tab, a newline, a backslash and quotes: what COPY's text format must escape.
        message: `Message ${n}: fees for Class ${n % 12}?\tThanks,\nA "parent" \\ guardian – ✓`,
        created_at: at,
      })
      .execute();
    await trx
      .insertInto('contact_notifications')
      .values({ message_id: id, school_code: schoolCode, next_attempt_at: at, created_at: at })
      .execute();
  });
  return id;
}

/** Writes messages one after another until stopped; `acknowledged` holds each one as its commit returns. */
function keepWriting(db: Db) {
  const acknowledged: string[] = [];
  let stopped = false;
  const done = (async () => {
    for (let n = 0; !stopped; n++) {
      acknowledged.push(await writeMessage(db, n));
      // better-sqlite3 writes synchronously: let the child process's events in between.
      await yieldToEvents();
    }
  })();
  return {
    acknowledged,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

/** What an archive file is not allowed to change: the target's rows and files, and whether its database exists. */
async function targetState(target: Target, kind: DatabaseKind) {
  const stores = openFileStores(target.config);
  try {
    const databaseExists = kind === 'postgres' || existsSync(target.config.DATABASE_URL);
    return {
      databaseExists,
      rows: databaseExists ? await everyRow(target.db(), kind) : {},
      // Digests: comparing megabytes of Buffers inside a structure is slow in toEqual.
      files: new Map([...(await everyFile(stores))].map(([name, bytes]) => [name, sha256(bytes)])),
    };
  } finally {
    stores.close();
  }
}

describe.each(databaseKinds)('backup and restore on %s', (kind) => {
  let source: TestDatabase;
  let sourceEnv: Env;
  let sourceStores: FileStores;
  let scratch: string;
  let archive: string;
  const targets: Target[] = [];

  const newTarget = async () => {
    const target = await emptyTarget(kind);
    targets.push(target);
    return target;
  };

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'backups-'));
    archive = path.join(scratch, 'school.tar.gz');
    source = await openTestDatabase(kind);
    sourceEnv = { DATA_DIR: source.dataDir, DATABASE_URL: source.url };
    const config = readConfig(sourceEnv);
    sourceStores = openFileStores(config);
    await seedDemoSchool({
      db: source.db,
      uploads: sourceStores.uploads,
      certificates: sourceStores.certificates,
      schoolCode,
      log: quiet,
    });
    // Makes DATA_DIR/private/auth-secret too, which two-factor keys are encrypted with.
    const staff = await staffAccounts(source.db, config);
    const created = await staff.createAccount(
      { name: 'Backup Admin', email: 'backup-admin@school.example.org', role: 'admin', schoolCode },
      { id: null, name: 'test' },
    );
    expect(created.ok).toBe(true);
    // Larger than any buffer on the way, and of a length no block size divides.
    await sourceStores.uploads.put('backup-test/random.bin', randomBytes(3 * 1024 * 1024 + 17));
    await sourceStores.imageCache.put('cached/resized.webp', randomBytes(1000));
    for (let n = 0; n < 5; n++) await writeMessage(source.db, n);
  }, 120_000);

  afterAll(async () => {
    sourceStores?.close();
    for (const target of targets) await target.drop();
    await source?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('restores every row and every file, taken while contact messages are being written', async () => {
    const writer = keepWriting(source.db);
    let backup: Run;
    let before: string[];
    let during: number;
    try {
      while (writer.acknowledged.length < 20) await yieldToEvents();
      before = [...writer.acknowledged];
      backup = await runCli(['backup', '--out', archive], sourceEnv);
      during = writer.acknowledged.length - before.length;
    } finally {
      await writer.stop();
    }
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      /Backed up the \w+ database \(at migration 0\d{3}-[a-z-]+\), \d+ uploads and 4 certificates/,
    );
    // The writes really overlapped the backup.
    expect(during).toBeGreaterThan(0);
    // Only the archive is left beside it.
    expect(readdirSync(scratch)).toEqual(['school.tar.gz']);

    const target = await newTarget();
    const restore = await runCli(['restore', archive], target.env);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);

    const original = await everyRow(source.db, kind);
    const restored = await everyRow(target.db(), kind);
    expect(Object.keys(restored)).toEqual(Object.keys(original));
    for (const table of Object.keys(original)) {
      if (writtenDuringBackup.includes(table)) {
        const written = new Set(original[table]);
        expect(
          restored[table]!.filter((row) => !written.has(row)),
          table,
        ).toEqual([]);
      } else {
        expect(restored[table], table).toEqual(original[table]);
      }
    }
    const messages = await target.db().selectFrom('contact_messages').select('id').execute();
    const messageIds = new Set(messages.map((row) => row.id));
    expect(before.filter((id) => !messageIds.has(id))).toEqual([]);
    // One consistent moment: every message with its notification, none without.
    const notifications = await target.db().selectFrom('contact_notifications').select('message_id').execute();
    expect(notifications.map((row) => row.message_id).sort()).toEqual([...messageIds].sort());
    if (kind === 'sqlite') {
      const { rows } = await sql`pragma foreign_key_check`.execute(target.db());
      expect(rows).toEqual([]);
    }

    const targetStores = openFileStores(target.config);
    try {
      const files = await everyFile(targetStores);
      const originals = await everyFile(sourceStores);
      // Resized copies are a cache, and are left out.
      for (const name of originals.keys()) if (name.startsWith('imageCache/')) originals.delete(name);
      expect(originals.size).toBeGreaterThan(300);
      expectSameFiles(files, originals);
    } finally {
      targetStores.close();
    }
    const secret = (config: Config) => readFileSync(dataFolders(config).authSecret);
    expect(secret(target.config).equals(secret(readConfig(sourceEnv)))).toBe(true);

    // The server's next start migrates as usual.
    await migrateToLatest(target.db());
    expect(await appliedMigration(target.db())).toBe(await appliedMigration(source.db));
  }, 120_000);

  it('refuses a database that holds rows, and changes nothing', async () => {
    const target = await newTarget();
    expect((await runCli(['restore', archive], target.env)).code).toBe(0);
    const state = await targetState(target, kind);

    const again = await runCli(['restore', archive], target.env);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(
      /^Nothing was restored: .* has rows in .*schools.*, and the uploads and certificates stores hold files/,
    );
    expect(await targetState(target, kind)).toEqual(state);
  }, 60_000);

  it('refuses file stores that hold a file, and changes nothing', async () => {
    const target = await newTarget();
    const stores = openFileStores(target.config);
    await stores.certificates.put('left-behind.jpg', Buffer.from('a scan'));
    stores.close();
    const state = await targetState(target, kind);

    const refused = await runCli(['restore', archive], target.env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/^Nothing was restored: the certificates store holds files/);
    expect(await targetState(target, kind)).toEqual(state);
    expect(state.databaseExists ? await tablesOf(target.db(), kind) : []).toEqual([]);
  }, 60_000);

  it('refuses a damaged or foreign archive with a clear message, and changes nothing', async () => {
    const target = await newTarget();
    const state = await targetState(target, kind);

    const truncated = path.join(scratch, 'truncated.tar.gz');
    writeFileSync(truncated, readFileSync(archive));
    truncateSync(truncated, Math.floor(statSync(archive).size / 2));

    const foreignFolder = mkdtempSync(path.join(scratch, 'foreign-'));
    writeFileSync(path.join(foreignFolder, 'notes.txt'), 'not a backup');
    const foreign = path.join(scratch, 'foreign.tar.gz');
    await createTar({ gzip: true, file: foreign, cwd: foreignFolder }, ['notes.txt']);

    const newer = path.join(scratch, 'newer.tar.gz');
    writeFileSync(
      path.join(foreignFolder, 'manifest.json'),
      JSON.stringify({ format: 'school-website-backup', version: 2 }),
    );
    await createTar({ gzip: true, file: newer, cwd: foreignFolder }, ['manifest.json']);

    const noise = path.join(scratch, 'noise.bin');
    writeFileSync(noise, randomBytes(10_000));

    const cases: [string, RegExp][] = [
      [truncated, /is not a backup this site can restore: it is damaged or not a tar file \(.*unexpected end of file/],
      [foreign, /is not a backup this site can restore: it does not begin with a manifest/],
      [newer, /is not a backup this site can restore: it is format version 2, and this version of the site reads 1/],
      [noise, /is not a backup this site can restore: it is damaged or not a tar file/],
      [path.join(scratch, 'missing.tar.gz'), /There is no file .*missing\.tar\.gz/],
    ];
    for (const [file, message] of cases) {
      const refused = await runCli(['restore', file], target.env);
      expect(refused.code, file).toBe(1);
      expect(refused.stderr, file).toMatch(message);
      expect(await targetState(target, kind), file).toEqual(state);
    }
  }, 60_000);

  it.runIf(kind === 'postgres')('says pg_dump is missing when it is not on the PATH, and writes nothing', async () => {
    const out = path.join(scratch, 'without-pg-dump.tar.gz');
    const run = await runCli(['backup', '--out', out], { ...sourceEnv, PATH: '' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^pg_dump was not found on the PATH, and it is needed to back up/);
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(scratch).filter((name) => name.startsWith('.backup-'))).toEqual([]);
  });

  it('restores an older backup at its own migration, which the next start brings up to date', async () => {
    const older = await newTarget();
    await migrateUpTo(older.db(), '0005-files');
    await insertSchool(older.db(), schoolCode);
    await sql`insert into tc_records (id, school_code, admission_no, admission_key, name_key, file_path, created_at)
      values ('tc-1', ${schoolCode}, 'HV/1', 'hv/1', 'asha rao', 'tc-1.pdf', '2025-06-01T00:00:00.000Z')`.execute(
      older.db(),
    );
    const olderArchive = path.join(scratch, 'older.tar.gz');
    const backup = await runCli(['backup', '--out', olderArchive], older.env);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(/at migration 0005-files/);

    const target = await newTarget();
    expect((await runCli(['restore', olderArchive], target.env)).code).toBe(0);
    expect(await appliedMigration(target.db())).toBe('0005-files');
    await migrateToLatest(target.db());
    expect(await appliedMigration(target.db())).toBe(await appliedMigration(source.db));
    const record = await target.db().selectFrom('tc_records').selectAll().executeTakeFirstOrThrow();
    expect(record).toMatchObject({ id: 'tc-1', student_name: 'asha rao', content_type: 'application/pdf' });
  }, 60_000);
});

describe('backup and restore with the files in S3 buckets', () => {
  let source: TestDatabase;
  let sourceS3: S3TestServer;
  let targetS3: S3TestServer;
  let scratch: string;

  beforeAll(async () => {
    [source, sourceS3, targetS3] = await Promise.all([openTestDatabase('sqlite'), startS3Server(), startS3Server()]);
    scratch = mkdtempSync(path.join(tmpdir(), 'backups-'));
  });

  afterAll(async () => {
    await Promise.all([source?.close(), sourceS3?.stop(), targetS3?.stop()]);
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('takes every upload and certificate from one bucket and puts them in another', async () => {
    // The SDK's notice that it will need Node 22 from 2027 is not what this test is about.
    const quietSdk = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
    const sourceEnv = { DATA_DIR: source.dataDir, ...sourceS3.config, ...quietSdk };
    const stores = openFileStores(readConfig(sourceEnv));
    await insertSchool(source.db, schoolCode);
    const originals = new Map<string, Buffer>();
    const put = async (store: 'uploads' | 'certificates', storagePath: string, bytes: Buffer) => {
      await stores[store].put(storagePath, bytes);
      originals.set(`${store}/${storagePath}`, bytes);
    };
    await put('uploads', 'news/2026/annual-day.3f9a1c2e.jpg', randomBytes(40_000));
    await put('uploads', 'backup-test/random.bin', randomBytes(2 * 1024 * 1024 + 5));
    await put('certificates', 'tc-1.jpg', randomBytes(30_000));
    await stores.imageCache.put('cached/resized.webp', randomBytes(1000));
    stores.close();

    const archive = path.join(scratch, 'bucket.tar.gz');
    const backup = await runCli(['backup', '--out', archive], sourceEnv);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(/2 uploads and 1 certificates/);

    const target = await emptyTarget('sqlite', { ...targetS3.config, ...quietSdk });
    try {
      const restore = await runCli(['restore', archive], target.env);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      const targetStores = openFileStores(target.config);
      try {
        expectSameFiles(await everyFile(targetStores), originals);
      } finally {
        targetStores.close();
      }
      // The database went to the target's DATA_DIR, the files to its bucket only.
      expect(readdirSync(target.config.DATA_DIR).sort()).toEqual(['school.db']);
    } finally {
      await target.drop();
    }
  }, 60_000);
});

describe('the dump script a PostgreSQL restore feeds psql', () => {
  async function run(dump: string, from = 't_from', to = 'public'): Promise<string> {
    const chunks: Buffer[] = [];
    // Split anywhere, as a file's chunks are.
    const input = [Buffer.from(dump.slice(0, 7)), Buffer.from(dump.slice(7, 100)), Buffer.from(dump.slice(100))];
    for await (const chunk of retargetDump(Readable.from(input), from, to)) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  }

  const header = [
    '--',
    '-- PostgreSQL database dump',
    '\\restrict AbC123',
    "SET client_encoding = 'UTF8';",
    "SELECT pg_catalog.set_config('search_path', '', false);",
    '',
  ].join('\n');

  it('renames the schema in COPY lines and passes rows through untouched', async () => {
    const rows = ['1\tCOPY t_from.schools (code) FROM stdin;', '2\ta \\\\. b', '3\t\\N'].join('\n');
    const dump = `${header}\nCOPY t_from."user" (id, "createdAt") FROM stdin;\n${rows}\n\\.\n\\unrestrict AbC123\n`;
    expect(await run(dump, 't_from', '"New Schema"')).toBe(
      `${header.replace('\\restrict AbC123\n', '')}\nCOPY "New Schema"."user" (id, "createdAt") FROM stdin;\n${rows}\n\\.\n`,
    );
  });

  it.each([
    ['a statement other than COPY', 'DROP TABLE t_from.schools;'],
    ['a psql meta-command', '\\! rm -rf /'],
    ['a COPY into another schema', 'COPY other.schools (code) FROM stdin;'],
    ['a COPY from a program', "COPY t_from.schools (code) FROM PROGRAM 'id';"],
  ])('refuses %s', async (_what, line) => {
    await expect(run(`${header}\n${line}\n\\.\n`)).rejects.toThrow(BackupError);
    await expect(run(`${header}\n${line}\n\\.\n`)).rejects.toThrow(/holds a statement a backup never does/);
  });

  it('refuses a dump that ends in the middle of a table', async () => {
    await expect(run(`${header}\nCOPY t_from.schools (code) FROM stdin;\nhvps\n`)).rejects.toThrow(
      /ends in the middle of a table/,
    );
  });
});
