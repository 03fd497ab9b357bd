/**
 * Two server processes behind one address, as a school with several servers
 * runs them: the built server twice, each on its own port with its own
 * DATA_DIR (as on two machines), sharing one PostgreSQL schema, one Redis (under
 * this file's key prefix) and one S3 store (s3rver), with one AUTH_SECRET and
 * TRUST_PROXY_HOPS=1, the test playing the load balancer's part. Started
 * together on an empty schema, they:
 *
 * - migrate it and seed the demo school once, and both start;
 * - serve from B, to staff, a file uploaded through A to a draft;
 * - show on B, within 2 seconds, news published through A's console (B's list
 *   cache would otherwise keep the old answer for 5 seconds), and find it in
 *   B's site search (B's index and its kept page of results are dropped);
 * - refuse the sixth contact message a minute from one address whichever
 *   process gets it;
 * - lose no acknowledged contact message when A is killed with SIGKILL while
 *   both take them.
 *
 * Runs when TEST_DATABASE_URL is set, and in CI, where without it it fails
 * (support/test-database.ts), with Redis at TEST_REDIS_URL or on this
 * machine's default port, on the built server, site and console (`npm run build`).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaff } from '@school/content/demo/staff';
import { apiPath, imagePath } from '@school/shared/api-paths';
import type { StaffRole } from '@school/shared/staff-permissions';
import { consoleUploadPath } from '@school/shared/console-kinds';
import { readConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db/database';
import { contactLimits } from '../src/modules/contact/routes';
import { staffAccounts } from '../src/modules/staff/staff-accounts';
import { demoCalendar } from '../src/seed/demo-dates';
import { demoItems } from '../src/seed/seed';
import { schoolCode } from './support/fixtures';
import { multipartBody } from './support/multipart';
import { startS3Server, type S3TestServer } from './support/s3-server';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { onPostgres, testDatabaseUrl, withSearchPath } from './support/test-database';
import { redisKeyPrefix, removeRedisKeys, testRedisUrl } from './support/test-redis';

const publicUrl = 'http://school.test';
const contactUrl = apiPath('form', { schoolcode: schoolCode, formType: 'contact' });
const allNewsUrl = apiPath('allNews', { schoolcode: schoolCode });
const contactMessage = {
  name: 'Asha Rao',
  email: 'asha.rao@example.org',
  phone: '9876543210',
  message: 'When does admission for Grade 2 open?',
  profession: 'Parent',
  tag: 'dif',
};

async function asAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** A contact message as the load balancer passes it on: the visitor's address in X-Forwarded-For. */
const sendMessage = (server: ServerProcess, address: string, message = contactMessage.message) =>
  fetch(`${server.origin}${contactUrl}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ ...contactMessage, message }),
  });

// Each test signs in and goes through two whole server processes, which render the demo school's pages into their
// caches as they start: on a busy two-core machine that takes longer than the default 5 s.
describe.runIf(onPostgres)('two server processes on one PostgreSQL, Redis and S3 store', { timeout: 30_000 }, () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string | undefined;
  const prefix = redisKeyPrefix();
  const dataDirs: string[] = [];
  let s3: S3TestServer;
  let shared: Record<string, string>;
  let a: ServerProcess;
  let b: ServerProcess;
  let db: Db;

  beforeAll(async () => {
    // Empty, as on a first deployment: the processes make every table themselves.
    databaseUrl = withSearchPath(testDatabaseUrl(), schema);
    await asAdmin(`create schema ${schema}`);
    s3 = await startS3Server();
    shared = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: testRedisUrl!,
      REDIS_KEY_PREFIX: prefix,
      ...s3.config,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      SCHOOL_CODE: schoolCode,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY_HOPS: '1',
      DEMO: 'true',
      NODE_ENV: 'production',
    };
    const start = () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'several-servers-'));
      dataDirs.push(dataDir);
      return startServerProcess({ ...shared, DATA_DIR: dataDir });
    };
    [a, b] = await Promise.all([start(), start()]);
    db = openDatabase(databaseUrl);
  }, 180_000);

  afterAll(async () => {
    // Nothing was started without PostgreSQL (nor is there a Redis to clean).
    if (!databaseUrl) return;
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.destroy();
    await s3?.stop();
    await asAdmin(`drop schema if exists ${schema} cascade`);
    await removeRedisKeys(prefix);
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  it('started together on an empty database, migrate it and seed the demo school once', async () => {
    const seeded = [a, b].filter((server) => server.output().includes('"msg":"seeded the demo school"'));
    expect(seeded).toHaveLength(1);
    const calendar = demoCalendar(new Date());
    const items = await db
      .selectFrom('content_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('school_code', '=', schoolCode)
      .executeTakeFirstOrThrow();
    expect(Number(items.n)).toBe(demoItems(calendar).length);
    const accounts = await db.selectFrom('user').select('email').execute();
    expect(accounts.map((row) => row.email).sort()).toEqual(demoStaff.map((account) => account.email).sort());
  });

  /** A demo account's session cookie, signed in through neither process: both take it, as they share AUTH_SECRET. */
  async function sessionOf(role: StaffRole): Promise<string> {
    const account = demoStaff.find((entry) => entry.role === role)!;
    const staff = await staffAccounts(db, readConfig({ ...shared, DATA_DIR: dataDirs[0]! }));
    const signedIn = await staff.signIn(
      { email: account.email, password: account.password },
      { headers: new Headers(), address: '127.0.0.1', requestId: 'test' },
    );
    if (!signedIn.ok) throw new Error(signedIn.message);
    return signedIn.value.headers.get('set-cookie')!.split(';')[0]!;
  }

  /** A post from the console's own pages (same site), through `server`, with a session cookie. */
  const consolePost = (server: ServerProcess, url: string, body: BodyInit, contentType: string, cookie: string) =>
    fetch(`${server.origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': contentType, cookie, origin: publicUrl, 'sec-fetch-site': 'same-origin' },
      body,
      redirect: 'manual',
    });

  it('serve from B a file uploaded through A', async () => {
    // The latest news, not the list of all: the next test needs B to read that one fresh.
    const latestNews = apiPath('news', { schoolcode: schoolCode });
    const [news] = (await (await fetch(`${b.origin}${latestNews}`)).json()) as { _id: string }[];
    const pdf = Buffer.from(`%PDF-1.4\n% ${randomUUID()}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
    const { payload, contentType } = multipartBody([{ filename: 'circular.pdf', type: 'application/pdf', data: pdf }]);
    const uploaded = await consolePost(
      a,
      consoleUploadPath('news', news!._id),
      new Uint8Array(payload),
      contentType,
      await sessionOf('editor'),
    );
    expect(uploaded.status).toBe(200);
    const [file] = ((await uploaded.json()) as { files: { ok: boolean; path: string }[] }).files;
    expect(file?.ok).toBe(true);

    // The news item is live, so the file waits in its draft: B shows it to staff (a session A made), to no one else.
    const served = await fetch(`${b.origin}${imagePath(file!.path)}`, {
      headers: { cookie: await sessionOf('editor') },
    });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pdf);
    expect((await fetch(`${b.origin}${imagePath(file!.path)}`)).status).toBe(404);
  });

  it('show on B within 2 seconds news published through A, in its list and its search', async () => {
    const cookie = await sessionOf('publisher');
    const marker = randomUUID();
    const title = `Published through A ${marker}`;
    const formType = 'application/x-www-form-urlencoded';
    const fields = { title, date: '2026-11-20', description: '<p>Parents are invited.</p>' };
    const created = await consolePost(a, '/admin/news/new', new URLSearchParams(fields).toString(), formType, cookie);
    const id = /\/admin\/news\/([^/?]+)/.exec(created.headers.get('location') ?? '')?.[1];
    expect(created.status, 'the draft is made').toBe(302);
    const newsOnB = async () => (await fetch(`${b.origin}${allNewsUrl}`)).text();
    const searchOnB = async () => (await fetch(`${b.origin}/search?q=${marker}`)).text();
    // B's first read of this list: B keeps it for 5 seconds from now, unless it hears of a change.
    expect(await newsOnB()).not.toContain(title);
    // B builds its search index, and keeps this page of results, until it hears of a change.
    expect(await searchOnB()).not.toContain(title);

    const { version } = await db
      .selectFrom('content_items')
      .select('version')
      .where('id', '=', id ?? '')
      .executeTakeFirstOrThrow();
    const publish = { intent: 'publishNow', version: String(version), ...fields };
    const published = await consolePost(
      a,
      `/admin/news/${id}`,
      new URLSearchParams(publish).toString(),
      formType,
      cookie,
    );
    expect(published.status, 'published').toBe(302);
    const publishedAt = Date.now();
    await expect.poll(async () => (await newsOnB()).includes(title), { timeout: 2_000, interval: 50 }).toBe(true);
    await expect.poll(async () => (await searchOnB()).includes(title), { timeout: 2_000, interval: 50 }).toBe(true);
    expect(Date.now() - publishedAt).toBeLessThan(2_000);
  });

  it.each([
    ['A', 0, '198.51.100.1'],
    ['B', 1, '198.51.100.2'],
  ])('refuse the sixth contact message a minute from one address when %s gets it', async (_name, last, address) => {
    const servers = [a, b];
    // Five accepted, taking turns, so that neither process alone has seen more than three.
    for (let index = 0; index < contactLimits.perMinute; index += 1) {
      expect((await sendMessage(servers[index % 2]!, address)).status).toBe(200);
    }
    expect((await sendMessage(servers[last]!, address)).status).toBe(429);
    expect((await sendMessage(servers[1 - last]!, address)).status).toBe(429);
  });

  it('lose no acknowledged contact message when A is killed while both take them', async () => {
    const run = randomUUID();
    const acknowledged: { id: string; by: 'A' | 'B'; afterKill: boolean }[] = [];
    let killed = false;
    let stopping = false;

    async function worker(lane: number): Promise<void> {
      for (let index = 0; !stopping; index += 1) {
        const by = (lane + index) % 2 === 0 ? 'A' : 'B';
        const id = `${run} ${lane}-${index}`;
        // Each message from its own address, so that the limit of five a minute stays out of the way.
        const address = `10.${lane}.${Math.floor(index / 250)}.${(index % 250) + 1}`;
        const answer = await sendMessage(by === 'A' ? a : b, address, `Load test ${id}`).catch(() => undefined);
        if (answer?.status === 200) acknowledged.push({ id, by, afterKill: killed });
        // No answer: A is gone. Its visitor got no 200, so knows the message was not taken.
        else if (answer === undefined && by === 'A') await sleep(10);
      }
    }

    const workers = Array.from({ length: 8 }, (_, lane) => worker(lane));
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(200);
    await a.stop('SIGKILL');
    killed = true;
    await expect
      .poll(() => acknowledged.filter((entry) => entry.afterKill && entry.by === 'B').length, { timeout: 30_000 })
      .toBeGreaterThan(200);
    stopping = true;
    await Promise.all(workers);

    const stored = await db
      .selectFrom('contact_messages')
      .select('message')
      .where('message', 'like', `Load test ${run} %`)
      .execute();
    const storedIds = new Set(stored.map((row) => row.message.slice('Load test '.length)));
    const lost = acknowledged.filter((entry) => !storedIds.has(entry.id));
    expect(lost).toEqual([]);
    expect(acknowledged.some((entry) => entry.by === 'A')).toBe(true);
  }, 90_000);
});
