/**
 * `POST /api/visitor` is limited per address: past the limit a visit is
 * answered 429 in the API's error shape and not counted, while other
 * addresses still count. On SQLite, and on PostgreSQL when TEST_DATABASE_URL
 * is set.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@school/shared/api-paths';
import { visitLimits } from '../src/modules/visitors/routes';
import { expectErrorShape, insertSchool, schoolCode } from './support/fixtures';
import { buildTestApp } from './support/test-app';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';

describe.each(databaseKinds)('the visit limit on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertSchool(database.db, schoolCode);
    app = await buildTestApp(database);
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const visit = (remoteAddress: string) =>
    app.inject({ method: 'POST', url: apiPath('visit'), remoteAddress, payload: { schoolcode: schoolCode } });

  async function count(): Promise<number> {
    const response = await app.inject({ method: 'GET', url: apiPath('visitorCount', { schoolcode: schoolCode }) });
    return response.json<[{ visitor: number }]>()[0].visitor;
  }

  it(`counts ${visitLimits.perMinute} visits a minute from one address, and refuses the next without counting it`, async () => {
    const address = '198.51.100.7';
    for (let index = 0; index < visitLimits.perMinute; index += 1) {
      expect((await visit(address)).statusCode, `visit ${index + 1}`).toBe(200);
    }
    const before = await count();
    expect(before).toBe(visitLimits.perMinute);

    const refused = await visit(address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(expectErrorShape(refused.json()).code).toBe('too_many_requests');
    expect(await count()).toBe(before);

    // Another address is not held back by this one.
    expect((await visit('198.51.100.8')).json()).toEqual([{ visitor: before + 1 }]);
  });
});
