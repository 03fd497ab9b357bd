/**
 * Publishing on SQLite, and on PostgreSQL when TEST_DATABASE_URL is
 * set: the lifecycle from draft to bin as the public lists show it (through a
 * real content service with a 60 s list cache), each role refused where it
 * must be with nothing changed, review, drafts of live items, concurrent
 * edits, scheduled and expired items on a clock the test moves, history,
 * sanitised rich text, the audit log written in the same transaction, and
 * the console's lists.
 */
import { describe, expect, it } from 'vitest';
import type { ConsoleKindSlug } from '@school/shared/console-kinds';
import { consoleMessages } from '@school/shared/console-messages';
import type { Item, Outcome, StaffMember } from '@school/shared/console-source';
import type { ContentStatus, LifecycleAction } from '@school/shared/content-lifecycle';
import type { LiveListName } from '@school/shared/live-source';
import { instantToSchoolTime } from '@school/shared/school-time';
import { contentLists } from '../src/modules/content/lists';
import { binPurge } from '../src/modules/publishing/bin-purge';
import { contentRow, insertContent, otherSchoolCode, schoolCode } from './support/fixtures';
import { refusal, value } from './support/outcomes';
import { publishingHarness } from './support/publishing-harness';
import {
  auditCount,
  auditRows,
  dayMs,
  hourMs,
  minuteMs,
  staffMember,
  withoutAuditTable,
} from './support/staff-fixtures';
import { databaseKinds } from './support/test-database';

const timeZone = 'Asia/Kolkata';
/** 11:30:30 at the school. */
const start = '2026-03-10T06:00:30.000Z';
const requestId = 'req-1';
const silentLog = { info() {}, error() {} };

const admin = staffMember('admin');
const publisher = staffMember('publisher');
const editor = staffMember('editor');
const office = staffMember('office');

const newsForm = (title = 'Sports day', description = '<p>All houses took part.</p>') => ({
  title,
  date: '2026-03-09',
  description,
});

/** A stored instant as the school's clock shows it, the way the schedule form takes it. */
const schoolTime = (instant: string) => instantToSchoolTime(instant, timeZone);

