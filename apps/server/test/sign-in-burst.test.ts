/**
 * Guesses sent at once: 40 sign-ins for one account posted together to the
 * console's sign-in form get no more than the 5 password checks that guesses
 * sent one by one get, and the rest are answered 429 with the locked message,
 * whichever position the right password is at and however many addresses
 * they come from; on one server, and split over two sharing Redis. A lone
 * right password still signs in and clears the account's count; a right
 * password refused for want of a role is not counted as a failure. The
 * password checks are counted in the audit log: each one writes a
 * `signInFailed` or `signIn` entry, and a refused attempt `signInRefused`.
 * On SQLite, and PostgreSQL when TEST_DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleMessages } from '@school/shared/console-messages';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { signInFailureLimit } from '../src/modules/staff/sign-in-limits';
import { staffAccounts } from '../src/modules/staff/staff-accounts';
import { sameSiteHeaders, form, type Answer } from './support/console-requests';
import { insertSchool, otherSchoolCode, schoolCode } from './support/fixtures';
import { adminBuildDir, requireBuilds } from './support/builds';
import { auditRows } from './support/staff-fixtures';
import { staffPassword } from './support/staff-sessions';
import { testConfig } from './support/test-app';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';
import { redisKeyPrefix, removeRedisKeys, testRedisUrl } from './support/test-redis';

const burstSize = 40;
const wrongPassword = 'not-the-password';
const testTimeoutMs = 60_000;
let made = 0;

/** A sign-in through the console's form, from a client at `address`. */
const signIn = (app: FastifyInstance, email: string, password: string, address: string) =>
  app.inject({
    method: 'POST',
    url: '/admin/sign-in',
    remoteAddress: address,
    headers: sameSiteHeaders('application/x-www-form-urlencoded'),
    payload: form({ email, password }),
  });

/** The statuses of 40 sign-ins sent at once for one account: the right password at `rightAt`, if anywhere. */
async function burst(
  apps: FastifyInstance[],
  email: string,
  { rightAt, addresses }: { rightAt?: number; addresses: (index: number) => string },
): Promise<Answer[]> {
  return Promise.all(
    Array.from({ length: burstSize }, (_unused, index) =>
      signIn(apps[index % apps.length]!, email, index === rightAt ? staffPassword : wrongPassword, addresses(index)),
    ),
  );
}

const everyAddress = (index: number) => `198.51.100.${index + 1}`;
const oneAddress = () => '192.0.2.10';

/** How many of the account's sign-ins had their password checked, by the audit log. */
async function passwordChecks(database: TestDatabase, email: string): Promise<number> {
  const rows = await auditRows(database.db);
  return rows.filter((row) => row.summary === email && ['signInFailed', 'signIn'].includes(row.action)).length;
}

const statuses = (answers: Answer[]) => answers.map((answer) => answer.statusCode);
const count = (answers: Answer[], status: number) => statuses(answers).filter((code) => code === status).length;

async function newAccount(database: TestDatabase, config: Config, school = schoolCode): Promise<string> {
  made += 1;
  const email = `burst-${made}@school.test`;
  const staff = await staffAccounts(database.db, config);
  const created = await staff.createAccount(
    { name: `Burst ${made}`, email, role: 'editor', schoolCode: school, password: staffPassword },
    { id: null, name: 'test' },
  );
  expect(created.ok).toBe(true);
  return email;
}

async function sessionCount(database: TestDatabase, email: string): Promise<number> {
  const rows = await database.db
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.userId')
    .select('session.id')
    .where('user.email', '=', email)
    .execute();
  return rows.length;
}

/** Refused whole: only the first 5 checked and failed, the rest answered 429 with the locked message, no session. */
async function expectHeldToTheLimit(database: TestDatabase, email: string, answers: Answer[]): Promise<void> {
  expect(await passwordChecks(database, email)).toBe(signInFailureLimit);
  expect(count(answers, 401)).toBe(signInFailureLimit);
  expect(count(answers, 429)).toBe(burstSize - signInFailureLimit);
  const locked = answers.find((answer) => answer.statusCode === 429)!;
  expect(locked.body).toContain('Try again after');
  expect(await sessionCount(database, email)).toBe(0);
}

