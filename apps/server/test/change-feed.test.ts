/**
 * The content change feed between server processes on PostgreSQL: a change is
 * heard by another process when its transaction commits and never when it
 * rolls back; a listener whose connection is cut reconnects, says that anything
 * may have changed meanwhile, and hears changes again. On SQLite there is one process
 * and the feed is always watching.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeFeed, type ChangeFeed, type ContentChange } from '../src/modules/content/change-feed';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';

const change: ContentChange = { schoolCode: 'feed-test', kinds: ['news'] };
const listenerName = `feed_test_${process.pid}`;

describe.runIf(databaseKinds.includes('postgres'))('the content change feed on PostgreSQL', () => {
  let database: TestDatabase;
  let writer: ChangeFeed;
  let listener: ChangeFeed;
  const heard: (ContentChange | 'everything')[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    writer = changeFeed({ databaseUrl: database.url, warn: () => undefined });
    // Named, so the test can cut this listener's connection and no other test file's.
    const named = `${database.url}&application_name=${listenerName}`;
    listener = changeFeed({ databaseUrl: named, warn: () => undefined, retryMs: 50 });
    listener.subscribe((entry) => {
      if (entry === 'everything' || entry.schoolCode === change.schoolCode) heard.push(entry);
    });
    await listener.start();
    expect(listener.watching()).toBe(true);
    heard.length = 0;
  });

  afterAll(async () => {
    await writer?.close();
    await listener?.close();
    await database?.close();
  });

  it('hears a change when its transaction commits, and not when it rolls back', async () => {
    await database.db
      .transaction()
      .execute(async (trx) => {
        await writer.announceIn(trx, { ...change, kinds: ['event'] });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await database.db.transaction().execute((trx) => writer.announceIn(trx, change));
    await vi.waitFor(() => expect(heard).toEqual([change]));
  });

  it('listens again when its connection is cut, and says everything may have changed meanwhile', async () => {
    heard.length = 0;
    const cut = await sql<{ pid: number }>`select pg_terminate_backend(pid) as pid from pg_stat_activity
              where application_name = ${listenerName}`.execute(database.db);
    expect(cut.rows).toHaveLength(1);
    await vi.waitFor(() => expect(heard[0]).toBe('everything'));
    await vi.waitFor(() => expect(listener.watching()).toBe(true), { timeout: 5_000 });
    await database.db.transaction().execute((trx) => writer.announceIn(trx, change));
    await vi.waitFor(() => expect(heard.at(-1)).toEqual(change));
  });
});

describe('the content change feed on SQLite', () => {
  it('is always watching, and tells its own process', () => {
    const feed = changeFeed({ databaseUrl: '/tmp/feed-test.db', warn: () => undefined });
    const heard: unknown[] = [];
    feed.subscribe((entry) => heard.push(entry));
    feed.changed(change);
    expect(feed.watching()).toBe(true);
    expect(heard).toEqual([change]);
  });
});
