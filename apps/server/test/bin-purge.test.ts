/**
 * Items in the bin are deleted for good once they have been there 30 days,
 * by a task that runs at start-up and every hour, whether or not anyone opens
 * the Bin: on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set. An item
 * exactly 30 days in the bin stays and one just past it goes (on a clock the
 * test moves), with its revisions; every school's bin is emptied; the Bin
 * never lists what is past its time; the timer does not hold the process open.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { binPurge } from '../src/modules/publishing/bin-purge';
import { otherSchoolCode } from './support/fixtures';
import { value } from './support/outcomes';
import { publishingHarness } from './support/publishing-harness';
import { dayMs, hourMs, staffMember } from './support/staff-fixtures';
import { databaseKinds } from './support/test-database';
import { testConfig } from './support/test-app';

const start = '2026-03-10T06:00:30.000Z';
const silentLog = { info() {}, error() {} };
const publisher = staffMember('publisher');
const otherPublisher = staffMember('publisher', { id: 'user-other', schoolCode: otherSchoolCode });

describe.each(databaseKinds)('the bin purge on %s', (kind) => {
  const harness = publishingHarness(kind, { start, timeZone: 'Asia/Kolkata', requestId: 'req-1' });
  const { clock, consoles } = harness;

  afterEach(() => {
    vi.useRealTimers();
  });

  /** A news item of `member`'s school, put in the bin now. */
  async function binned(title: string, member = publisher): Promise<string> {
    const form = { title, date: '2026-03-09', description: '<p>From the school.</p>' };
    const created = value(await consoles(member).create('news', form));
    value(await consoles(member).act('news', created.id, 'delete', { version: created.version, form: {} }));
    return created.id;
  }

  const storedIds = async () =>
    (await harness.database.db.selectFrom('content_items').select('id').orderBy('title').execute()).map(
      (row) => row.id,
    );
  const revisionsOf = async (id: string) =>
    harness.database.db.selectFrom('content_revisions').select('id').where('item_id', '=', id).execute();

  it('deletes what is past its 30 days, with its history, without anyone opening the Bin', async () => {
    const old = await binned('Old news');
    clock.advance(10 * dayMs);
    const recent = await binned('Recent news');
    clock.advance(20 * dayMs); // the old one has been in the bin exactly 30 days
    const purge = binPurge({
      db: harness.database.db,
      removeFiles: async () => undefined,
      log: silentLog,
      now: clock.now,
    });

    expect(await purge.run()).toBe(0);
    expect(await storedIds()).toEqual([old, recent]);
    clock.advance(1);
    expect(await purge.run()).toBe(1);
    expect(await storedIds()).toEqual([recent]);
    expect(await revisionsOf(old)).toEqual([]);
    expect(await revisionsOf(recent)).toHaveLength(1);
  });

  it("empties every school's bin", async () => {
    await binned('Our news');
    await binned('Their news', otherPublisher);
    const kept = await binned('Kept news');
    value(await consoles(publisher).act('news', kept, 'restore', { version: 2, form: {} }));
    clock.advance(31 * dayMs);
    const purge = binPurge({
      db: harness.database.db,
      removeFiles: async () => undefined,
      log: silentLog,
      now: clock.now,
    });
    expect(await purge.run()).toBe(2);
    expect(await storedIds()).toEqual([kept]);
  });

  it('never lists in the Bin an item past its time', async () => {
    const old = await binned('Old news');
    clock.advance(30 * dayMs);
    expect((await consoles(publisher).bin()).map((entry) => entry.id)).toEqual([old]);
    clock.advance(1);
    expect(await consoles(publisher).bin()).toEqual([]);
    // Listing it deletes nothing: that is the purge's work alone.
    expect(await storedIds()).toEqual([old]);
  });

  it('runs at start-up of the app', async () => {
    const old = await binned('Old news');
    // The app runs on the real clock: this item went in the bin 31 days before now.
    await harness.database.db
      .updateTable('content_items')
      .set({ deleted_at: new Date(Date.now() - 31 * dayMs).toISOString() })
      .where('id', '=', old)
      .execute();
    const app = await buildApp({
      config: testConfig(harness.database),
      serveSite: false,
      seedDemo: false,
      db: harness.database.db,
    });
    try {
      expect(await storedIds()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('checks again every hour until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const purge = binPurge({
      db: harness.database.db,
      removeFiles: async () => undefined,
      log: silentLog,
      now: clock.now,
    });
    await purge.start();
    expect(vi.getTimerCount()).toBe(1);

    await binned('Old news');
    clock.advance(30 * dayMs + 1);
    await vi.advanceTimersByTimeAsync(hourMs);
    await vi.waitFor(async () => expect(await storedIds()).toEqual([]), { interval: 10, timeout: 2000 });

    purge.stop();
    expect(vi.getTimerCount()).toBe(0);
    await binned('Also old news');
    clock.advance(31 * dayMs);
    await vi.advanceTimersByTimeAsync(2 * hourMs);
    expect(await storedIds()).toHaveLength(1);
  });

  it('does not keep the process alive for its timer', async () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const purge = binPurge({ db: harness.database.db, removeFiles: async () => undefined, log: silentLog });
    await purge.start();
    try {
      const timer = setInterval.mock.results[0]?.value as NodeJS.Timeout;
      expect(timer.hasRef()).toBe(false);
    } finally {
      purge.stop();
      setInterval.mockRestore();
    }
  });

  it('logs a failure by its code only, and keeps running', async () => {
    const errors: object[] = [];
    const purge = binPurge({
      db: harness.database.db,
      removeFiles: () => Promise.reject(Object.assign(new Error('disk gone'), { code: 'EIO' })),
      log: { info() {}, error: (details) => void errors.push(details) },
      now: clock.now,
    });
    await binned('Old news');
    clock.advance(31 * dayMs);
    await purge.start();
    purge.stop();
    expect(errors).toEqual([{ code: 'EIO' }]);
  });
});
