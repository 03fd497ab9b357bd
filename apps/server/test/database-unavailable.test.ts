/**
 * Telling "the database cannot be reached" from any other failure
 * (db/database-unavailable.ts), on the errors the drivers really throw: pg
 * against a port nobody listens on, a server that hangs up or never answers,
 * an administrator's shutdown (PostgreSQL only); better-sqlite3 locked out by
 * another writer or unable to open its file; Kysely after it was destroyed;
 * and the same wrapped by another library. Errors in a query or its data are
 * not outages. Then the API's answer to one: 503 in the error shape, with
 * Retry-After, logged without a stack.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { HttpError } from '../src/http-errors';
import { outageOf, outageRetryAfterSeconds } from '../src/outage';
import { errorsPlugin } from '../src/plugins/errors';
import { captureLog } from './support/captured-log';
import { failure } from './support/fixtures';
import { onPostgres, testDatabaseUrl } from './support/test-database';

/** A local TCP server that does `onConnection` to each connection, for as long as the test needs it. */
async function tcpServer(onConnection: (socket: net.Socket) => void) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The outage the database's failure is reported as: the service it names, the driver's error type, code and words. */
const databaseOutage = (code: string | undefined, message: string) => ({
  service: 'database',
  type: 'Error',
  code,
  message,
});

const connectTo = (port: number, options: pg.ClientConfig = {}) =>
  failure(new pg.Client({ host: '127.0.0.1', port, user: 'test', database: 'test', ...options }).connect());

describe('a database that cannot be reached', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'database-unavailable-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is recognised when pg finds nobody listening', async () => {
    const gone = await tcpServer(() => undefined);
    await gone.close();
    const refused = await connectTo(gone.port);
    expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
    expect(outageOf(refused)).toEqual(databaseOutage('ECONNREFUSED', `connect ECONNREFUSED 127.0.0.1:${gone.port}`));
  });

  it('is recognised when the server hangs up on pg, or never answers in time', async () => {
    const hangsUp = await tcpServer((socket) => socket.destroy());
    const silent = await tcpServer(() => undefined);
    try {
      const terminated = await connectTo(hangsUp.port);
      expect(terminated).toMatchObject({ message: 'Connection terminated unexpectedly' });
      expect(outageOf(terminated)).toEqual(databaseOutage(undefined, 'Connection terminated unexpectedly'));

      // One connection at most: the first query's connection times out (pg's words), the second, waiting for a
      // connection the pool cannot give, times out in the pool (pg-pool's).
      const pool = new pg.Pool({ host: '127.0.0.1', port: silent.port, connectionTimeoutMillis: 200, max: 1 });
      const [timedOut, waitedOut] = await Promise.all([
        failure(pool.query('select 1')),
        failure(pool.query('select 1')),
      ]);
      await pool.end();
      expect(timedOut).toMatchObject({ message: 'Connection terminated due to connection timeout' });
      expect(outageOf(timedOut)).toEqual(databaseOutage(undefined, 'Connection terminated due to connection timeout'));
      expect(waitedOut).toMatchObject({ message: 'timeout exceeded when trying to connect' });
      expect(outageOf(waitedOut)).toEqual(databaseOutage(undefined, 'timeout exceeded when trying to connect'));
    } finally {
      await hangsUp.close();
      await silent.close();
    }
  });

  it('is recognised when better-sqlite3 is locked out by another writer, or cannot open its file', () => {
    const file = path.join(folder, 'locked.db');
    const writer = new SQLite(file);
    const other = new SQLite(file, { timeout: 0 });
    try {
      writer.exec('create table t (n integer); begin immediate; insert into t values (1)');
      let busy: unknown;
      try {
        other.exec('insert into t values (2)');
      } catch (error) {
        busy = error;
      }
      expect(busy).toMatchObject({ code: 'SQLITE_BUSY' });
      expect(outageOf(busy)).toEqual({ ...databaseOutage('SQLITE_BUSY', 'database is locked'), type: 'SqliteError' });
    } finally {
      writer.close();
      other.close();
    }

    let cannotOpen: unknown;
    try {
      // A folder where the file should be.
      new SQLite(folder);
    } catch (error) {
      cannotOpen = error;
    }
    expect(cannotOpen).toMatchObject({ code: 'SQLITE_CANTOPEN' });
    expect(outageOf(cannotOpen)).toEqual({
      ...databaseOutage('SQLITE_CANTOPEN', (cannotOpen as Error).message),
      type: 'SqliteError',
    });
  });

  it('is recognised once the connection was closed (a server shutting down)', async () => {
    const db = openDatabase(path.join(folder, 'closed.db'));
    await sql`select 1`.execute(db);
    await db.destroy();
    expect(outageOf(await failure(sql`select 1`.execute(db)))).toEqual(
      databaseOutage(undefined, 'driver has already been destroyed'),
    );
  });

  it('is recognised inside the errors other libraries wrap it in', async () => {
    const gone = await tcpServer(() => undefined);
    await gone.close();
    const refused = await connectTo(gone.port);
    // better-auth's APIError keeps the driver's error as its cause; Node names every refused address in one. The
    // outage is the driver's error inside, not the wrapper's words.
    const inner = databaseOutage('ECONNREFUSED', `connect ECONNREFUSED 127.0.0.1:${gone.port}`);
    expect(outageOf(new Error('Failed to get session', { cause: refused }))).toEqual(inner);
    expect(outageOf(new AggregateError([refused], 'connect failed'))).toEqual(inner);
  });

  it('is not what a wrong query or wrong data is', () => {
    const db = new SQLite(':memory:');
    db.exec('create table t (n integer primary key)');
    db.exec('insert into t values (1)');
    const attempts = [() => db.exec('insert into t values (1)'), () => db.exec('select * from nowhere')];
    for (const attempt of attempts) {
      let error: unknown;
      try {
        attempt();
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(Error);
      expect(outageOf(error)).toBeUndefined();
    }
    db.close();
    for (const other of [new HttpError(404, 'not_found', 'Nothing here.'), new TypeError('x is undefined'), 'text']) {
      expect(outageOf(other)).toBeUndefined();
    }
  });
});

