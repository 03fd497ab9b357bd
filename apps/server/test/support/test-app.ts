/** The API app the tests inject into: no website, no demo seed, no list cache, on a test database. */
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { readConfig } from '../../src/config';
import type { Db } from '../../src/db/database';
import { schoolCode } from './fixtures';
import type { TestDatabase } from './test-database';

export interface TestAppOptions {
  logger?: FastifyServerOptions['logger'];
  db?: Db;
}

/** The API on the test database, without the website, the demo seed or the list cache. */
export async function buildTestApp(database: TestDatabase, { logger, db = database.db }: TestAppOptions = {}) {
  const config = readConfig({
    DATA_DIR: database.dataDir,
    SCHOOL_CODE: schoolCode,
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
  });
  return buildApp({ config, logger, serveSite: false, seedDemo: false, contentCacheMs: 0, db });
}