describe.each(databaseKinds)('sign-ins sent at once on %s', (kind) => {
  let database: TestDatabase;
  let config: Config;
  let app: FastifyInstance;

  beforeAll(async () => {
    requireBuilds(adminBuildDir);
    database = await openTestDatabase(kind);
    await insertSchool(database.db, schoolCode);
    await insertSchool(database.db, otherSchoolCode);
    config = testConfig(database, { ADMIN_BUILD_DIR: adminBuildDir });
    app = await buildApp({
      config,
      serveSite: false,
      serveConsole: true,
      seedDemo: false,
      contentCacheMs: 0,
      db: database.db,
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it(
    'check no more than 5 passwords of one account, from 40 addresses',
    async () => {
      const email = await newAccount(database, config);
      await expectHeldToTheLimit(database, email, await burst([app], email, { addresses: everyAddress }));
    },
    testTimeoutMs,
  );

  it(
    'do not sign in with the right password at position 31, and lock the account',
    async () => {
      const email = await newAccount(database, config);
      const answers = await burst([app], email, { rightAt: 30, addresses: oneAddress });
      expect(count(answers, 302)).toBe(0);
      await expectHeldToTheLimit(database, email, answers);
      expect((await signIn(app, email, staffPassword, '203.0.113.200')).statusCode).toBe(429);
    },
    testTimeoutMs,
  );

  it(
    'leave a lone right password signing in, which clears the account’s count',
    async () => {
      const email = await newAccount(database, config);
      for (let attempt = 1; attempt < signInFailureLimit; attempt += 1) {
        expect((await signIn(app, email, wrongPassword, `203.0.113.${attempt}`)).statusCode).toBe(401);
      }
      expect((await signIn(app, email, staffPassword, '203.0.113.50')).statusCode).toBe(302);
      // Nothing of the four failures or of the success is left: a burst gets the full 5 checks again.
      const before = await passwordChecks(database, email);
      const answers = await burst([app], email, { addresses: (index) => `203.0.113.${100 + index}` });
      expect((await passwordChecks(database, email)) - before).toBe(signInFailureLimit);
      expect(count(answers, 401)).toBe(signInFailureLimit);
      expect(count(answers, 429)).toBe(burstSize - signInFailureLimit);
    },
    testTimeoutMs,
  );

  it(
    'do not count a right password refused for want of a role at this school',
    async () => {
      const email = await newAccount(database, config, otherSchoolCode);
      for (let attempt = 0; attempt <= signInFailureLimit; attempt += 1) {
        const answer = await signIn(app, email, staffPassword, '203.0.113.210');
        expect(answer.statusCode).toBe(403);
        expect(answer.body).toContain(consoleMessages.noRole.slice(0, 30));
      }
    },
    testTimeoutMs,
  );
});

describe.runIf(testRedisUrl)('sign-ins sent at once to two servers sharing Redis', () => {
  describe.each(databaseKinds)('on %s', (kind) => {
    const prefix = redisKeyPrefix();
    let database: TestDatabase;
    let config: Config;
    let apps: FastifyInstance[] = [];

    beforeAll(async () => {
      requireBuilds(adminBuildDir);
      database = await openTestDatabase(kind);
      await insertSchool(database.db, schoolCode);
      config = testConfig(database, {
        ADMIN_BUILD_DIR: adminBuildDir,
        REDIS_URL: testRedisUrl,
        REDIS_KEY_PREFIX: prefix,
        // One secret for both, as servers sharing a database have.
        AUTH_SECRET: randomBytes(32).toString('base64url'),
      });
      const build = () =>
        buildApp({ config, serveSite: false, serveConsole: true, seedDemo: false, contentCacheMs: 0, db: database.db });
      apps = [await build(), await build()];
    });

    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
      await database?.close();
      await removeRedisKeys(prefix);
    });

    it(
      'check no more than 5 passwords of one account between them, from 40 addresses',
      async () => {
        const email = await newAccount(database, config);
        await expectHeldToTheLimit(database, email, await burst(apps, email, { addresses: everyAddress }));
      },
      testTimeoutMs,
    );

    it(
      'do not sign in with the right password at position 31',
      async () => {
        const email = await newAccount(database, config);
        const answers = await burst(apps, email, { rightAt: 30, addresses: everyAddress });
        expect(count(answers, 302)).toBe(0);
        await expectHeldToTheLimit(database, email, answers);
        for (const app of apps) expect((await signIn(app, email, staffPassword, '203.0.113.201')).statusCode).toBe(429);
      },
      testTimeoutMs,
    );
  });
});
