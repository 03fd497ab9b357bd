/**
 * Every repository and every suite that can is proved on PostgreSQL as well as SQLite, when TEST_DATABASE_URL names
 * one. On a developer's machine without PostgreSQL those parts are skipped; in CI (`CI=true`, as `.ci/run` runs) a
 * missing PostgreSQL fails them (support/test-database.ts decides, for every suite), or a query that breaks only
 * there would pass. This test names the cause once, however many suites it fails.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { onPostgres, testDatabaseUrl } from './support/test-database';

describe.runIf(onPostgres)('this run on PostgreSQL', () => {
  it('has a PostgreSQL server for the suites that prove the code on it', async () => {
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    try {
      expect((await client.query<{ answer: number }>('select 1 as answer')).rows).toEqual([{ answer: 1 }]);
    } finally {
      await client.end();
    }
  });
});