describe.each(databaseKinds)('publishing on %s', (kind) => {
  // These tests attach no files (the harness's service removes none); the album tests remove real ones.
  const harness = publishingHarness(kind, { start, timeZone, requestId });
  const { clock, consoles, snapshot } = harness;

  /** What the public site's list shows now, as the API answers it. */
  async function publicList(name: LiveListName): Promise<{ _id: string; title?: string; description?: string }[]> {
    const list = contentLists[name];
    return JSON.parse(await harness.content.listJson(schoolCode, list.kind, list.answer, list.limit)) as {
      _id: string;
      title?: string;
    }[];
  }
  const publicIds = async (name: LiveListName) => (await publicList(name)).map((entry) => entry._id);

  async function create(member: StaffMember, slug: ConsoleKindSlug, form: Record<string, string>): Promise<Item> {
    return value(await consoles(member).create(slug, form));
  }

  async function act(
    member: StaffMember,
    slug: ConsoleKindSlug,
    item: { id: string; version: number },
    action: LifecycleAction,
    form: Record<string, string> = {},
  ) {
    return consoles(member).act(slug, item.id, action, { version: item.version, form });
  }

  async function published(slug: ConsoleKindSlug = 'news', form: Record<string, string> = newsForm()): Promise<Item> {
    const item = await create(publisher, slug, form);
    return value(await act(publisher, slug, item, 'publishNow'));
  }

  const storedRow = (id: string) =>
    harness.database.db.selectFrom('content_items').selectAll().where('id', '=', id).executeTakeFirst();

  describe('from draft to the bin', () => {
    it('creates a draft that the public site does not show', async () => {
      expect(await publicIds('allNews')).toEqual([]);
      const item = await create(publisher, 'news', newsForm());
      expect(item).toMatchObject({ kind: 'news', status: 'draft', version: 1, heading: 'Sports day', hasDraft: false });
      expect(item.fields).toMatchObject(newsForm());
      expect(await publicIds('allNews')).toEqual([]);
      expect(await publicIds('news')).toEqual([]);
      const row = await storedRow(item.id);
      expect(row).toMatchObject({
        school_code: schoolCode,
        kind: 'news',
        status: 'draft',
        title: 'Sports day',
        created_by: publisher.id,
        deleted_at: null,
      });
    });

    it('shows a published item on the very next read, although the list was cached for 60 s', async () => {
      const item = await create(publisher, 'news', newsForm());
      expect(await publicIds('news')).toEqual([]); // cached now, empty
      const live = value(await act(publisher, 'news', item, 'publishNow'));
      expect(live).toMatchObject({ status: 'published', version: 2, publishAt: null });
      expect(await publicList('news')).toEqual([
        expect.objectContaining({ _id: item.id, title: 'Sports day', description: '<p>All houses took part.</p>' }),
      ]);
      expect(await publicIds('allNews')).toEqual([item.id]);
    });

    it('takes an unpublished item off the site at once, and keeps it in the console', async () => {
      const item = await published();
      expect(await publicIds('news')).toEqual([item.id]);
      const off = value(await act(publisher, 'news', item, 'unpublish'));
      expect(off.status).toBe('unpublished');
      expect(await publicIds('news')).toEqual([]);
      expect(await publicIds('allNews')).toEqual([]);
      expect((await consoles(publisher).list('news', {})).items.map((entry) => entry.id)).toEqual([item.id]);
      expect(await storedRow(item.id)).toMatchObject({ status: 'unpublished', deleted_at: null });
    });

    it('moves a deleted item to the bin and off the site, and restores it', async () => {
      const item = await published();
      expect(await publicIds('news')).toEqual([item.id]);
      const binned = value(await act(publisher, 'news', item, 'delete'));
      expect(binned.deletedAt).toBe(clock.now().toISOString());
      expect(await publicIds('news')).toEqual([]);
      expect((await consoles(publisher).list('news', {})).items).toEqual([]);
      const bin = await consoles(publisher).bin();
      expect(bin).toEqual([
        expect.objectContaining({
          id: item.id,
          kind: 'news',
          heading: 'Sports day',
          deletedAt: clock.now().toISOString(),
          purgeAt: clock.in(30 * dayMs),
        }),
      ]);
      // In the bin it can only be restored.
      expect(refusal(await act(publisher, 'news', binned, 'save', newsForm('Changed'))).status).toBe(409);
      expect(refusal(await act(publisher, 'news', binned, 'publishNow')).status).toBe(409);

      const restored = value(await act(publisher, 'news', binned, 'restore'));
      expect(restored).toMatchObject({ deletedAt: null, status: 'published' });
      expect(await publicIds('news')).toEqual([item.id]);
      expect(await consoles(publisher).bin()).toEqual([]);
      expect(refusal(await act(publisher, 'news', restored, 'restore')).status).toBe(409);
    });

    it('keeps a binned item for 30 days, then the hourly purge deletes it for good (with its history)', async () => {
      const old = await create(publisher, 'news', newsForm('Old news'));
      value(await act(publisher, 'news', old, 'delete'));
      clock.advance(10 * dayMs);
      const recent = await create(publisher, 'news', newsForm('Recent news'));
      value(await act(publisher, 'news', recent, 'delete'));

      clock.advance(20 * dayMs); // the old one has been in the bin exactly 30 days
      expect((await consoles(publisher).bin()).map((entry) => entry.id)).toEqual([recent.id, old.id]);
      clock.advance(1);
      expect((await consoles(publisher).bin()).map((entry) => entry.id)).toEqual([recent.id]);
      // Listing the bin deletes nothing: the purge does.
      expect(await storedRow(old.id)).toBeDefined();
      const purge = binPurge({
        db: harness.database.db,
        removeFiles: async () => undefined,
        log: silentLog,
        now: clock.now,
      });
      expect(await purge.run()).toBe(1);
      expect(await storedRow(old.id)).toBeUndefined();
      const revisions = await harness.database.db
        .selectFrom('content_revisions')
        .select('id')
        .where('item_id', '=', old.id)
        .execute();
      expect(revisions).toEqual([]);
      expect(await storedRow(recent.id)).toBeDefined();
    });

    it('refuses an unknown kind or item with 404', async () => {
      expect(refusal(await consoles(publisher).create('yearbooks' as ConsoleKindSlug, newsForm())).status).toBe(404);
      expect(refusal(await act(publisher, 'news', { id: 'no-such-item', version: 1 }, 'publishNow')).status).toBe(404);
      expect(await consoles(publisher).item('news', 'no-such-item')).toBeUndefined();
    });

    it('refuses a form that breaks the rules with 400, the field named, and stores nothing', async () => {
      const before = await snapshot();
      const outcome = refusal(
        await consoles(publisher).create('news', { title: '', date: '2026-02-31', description: 'x' }),
      );
      expect(outcome).toMatchObject({ status: 400, message: consoleMessages.fixFields });
      expect(Object.keys(outcome.fieldErrors ?? {}).sort()).toEqual(['date', 'title']);
      const message = refusal(
        await consoles(publisher).create('messages', { category: 'Admission', name: 'A', message: 'x' }),
      );
      expect(message.fieldErrors).toHaveProperty('category');
      expect(await snapshot()).toEqual(before);
    });

    it("keeps each school's items apart", async () => {
      const theirs = staffMember('publisher', { id: 'user-other', schoolCode: otherSchoolCode });
      const item = await create(theirs, 'news', newsForm('Their news'));
      expect(await consoles(publisher).item('news', item.id)).toBeUndefined();
      expect((await consoles(publisher).list('news', {})).total).toBe(0);
      const before = await snapshot();
      expect(refusal(await act(publisher, 'news', item, 'publishNow')).status).toBe(404);
      expect(refusal(await act(publisher, 'news', item, 'delete')).status).toBe(404);
      expect(await snapshot()).toEqual(before);
    });

    it('keeps kinds apart: a news item is not reachable as an event, nor an achievement as a message', async () => {
      const news = await create(publisher, 'news', newsForm());
      expect(await consoles(publisher).item('events', news.id)).toBeUndefined();
      expect(refusal(await act(publisher, 'events', news, 'publishNow')).status).toBe(404);
      const achievement = await create(publisher, 'achievements', { title: 'State chess champions' });
      expect(await consoles(publisher).item('messages', achievement.id)).toBeUndefined();
      expect((await storedRow(achievement.id))?.category).toBe('Achievement');
      const principal = await create(publisher, 'messages', {
        category: 'Principal',
        name: 'A. Person',
        message: '<p>Hello</p>',
      });
      expect((await consoles(publisher).list('achievements', {})).items.map((entry) => entry.id)).toEqual([
        achievement.id,
      ]);
      expect((await consoles(publisher).list('messages', {})).items.map((entry) => entry.id)).toEqual([principal.id]);
    });
  });

  describe('roles', () => {
    it('lets an editor create, save and request review', async () => {
      const item = await create(editor, 'news', newsForm());
      const saved = value(await act(editor, 'news', item, 'save', newsForm('Sports day 2026')));
      expect(saved).toMatchObject({ status: 'draft', heading: 'Sports day 2026', version: 2 });
      const asked = value(await act(editor, 'news', saved, 'requestReview'));
      expect(asked.status).toBe('review');
      expect(await publicIds('allNews')).toEqual([]);
    });

    const publisherOnly: [LifecycleAction, Record<string, string>][] = [
      ['publishNow', {}],
      ['schedule', { publishAt: '2026-03-20T10:00' }],
      ['unpublish', {}],
      ['delete', {}],
      ['approve', {}],
      ['sendBack', { comment: 'Please fix the date.' }],
    ];

    it.each(publisherOnly)('refuses an editor %s with 403 and changes nothing', async (action, form) => {
      // An item in a state where the action would otherwise apply.
      const draft = await create(editor, 'news', newsForm());
      const item =
        action === 'unpublish' || action === 'delete'
          ? await published()
          : action === 'approve' || action === 'sendBack'
            ? value(await act(editor, 'news', draft, 'requestReview'))
            : draft;
      const publicBefore = await publicList('allNews');
      const before = await snapshot();
      const outcome = refusal(await act(editor, 'news', item, action, form));
      expect(outcome).toEqual({ ok: false, status: 403, message: consoleMessages.notAllowed });
      expect(await snapshot()).toEqual(before);
      expect(await publicList('allNews')).toEqual(publicBefore);
    });

    it('refuses an editor restoring from the bin, moving and reading the bin', async () => {
      const item = value(await act(publisher, 'news', await published(), 'delete'));
      const highlight = await create(publisher, 'highlights', { title: 'Exams begin' });
      const before = await snapshot();
      expect(refusal(await act(editor, 'news', item, 'restore')).status).toBe(403);
      expect(refusal(await consoles(editor).move('highlights', highlight.id, 'down')).status).toBe(403);
      expect(await consoles(editor).bin()).toEqual([]);
      expect(await snapshot()).toEqual(before);
    });

    it('gives office staff nothing of the content', async () => {
      const item = await published();
      await create(publisher, 'announcements', { title: 'Holiday' });
      const before = await snapshot();
      const desk = consoles(office);
      expect(refusal(await desk.create('news', newsForm()))).toEqual({
        ok: false,
        status: 403,
        message: consoleMessages.notAllowed,
      });
      expect(await desk.list('news', {})).toMatchObject({ items: [], total: 0 });
      expect(await desk.list('announcements', {})).toMatchObject({ items: [], total: 0 });
      expect(await desk.item('news', item.id)).toBeUndefined();
      expect(await desk.history('news', item.id)).toEqual([]);
      expect(await desk.bin()).toEqual([]);
      for (const action of ['save', 'requestReview', 'publishNow', 'unpublish', 'delete'] as const) {
        expect(refusal(await act(office, 'news', item, action, newsForm('Office edit'))).status).toBe(403);
      }
      const revision = (await consoles(publisher).history('news', item.id))[0]!;
      expect(refusal(await desk.restoreRevision('news', item.id, revision.id, item.version)).status).toBe(403);
      expect(await snapshot()).toEqual(before);
    });

    it('does not show office staff the content on their start screen', async () => {
      const item = await create(publisher, 'news', newsForm());
      value(await act(publisher, 'news', item, 'schedule', { publishAt: schoolTime(clock.in(2 * dayMs)) }));
      const ending = await create(publisher, 'announcements', { title: 'Fee deadline' });
      value(
        await act(publisher, 'announcements', ending, 'publishNow', { unpublishAt: schoolTime(clock.in(2 * dayMs)) }),
      );
      expect((await consoles(publisher).dashboard()).scheduled).toHaveLength(1);
      expect(await consoles(office).dashboard()).toEqual({
        waitingForReview: [],
        scheduled: [],
        endingThisWeek: [],
        notUploaded: [],
        certificatesRunningOut: [],
        annualReportMissing: false,
      });
    });

    it('lets an admin do everything a publisher does', async () => {
      const item = await create(admin, 'news', newsForm());
      const live = value(await act(admin, 'news', item, 'publishNow'));
      expect(await publicIds('news')).toEqual([item.id]);
      const binned = value(await act(admin, 'news', live, 'delete'));
      expect((await consoles(admin).bin()).map((entry) => entry.id)).toEqual([item.id]);
      value(await act(admin, 'news', binned, 'restore'));
    });
  });

  describe('documents', () => {
    it('gives a new document a key from its title, numbered when this school has it already, and keeps it', async () => {
      await insertContent(harness.database.db, [
        contentRow('document', { key: 'fee-structure', status: 'published' }),
        contentRow('document', { key: 'holiday-list', status: 'published', school_code: otherSchoolCode }),
      ]);
      const fees = await create(editor, 'documents', { title: 'Fee Structure' });
      const holidays = await create(editor, 'documents', { title: 'Holiday list' });
      expect((await storedRow(fees.id))?.key).toBe('fee-structure-2');
      // Another school's key is its own.
      expect((await storedRow(holidays.id))?.key).toBe('holiday-list');
      value(await act(publisher, 'documents', holidays, 'save', { title: 'Holiday list 2027' }));
      expect((await storedRow(holidays.id))?.key).toBe('holiday-list');
    });

    it('lists on the start screen the documents the site cannot serve yet, for this school only', async () => {
      const never = await create(editor, 'documents', { title: 'Annual report 2026-27' });
      const rows = [
        contentRow('document', { title: 'Affiliation letter', key: 'affiliation-letter', status: 'published' }),
        contentRow('document', {
          title: 'Fee structure',
          key: 'fee-structure',
          status: 'published',
          attachments: JSON.stringify(['documents/fee.pdf']),
        }),
        contentRow('document', { title: 'Old prospectus', key: 'old-prospectus', status: 'unpublished' }),
        contentRow('document', { title: 'Elsewhere', key: 'elsewhere', school_code: otherSchoolCode, status: 'draft' }),
      ];
      await insertContent(harness.database.db, rows);
      const headings = async (member: StaffMember) =>
        (await consoles(member).dashboard()).notUploaded.map((entry) => entry.heading);
      expect(await headings(editor)).toEqual(['Affiliation letter', 'Annual report 2026-27']);
      expect(await headings(admin)).toEqual(['Affiliation letter', 'Annual report 2026-27']);
      expect(await headings(office)).toEqual([]);
      value(await act(publisher, 'documents', never, 'delete'));
      expect(await headings(publisher)).toEqual(['Affiliation letter']);
    });
  });

  describe('review', () => {
    it("puts an editor's request in the publishers' waiting list, and approving publishes it", async () => {
      const item = await create(editor, 'news', newsForm());
      const asked = value(await act(editor, 'news', item, 'requestReview'));
      expect(asked.status).toBe('review');

      const board = await consoles(publisher).dashboard();
      expect(board.waitingForReview.map((entry) => entry.id)).toEqual([item.id]);
      expect(board.waitingForReview[0]).toMatchObject({ heading: 'Sports day', status: 'review' });
      expect((await consoles(admin).dashboard()).waitingForReview.map((entry) => entry.id)).toEqual([item.id]);
      expect((await consoles(editor).dashboard()).waitingForReview).toEqual([]);
      expect((await consoles(publisher).list('news', { status: 'review' })).items.map((entry) => entry.id)).toEqual([
        item.id,
      ]);

      const approved = value(await act(publisher, 'news', asked, 'approve'));
      expect(approved.status).toBe('published');
      expect(await publicIds('news')).toEqual([item.id]);
      expect((await consoles(publisher).dashboard()).waitingForReview).toEqual([]);
    });

    it('puts what waits for review on the site one way, by approving it: Publish now is refused and changes nothing', async () => {
      const asked = value(await act(editor, 'news', await create(editor, 'news', newsForm()), 'requestReview'));
      const before = await snapshot();
      expect(refusal(await act(publisher, 'news', asked, 'publishNow')).status).toBe(409);
      expect(await snapshot()).toEqual(before);
      expect(await publicIds('news')).toEqual([]);
    });

    it('lets a publisher approve with the fields on the screen, so what they read is what goes live', async () => {
      const asked = value(await act(editor, 'news', await create(editor, 'news', newsForm()), 'requestReview'));
      value(await act(publisher, 'news', asked, 'approve', newsForm('Sports day, corrected')));
      expect((await publicList('news')).map((entry) => entry.title)).toEqual(['Sports day, corrected']);
    });

    it('schedules an approved item whose publish time is still ahead', async () => {
      const item = await create(publisher, 'news', newsForm('Admissions open'));
      const scheduled = value(await act(publisher, 'news', item, 'schedule', { publishAt: '2026-03-10T13:30' }));
      expect(scheduled.status).toBe('scheduled');

      // An editor improves the text before it goes out and asks for review.
      const edited = value(await act(editor, 'news', scheduled, 'save', newsForm('Admissions open for 2026')));
      expect(edited).toMatchObject({ hasDraft: true, status: 'scheduled' });
      const asked = value(await act(editor, 'news', edited, 'requestReview'));
      expect(asked).toMatchObject({ status: 'review', reviewRequested: true });
      expect((await consoles(publisher).dashboard()).waitingForReview.map((entry) => entry.id)).toEqual([item.id]);

      const approved = value(await act(publisher, 'news', asked, 'approve'));
      expect(approved).toMatchObject({ status: 'scheduled', hasDraft: false, reviewRequested: false });
      expect(await publicIds('news')).toEqual([]);
      clock.set('2026-03-10T08:00:00.000Z'); // 13:30 at the school
      expect((await publicList('news')).map((entry) => entry.title)).toEqual(['Admissions open for 2026']);
    });

    it('sends an item back only with a comment, to the draft, where the editor reads the comment', async () => {
      const asked = value(await act(editor, 'news', await create(editor, 'news', newsForm()), 'requestReview'));
      const before = await snapshot();
      for (const form of [{}, { comment: '' }, { comment: '   ' }] as Record<string, string>[]) {
        const outcome = refusal(await act(publisher, 'news', asked, 'sendBack', form));
        expect(outcome.status).toBe(400);
        expect(outcome.fieldErrors).toHaveProperty('comment');
      }
      expect(await snapshot()).toEqual(before);

      const back = value(await act(publisher, 'news', asked, 'sendBack', { comment: 'Add the results, please.' }));
      expect(back).toMatchObject({ status: 'draft', reviewComment: 'Add the results, please.' });
      const seen = await consoles(editor).item('news', asked.id);
      expect(seen).toMatchObject({ status: 'draft', reviewComment: 'Add the results, please.' });
      expect((await consoles(publisher).dashboard()).waitingForReview).toEqual([]);
      expect(await publicIds('allNews')).toEqual([]);
      // Asking again clears the old comment.
      const again = value(await act(editor, 'news', seen!, 'requestReview'));
      expect(again).toMatchObject({ status: 'review', reviewComment: '' });
    });

    it('sends back the edits of a live item, which stays on the site with its published text', async () => {
      const live = await published();
      const edited = value(await act(editor, 'news', live, 'save', newsForm('Sports day results')));
      const asked = value(await act(editor, 'news', edited, 'requestReview'));
      const back = value(await act(publisher, 'news', asked, 'sendBack', { comment: 'Not yet.' }));
      expect(back).toMatchObject({
        status: 'published',
        reviewRequested: false,
        hasDraft: true,
        reviewComment: 'Not yet.',
      });
      expect(back.fields.title).toBe('Sports day results');
      expect((await publicList('news')).map((entry) => entry.title)).toEqual(['Sports day']);
    });

    it("lets an editor ask for review of a live item's edits in one step, without saving first", async () => {
      const live = await published();
      const asked = value(await act(editor, 'news', live, 'requestReview', newsForm('Sports day results')));
      expect(asked).toMatchObject({ status: 'review', reviewRequested: true, hasDraft: true });
      expect(asked.fields.title).toBe('Sports day results');
      expect((await publicList('news')).map((entry) => entry.title)).toEqual(['Sports day']);
    });

    it('refuses review of a live item that has no changes', async () => {
      const live = await published();
      const before = await snapshot();
      expect(refusal(await act(editor, 'news', live, 'requestReview')).status).toBe(409);
      expect(refusal(await act(editor, 'news', live, 'requestReview', newsForm())).status).toBe(409);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses approving or sending back what nobody asked to review', async () => {
      const draft = await create(editor, 'news', newsForm());
      expect(refusal(await act(publisher, 'news', draft, 'approve')).status).toBe(409);
      expect(refusal(await act(publisher, 'news', draft, 'sendBack', { comment: 'x' })).status).toBe(409);
    });
  });

  describe('editing a published item', () => {
    it('keeps the published text on the site while the edits wait as a draft, until they are published', async () => {
      const live = await published();
      const saved = value(await act(publisher, 'news', live, 'save', newsForm('Sports day: results')));
      expect(saved).toMatchObject({ status: 'published', hasDraft: true, heading: 'Sports day: results' });
      expect(saved.fields.title).toBe('Sports day: results');
      expect(saved.publishedFields?.title).toBe('Sports day');
      expect((await publicList('news')).map((entry) => entry.title)).toEqual(['Sports day']);

      const opened = (await consoles(editor).item('news', live.id))!;
      expect(opened).toMatchObject({ hasDraft: true, version: saved.version });
      expect(opened.fields).toEqual(newsForm('Sports day: results'));
      expect(opened.publishedFields).toMatchObject({
        title: 'Sports day',
        description: '<p>All houses took part.</p>',
      });
      expect(await storedRow(live.id)).toMatchObject({ title: 'Sports day' });

      const out = value(await act(publisher, 'news', opened, 'publishNow'));
      expect(out).toMatchObject({ hasDraft: false, publishedFields: null, status: 'published' });
      expect((await publicList('news')).map((entry) => entry.title)).toEqual(['Sports day: results']);
      expect(await storedRow(live.id)).toMatchObject({ title: 'Sports day: results', draft: null });
    });

    it('drops the draft when the edits are put back to the published text', async () => {
      const live = await published();
      const saved = value(await act(publisher, 'news', live, 'save', newsForm('Changed')));
      const back = value(await act(publisher, 'news', saved, 'save', newsForm()));
      expect(back).toMatchObject({ hasDraft: false, publishedFields: null });
    });

    it('saves the fields of a draft (not yet live) straight into the item', async () => {
      const draft = await create(editor, 'news', newsForm());
      value(await act(editor, 'news', draft, 'save', newsForm('New title')));
      expect(await storedRow(draft.id)).toMatchObject({ title: 'New title', draft: null });
    });
  });

  describe('concurrent edits', () => {
    it('refuses the second of two saves made from the same version, and keeps the first', async () => {
      const item = await create(publisher, 'news', newsForm());
      const first = value(await act(publisher, 'news', item, 'save', newsForm('First edit')));
      const before = await snapshot();
      const second = refusal(await act(editor, 'news', item, 'save', newsForm('Second edit')));
      expect(second).toEqual({ ok: false, status: 409, message: consoleMessages.conflict });
      expect(consoleMessages.conflict).toMatch(/^Someone else changed this item after you opened it/);
      expect(await snapshot()).toEqual(before);
      expect((await consoles(publisher).item('news', item.id))?.fields.title).toBe('First edit');
      // Opened again, at the new version, the save goes through.
      value(await act(editor, 'news', first, 'save', newsForm('Second edit')));
      expect((await storedRow(item.id))?.title).toBe('Second edit');
    });

    it('refuses publishing from an old version too, so nothing unseen goes live', async () => {
      const item = await create(publisher, 'news', newsForm());
      value(await act(editor, 'news', item, 'save', newsForm('Unreviewed edit')));
      expect(refusal(await act(publisher, 'news', item, 'publishNow')).status).toBe(409);
      expect(await publicIds('allNews')).toEqual([]);
    });

    it('lets exactly one of two simultaneous saves through', async () => {
      const item = await create(publisher, 'news', newsForm());
      const outcomes = await Promise.all([
        act(publisher, 'news', item, 'save', newsForm('Edit A')),
        act(editor, 'news', item, 'save', newsForm('Edit B')),
      ]);
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([
        { ok: false, status: 409, message: consoleMessages.conflict },
      ]);
      expect(await auditCount(harness.database.db)).toBe(2); // create + one save
    });
  });

  describe('scheduling', () => {
    it('schedules an item at a time on the school clock, and shows it from that moment', async () => {
      const item = await create(publisher, 'news', newsForm('Results day'));
      const scheduled = value(await act(publisher, 'news', item, 'schedule', { publishAt: '2026-03-12T09:30' }));
      expect(scheduled).toMatchObject({
        status: 'scheduled',
        publishAt: '2026-03-12T04:00:00.000Z',
        unpublishAt: null,
      });
      expect(await publicIds('news')).toEqual([]);
      expect((await consoles(publisher).dashboard()).scheduled.map((entry) => entry.id)).toEqual([item.id]);
      expect((await consoles(publisher).list('news', { status: 'scheduled' })).items.map((entry) => entry.id)).toEqual([
        item.id,
      ]);

      clock.set('2026-03-12T03:59:59.999Z');
      expect(await publicIds('news')).toEqual([]);
      clock.set('2026-03-12T04:00:00.000Z');
      expect(await publicIds('news')).toEqual([item.id]);
      expect((await consoles(publisher).item('news', item.id))?.status).toBe('published');
      expect((await consoles(publisher).dashboard()).scheduled).toEqual([]);
    });

    it('never serves a cached list past the publish time of an item in it', async () => {
      // 30 s before the item's time; the list cache would otherwise keep the list for 60 s.
      const item = await create(publisher, 'news', newsForm('Results day'));
      value(await act(publisher, 'news', item, 'schedule', { publishAt: '2026-03-10T11:31' }));
      expect(await publicIds('news')).toEqual([]);
      clock.advance(29_999);
      expect(await publicIds('news')).toEqual([]);
      clock.advance(1);
      expect(await publicIds('news')).toEqual([item.id]);
    });

    it('never serves a cached list past the end time of an item in it', async () => {
      const item = await create(publisher, 'announcements', { title: 'Fee deadline' });
      const live = value(
        await act(publisher, 'announcements', item, 'publishNow', { unpublishAt: '2026-03-10T11:31' }),
      );
      expect(live).toMatchObject({ status: 'published', unpublishAt: '2026-03-10T06:01:00.000Z' });
      expect(await publicIds('announcements')).toEqual([item.id]);
      clock.advance(30_000);
      expect(await publicIds('announcements')).toEqual([]);
      expect((await consoles(publisher).item('announcements', item.id))?.status).toBe('unpublished');
    });

    it('keeps a filled-in end time when publishing now without the field', async () => {
      const item = await create(publisher, 'announcements', { title: 'Holiday' });
      const scheduled = value(
        await act(publisher, 'announcements', item, 'schedule', {
          publishAt: '2026-03-11T09:00',
          unpublishAt: '2026-03-12T09:00',
        }),
      );
      const now = value(await act(publisher, 'announcements', scheduled, 'publishNow'));
      expect(now).toMatchObject({ status: 'published', publishAt: null, unpublishAt: '2026-03-12T03:30:00.000Z' });
      expect(await publicIds('announcements')).toEqual([item.id]);
      clock.set('2026-03-12T03:30:00.000Z');
      expect(await publicIds('announcements')).toEqual([]);
    });

    it('takes an item off the site at its end time, with no job to run', async () => {
      const item = await create(publisher, 'announcements', { title: 'Sports week' });
      value(
        await act(publisher, 'announcements', item, 'schedule', {
          publishAt: '2026-03-10T11:00',
          unpublishAt: '2026-03-11T11:00',
        }),
      );
      expect(await publicIds('announcements')).toEqual([item.id]);
      clock.set('2026-03-11T05:30:00.000Z');
      expect(await publicIds('announcements')).toEqual([]);
      expect(
        (await consoles(publisher).list('announcements', { status: 'unpublished' })).items.map((entry) => entry.id),
      ).toEqual([item.id]);
    });

    it('never shows a stored item whose end date has passed', async () => {
      await insertContent(harness.database.db, [
        contentRow('announcement', { id: 'ended', status: 'published', unpublish_at: '2026-03-01T00:00:00.000Z' }),
        contentRow('announcement', { id: 'running', status: 'published', unpublish_at: '2026-04-01T00:00:00.000Z' }),
      ]);
      expect(await publicIds('announcements')).toEqual(['running']);
    });

    it('refuses an end time that has passed, even by seconds, with 400, and changes nothing', async () => {
      const item = await create(publisher, 'announcements', { title: 'Holiday' });
      const before = await snapshot();
      for (const unpublishAt of ['2026-03-10T11:00', '2026-03-10T11:30']) {
        const scheduled = refusal(await act(publisher, 'announcements', item, 'schedule', { unpublishAt }));
        expect(scheduled).toMatchObject({ status: 400, message: consoleMessages.endPassed });
        expect(scheduled.fieldErrors).toHaveProperty('unpublishAt');
        const now = refusal(await act(publisher, 'announcements', item, 'publishNow', { unpublishAt }));
        expect(now).toMatchObject({ status: 400, message: consoleMessages.endPassed });
      }
      expect(await snapshot()).toEqual(before);
    });

    it('refuses an empty schedule, an end before the start and a time that is not one', async () => {
      const item = await create(publisher, 'news', newsForm());
      const before = await snapshot();
      expect(refusal(await act(publisher, 'news', item, 'schedule', {}))).toMatchObject({
        status: 400,
        message: consoleMessages.scheduleEmpty,
      });
      expect(
        refusal(
          await act(publisher, 'news', item, 'schedule', {
            publishAt: '2026-03-12T10:00',
            unpublishAt: '2026-03-12T09:00',
          }),
        ).fieldErrors,
      ).toHaveProperty('unpublishAt');
      expect(
        refusal(await act(publisher, 'news', item, 'schedule', { publishAt: 'next week' })).fieldErrors,
      ).toHaveProperty('publishAt');
      expect(await snapshot()).toEqual(before);
    });

    it('lists on the start screen what ends within the week', async () => {
      const soon = await create(publisher, 'announcements', { title: 'Ends in three days' });
      value(
        await act(publisher, 'announcements', soon, 'publishNow', { unpublishAt: schoolTime(clock.in(3 * dayMs)) }),
      );
      const later = await create(publisher, 'announcements', { title: 'Ends in eight days' });
      value(
        await act(publisher, 'announcements', later, 'publishNow', { unpublishAt: schoolTime(clock.in(8 * dayMs)) }),
      );
      const never = await create(publisher, 'highlights', { title: 'No end' });
      value(await act(publisher, 'highlights', never, 'publishNow'));
      const gone = await create(publisher, 'highlights', { title: 'Ended already' });
      value(await act(publisher, 'highlights', gone, 'publishNow', { unpublishAt: schoolTime(clock.in(hourMs)) }));
      clock.advance(2 * hourMs);

      const board = await consoles(publisher).dashboard();
      expect(board.endingThisWeek.map((entry) => entry.heading)).toEqual(['Ends in three days']);
      expect(board.endingThisWeek[0]).toMatchObject({ kind: 'announcements', status: 'published' });
      expect((await consoles(editor).dashboard()).endingThisWeek.map((entry) => entry.id)).toEqual([soon.id]);
    });
  });

  describe('history', () => {
    it('keeps a revision of every save: who saved it, when, and which fields changed', async () => {
      const item = await create(editor, 'news', newsForm());
      clock.advance(minuteMs);
      const first = value(await act(editor, 'news', item, 'save', newsForm('Sports day 2026')));
      clock.advance(minuteMs);
      value(await act(publisher, 'news', first, 'save', { ...newsForm('Sports day 2026'), date: '2026-03-08' }));

      const history = await consoles(editor).history('news', item.id);
      expect(history.map((revision) => [revision.savedBy, revision.changed])).toEqual([
        [publisher.name, ['Date']],
        [editor.name, ['Title']],
        [editor.name, ['Title', 'Date', 'Description']],
      ]);
      expect(history.map((revision) => revision.savedAt)).toEqual([
        clock.in(0),
        clock.in(-minuteMs),
        clock.in(-2 * minuteMs),
      ]);
      expect(history.map((revision) => revision.version)).toEqual([3, 2, 1]);
      expect(history[2]!.fields).toMatchObject(newsForm());
    });

    it('makes a restored revision the draft, while a published item keeps its published text', async () => {
      const item = await create(publisher, 'news', newsForm('Original'));
      const saved = value(await act(publisher, 'news', item, 'save', newsForm('Second')));
      const live = value(await act(publisher, 'news', saved, 'publishNow'));
      const original = (await consoles(publisher).history('news', item.id)).find(
        (entry) => entry.fields.title === 'Original',
      )!;

      const restored = value(await consoles(editor).restoreRevision('news', item.id, original.id, live.version));
      expect(restored).toMatchObject({ hasDraft: true, status: 'published' });
      expect(restored.fields.title).toBe('Original');
      expect(restored.publishedFields?.title).toBe('Second');
      expect((await publicList('news')).map((entry) => entry.title)).toEqual(['Second']);
      const history = await consoles(editor).history('news', item.id);
      expect(history[0]).toMatchObject({ savedBy: editor.name, changed: ['Title'] });

      value(await act(publisher, 'news', restored, 'publishNow'));
      expect((await publicList('news')).map((entry) => entry.title)).toEqual(['Original']);
    });

    it('restores straight into an item that is not live', async () => {
      const item = await create(editor, 'news', newsForm('Original'));
      const saved = value(await act(editor, 'news', item, 'save', newsForm('Second')));
      const original = (await consoles(editor).history('news', item.id)).at(-1)!;
      const restored = value(await consoles(editor).restoreRevision('news', item.id, original.id, saved.version));
      expect(restored).toMatchObject({ status: 'draft', hasDraft: false });
      expect((await storedRow(item.id))?.title).toBe('Original');
    });

    it('refuses a restore from an old version, of an unknown revision or of another item’s revision', async () => {
      const item = await create(editor, 'news', newsForm('Original'));
      const other = await create(editor, 'news', newsForm('Other'));
      value(await act(editor, 'news', item, 'save', newsForm('Second')));
      const [latest, original] = await consoles(editor).history('news', item.id);
      const before = await snapshot();
      expect(refusal(await consoles(editor).restoreRevision('news', item.id, original!.id, item.version)).status).toBe(
        409,
      );
      expect(refusal(await consoles(editor).restoreRevision('news', item.id, 'no-such-revision', 2)).status).toBe(404);
      const theirs = (await consoles(editor).history('news', other.id))[0]!;
      expect(refusal(await consoles(editor).restoreRevision('news', item.id, theirs.id, 2)).status).toBe(404);
      expect(latest!.version).toBe(2);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('rich text', () => {
    const hostile =
      '<p>Results <strong>out</strong> <em>now</em>.</p><script>alert(1)</script>' +
      '<p onclick="steal()" style="color:red">Click</p><a href="javascript:alert(1)">bad link</a>' +
      '<ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol>' +
      '<a href="https://school.example.org/results" onmouseover="x()">results</a>' +
      '<img src="x" onerror="alert(1)"><iframe src="https://evil.example.org"></iframe>';

    function expectClean(html: string) {
      expect(html).not.toMatch(/<script|alert\(1\)|onclick|onmouseover|onerror|javascript:|<img|<iframe|style=/i);
      expect(html).toContain('<strong>out</strong>');
      expect(html).toContain('<em>now</em>');
      expect(html).toContain('<ul><li>One</li><li>Two</li></ul>');
      expect(html).toContain('<ol><li>First</li></ol>');
      expect(html).toMatch(/<a href="https:\/\/school\.example\.org\/results" rel="noopener noreferrer">results<\/a>/);
    }

    it('stores a news description without scripts, handlers or javascript: links', async () => {
      const item = await create(publisher, 'news', newsForm('Results', hostile));
      expectClean(item.fields.description!);
      expectClean((await storedRow(item.id))!.description);
      value(await act(publisher, 'news', item, 'publishNow'));
      expectClean((await publicList('news'))[0]!.description!);
    });

    it('cleans the draft of a live item, an event description and a leader’s message too', async () => {
      const live = await published();
      const saved = value(await act(publisher, 'news', live, 'save', newsForm('Results', hostile)));
      expectClean(saved.fields.description!);
      expectClean((JSON.parse((await storedRow(live.id))!.draft!) as { description: string }).description);

      const event = await create(publisher, 'events', { title: 'Fair', date: '2026-03-20', description: hostile });
      expectClean((await storedRow(event.id))!.description);
      const message = await create(publisher, 'messages', {
        category: 'Chairman',
        name: 'A. Person',
        message: hostile,
      });
      expectClean((await storedRow(message.id))!.message);
    });
  });

  describe('audit log', () => {
    it('writes one entry per change: who, what, which kind and item, in which request', async () => {
      const { db } = harness.database;
      const steps: [string, () => Promise<Outcome<unknown>>][] = [];
      const item = await create(editor, 'news', newsForm());
      let current: Item = item;
      const run =
        (member: StaffMember, action: LifecycleAction, form: Record<string, string> = {}) =>
        async () => {
          const outcome = await act(member, 'news', current, action, form);
          if (outcome.ok) current = outcome.value;
          return outcome;
        };
      steps.push(
        ['edit', run(editor, 'save', newsForm('Edited'))],
        ['requestReview', run(editor, 'requestReview')],
        ['sendBack', run(publisher, 'sendBack', { comment: 'More detail.' })],
        ['requestReview', run(editor, 'requestReview')],
        ['approve', run(publisher, 'approve')],
        ['unpublish', run(publisher, 'unpublish')],
        ['schedule', run(publisher, 'schedule', { publishAt: '2026-03-11T09:00' })],
        ['publish', run(publisher, 'publishNow')],
        ['delete', run(publisher, 'delete')],
        ['restore', run(publisher, 'restore')],
      );
      const created = await auditRows(db);
      expect(created).toEqual([
        expect.objectContaining({
          school_code: schoolCode,
          user_id: editor.id,
          user_name: editor.name,
          action: 'create',
          kind: 'news',
          item_id: item.id,
          summary: 'Sports day',
          request_id: requestId,
          at: clock.now().toISOString(),
        }),
      ]);
      for (const [action, step] of steps) {
        const count = await auditCount(db);
        value(await step());
        const rows = await auditRows(db);
        expect(rows).toHaveLength(count + 1);
        const entry = rows.find((row) => !created.some((seen) => seen.id === row.id))!;
        created.push(entry);
        expect(entry).toMatchObject({
          action,
          kind: 'news',
          item_id: item.id,
          request_id: requestId,
          school_code: schoolCode,
        });
        expect(entry.user_id).toBe(action === 'edit' || action === 'requestReview' ? editor.id : publisher.id);
      }

      const count = await auditCount(db);
      const original = (await consoles(editor).history('news', item.id)).at(-1)!;
      value(await consoles(editor).restoreRevision('news', item.id, original.id, current.version));
      expect(await auditCount(db)).toBe(count + 1);
      await create(publisher, 'highlights', { title: 'First' });
      clock.advance(1000);
      const top = await create(publisher, 'highlights', { title: 'Second' });
      value(await consoles(publisher).move('highlights', top.id, 'down'));
      expect(
        (await auditRows(db))
          .filter((row) => row.kind === 'highlights')
          .map((row) => row.action)
          .sort(),
      ).toEqual(['create', 'create', 'moveDown']);
    });

    it('writes no entry when a change is refused (403, 400, 404, 409)', async () => {
      const item = await create(publisher, 'news', newsForm());
      const before = await snapshot();
      expect(refusal(await act(editor, 'news', item, 'publishNow')).status).toBe(403);
      expect(refusal(await consoles(office).create('news', newsForm())).status).toBe(403);
      expect(refusal(await act(publisher, 'news', item, 'save', { ...newsForm(), title: '' })).status).toBe(400);
      expect(refusal(await act(publisher, 'news', item, 'sendBack', {})).status).toBe(409);
      expect(refusal(await act(publisher, 'news', { id: 'missing', version: 1 }, 'save', newsForm())).status).toBe(404);
      expect(refusal(await act(publisher, 'news', { ...item, version: 7 }, 'save', newsForm('Stale'))).status).toBe(
        409,
      );
      expect(await snapshot()).toEqual(before);
    });

    it('writes the change and its entry in one transaction: without the entry, nothing changes', async () => {
      const { db } = harness.database;
      const item = await create(publisher, 'news', newsForm());
      const live = value(await act(publisher, 'news', await create(publisher, 'news', newsForm('Live')), 'publishNow'));
      expect(await publicIds('news')).toEqual([live.id]);
      const before = await snapshot();

      await withoutAuditTable(db, async () => {
        await expect(act(publisher, 'news', item, 'save', newsForm('Not saved'))).rejects.toThrow();
        await expect(act(publisher, 'news', item, 'publishNow')).rejects.toThrow();
        await expect(act(publisher, 'news', live, 'unpublish')).rejects.toThrow();
        await expect(consoles(publisher).create('news', newsForm('Not created'))).rejects.toThrow();
      });

      expect(await snapshot()).toEqual(before);
      expect(await publicIds('news')).toEqual([live.id]);
    });

    it('names items by their heading, not their body', async () => {
      await create(publisher, 'news', newsForm('Heading only', '<p>A long body that has no place in the log.</p>'));
      expect(JSON.stringify(await auditRows(harness.database.db))).not.toContain('long body');
    });
  });

  describe('the console lists', () => {
    it('searches titles and names, whatever the case, with % and _ typed as themselves', async () => {
      const titles = [
        'Annual Sports Day',
        'SPORTS meet results',
        'Science fair',
        '100% attendance',
        'Class_10 results',
      ];
      for (const title of titles) await create(publisher, 'news', newsForm(title));
      const testimonial = await create(publisher, 'testimonials', {
        name: 'Meera Sportswala',
        description: 'Great school',
      });
      const search = async (text: string, slug: ConsoleKindSlug = 'news') =>
        (await consoles(publisher).list(slug, { search: text })).items.map((entry) => entry.heading).sort();

      expect(await search('sports')).toEqual(['Annual Sports Day', 'SPORTS meet results']);
      expect(await search('SPORTS')).toEqual(['Annual Sports Day', 'SPORTS meet results']);
      expect(await search('  sports  ')).toEqual(['Annual Sports Day', 'SPORTS meet results']);
      expect(await search('%')).toEqual(['100% attendance']);
      expect(await search('0%')).toEqual(['100% attendance']);
      expect(await search('_')).toEqual(['Class_10 results']);
      expect(await search('s_1')).toEqual(['Class_10 results']);
      expect(await search('100%25')).toEqual([]);
      expect(await search('\\')).toEqual([]);
      expect(await search("'; drop table content_items; --")).toEqual([]);
      expect(await search('')).toHaveLength(5);
      expect((await consoles(publisher).list('news', { search: 'sports' })).total).toBe(2);
      expect(await search('sports', 'testimonials')).toEqual([testimonial.heading]);
    });

    it("finds a live item by its draft's new title", async () => {
      const live = await published('news', newsForm('Old title'));
      value(await act(publisher, 'news', live, 'save', newsForm('Renamed headline')));
      expect((await consoles(publisher).list('news', { search: 'renamed' })).items.map((entry) => entry.id)).toEqual([
        live.id,
      ]);
    });

    it('filters by each status as staff see it now', async () => {
      const ids: Record<string, string> = {};
      const make = async (name: string) => {
        const item = await create(publisher, 'news', newsForm(name));
        ids[name] = item.id;
        return item;
      };
      await make('draft');
      value(await act(editor, 'news', await make('review'), 'requestReview'));
      value(await act(publisher, 'news', await make('scheduled'), 'schedule', { publishAt: '2026-03-11T09:00' }));
      value(await act(publisher, 'news', await make('published'), 'publishNow'));
      value(
        await act(
          publisher,
          'news',
          value(await act(publisher, 'news', await make('unpublished'), 'publishNow')),
          'unpublish',
        ),
      );
      value(await act(publisher, 'news', await make('ended'), 'publishNow', { unpublishAt: '2026-03-10T12:00' }));
      value(await act(publisher, 'news', await make('started'), 'schedule', { publishAt: '2026-03-10T12:00' }));
      value(await act(publisher, 'news', await make('binned'), 'delete'));
      clock.set('2026-03-10T07:00:00.000Z'); // 12:30 at the school: 'ended' ended, 'started' started

      const expected: Record<string, string[]> = {
        draft: ['draft'],
        review: ['review'],
        scheduled: ['scheduled'],
        published: ['published', 'started'],
        unpublished: ['ended', 'unpublished'],
      };
      for (const [status, names] of Object.entries(expected)) {
        const page = await consoles(publisher).list('news', { status: status as ContentStatus });
        expect(page.items.map((entry) => entry.heading).sort(), status).toEqual(names);
        expect(page.total).toBe(names.length);
        expect(page.items.every((entry) => entry.status === status)).toBe(true);
      }
      expect((await consoles(publisher).list('news', {})).total).toBe(7); // the binned one is not listed
    });

    it('shows a live item waiting for review under one status only, the one its row shows', async () => {
      const live = await published();
      value(
        await act(editor, 'news', value(await act(editor, 'news', live, 'save', newsForm('Edited'))), 'requestReview'),
      );
      const [row] = (await consoles(publisher).list('news', {})).items;
      expect(row!.status).toBe('review');
      expect((await consoles(publisher).list('news', { status: 'review' })).items.map((entry) => entry.id)).toEqual([
        live.id,
      ]);
      expect(
        (await consoles(publisher).list('news', { status: 'published' })).items.map((entry) => entry.status),
      ).not.toContain('review');
    });

    it('pages 20 items at a time, newest change first, each item once', async () => {
      const made: string[] = [];
      for (let index = 0; index < 25; index += 1) {
        made.push((await create(publisher, 'news', newsForm(`Item ${index}`))).id);
        clock.advance(1000);
      }
      const first = await consoles(publisher).list('news', { page: 1 });
      expect(first).toMatchObject({ total: 25, page: 1, pageSize: 20 });
      expect(first.items).toHaveLength(20);
      expect(first.items[0]!.heading).toBe('Item 24');
      const second = await consoles(publisher).list('news', { page: 2 });
      expect(second.items.map((entry) => entry.heading)).toEqual(['Item 4', 'Item 3', 'Item 2', 'Item 1', 'Item 0']);
      expect((await consoles(publisher).list('news', { page: 3 })).items).toEqual([]);
      expect(new Set([...first.items, ...second.items].map((entry) => entry.id))).toEqual(new Set(made));
      expect((await consoles(publisher).list('news', { page: 0 })).page).toBe(1);
      expect((await consoles(publisher).list('news', { page: -3 })).items).toHaveLength(20);
    });

    it('lets staff move highlights up and down, and the site shows the new order at once', async () => {
      const names = ['Exams begin', 'Fee deadline', 'Sports week'];
      const made: Item[] = [];
      for (const title of names) {
        made.push(await published('highlights', { title }));
        clock.advance(1000);
      }
      const order = async () => (await publicList('highlights')).map((entry) => entry.title);
      // New highlights go to the top.
      expect(await order()).toEqual(['Sports week', 'Fee deadline', 'Exams begin']);

      value(await consoles(publisher).move('highlights', made[0]!.id, 'up'));
      expect(await order()).toEqual(['Sports week', 'Exams begin', 'Fee deadline']);
      value(await consoles(publisher).move('highlights', made[2]!.id, 'down'));
      expect(await order()).toEqual(['Exams begin', 'Sports week', 'Fee deadline']);
      // The top one cannot go higher; nothing changes.
      value(await consoles(publisher).move('highlights', made[0]!.id, 'up'));
      expect(await order()).toEqual(['Exams begin', 'Sports week', 'Fee deadline']);
      const listed = await consoles(publisher).list('highlights', {});
      expect(listed.items.map((entry) => entry.heading)).toEqual(['Exams begin', 'Sports week', 'Fee deadline']);

      expect(refusal(await consoles(publisher).move('news', made[0]!.id, 'up'))).toMatchObject({
        status: 400,
        message: consoleMessages.notOrdered,
      });
      expect(refusal(await consoles(publisher).move('highlights', 'no-such-item', 'up')).status).toBe(404);
    });

    it('puts a new highlight at the top whatever the year', async () => {
      clock.set('2040-01-01T00:00:00.000Z');
      const first = await published('highlights', { title: 'First' });
      clock.advance(1000);
      const second = await published('highlights', { title: 'Second' });
      expect(await publicIds('highlights')).toEqual([second.id, first.id]);
    });
  });
});
