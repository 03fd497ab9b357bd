/** The API app the tests inject into: no website, no demo seed, no list cache, on a test database. */
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { readConfig, type Config } from '../../src/config';
import type { Db } from '../../src/db/database';
import { schoolCode } from './fixtures';
import type { TestDatabase } from './test-database';

export interface TestAppOptions {
  logger?: FastifyServerOptions['logger'];
  db?: Db;
}

/**
 * The configuration of an app on the test database, for the test school and without a log; `env` adds what a
 * suite needs (the builds it serves, a public URL, Redis...) or overrides these.
 */
export function testConfig(database: TestDatabase, env: NodeJS.ProcessEnv = {}): Config {
  return readConfig({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    SCHOOL_CODE: schoolCode,
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/** The API on the test database, without the website, the demo seed or the list cache. */
export async function buildTestApp(database: TestDatabase, { logger, db = database.db }: TestAppOptions = {}) {
  const config = testConfig(database);
  return buildApp({ config, logger, serveSite: false, seedDemo: false, contentCacheMs: 0, db });
}
