/**
 * The visit counter: `POST /api/visitor` with `{schoolcode}` records a visit and
 * answers the new total as `[{"visitor": N}]`; `GET /api/visitor/{schoolcode}`
 * reads it. Concurrent visits are never lost, on SQLite and on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@school/shared/api-paths';
import { expectErrorShape, insertSchool, otherSchoolCode, schoolCode } from './support/fixtures';
import { buildTestApp } from './support/test-app';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';

describe.each(databaseKinds)('visitor counter on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertSchool(database.db, schoolCode);
    await insertSchool(database.db, otherSchoolCode);
    app = await buildTestApp(database);
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const visit = (schoolcode: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: apiPath('visit'), payload: { schoolcode }, headers });

  async function count(schoolcode: string): Promise<number> {
    const response = await app.inject({ method: 'GET', url: apiPath('visitorCount', { schoolcode }) });
    expect(response.statusCode).toBe(200);
    const body = response.json<[{ visitor: number }]>();
    expect(body).toEqual([{ visitor: expect.any(Number) }]);
    return body[0].visitor;
  }

  it('reads zero before the first visit', async () => {
    const response = await app.inject({ method: 'GET', url: apiPath('visitorCount', { schoolcode: schoolCode }) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual([{ visitor: 0 }]);
  });

  it('records a visit and answers the new total', async () => {
    const first = await visit(schoolCode);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.json()).toEqual([{ visitor: 1 }]);

    // The original site sends its token along; it changes nothing.
    const second = await visit(schoolCode, { authorization: 'Bearer some-token' });
    expect(second.json()).toEqual([{ visitor: 2 }]);

    expect(await count(schoolCode)).toBe(2);
    const withToken = await app.inject({
      method: 'GET',
      url: apiPath('visitorCount', { schoolcode: schoolCode }),
      headers: { authorization: 'Bearer some-token' },
    });
    expect(withToken.json()).toEqual([{ visitor: 2 }]);
  });

  it("keeps each school's count apart", async () => {
    const before = await count(schoolCode);
    expect((await visit(otherSchoolCode)).json()).toEqual([{ visitor: 1 }]);
    expect(await count(otherSchoolCode)).toBe(1);
    expect(await count(schoolCode)).toBe(before);
  });

  it('adds exactly 200 for 200 concurrent visits', async () => {
    const before = await count(schoolCode);
    // From 200 addresses, as 200 people's browsers send them: one address alone would meet the visit limit.
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: apiPath('visit'),
          remoteAddress: `198.18.0.${index + 1}`,
          payload: { schoolcode: schoolCode },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(200).fill(200));
    const totals = responses.map((response) => response.json<[{ visitor: number }]>()[0].visitor);
    // Each visit saw its own total: none was counted twice or lost.
    expect(new Set(totals).size).toBe(200);
    expect(Math.min(...totals)).toBe(before + 1);
    expect(Math.max(...totals)).toBe(before + 200);
    expect(await count(schoolCode)).toBe(before + 200);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['a number as the code', { schoolcode: 42 }],
    ['an empty code', { schoolcode: '' }],
    ['an invalid code', { schoolcode: 'bad code!' }],
    ['a code of 40 characters', { schoolcode: 'x'.repeat(40) }],
    ['a list', [{ schoolcode: schoolCode }]],
  ])('POST with %s is a 400 error and counts nothing', async (_label, payload) => {
    const before = await count(schoolCode);
    const response = await app.inject({
      method: 'POST',
      url: apiPath('visit'),
      headers: { 'content-type': 'application/json' },
      payload: payload === undefined ? '' : JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response.json()).code).toBe('bad_request');
    expect(await count(schoolCode)).toBe(before);
  });

  it('POST with a body that is not JSON is a 400 error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: apiPath('visit'),
      headers: { 'content-type': 'application/json' },
      payload: '{"schoolcode": ',
    });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json());
  });

  it('POST with an unknown school code is a 404 error and creates no counter', async () => {
    const response = await visit('nosuchschool');
    expect(response.statusCode).toBe(404);
    expect(expectErrorShape(response.json()).code).toBe('not_found');
    const rows = await database.db
      .selectFrom('visitor_counts')
      .select('school_code')
      .where('school_code', '=', 'nosuchschool')
      .execute();
    expect(rows).toEqual([]);
  });

  it('GET with an unknown school code is a 404 error, with an invalid one a 400 error', async () => {
    const unknown = await app.inject({ method: 'GET', url: apiPath('visitorCount', { schoolcode: 'nosuchschool' }) });
    expect(unknown.statusCode).toBe(404);
    expect(expectErrorShape(unknown.json()).code).toBe('not_found');

    const invalid = await app.inject({ method: 'GET', url: apiPath('visitorCount', { schoolcode: 'bad code!' }) });
    expect(invalid.statusCode).toBe(400);
    expect(expectErrorShape(invalid.json()).code).toBe('bad_request');
  });
});
