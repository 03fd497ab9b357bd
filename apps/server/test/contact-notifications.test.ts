/**
 * E-mail notification of new contact messages, against a real SMTP
 * server (smtp-server) on a free port, on SQLite and on PostgreSQL when
 * TEST_DATABASE_URL is set: a new message is e-mailed once to
 * CONTACT_NOTIFY_TO after it is stored; with the mail server down the
 * visitor's POST still succeeds, the message is kept and a retry is due within
 * 30 s; retries go on by themselves with back-off, survive a restart, stop
 * after 24 hours; two processes sharing a database never send a message
 * twice; and nothing the visitor typed reaches the log.
 */
import { createServer, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { school } from '@school/content/school';
import { apiPath } from '@school/shared/api-paths';
import type { ContactForm } from '@school/shared/forms';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { contactNotifier, nextAttemptAt, retryPolicy, type RetryPolicy } from '../src/modules/contact/notifier';
import { contactRepository } from '../src/modules/contact/repository';
import { contactService } from '../src/modules/contact/service';
import { openTestSchools, otherSchoolCode, schoolCode } from './support/fixtures';
import { dayMs, hourMs, testClock } from './support/staff-fixtures';
import { databaseKinds, type TestDatabase } from './support/test-database';
import { testConfig } from './support/test-app';
import { captureLog } from './support/captured-log';

const notifyTo = 'office-inbox@school.test';

const visitor: ContactForm = {
  name: 'Kavya Menon',
  email: 'kavya.private@example.org',
  phone: '9812345670',
  profession: 'Parent',
  message: 'Quokka xylophone: is there a school bus from Kondapur?',
};

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
async function mailServer(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on: the mail server is down. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The e-mail's text, with quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Waits until `check` holds, looking every 20 ms for up to `ms`. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const silentLog = { info() {}, warn() {}, error() {} };

describe('the retry schedule', () => {
  const queued = new Date('2026-11-24T06:00:00.000Z');
  const after = (ms: number) => new Date(queued.getTime() + ms);

  it('retries the first failure within 30 s, then waits twice as long each time, at most an hour', () => {
    expect(nextAttemptAt(1, queued, queued, retryPolicy)).toEqual(after(30_000));
    expect(nextAttemptAt(2, queued, after(30_000), retryPolicy)).toEqual(after(90_000));
    expect(nextAttemptAt(3, queued, after(90_000), retryPolicy)).toEqual(after(210_000));
    expect(nextAttemptAt(8, queued, after(hourMs), retryPolicy)).toEqual(after(2 * hourMs));
    expect(nextAttemptAt(30, queued, after(5 * hourMs), retryPolicy)).toEqual(after(6 * hourMs));
  });

  it('stops once the next attempt would be more than 24 hours after the message came', () => {
    expect(nextAttemptAt(40, queued, after(23 * hourMs), retryPolicy)).toEqual(after(dayMs));
    expect(nextAttemptAt(41, queued, after(dayMs - 1000), retryPolicy)).toBeUndefined();
  });
});

describe('the configuration', () => {
  it('sends no e-mail by default, and with SMTP_URL needs to know whom to send it to', () => {
    const config = readConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.CONTACT_NOTIFY_TO).toBeUndefined();
    expect(config.CONTACT_RETENTION_DAYS).toBe(365);
    const smtp = { SMTP_URL: 'smtps://user:secret@mail.example.org:465' };
    expect(() => readConfig(smtp)).toThrow(/needed when SMTP_URL is set[\s\S]*CONTACT_NOTIFY_TO/);
    expect(readConfig({ ...smtp, CONTACT_NOTIFY_TO: notifyTo })).toMatchObject({
      ...smtp,
      CONTACT_NOTIFY_TO: notifyTo,
    });
  });

  it.each([
    ['SMTP_URL', 'http://mail.example.org'],
    ['SMTP_URL', 'mail.example.org'],
    ['CONTACT_NOTIFY_TO', 'not an address'],
    ['CONTACT_RETENTION_DAYS', '0'],
    ['CONTACT_RETENTION_DAYS', 'a year'],
    ['CONTACT_RETENTION_DAYS', '30.5'],
  ])('stops the server on %s=%s', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(name);
  });
});

