/**
 * The site while its PostgreSQL database cannot be reached. The app reaches PostgreSQL only through a TCP relay
 * that the test cuts, as a stopped database or a broken network would: open connections
 * drop and new ones are refused, its pool and its change listener's alike.
 * Then the health check answers 503 naming the database; a page kept in
 * memory, an information page among them, still answers 200; a live page
 * not kept shows its fallback; the API answers 503 in its error shape with
 * Retry-After; and a console save says plainly that saving is unavailable.
 * Once the relay is back, everything answers as before, and the pages kept
 * meanwhile are renewed. That part runs on PostgreSQL only (TEST_DATABASE_URL).
 * On SQLite, a save that finds the file locked by another writer, after the
 * session was read, says the same; database-unavailable.test.ts covers the
 * errors themselves.
 */
import net from 'node:net';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@school/shared/api-paths';
import { consoleMessages } from '@school/shared/console-messages';
import { messages } from '@school/shared/messages';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db/database';
import { adminBuildDir, requireBuilds, webBuildDir } from './support/builds';
import { createNews, get, post, type Answer } from './support/console-requests';
import {
  contentRow,
  expectErrorShape,
  insertContent,
  insertSchool,
  storeSchoolWebsite,
  schoolCode,
} from './support/fixtures';
import { addStaffAccounts, consoleSessions, type RoleMap } from './support/staff-sessions';
import { onPostgres, openTestDatabase, type TestDatabase } from './support/test-database';
import { testConfig } from './support/test-app';
import { untilKept } from './support/until-kept';