describe.runIf(onPostgres)('on PostgreSQL', () => {
  it('recognises an administrator stopping the connection (57P01), and not a wrong query', async () => {
    const url = testDatabaseUrl();
    const victim = new pg.Client({ connectionString: url });
    const admin = new pg.Client({ connectionString: url });
    // The error also arrives as an event on the client; without a listener it would end the process.
    victim.on('error', () => undefined);
    await victim.connect();
    await admin.connect();
    try {
      const { rows } = await victim.query<{ pid: number }>('select pg_backend_pid() as pid');
      const sleeping = failure(victim.query('select pg_sleep(10)'));
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      const stopped = await sleeping;
      expect(stopped).toMatchObject({ code: '57P01' });
      expect(outageOf(stopped)).toEqual({
        ...databaseOutage('57P01', 'terminating connection due to administrator command'),
        type: 'error',
      });

      const wrong = await failure(admin.query('select * from no_such_table_here'));
      expect(wrong).toMatchObject({ code: '42P01' });
      expect(outageOf(wrong)).toBeUndefined();
    } finally {
      await victim.end().catch(() => undefined);
      await admin.end();
    }
  });
});

describe('the API', () => {
  it('answers a database outage 503 in the error shape with Retry-After, and logs it without a stack', async () => {
    const log = captureLog();
    const folder = mkdtempSync(path.join(tmpdir(), 'database-unavailable-'));
    const db = openDatabase(path.join(folder, 'school.db'));
    await sql`select 1`.execute(db);
    await db.destroy();
    const app = Fastify({ logger: { level: 'info', stream: log.stream } });
    await app.register(errorsPlugin);
    app.get('/api/reads', async () => (await sql`select 1`.execute(db)).rows);
    try {
      const answer = await app.inject({ url: '/api/reads' });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe(String(outageRetryAfterSeconds));
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      // The database's words, not the file store's ('Files cannot be opened or saved just now...').
      expect(answer.json()).toEqual({
        error: {
          code: 'service_unavailable',
          message:
            'The database cannot be reached just now, so nothing was read or saved. Please try again in a few minutes.',
        },
      });

      const logged = log.entries();
      const warning = logged.find((entry) => entry.msg === 'the database cannot be reached');
      expect(warning).toMatchObject({ level: 40 });
      // The log line drops the code pg did not give (toEqual takes a missing key for undefined).
      expect(warning?.outage).toEqual(databaseOutage(undefined, 'driver has already been destroyed'));
      expect(log.text()).not.toContain('    at ');
      expect(logged.filter((entry) => entry.level >= 50)).toEqual([]);
    } finally {
      await app.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