describe.each(databaseKinds)('contact notifications on %s', (kind) => {
  let database: TestDatabase;
  let lastAddress = 0;
  const closeAfter: (() => Promise<unknown>)[] = [];

  const outbox = () => database.db.selectFrom('contact_notifications').selectAll().execute();
  const messages = () => database.db.selectFrom('contact_messages').selectAll().execute();

  beforeAll(async () => {
    database = await openTestSchools(kind);
  });

  afterAll(async () => {
    await database?.close();
  });

  beforeEach(async () => {
    await database.db.deleteFrom('contact_messages').execute();
  });

  afterEach(async () => {
    for (const close of closeAfter.splice(0).reverse()) await close();
  });

  /** The app as `main.ts` builds it (without the website), mailing through `smtpPort`. */
  async function app(smtpPort: number, log = captureLog()): Promise<FastifyInstance> {
    const config = testConfig(database, {
      PUBLIC_URL: 'https://school.example.org',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CONTACT_NOTIFY_TO: notifyTo,
      LOG_LEVEL: 'info',
    });
    const built = await buildApp({
      config,
      logger: { level: 'info', stream: log.stream },
      serveSite: false,
      seedDemo: false,
      contentCacheMs: 0,
      db: database.db,
    });
    closeAfter.push(() => built.close());
    return built;
  }

  const send = (target: FastifyInstance, form: ContactForm = visitor) =>
    target.inject({
      method: 'POST',
      url: apiPath('form', { schoolcode: schoolCode, formType: 'contact' }),
      remoteAddress: `198.51.100.${++lastAddress}`,
      payload: { ...form, tag: 'dif' },
    });

  async function started<T extends { close: () => Promise<unknown> }>(thing: Promise<T> | T): Promise<T> {
    const value = await thing;
    closeAfter.push(() => value.close());
    return value;
  }

  it('e-mails a new message once to CONTACT_NOTIFY_TO, after storing it', async () => {
    const mail = await started(mailServer());
    const server = await app(mail.port);
    const answer = await send(server);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true });
    const [stored] = await messages();
    expect(stored).toMatchObject({ name: visitor.name, status: 'unread' });

    await eventually(() => mail.received.length === 1);
    const [email] = mail.received;
    expect(email!.from).toBe(notifyTo);
    expect(email!.to).toEqual([notifyTo]);
    const text = decoded(email!.raw);
    expect(text).toMatch(/^Subject: Contact form: a message from Kavya Menon \(Parent\)\r$/m);
    expect(text).toMatch(/^Reply-To: Kavya Menon <kavya\.private@example\.org>\r$/m);
    expect(text).toMatch(new RegExp(`^To: ${notifyTo}\\r$`, 'm'));
    for (const part of [
      visitor.message,
      `Phone: ${visitor.phone}`,
      `https://school.example.org/admin/inbox/${stored!.id}`,
    ]) {
      expect(text).toContain(part);
    }
    // Sent: nothing is left to send, and nothing more comes.
    await eventually(async () => (await outbox()).length === 0);
    await pause(200);
    expect(mail.received).toHaveLength(1);
  });

  it('keeps the message and answers success when the mail server is down, with a retry due within 30 s', async () => {
    const log = captureLog();
    const server = await app(await freePort(), log);
    const before = Date.now();
    const answer = await send(server);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true });
    expect(await messages()).toHaveLength(1);

    // The first attempt has failed, and the row waits for the next.
    await eventually(async () => (await outbox()).some((row) => row.attempts === 1 && row.claim === null));
    const [pending] = await outbox();
    const [stored] = await messages();
    expect(pending).toMatchObject({
      message_id: stored!.id,
      school_code: schoolCode,
      claim: null,
      claimed_until: null,
    });
    const retryIn = Date.parse(pending!.next_attempt_at) - before;
    expect(retryIn).toBeGreaterThan(0);
    expect(retryIn).toBeLessThanOrEqual(30_000 + (Date.now() - before));

    const text = log.text();
    expect(text).toContain('contact notification failed; it will be retried');
    expect(text).toContain(stored!.id);
    for (const typed of [visitor.name, visitor.email, visitor.phone, 'Quokka', 'Kondapur']) {
      expect(text, `the log holds "${typed}"`).not.toContain(typed);
    }
  });

  it('sends a pending e-mail after a restart, once the mail server is up', async () => {
    const port = await freePort();
    const first = await app(port);
    expect((await send(first)).statusCode).toBe(200);
    await eventually(async () => (await outbox()).some((row) => row.attempts === 1 && row.claim === null));
    await first.close();

    // Half a minute later the mail server is back, and the server starts again.
    const mail = await started(mailServer(port));
    await database.db.updateTable('contact_notifications').set({ next_attempt_at: new Date().toISOString() }).execute();
    await app(port);
    await eventually(() => mail.received.length === 1);
    expect(decoded(mail.received[0]!.raw)).toContain(visitor.message);
    await eventually(async () => (await outbox()).length === 0);
    await pause(200);
    expect(mail.received).toHaveLength(1);
  });

  it('retries by itself with back-off, and delivers once the mail server is up', async () => {
    const port = await freePort();
    const quick: RetryPolicy = { firstRetryMs: 100, longestWaitMs: 200, giveUpAfterMs: dayMs };
    const notifier = await started(
      contactNotifier({
        db: database.db,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        to: notifyTo,
        schoolCode,
        schoolName: async () => school.name,
        timeZone: school.timeZone,
        publicUrl: 'https://school.example.org',
        log: silentLog,
        retry: quick,
      }),
    );
    await contactService({ db: database.db, notifier }).receive(schoolCode, visitor);
    await eventually(async () => ((await outbox())[0]?.attempts ?? 0) >= 3);
    expect(await messages()).toHaveLength(1);

    const mail = await started(mailServer(port));
    await eventually(() => mail.received.length === 1);
    await eventually(async () => (await outbox()).length === 0);
    await pause(400);
    expect(mail.received).toHaveLength(1);
  });

  it('gives up, and says so in the log, 24 hours after the message came', async () => {
    const clock = testClock('2026-11-24T06:00:00.000Z');
    const errors: object[] = [];
    const notifier = await started(
      contactNotifier({
        db: database.db,
        smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
        to: notifyTo,
        schoolCode,
        schoolName: async () => school.name,
        timeZone: school.timeZone,
        publicUrl: 'https://school.example.org',
        log: { ...silentLog, error: (details) => void errors.push(details) },
        now: clock.now,
      }),
    );
    await contactService({ db: database.db, notifier, now: clock.now }).receive(schoolCode, visitor);
    await eventually(async () => (await outbox()).some((row) => row.attempts === 1 && row.claim === null));

    // Nothing is tried before it is due.
    clock.advance(29_000);
    await notifier.run();
    expect((await outbox())[0]?.attempts).toBe(1);

    let attempts = 1;
    while ((await outbox()).length > 0) {
      clock.set((await outbox())[0]!.next_attempt_at);
      await notifier.run();
      attempts += 1;
      expect(attempts).toBeLessThan(60);
    }
    expect(clock.now().getTime() - Date.parse('2026-11-24T06:00:00.000Z')).toBeLessThanOrEqual(dayMs);
    expect(attempts).toBeGreaterThan(20);
    expect(errors).toEqual([expect.objectContaining({ attempts, code: 'ESOCKET' })]);
    // The message itself is kept.
    expect(await messages()).toHaveLength(1);
  });

  it('of two processes sharing the database, only one sends each message', async () => {
    const mail = await started(mailServer());
    const options = {
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${mail.port}`,
      to: notifyTo,
      schoolCode,
      schoolName: async () => school.name,
      timeZone: school.timeZone,
      publicUrl: 'https://school.example.org',
      log: silentLog,
    };
    const one = await started(contactNotifier(options));
    const two = await started(contactNotifier(options));
    const repository = contactRepository(database.db);
    const at = new Date();
    const ids: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      const id = await repository.save(schoolCode, { ...visitor, message: `Message number ${n}` }, at);
      await one.enqueueIn(database.db, id, schoolCode, at);
      ids.push(id);
    }
    await Promise.all([one.run(), two.run(), one.run(), two.run()]);
    await eventually(async () => (await outbox()).length === 0);
    await pause(200);
    const sent = mail.received.map((email) => /Message number (\d)/.exec(decoded(email.raw))?.[1]).sort();
    expect(sent).toEqual(['0', '1', '2', '3', '4', '5']);
  });

  it('drops the pending e-mail of a message deleted before it went', async () => {
    const notifier = await started(
      contactNotifier({
        db: database.db,
        smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
        to: notifyTo,
        schoolCode,
        schoolName: async () => school.name,
        timeZone: school.timeZone,
        publicUrl: 'https://school.example.org',
        log: silentLog,
      }),
    );
    await contactService({ db: database.db, notifier }).receive(schoolCode, visitor);
    await eventually(async () => (await outbox()).some((row) => row.attempts === 1 && row.claim === null));
    const [stored] = await messages();
    expect(await contactRepository(database.db).remove(schoolCode, stored!.id)).toBe(true);
    expect(await outbox()).toEqual([]);
  });

  it('queues nothing for another school’s message, and nothing at all without SMTP_URL', async () => {
    const mail = await started(mailServer());
    const notifier = await started(
      contactNotifier({
        db: database.db,
        smtpUrl: `smtp://127.0.0.1:${mail.port}`,
        to: notifyTo,
        schoolCode,
        schoolName: async () => school.name,
        timeZone: school.timeZone,
        publicUrl: 'https://school.example.org',
        log: silentLog,
      }),
    );
    await contactService({ db: database.db, notifier }).receive(otherSchoolCode, visitor);
    await contactService({ db: database.db }).receive(schoolCode, visitor);
    expect(await messages()).toHaveLength(2);
    expect(await outbox()).toEqual([]);
    await pause(100);
    expect(mail.received).toEqual([]);
  });
});
