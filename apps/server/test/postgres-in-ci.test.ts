/**
 * Every repository and every suite that can is proved on PostgreSQL as well as SQLite, when TEST_DATABASE_URL names
 * one (test/support/test-database.ts). On a developer's machine without PostgreSQL those parts are skipped; in CI
 * (`CI=true`, as `.ci/run` runs) a missing PostgreSQL must fail the run, or a query that breaks only there would pass.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';

describe.runIf(process.env.CI === 'true')('in CI', () => {
  it('has a PostgreSQL server for the suites that prove the code on it', async () => {
    const url = process.env.TEST_DATABASE_URL;
    expect(
      url,
      'set TEST_DATABASE_URL to a PostgreSQL database (.ci/run does when one answers on 127.0.0.1:5432)',
    ).toMatch(/^postgres(ql)?:\/\//);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      expect((await client.query<{ answer: number }>('select 1 as answer')).rows).toEqual([{ answer: 1 }]);
    } finally {
      await client.end();
    }
  });
});
