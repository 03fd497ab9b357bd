/**
 * Contact messages are deleted once older than CONTACT_RETENTION_DAYS (issue
 * 10), on SQLite and on PostgreSQL when TEST_DATABASE_URL is set: a message
 * exactly at the limit stays and one just past it goes (on a clock the test
 * sets); only the configured school's messages are touched; each deletion is
 * recorded in the audit log as a count; the check runs at start-up and then
 * every hour, on a timer that does not hold the process open and that stops.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactForm } from '@school/shared/forms';
import { inboxWords } from '@school/shared/inbox';
import { buildApp } from '../src/app';
import { contactRepository } from '../src/modules/contact/repository';
import { contactRetention } from '../src/modules/contact/retention';
import { openTestSchools, otherSchoolCode, schoolCode } from './support/fixtures';
import { auditRows, dayMs, hourMs, testClock, withoutAuditTable } from './support/staff-fixtures';
import { databaseKinds, type TestDatabase } from './support/test-database';
import { testConfig } from './support/test-app';

const form: ContactForm = {
  name: 'Old Parent',
  email: 'old.parent@example.org',
  phone: '9876543210',
  profession: 'Parent',
  message: 'A question from long ago',
};

const silentLog = { info() {}, error() {} };

describe.each(databaseKinds)('contact message retention on %s', (kind) => {
  let database: TestDatabase;

  const save = (name: string, at: Date, school = schoolCode) =>
    contactRepository(database.db).save(school, { ...form, name }, at);
  const names = async () =>
    (await database.db.selectFrom('contact_messages').select('name').orderBy('name').execute()).map((row) => row.name);

  beforeAll(async () => {
    database = await openTestSchools(kind);
  });

  afterAll(async () => {
    await database?.close();
  });

  beforeEach(async () => {
    await database.db.deleteFrom('contact_messages').execute();
    await database.db.deleteFrom('audit_log').execute();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a message exactly at the limit and deletes one just past it', async () => {
    const clock = testClock('2026-11-24T06:00:00.000Z');
    const limit = new Date(clock.now().getTime() - 365 * dayMs);
    await save('At the limit', limit);
    await save('Just past it', new Date(limit.getTime() - 1));
    await save('Recent', new Date(clock.now().getTime() - dayMs));
    await save('Other school, old', new Date(limit.getTime() - dayMs), otherSchoolCode);
    const retention = contactRetention({ db: database.db, schoolCode, days: 365, log: silentLog, now: clock.now });

    expect(await retention.purge()).toBe(1);
    expect(await names()).toEqual(['At the limit', 'Other school, old', 'Recent']);
    expect(await retention.purge()).toBe(0);

    // A millisecond later, the message at the limit is past it.
    clock.advance(1);
    expect(await retention.purge()).toBe(1);
    expect(await names()).toEqual(['Other school, old', 'Recent']);

    const audit = await auditRows(database.db);
    expect(
      audit.map(({ school_code, user_id, user_name, action, kind: auditKind, item_id, summary }) => ({
        school_code,
        user_id,
        user_name,
        action,
        kind: auditKind,
        item_id,
        summary,
      })),
    ).toEqual([
      {
        school_code: schoolCode,
        user_id: null,
        user_name: inboxWords.retention,
        action: 'retentionDelete',
        kind: 'inbox',
        item_id: null,
        summary: '1 message older than 365 days',
      },
      {
        school_code: schoolCode,
        user_id: null,
        user_name: inboxWords.retention,
        action: 'retentionDelete',
        kind: 'inbox',
        item_id: null,
        summary: '1 message older than 365 days',
      },
    ]);
  });

  it('takes its period from the configuration, and checks at start-up', async () => {
    const now = Date.now();
    await save('Thirty-one days old', new Date(now - 31 * dayMs));
    await save('Twenty-nine days old', new Date(now - 29 * dayMs));
    const config = testConfig(database, { CONTACT_RETENTION_DAYS: '30', LOG_LEVEL: 'info' });
    const app = await buildApp({ config, serveSite: false, seedDemo: false, db: database.db });
    try {
      expect(await names()).toEqual(['Twenty-nine days old']);
    } finally {
      await app.close();
    }
  });

  it('checks again every hour until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const clock = testClock('2026-11-24T06:00:00.000Z');
    const retention = contactRetention({ db: database.db, schoolCode, days: 30, log: silentLog, now: clock.now });
    await retention.start();
    expect(vi.getTimerCount()).toBe(1);

    await save('Will be too old', new Date(clock.now().getTime() - 30 * dayMs + 30 * 60_000));
    clock.advance(hourMs);
    await vi.advanceTimersByTimeAsync(hourMs);
    await vi.waitFor(async () => expect(await names()).toEqual([]), { interval: 10, timeout: 2000 });

    retention.stop();
    expect(vi.getTimerCount()).toBe(0);
    await save('Also too old', new Date(clock.now().getTime() - 31 * dayMs));
    await vi.advanceTimersByTimeAsync(2 * hourMs);
    expect(await names()).toEqual(['Also too old']);
  });

  it('deletes nothing when the audit entry cannot be written, and logs the failure by its code only', async () => {
    const clock = testClock('2026-11-24T06:00:00.000Z');
    await save('Too old', new Date(clock.now().getTime() - 40 * dayMs));
    const errors: object[] = [];
    const retention = contactRetention({
      db: database.db,
      schoolCode,
      days: 30,
      log: { info() {}, error: (details) => void errors.push(details) },
      now: clock.now,
    });
    await withoutAuditTable(database.db, () => retention.start());
    retention.stop();
    expect(await names()).toEqual(['Too old']);
    expect(errors).toEqual([{ code: expect.anything() }]);
    expect(JSON.stringify(errors)).not.toContain('Too old');
  });

  it('does not keep the process alive for its timer', async () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const retention = contactRetention({ db: database.db, schoolCode, days: 30, log: silentLog });
    await retention.start();
    try {
      const timer = setInterval.mock.results[0]?.value as NodeJS.Timeout;
      expect(timer.hasRef()).toBe(false);
    } finally {
      retention.stop();
      setInterval.mockRestore();
    }
  });
});
