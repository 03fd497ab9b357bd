/**
 * `GET /api/health` over any set of named checks (modules/health/routes.ts):
 * each part's status by name and 503 when one is down; a part that hangs is
 * unreachable after the timeout instead of holding the answer; requests that
 * arrive while a check is under way share it; and a part is logged, briefly,
 * when it goes down and when it is back, not on every request.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@school/shared/api-paths';
import { openDatabase, type Db } from '../src/db/database';
import { maxLoggedText } from '../src/logging';
import { databaseCheck, healthRoutes, type HealthCheck } from '../src/modules/health/routes';
import { captureLog } from './support/captured-log';

describe('the health check', () => {
  let folder: string;
  let db: Db;
  let app: FastifyInstance;
  const log = captureLog();
  let storageDown: Error | undefined;
  let cacheCalls = 0;
  /** Never answers, like a database behind a dead network. */
  const hung: HealthCheck = () => {
    cacheCalls += 1;
    return new Promise(() => undefined);
  };

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'health-'));
    db = openDatabase(path.join(folder, 'school.db'));
    app = Fastify({ logger: { level: 'info', stream: log.stream } });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(healthRoutes, {
      checks: {
        database: databaseCheck(db),
        storage: async () => {
          if (storageDown) throw storageDown;
        },
        cache: hung,
      },
      timeoutMs: 100,
    });
  });

  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  const health = () => app.inject({ url: apiPath('health') });

  it('names every part, and answers 503 within its timeout when one hangs', async () => {
    const started = Date.now();
    const answer = await health();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 'degraded', database: 'ok', storage: 'ok', cache: 'unreachable' });
  });

  it('shares one check among the requests that arrive while it is under way', async () => {
    const before = cacheCalls;
    await Promise.all([health(), health(), health()]);
    expect(cacheCalls - before).toBe(1);
  });

  it('logs a part once when it goes down, without its whole message, and once when it is back', async () => {
    log.clear();
    storageDown = new Error(`EACCES: permission denied, open '${'/data/uploads/'.repeat(100)}'`);
    for (let i = 0; i < 3; i += 1) expect((await health()).json()).toMatchObject({ storage: 'unreachable' });
    storageDown = undefined;
    expect((await health()).json()).toMatchObject({ storage: 'ok' });

    const storage = log.entries().filter((entry) => entry.part === 'storage');
    expect(storage.map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: 50, msg: 'health check: storage is unreachable' },
      { level: 30, msg: 'health check: storage answers again' },
    ]);
    expect(log.lines().every((line) => line.length < maxLoggedText + 500)).toBe(true);
  });
});
