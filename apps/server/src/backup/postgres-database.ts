/**
 * PostgreSQL: the rows of the connection's own schema (`current_schema()`, which `options=-c search_path=...`
 * in DATABASE_URL may choose), dumped by pg_dump and loaded by psql.
 *
 * The dump is data only, and the tables come from this code's migrations instead: a restore first migrates
 * the target schema up to the backup's migration, then loads the rows, and the next start of the server
 * migrates them the rest of the way (a migration that rewrites rows runs over the restored ones). So the
 * target can be any empty schema of any database, whatever the source schema was called, and needs no
 * right to create schemas; dump-script.ts renames the schema in the dump's COPY lines.
 *
 * The migration name is read in the very snapshot pg_dump dumps (pg_export_snapshot, then --snapshot),
 * and the dump is one transaction, so it is consistent while the server writes.
 */
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import { openDatabase, type Db } from '../db/database';
import { appliedMigration, migrateUpTo } from '../db/migrate';
import { BackupError } from './backup-error';
import { retargetDump } from './dump-script';
import type { DatabaseTarget } from './database-target';

const bookkeepingTables: readonly string[] = [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];

/**
 * How pg_dump and psql reach the database: the URL without its password, which goes in PGPASSWORD, so
 * that it never shows in the process list. libpq reads the rest of the URL, `options` and `sslmode` included.
 */
function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.href, env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** A name as pg_dump's patterns take it literally: quoted, so case, dots and wildcards are not special. */
const literalPattern = (name: string) => `"${name.replaceAll('"', '""')}"`;

const missingTool = (tool: string) =>
  new BackupError(
    `${tool} was not found on the PATH, and it is needed to back up or restore a PostgreSQL database. ` +
      `It comes with PostgreSQL's client tools (Debian and Ubuntu: apt-get install postgresql-client), ` +
      `of the server's major version or newer.`,
  );

/**
 * Runs pg_dump or psql with an argument list, never through a shell, feeding it `input` if given. Fails
 * with the tool's own message when it exits with an error.
 */
async function runTool(
  tool: 'pg_dump' | 'psql',
  args: string[],
  env: NodeJS.ProcessEnv,
  input?: AsyncIterable<Buffer>,
): Promise<void> {
  const child = spawn(tool, args, { env, stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (stderr = (stderr + text).slice(-4000)));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const fed = input ? feed(child.stdin!, input, () => child.kill('SIGKILL')) : Promise.resolve();
  const [exit, feeding] = await Promise.allSettled([exited, fed]);
  if (exit.status === 'rejected') {
    throw (exit.reason as NodeJS.ErrnoException).code === 'ENOENT' ? missingTool(tool) : exit.reason;
  }
  if (exit.value !== 0) throw new BackupError(`${tool} failed: ${stderr.trim() || `exit code ${exit.value}`}`);
  if (feeding.status === 'rejected') throw feeding.reason;
}

/**
 * Writes the input to a tool's stdin. On a failure the tool is killed before its input ends: psql with
 * --single-transaction commits when its input ends, and must not commit half a dump.
 */
async function feed(stdin: NodeJS.WritableStream, input: AsyncIterable<Buffer>, kill: () => void): Promise<void> {
  // A tool that exits early closes the pipe; its exit code says why.
  stdin.on('error', () => undefined);
  try {
    for await (const chunk of input) {
      if (!stdin.write(chunk)) await once(stdin, 'drain');
    }
    stdin.end();
  } catch (error) {
    kill();
    throw error;
  }
}

/** The schema the connection works in; its search_path may name one that does not exist. */
async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) {
    throw new BackupError("The schema DATABASE_URL's search_path names does not exist: create it first.");
  }
  return schema;
}

/** Dumps the rows of the connection's schema into `dumpFile`, and answers the schema and its migration. */
export async function backupPostgres(
  databaseUrl: string,
  dumpFile: string,
): Promise<{ schema: string; migration: string | undefined }> {
  const { dbname, env } = libpqConnection(databaseUrl);
  // Before anything is written, so a machine without pg_dump fails with nothing left behind.
  await runTool('pg_dump', ['--version'], env);
  const db = openDatabase(databaseUrl);
  try {
    return await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const schema = await currentSchema(trx);
        const { rows } = await sql<{ snapshot: string }>`select pg_export_snapshot() as snapshot`.execute(trx);
        const migration = await appliedMigration(trx);
        await runTool(
          'pg_dump',
          [
            '--data-only',
            `--schema=${literalPattern(schema)}`,
            ...bookkeepingTables.map((table) => `--exclude-table=${literalPattern(schema)}.${literalPattern(table)}`),
            `--snapshot=${rows[0]!.snapshot}`,
            `--file=${dumpFile}`,
            '--no-password',
            `--dbname=${dbname}`,
          ],
          env,
        );
        return { schema, migration };
      });
  } finally {
    await db.destroy();
  }
}

/** The schema DATABASE_URL reaches, as a place to restore a backup of `sourceSchema` into. */
export async function postgresTarget(databaseUrl: string, sourceSchema: string): Promise<DatabaseTarget> {
  const db = openDatabase(databaseUrl);
  try {
    const schema = await currentSchema(db);
    const { rows } = await sql<{ from: string; to: string }>`
      select quote_ident(${sourceSchema}) as "from", quote_ident(${schema}) as "to"`.execute(db);
    const names = rows[0]!;
    const dump = (file: string) => retargetDump(createReadStream(file), names.from, names.to);

    return {
      description: `schema ${schema} of the PostgreSQL database`,

      async tablesWithRows() {
        const { rows: tables } = await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = ${schema} and table_type = 'BASE TABLE'`.execute(db);
        const withRows: string[] = [];
        for (const { name } of tables) {
          if (bookkeepingTables.includes(name)) continue;
          const { rows: found } = await sql<{ found: boolean }>`
            select exists (select from ${sql.id(schema, name)}) as found`.execute(db);
          if (found[0]?.found) withRows.push(name);
        }
        return withRows;
      },

      async check(dumpFile, migration) {
        const applied = await appliedMigration(db);
        if (applied !== undefined && applied > migration) {
          throw new BackupError(
            `The target schema's tables are already at migration ${applied}, newer than the backup's ${migration}: ` +
              'restore into a schema without tables.',
          );
        }
        await runTool('psql', ['--version'], libpqConnection(databaseUrl).env);
        // Read to the end, so a dump with a statement it must not have fails before anything is changed.
        await pipeline(dump(dumpFile), new Writable({ write: (_chunk, _encoding, done) => done() }));
      },

      async restore(dumpFile, migration) {
        await migrateUpTo(db, migration);
        const connection = libpqConnection(databaseUrl);
        await runTool(
          'psql',
          [
            '--no-psqlrc',
            '--quiet',
            '--no-password',
            '--set=ON_ERROR_STOP=1',
            '--single-transaction',
            '--file=-',
            `--dbname=${connection.dbname}`,
          ],
          connection.env,
          dump(dumpFile),
        );
      },

      close: () => db.destroy(),
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