/** A TCP relay to `target` that the test can cut, as if the database went away, and restore on the same port. */
async function tcpRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const both = [client, upstream];
    for (const socket of both) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // Either side ending, or failing, ends the pair: that is what the other end sees of a lost server.
      socket.on('error', () => both.forEach((each) => each.destroy()));
      socket.on('close', () => both.forEach((each) => each.destroy()));
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    /** Refuses new connections and drops the open ones. */
    async cut(): Promise<void> {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: () => listen(port),
    close: async () => {
      const closed = new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

type Relay = Awaited<ReturnType<typeof tcpRelay>>;

const keptPath = '/news';
const informationPath = '/about-society';
const newsTitle = 'Annual day on the 14th';
const newsApi = apiPath('allNews', { schoolcode: schoolCode });
const health = (app: FastifyInstance) => app.inject({ url: apiPath('health') });

/** Presses "Save draft" on a news draft's edit screen (still at its first version), as the member of staff. */
const saveDraft = (app: FastifyInstance, cookie: string, id: string, title: string): Promise<Answer> =>
  post(
    app,
    `/admin/news/${id}`,
    { intent: 'save', version: '1', title, date: '2026-11-20', description: '<p>Body</p>' },
    cookie,
  );

/** The console's answer to a save the database could not take: its plain message, no stack trace. */
function expectSavingUnavailable(answer: Answer) {
  expect(answer.statusCode).toBe(503);
  expect(answer.headers['retry-after']).toMatch(/^\d+$/);
  expect(answer.headers['content-type']).toMatch(/^text\/html/);
  expect(answer.body).toContain(consoleMessages.databaseUnavailable);
  expect(answer.body).not.toMatch(/\bat .+\.(js|ts):\d+/);
}

describe.runIf(onPostgres)('the site with its PostgreSQL database cut off', () => {
  let database: TestDatabase;
  let relay: Relay;
  let db: Db;
  let app: FastifyInstance;
  let cookies: RoleMap;
  let editor: string;
  let draftId: string;

  beforeAll(async () => {
    requireBuilds(adminBuildDir, webBuildDir);
    database = await openTestDatabase('postgres');
    const direct = new URL(database.url);
    relay = await tcpRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
    // The same database and schema, through the relay: for the pool and the change listener alike.
    const throughRelay = new URL(database.url);
    throughRelay.hostname = '127.0.0.1';
    throughRelay.port = String(relay.port);
    db = openDatabase(throughRelay.toString());

    await insertSchool(db, schoolCode);
    await storeSchoolWebsite(db, schoolCode);
    await insertContent(db, [contentRow('news', { title: newsTitle, date: '2026-11-14' })]);
    const config = readConfig({
      ADMIN_BUILD_DIR: adminBuildDir,
      WEB_BUILD_DIR: webBuildDir,
      DATA_DIR: database.dataDir,
      DATABASE_URL: throughRelay.toString(),
      SCHOOL_CODE: schoolCode,
      LOG_LEVEL: 'silent',
    });
    await addStaffAccounts(db, config);
    // No list cache: each API request reads the database.
    app = await buildApp({ config, seedDemo: false, contentCacheMs: 0, db });
    cookies = await consoleSessions(app);
    editor = cookies.editor;
    draftId = await createNews(app, editor, 'A draft');

    expect((await health(app)).statusCode).toBe(200);
    for (const url of [keptPath, informationPath]) {
      expect((await get(app, url)).statusCode).toBe(200);
      // Kept once its compressed copies are made, in the background.
      await untilKept(() => get(app, url));
    }
    await relay.cut();
  });

  afterAll(async () => {
    await app?.close();
    // The app leaves a database it was given open.
    await db?.destroy();
    await relay?.close();
    await database?.close();
  });

  it('answers the health check 503, naming the database', async () => {
    const answer = await health(app);
    expect(answer.statusCode).toBe(503);
    const { status, database: databasePart, ...others } = answer.json<Record<string, string>>();
    expect({ status, database: databasePart }).toEqual({ status: 'degraded', database: 'unreachable' });
    for (const [part, state] of Object.entries(others)) expect(state, part).toBe('ok');
  });

  it('still serves a page kept in memory', async () => {
    const answer = await get(app, keptPath);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-cache']).toBe('HIT');
    expect(answer.body).toContain(newsTitle);
  });

  it('still serves a pre-rendered information page', async () => {
    const answer = await get(app, informationPath);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
  });

  it('renders a live page it had not kept with its fallback, not an error', async () => {
    // Another live page than the one kept: a query the page does not read would be answered from memory.
    const answer = await get(app, '/gallery');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(messages.noDataForFilters);
    expect(answer.headers['x-cache']).toBeUndefined();
  });

  it('answers the API 503 in its error shape, with Retry-After', async () => {
    const answer = await app.inject({ url: newsApi });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    expect(expectErrorShape(answer.json()).code).toBe('service_unavailable');
  });

  it('says plainly in the console that saving is unavailable, and writes nothing past the log', async () => {
    // better-auth's session look-up fails too: its messages go to the server's log, not to the console.
    const written = (['log', 'info', 'warn', 'error'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => undefined),
    );
    try {
      expectSavingUnavailable(await saveDraft(app, editor, draftId, 'Saved while the database is away'));
      for (const spy of written) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of written) spy.mockRestore();
    }
  });

  it('answers a save sent from the open edit screen with what was typed and the plain message', async () => {
    // The console's own request (React Router's data request): the screen stays, showing the answer above the form.
    const typed = 'Typed while the database is away';
    const answer = await post(
      app,
      `/admin/news/${draftId}.data`,
      { intent: 'save', version: '1', title: typed, date: '2026-11-20', description: '<p>Body</p>' },
      editor,
    );
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toContain(consoleMessages.databaseUnavailable);
    expect(answer.body).toContain(typed);
  });

  it('answers an admin adding a member of staff with the name and email as typed, and the plain message', async () => {
    const fields = { intent: 'add', name: 'Meera Iyer', email: 'meera.iyer@example.org', role: 'editor' };
    const answer = await post(app, '/admin/staff.data', fields, cookies.admin);
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toContain(consoleMessages.databaseUnavailable);
    expect(answer.body).toContain(fields.name);
    expect(answer.body).toContain(fields.email);
  });

  it('answers as before once the database is back, and renews the pages it kept meanwhile', async () => {
    // Another server that can still reach the database publishes: this one cannot hear of it.
    const meanwhile = 'Written while this server was cut off';
    await insertContent(database.db, [contentRow('news', { title: meanwhile, date: '2026-11-15' })]);
    expect((await get(app, keptPath)).body).not.toContain(meanwhile);

    await relay.restore();
    await vi.waitFor(async () => expect((await health(app)).statusCode).toBe(200), { timeout: 10_000 });
    expect((await app.inject({ url: newsApi })).statusCode).toBe(200);
    expect((await saveDraft(app, editor, draftId, 'Saved once the database is back')).statusCode).toBe(302);
    // Its change listener connects again, and anything it kept that reads content is rendered afresh.
    await vi.waitFor(async () => expect((await get(app, keptPath)).body).toContain(meanwhile), {
      timeout: 15_000,
      interval: 200,
    });
  });
});

describe('the console on SQLite while another process holds the write lock', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    requireBuilds(adminBuildDir, webBuildDir);
    database = await openTestDatabase('sqlite');
    await insertSchool(database.db, schoolCode);
    await storeSchoolWebsite(database.db, schoolCode);
    const config = testConfig(database, { ADMIN_BUILD_DIR: adminBuildDir, WEB_BUILD_DIR: webBuildDir });
    await addStaffAccounts(database.db, config);
    app = await buildApp({ config, seedDemo: false, contentCacheMs: 0, db: database.db });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('says saving is unavailable above the form it keeps, and saves once the lock is gone', async () => {
    const editor = (await consoleSessions(app)).editor;
    const id = await createNews(app, editor, 'A draft');
    const otherProcess = new SQLite(database.url);
    try {
      otherProcess.exec('begin immediate');
      const answer = await saveDraft(app, editor, id, 'Saved while the file is locked');
      expectSavingUnavailable(answer);
      // The session could be read, so the edit screen is shown again with what was typed, not replaced.
      expect(answer.body).toMatch(/<input[^>]*value="Saved while the file is locked"/);
      otherProcess.exec('rollback');
    } finally {
      otherProcess.close();
    }
    expect((await saveDraft(app, editor, id, 'Saved once the lock is gone')).statusCode).toBe(302);
    // The save first waits its turn for the lock, for SQLite's busy timeout of 5 s (database.ts).
  }, 20_000);
});
