/** The API app the tests inject into: no website, no demo seed, no list cache, on a test database. */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { readConfig, type Config } from '../../src/config';
import type { Db } from '../../src/db/database';
import { staffAccounts } from '../../src/modules/staff/staff-accounts';
import { adminBuildDir, requireBuilds, webBuildDir } from './builds';
import { post, sessionCookie } from './console-requests';
import type { NewContent } from '../../src/modules/content/repository';
import { insertContent, insertSchool, otherSchoolCode, schoolCode, storeSchoolWebsite } from './fixtures';
import { addStaffAccounts, consoleSessions, type RoleMap } from './staff-sessions';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';

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

/**
 * The whole app, site and console, on the test database: the test school with its website and one account of each
 * role (staff-sessions.ts), no list cache unless `contentCacheMs` says. Sign them in with `consoleSessions` or
 * `serviceSessions`.
 */
export async function buildSiteWithStaff(database: TestDatabase, { contentCacheMs = 0 } = {}) {
  requireBuilds(adminBuildDir, webBuildDir);
  await insertSchool(database.db, schoolCode);
  await storeSchoolWebsite(database.db, schoolCode);
  const config = testConfig(database, { ADMIN_BUILD_DIR: adminBuildDir, WEB_BUILD_DIR: webBuildDir });
  await addStaffAccounts(database.db, config);
  const app = await buildApp({ config, seedDemo: false, contentCacheMs, db: database.db });
  return { app, config };
}

export interface SiteWithStaffSessions {
  /** The suite's database: read it in a test or a hook, once the suite has started. */
  readonly database: TestDatabase;
  readonly app: FastifyInstance;
  /** Each role's session cookie, signed in through the console's own form. */
  readonly cookies: RoleMap;
}

/**
 * For a suite of the whole app (`buildSiteWithStaff`) with every role signed in through the console's sign-in form:
 * opens the test database and builds the app before the suite's tests, and closes both after them.
 *
 *     describe.each(databaseKinds)('… on %s', (kind) => {
 *       const site = siteWithStaffSessions(kind);
 *       it('…', async () => expect((await get(site.app, '/admin', site.cookies.editor)).statusCode).toBe(200));
 *     });
 */
export function siteWithStaffSessions(kind: DatabaseKind): SiteWithStaffSessions {
  let database: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  let cookies: RoleMap | undefined;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ({ app } = await buildSiteWithStaff(database));
    cookies = await consoleSessions(app);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  return {
    get database() {
      return started(database);
    },
    get app() {
      return started(app);
    },
    get cookies() {
      return started(cookies);
    },
  };
}

function started<T>(thing: T | undefined): T {
  if (thing === undefined) throw new Error("the suite's app is made in its beforeAll: read it inside a test");
  return thing;
}

/**
 * The whole app, site and console, on the test database: the test school with its website and `content`, another
 * school beside it, and a publisher of the test school signed in. What a test of a public page that staff change from
 * the console starts from.
 */
export async function buildSiteWithPublisher(database: TestDatabase, content: NewContent[]) {
  requireBuilds(adminBuildDir, webBuildDir);
  await insertSchool(database.db, schoolCode);
  await insertSchool(database.db, otherSchoolCode);
  await storeSchoolWebsite(database.db, schoolCode);
  await insertContent(database.db, content);
  const config = testConfig(database, { ADMIN_BUILD_DIR: adminBuildDir, WEB_BUILD_DIR: webBuildDir });
  const email = 'publisher@school.test';
  const password = 'correct-horse-battery';
  const staff = await staffAccounts(database.db, config);
  await staff.createAccount(
    { name: 'The publisher', email, role: 'publisher', schoolCode, password },
    { id: null, name: 'test' },
  );
  const app = await buildApp({ config, seedDemo: false, contentCacheMs: 0, db: database.db });
  const publisher = sessionCookie(await post(app, '/admin/sign-in', { email, password }));
  return { app, publisher, publicUrl: config.PUBLIC_URL! };
}
