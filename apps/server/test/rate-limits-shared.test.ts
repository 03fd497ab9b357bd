/**
 * With REDIS_URL set, the limits are counted in Redis, so they hold across
 * every process that shares it: two apps built from one configuration (as two
 * processes behind one load balancer would be) refuse the sixth contact
 * message a minute from one address whichever of them gets it, and lock an
 * account after five failed sign-ins spread over both. Each app and each staff
 * service has its own Redis connection. Runs when a test Redis is configured
 * (support/test-redis.ts); the database is SQLite, which plays no part here.
 *
 * And while Redis is away (an address where none listens), a parent's message
 * is still taken, and failed sign-ins are still limited, in each process's memory.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@school/shared/api-paths';
import { buildApp } from '../src/app';
import { readConfig, type Config } from '../src/config';
import { contactLimits } from '../src/modules/contact/routes';
import type { StaffService } from '../src/modules/staff/service';
import { signInFailureLimit } from '../src/modules/staff/sign-in-limits';
import { staffAccounts } from '../src/modules/staff/staff-accounts';
import { openRedis, type SharedRedis } from '../src/redis';
import { insertSchool, schoolCode } from './support/fixtures';
import { addStaffAccounts, staffEmail, staffPassword } from './support/staff-sessions';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { redisKeyPrefix, redisKeys, removeRedisKeys, testRedisUrl } from './support/test-redis';
import { testConfig } from './support/test-app';

const contactUrl = apiPath('form', { schoolcode: schoolCode, formType: 'contact' });
const message = {
  name: 'Asha Rao',
  email: 'asha.rao@example.org',
  phone: '9876543210',
  message: 'When does admission for Grade 2 open?',
  profession: 'Parent',
  tag: 'dif',
};
const quietLog = { warn: () => undefined, info: () => undefined };

describe.runIf(testRedisUrl)('rate limits shared through Redis', () => {
  const prefix = redisKeyPrefix();
  let database: TestDatabase;
  let config: Config;
  let apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('sqlite');
    await insertSchool(database.db, schoolCode);
    config = testConfig(database, { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: prefix });
    const build = () => buildApp({ config, serveSite: false, seedDemo: false, contentCacheMs: 0, db: database.db });
    apps = [await build(), await build()];
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database?.close();
    await removeRedisKeys(prefix);
  });

  const send = (app: FastifyInstance, address: string) =>
    app.inject({
      method: 'POST',
      url: contactUrl,
      remoteAddress: address,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(message),
    });

  it.each([
    ['the first app', 0, '198.51.100.1'],
    ['the second app', 1, '198.51.100.2'],
  ])('refuses the sixth message a minute from one address when %s gets it', async (_name, last, address) => {
    // Five accepted, taking turns, so that neither app alone has seen more than three.
    for (let index = 0; index < contactLimits.perMinute; index += 1) {
      expect((await send(apps[index % 2]!, address)).statusCode).toBe(200);
    }
    expect((await send(apps[last]!, address)).statusCode).toBe(429);
    expect((await send(apps[1 - last]!, address)).statusCode).toBe(429);
    // Another address is not held back by this one.
    expect((await send(apps[last]!, '198.51.100.3')).statusCode).toBe(200);
  });

  it('keeps its counters under this site’s key prefix', async () => {
    const keys = await redisKeys(prefix);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith(`${prefix}rate-limit:`))).toBe(true);
  });

  describe('sign-in limits', () => {
    let connections: SharedRedis[] = [];
    let services: StaffService[] = [];

    beforeAll(async () => {
      await addStaffAccounts(database.db, config);
      connections = [openRedis(config, quietLog)!, openRedis(config, quietLog)!];
      // Until a connection is ready its limiter counts in memory (rejectIfRedisNotReady): on a busy machine the
      // first failures would be counted there, in each process apart, and the lock would never be shared.
      await Promise.all(connections.map((redis) => redis.check()));
      services = await Promise.all(connections.map((redis) => staffAccounts(database.db, config, redis)));
    });

    afterAll(() => Promise.all(connections.map((redis) => redis.close())));

    const signIn = (service: StaffService, password: string, address: string) =>
      service.signIn({ email: staffEmail('editor'), password }, { headers: new Headers(), address, requestId: 'test' });

    it('locks an account after five failures spread over both processes, on either of them', async () => {
      for (let index = 0; index < signInFailureLimit; index += 1) {
        // A new address each time: only the account's own count can add up to five.
        const failed = await signIn(services[index % 2]!, 'wrong-password', `203.0.113.${index + 1}`);
        expect(failed.ok ? 200 : failed.status).toBe(401);
      }
      for (const service of services) {
        const refused = await signIn(service, staffPassword, '203.0.113.100');
        expect(refused.ok ? 200 : refused.status).toBe(429);
      }
      // The lock is the account's: another member of staff signs in as usual.
      const other = await services[1]!.signIn(
        { email: staffEmail('publisher'), password: staffPassword },
        { headers: new Headers(), address: '203.0.113.101', requestId: 'test' },
      );
      expect(other.ok).toBe(true);
      expect((await redisKeys(prefix)).some((key) => key.startsWith(`${prefix}sign-in:account:`))).toBe(true);
    });
  });
});

describe('while Redis is away', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staff: StaffService;
  let redis: SharedRedis;

  beforeAll(async () => {
    database = await openTestDatabase('sqlite');
    await insertSchool(database.db, schoolCode);
    const config = readConfig({
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url,
      SCHOOL_CODE: schoolCode,
      LOG_LEVEL: 'silent',
      // Nothing listens on port 1: every connection is refused.
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    app = await buildApp({ config, serveSite: false, seedDemo: false, contentCacheMs: 0, db: database.db });
    await addStaffAccounts(database.db, config);
    redis = openRedis(config, quietLog)!;
    staff = await staffAccounts(database.db, config, redis);
  });

  afterAll(async () => {
    await app?.close();
    await redis?.close();
    await database?.close();
  });

  it('takes contact messages rather than answer 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: contactUrl,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(message),
    });
    expect(response.statusCode).toBe(200);
    expect(await database.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(1);
    await expect(redis.check()).rejects.toThrow();
  });

  it('still locks an account after five failed sign-ins, counting in memory', async () => {
    const attempt = (password: string) =>
      staff.signIn(
        { email: staffEmail('editor'), password },
        { headers: new Headers(), address: '203.0.113.1', requestId: 'test' },
      );
    for (let index = 0; index < signInFailureLimit; index += 1) {
      const failed = await attempt('wrong-password');
      expect(failed.ok ? 200 : failed.status).toBe(401);
    }
    const refused = await attempt(staffPassword);
    expect(refused.ok ? 200 : refused.status).toBe(429);
  });
});
