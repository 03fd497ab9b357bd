/**
 * The seeding lock: when two processes start on the same empty database, one
 * seeds and the other waits for it, then finds the content there. The work
 * runs in one transaction that takes the lock first, so what it reads after
 * that is what the other process committed.
 *
 * On PostgreSQL the lock is a transaction-scoped advisory lock per school. On
 * SQLite it is the database's one write lock, which the first statement takes
 * by writing (the school's row); another process waits for it through
 * busy_timeout. better-sqlite3 waits by blocking the thread, which in one
 * process would stall the holder as well, so seeds in one process take turns first.
 */
import { PostgresAdapter, sql, type Transaction } from 'kysely';
import { school } from '@school/content/school';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { schoolsRepository } from '../modules/schools/repository';

let sqliteTurn: Promise<unknown> = Promise.resolve();

/** Runs `work` in a transaction that holds the school's seeding lock, with the school's row in place. */
export function withSeedLock<T>(
  db: Db,
  schoolCode: string,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const locked = () =>
    db.transaction().execute(async (trx) => {
      if (postgres) await sql`select pg_advisory_xact_lock(hashtext(${`school-seed:${schoolCode}`}))`.execute(trx);
      await schoolsRepository(trx).ensure(schoolCode, school.name);
      return work(trx);
    });
  if (postgres) return locked();
  const result = sqliteTurn.then(locked);
  sqliteTurn = result.catch(() => undefined);
  return result;
}
