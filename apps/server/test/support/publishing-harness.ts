/**
 * The publishing service as the console's source drives it, for a suite on one test database, on a clock the test
 * moves:
 *
 *     describe.each(databaseKinds)('publishing on %s', (kind) => {
 *       const harness = publishingHarness(kind, { start, timeZone, requestId });
 *       const { clock, consoles, snapshot } = harness;
 *       it('…', async () => {
 *         const item = value(await consoles(publisher).create('news', form));
 *         clock.advance(dayMs);
 *         await harness.database.db.selectFrom('content_items')…;
 *       });
 *     });
 *
 * Before the suite it opens the database with the test school and another school beside it (`openTestSchools`), and
 * it closes it after. Before each test it empties the content (items and revisions) and the audit log, sets the clock
 * back to `start`, and makes a content service with a list cache as long as the site's (60 s), so that a change
 * reaches the site through the change feed and not by expiring, and a publishing service on the same feed that
 * removes no files. `clock`, `consoles` and `snapshot` stay the same object throughout; `database` and `content` are
 * made in the hooks, so read them through the harness inside a test.
 */
import type { StaffMember } from '@school/shared/console-source';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { changeFeed } from '../../src/modules/content/change-feed';
import { contentRepository } from '../../src/modules/content/repository';
import { contentService, type ContentService } from '../../src/modules/content/service';
import { publishingService, type PublishingConsole } from '../../src/modules/publishing/service';
import { schoolsRepository } from '../../src/modules/schools/repository';
import { schoolsService } from '../../src/modules/schools/service';
import { openTestSchools } from './fixtures';
import { auditCount, testClock, type TestClock } from './staff-fixtures';
import type { DatabaseKind, TestDatabase } from './test-database';

export interface PublishingHarnessOptions {
  /** The instant the clock shows at the start of each test. */
  start: string;
  /** The school's time zone, by which the service dates and schedules. */
  timeZone: string;
  /** The request id the service writes to the audit log. */
  requestId: string;
}

export interface PublishingHarness {
  /** The suite's database: read it in a test or a hook, once the suite has started. */
  readonly database: TestDatabase;
  /** This test's content service, what the site reads. */
  readonly content: ContentService;
  /** The clock the services read: one for the whole suite, set back to `start` before each test. */
  readonly clock: TestClock;
  /** The console of a member of staff, on this test's publishing service. */
  consoles(member: StaffMember): PublishingConsole;
  /** Everything a refused step must leave as it was: the content items, their revisions and the audit log's size. */
  snapshot(): Promise<unknown>;
}

export function publishingHarness(
  kind: DatabaseKind,
  { start, timeZone, requestId }: PublishingHarnessOptions,
): PublishingHarness {
  const clock = testClock(start);
  let database: TestDatabase | undefined;
  let content: ContentService | undefined;
  let publishing: ReturnType<typeof publishingService> | undefined;

  beforeAll(async () => {
    database = await openTestSchools(kind);
  });

  afterAll(async () => {
    await database?.close();
  });

  beforeEach(async () => {
    const { db, url } = opened(database, 'database');
    await db.deleteFrom('content_revisions').execute();
    await db.deleteFrom('content_items').execute();
    await db.deleteFrom('audit_log').execute();
    clock.set(start);
    content = contentService(contentRepository(db), schoolsService(schoolsRepository(db)), {
      cacheMs: 60_000,
      now: clock.now,
    });
    const feed = changeFeed({ databaseUrl: url, warn: () => undefined });
    feed.subscribe(content.forget);
    publishing = publishingService({ db, feed, timeZone, removeFiles: async () => undefined, now: clock.now });
  });

  return {
    get database() {
      return opened(database, 'database');
    },
    get content() {
      return opened(content, 'content service');
    },
    clock,
    consoles: (member) => opened(publishing, 'publishing service').forStaff(member, requestId),
    async snapshot() {
      const { db } = opened(database, 'database');
      return {
        items: await db.selectFrom('content_items').selectAll().orderBy('id').execute(),
        revisions: await db.selectFrom('content_revisions').selectAll().orderBy('id').execute(),
        audit: await auditCount(db),
      };
    },
  };
}

function opened<T>(thing: T | undefined, what: string): T {
  if (thing === undefined) throw new Error(`the ${what} is made in the suite's hooks: read it inside a test`);
  return thing;
}
