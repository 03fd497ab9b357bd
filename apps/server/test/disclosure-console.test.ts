/**
 * The CBSE Mandatory Public Disclosure kept from the console, on SQLite and PostgreSQL when set.
 *
 * Through the console source (the publishing service, on a clock the test moves): admins and publishers start,
 * save and publish it, once a school; editors and office staff are refused every step and shown nothing; what is
 * refused changes nothing; every save is audited; the server dates each row on the school's day it changes; the
 * published disclosure is what the site reads (the content service), for its own school only; and the start screen
 * warns of certificates running out and, for an admin, of a missing annual report.
 *
 * Over HTTP (with the built console), as a browser without JavaScript sends it: the same refusals answer 403, and the
 * menu does not offer the disclosure to those who may not keep it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '@school/shared/console-messages';
import type { Item, StaffMember } from '@school/shared/console-source';
import type { LifecycleAction } from '@school/shared/content-lifecycle';
import { disclosureKey, type Disclosure } from '@school/shared/disclosure';
import type { PublishedDisclosure } from '@school/shared/live-source';
import type { StaffRole } from '@school/shared/staff-permissions';
import { liveSource } from '../src/web/live-source';
import { get, post } from './support/console-requests';
import { contentRow, insertContent, otherSchoolCode, schoolCode } from './support/fixtures';
import { refusal, value } from './support/outcomes';
import { publishingHarness } from './support/publishing-harness';
import { auditCount, auditRows, dayMs, staffMember } from './support/staff-fixtures';
import { siteWithStaffSessions } from './support/test-app';
import { databaseKinds } from './support/test-database';

const timeZone = 'Asia/Kolkata';
/** 11:30:30 at the school on Tuesday 10 March 2026. */
const start = '2026-03-10T06:00:30.000Z';
const requestId = 'req-disclosure';

const admin = staffMember('admin');
const publisher = staffMember('publisher');
const editor = staffMember('editor');
const office = staffMember('office');
const otherAdmin = staffMember('admin', { id: 'user-other-admin', schoolCode: otherSchoolCode });

/** A disclosure as the Disclosure screen sends it: JSON in the item's `message`. */
const sent = (disclosure: unknown) => ({ message: JSON.stringify(disclosure) });

const figures = { 'principal-name': 'Dr. Kavitha Rao', 'total-teachers': '86', pgt: '24', tgt: '34', internet: 'Yes' };
const results = {
  x: [
    { year: 2024, registered: 136, passed: 136, remarks: '' },
    { year: 2025, registered: 142, passed: 141, remarks: '38 above 90 per cent' },
  ],
  xii: [{ year: 2025, registered: 118, passed: 117, remarks: '' }],
};
const teachers = [{ name: 'Ms. Ananya Sharma', designation: 'PGT Physics', qualifications: 'M.Sc., B.Ed.' }];
const firstDisclosure = {
  figures,
  validUntil: { 'affiliation-letter': '2029-03-31' },
  results,
  teachers,
};

const expectedHeading = 'Mandatory Public Disclosure';

/** The disclosure an item's fields hold. */
const held = (fields: { message?: string }) => JSON.parse(fields.message ?? '') as Disclosure;

describe.each(databaseKinds)('the disclosure through the console source, on %s', (kind) => {
  // Its content service keeps lists 60 s, as the site does: a change must reach the site through the change feed.
  const harness = publishingHarness(kind, { start, timeZone, requestId });
  const { clock, consoles, snapshot } = harness;

  const create = (member: StaffMember, form: Record<string, string>) => consoles(member).create('disclosure', form);

  const act = (
    member: StaffMember,
    item: { id: string; version: number },
    action: LifecycleAction,
    form: Record<string, string> = {},
  ) => consoles(member).act('disclosure', item.id, action, { version: item.version, form });

  const storedRow = (id: string) =>
    harness.database.db.selectFrom('content_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const disclosureRows = () =>
    harness.database.db.selectFrom('content_items').selectAll().where('kind', '=', 'disclosure').execute();

  /** What the site reads of a school's disclosure now: the content service's answer, by key. */
  async function onSite(code = schoolCode): Promise<Record<string, PublishedDisclosure>> {
    return JSON.parse((await harness.content.readDisclosure(code)).value) as Record<string, PublishedDisclosure>;
  }

  async function started(member: StaffMember = publisher, disclosure: unknown = firstDisclosure): Promise<Item> {
    return value(await create(member, sent(disclosure)));
  }

  describe('kept by admins and publishers', () => {
    it.each([
      ['an admin', admin],
      ['a publisher', publisher],
    ])('lets %s start the disclosure under its own key, and publish it', async (_who, member) => {
      const item = await started(member);
      expect(item).toMatchObject({ kind: 'disclosure', status: 'draft', version: 1, heading: expectedHeading });
      const row = await storedRow(item.id);
      expect(row).toMatchObject({
        school_code: schoolCode,
        kind: 'disclosure',
        key: disclosureKey,
        title: expectedHeading,
        status: 'draft',
        created_by: member.id,
      });
      expect(held(row).figures).toEqual(figures);

      const live = value(await act(member, item, 'publishNow', sent(firstDisclosure)));
      expect(live).toMatchObject({ status: 'published', version: 2 });
      expect((await storedRow(item.id)).status).toBe('published');
      expect(Object.keys(await onSite())).toEqual([disclosureKey]);

      const list = await consoles(member).list('disclosure', {});
      expect(list.items.map((entry) => [entry.id, entry.heading])).toEqual([[item.id, expectedHeading]]);
      expect(held((await consoles(member).item('disclosure', item.id))!.fields).figures).toEqual(figures);
    });

    it('stores the disclosure as read by its schema: the results newest first, emptied figures dropped', async () => {
      const item = await started(publisher, {
        ...firstDisclosure,
        figures: { ...figures, prt: '', counsellor: '   ' },
      });
      const stored = held(await storedRow(item.id));
      expect(stored.figures).toEqual(figures);
      expect(stored.results.x.map((row) => row.year)).toEqual([2025, 2024]);
      expect(stored.teachers).toEqual(teachers);
    });

    it('starts the disclosure once: a second start is refused 409, and changes nothing', async () => {
      const first = await started(admin);
      const before = await snapshot();
      for (const member of [admin, publisher]) {
        const again = refusal(await create(member, sent({ figures: { pgt: '1' } })));
        expect(again.status).toBe(409);
        expect(again.message).toBe(consoleMessages.disclosureWritten);
      }
      expect(await snapshot()).toEqual(before);
      expect((await disclosureRows()).map((row) => row.id)).toEqual([first.id]);
    });

    it('starts it once when two start it at the same moment, and tells the second it is started', async () => {
      const answers = await Promise.all([
        create(admin, sent(firstDisclosure)),
        create(publisher, sent(firstDisclosure)),
      ]);
      expect(answers.map((answer) => (answer.ok ? 'ok' : answer.status)).sort()).toEqual([409, 'ok']);
      const second = answers.find((answer) => !answer.ok);
      expect(second && !second.ok && second.message).toBe(consoleMessages.disclosureWritten);
      expect(await disclosureRows()).toHaveLength(1);
    });

    it('refuses a second start while the first is in the bin, where it is to be restored from', async () => {
      const item = await started(admin);
      value(await act(admin, item, 'delete'));
      expect(refusal(await create(admin, sent(firstDisclosure))).status).toBe(409);
      expect(await disclosureRows()).toHaveLength(1);
    });

    it('writes an audit entry of kind disclosure for every save', async () => {
      const item = await started(publisher);
      // A minute between the steps, so the log lists them in order.
      clock.advance(60_000);
      const saved = value(await act(publisher, item, 'save', sent({ ...firstDisclosure, figures: { pgt: '25' } })));
      clock.advance(60_000);
      const live = value(await act(admin, saved, 'publishNow', sent({ ...firstDisclosure, figures: { pgt: '26' } })));
      clock.advance(60_000);
      value(await act(publisher, live, 'unpublish'));
      const entries = await auditRows(harness.database.db);
      expect(entries.map((entry) => [entry.action, entry.kind, entry.item_id, entry.user_id])).toEqual([
        ['create', 'disclosure', item.id, publisher.id],
        ['edit', 'disclosure', item.id, publisher.id],
        ['publish', 'disclosure', item.id, admin.id],
        ['unpublish', 'disclosure', item.id, publisher.id],
      ]);
      expect(entries.every((entry) => entry.school_code === schoolCode && entry.request_id === requestId)).toBe(true);
      expect(entries[0]!.summary).toContain(expectedHeading);
    });
  });

  describe('refused to editors and office staff', () => {
    it.each([
      ['an editor', editor],
      ['office staff', office],
    ])('refuses %s every step with 403, shows them nothing, and changes nothing', async (_who, member) => {
      const item = await started(publisher);
      const before = await snapshot();

      const created = refusal(await create(member, sent(firstDisclosure)));
      expect(created.status).toBe(403);
      for (const action of ['save', 'requestReview', 'publishNow', 'unpublish', 'delete'] as const) {
        const refused = refusal(await act(member, item, action, sent({ figures: { pgt: '99' } })));
        expect(refused.status, action).toBe(403);
      }
      expect(await snapshot()).toEqual(before);

      expect((await consoles(member).list('disclosure', {})).items).toEqual([]);
      expect(await consoles(member).item('disclosure', item.id)).toBeUndefined();
      expect(await consoles(member).history('disclosure', item.id)).toEqual([]);
      expect((await consoles(member).bin()).map((entry) => entry.kind)).not.toContain('disclosure');
    });

    it('still lets an editor keep the kinds an editor keeps', async () => {
      const news = value(
        await consoles(editor).create('news', { title: 'Sports day', date: '2026-03-09', description: '<p>x</p>' }),
      );
      expect(news.status).toBe('draft');
    });
  });

  describe('what is refused as typed', () => {
    it.each([
      ['text that is not JSON', '{"figures": {', 'The disclosure could not be read. Reload the page and try again.'],
      [
        'a count with letters',
        JSON.stringify({ figures: { 'total-teachers': '8six' } }),
        'Total number of teachers (all): enter a whole number.',
      ],
      [
        'more passed than registered',
        JSON.stringify({ results: { x: [{ year: 2025, registered: 140, passed: 141 }] } }),
        'Class X results, 2025: more students passed than were registered.',
      ],
    ])('refuses to start with %s, saying so, and stores nothing', async (_what, message, said) => {
      const refused = refusal(await create(publisher, { message }));
      expect(refused.status).toBe(400);
      expect(refused.fieldErrors).toEqual({ message: said });
      expect(await disclosureRows()).toEqual([]);
      expect(await auditCount(harness.database.db)).toBe(0);
    });

    it.each([
      ['text that is not JSON', 'not json', 'The disclosure could not be read. Reload the page and try again.'],
      [
        'a count with letters',
        JSON.stringify({ figures: { pgt: 'twenty' } }),
        'Post-graduate teachers (PGT): enter a whole number.',
      ],
      [
        'more passed than registered',
        JSON.stringify({ results: { xii: [{ year: 2024, registered: 10, passed: 11 }] } }),
        'Class XII results, 2024: more students passed than were registered.',
      ],
    ])('refuses to save or publish %s, saying so: no new version, no revision', async (_what, message, said) => {
      const item = await started(publisher);
      const before = await snapshot();
      for (const action of ['save', 'publishNow', 'requestReview'] as const) {
        const refused = refusal(await act(publisher, item, action, { message }));
        expect(refused.status, action).toBe(400);
        expect(refused.fieldErrors, action).toEqual({ message: said });
      }
      expect(await snapshot()).toEqual(before);
      expect((await storedRow(item.id)).version).toBe(item.version);
      expect(await onSite()).toEqual({});
    });
  });

  describe('the date of each row', () => {
    const datesOf = async (id: string) => {
      const row = await storedRow(id);
      return held(row.draft ? (JSON.parse(row.draft) as { message?: string }) : row).updated;
    };
    const allOn = (day: string) => ({
      'principal-name': day,
      'total-teachers': day,
      pgt: day,
      tgt: day,
      internet: day,
      'valid-until:affiliation-letter': day,
      'results-x': day,
      'results-xii': day,
      teachers: day,
    });

    it('dates every row of the first save on the school’s day, whatever the form says', async () => {
      // 00:30 on 11 March at the school, still 10 March in UTC.
      clock.set('2026-03-10T19:00:00.000Z');
      const item = await started(publisher, { ...firstDisclosure, updated: { pgt: '2020-01-01' } });
      expect(await datesOf(item.id)).toEqual(allOn('2026-03-11'));
    });

    it('dates a figure changed on a later day that day, and keeps the other rows’ earlier dates', async () => {
      const item = await started(publisher);
      expect(await datesOf(item.id)).toEqual(allOn('2026-03-10'));

      // 01:00 on 13 March at the school, still 12 March in UTC: the school's day is the one a row is dated.
      clock.set('2026-03-12T19:30:00.000Z');
      const changed = { ...firstDisclosure, figures: { ...figures, pgt: '25' } };
      // The form's own dates, saying nothing changed, are not taken.
      const saved = value(await act(publisher, item, 'save', sent({ ...changed, updated: allOn('2026-03-10') })));
      expect(await datesOf(item.id)).toEqual({ ...allOn('2026-03-10'), pgt: '2026-03-13' });
      expect(held(saved.fields).updated).toEqual({ ...allOn('2026-03-10'), pgt: '2026-03-13' });

      // Published unchanged on a later day, every row keeps its date.
      clock.advance(2 * dayMs);
      const live = value(await act(admin, saved, 'publishNow', sent(changed)));
      expect(await datesOf(item.id)).toEqual({ ...allOn('2026-03-10'), pgt: '2026-03-13' });
      expect((await onSite())[disclosureKey]!.disclosure.updated).toEqual({
        ...allOn('2026-03-10'),
        pgt: '2026-03-13',
      });

      // A change to the live disclosure waits in its draft, dated against what staff were editing.
      clock.advance(dayMs);
      const result = { year: 2026, registered: 150, passed: 150, remarks: '' };
      value(await act(admin, live, 'save', sent({ ...changed, results: { ...results, x: [...results.x, result] } })));
      expect(await datesOf(item.id)).toEqual({ ...allOn('2026-03-10'), pgt: '2026-03-13', 'results-x': '2026-03-16' });
      // The site still shows what was published, with its dates.
      expect((await onSite())[disclosureKey]!.disclosure.updated['results-x']).toBe('2026-03-10');
    });

    it('dates a live disclosure’s rows by what the site shows: a draft that puts a value back dates nothing', async () => {
      const live = value(await act(publisher, await started(publisher), 'publishNow', sent(firstDisclosure)));
      clock.advance(dayMs);
      const changed = value(
        await act(publisher, live, 'save', sent({ ...firstDisclosure, figures: { ...figures, pgt: '25' } })),
      );
      expect((await datesOf(live.id)).pgt).toBe('2026-03-11');
      clock.advance(dayMs);
      value(await act(publisher, changed, 'save', sent(firstDisclosure)));
      expect(await datesOf(live.id)).toEqual(allOn('2026-03-10'));
    });
  });

  describe('on the site', () => {
    it('shows the published disclosure, not a draft, and nothing once it is unpublished', async () => {
      const item = await started(publisher);
      expect(await onSite()).toEqual({});

      const live = value(await act(publisher, item, 'publishNow', sent(firstDisclosure)));
      const shown = (await onSite())[disclosureKey]!;
      expect(shown.disclosure.figures).toEqual(figures);
      expect(shown.disclosure.results.x.map((row) => row.year)).toEqual([2025, 2024]);
      expect(shown.disclosure.teachers).toEqual(teachers);
      expect(shown.updatedAt).toBe(clock.now().toISOString());

      // A draft of a change is not on the site until it is published.
      const drafted = value(await act(publisher, live, 'save', sent({ ...firstDisclosure, figures: { pgt: '30' } })));
      expect((await onSite())[disclosureKey]!.disclosure.figures).toEqual(figures);

      value(await act(publisher, drafted, 'unpublish'));
      expect(await onSite()).toEqual({});
    });

    it('shows each school its own disclosure and never another’s', async () => {
      const ours = await started(publisher);
      value(await act(publisher, ours, 'publishNow', sent(firstDisclosure)));
      expect(await onSite(otherSchoolCode)).toEqual({});

      // The other school has none of ours to see or change, and starts its own: the key is per school.
      expect((await consoles(otherAdmin).list('disclosure', {})).items).toEqual([]);
      expect(await consoles(otherAdmin).item('disclosure', ours.id)).toBeUndefined();
      const notTheirs = await consoles(otherAdmin).act('disclosure', ours.id, 'save', {
        version: 2,
        form: sent({ figures: { pgt: '1' } }),
      });
      expect(refusal(notTheirs).status).toBe(404);
      const theirs = value(await create(otherAdmin, sent({ figures: { 'principal-name': 'Mr. Other' } })));
      value(await act(otherAdmin, theirs, 'publishNow'));

      expect((await onSite(otherSchoolCode))[disclosureKey]!.disclosure.figures).toEqual({
        'principal-name': 'Mr. Other',
      });
      expect((await onSite())[disclosureKey]!.disclosure.figures).toEqual(figures);
      expect(JSON.stringify(await onSite(otherSchoolCode))).not.toContain('Kavitha');
    });

    it('is what the site’s pages read of each school, and a stored one that fails its schema is left out', async () => {
      const warnings: unknown[] = [];
      const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
      const site = (code: string) =>
        liveSource(
          {
            content: harness.content,
            profiles: { read: async () => undefined, savedAt: async () => undefined },
            search: { search: async () => ({ value: [], nextChange: undefined }) },
            timeZone,
          },
          code,
          log,
        );
      expect(await site(schoolCode).disclosure()).toBeUndefined();

      const item = await started(publisher);
      value(await act(publisher, item, 'publishNow'));
      const shown = await site(schoolCode).disclosure();
      expect(shown?.disclosure.figures).toEqual(figures);
      expect(shown?.updatedAt).toBe(clock.now().toISOString());
      expect(await site(otherSchoolCode).disclosure()).toBeUndefined();

      // Stored text the schema refuses (written outside the console) is not shown, and is logged without its text.
      await harness.database.db
        .updateTable('content_items')
        .set({ message: JSON.stringify({ figures: { pgt: 'twenty' } }), updated_at: clock.in(1000) })
        .where('id', '=', item.id)
        .execute();
      harness.content.forget({ schoolCode, kinds: ['disclosure'] });
      expect(await site(schoolCode).disclosure()).toBeUndefined();
      expect(JSON.stringify(warnings)).toContain('left out the stored disclosure');
      expect(JSON.stringify(warnings)).not.toContain('twenty');
    });
  });

  describe('a document its row names', () => {
    const documentKeys = async () =>
      (
        await harness.database.db.selectFrom('content_items').select('key').where('kind', '=', 'document').execute()
      ).map((row) => row.key);

    it('is made under the key the row links, whatever title it is given, by anyone who keeps documents', async () => {
      const added = value(
        await consoles(editor).create('documents', { title: 'NOC from the State, 2026', key: 'noc-certificate' }),
      );
      expect((await storedRow(added.id)).key).toBe('noc-certificate');
      // Without a key of the site's, a document's key is made from its title, as before.
      value(await consoles(editor).create('documents', { title: 'Bus routes 2027' }));
      expect((await documentKeys()).sort()).toEqual(['bus-routes-2027', 'noc-certificate']);
    });

    it('refuses a key the site does not link, and a second document for a key, changing nothing', async () => {
      value(await consoles(publisher).create('documents', { title: 'Fire NOC', key: 'fire-safety-certificate' }));
      const before = await snapshot();
      const unknown = refusal(await consoles(publisher).create('documents', { title: 'Mine', key: 'my-own-key' }));
      expect([unknown.status, unknown.message]).toEqual([400, consoleMessages.noSuchDocument]);
      const again = refusal(
        await consoles(publisher).create('documents', { title: 'Fire NOC 2027', key: 'fire-safety-certificate' }),
      );
      expect([again.status, again.message]).toEqual([409, consoleMessages.documentAdded]);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('the start screen', () => {
    /** A document `annual-report` of `code`, on the site with a file since `uploadedAt` unless `changes` say. */
    const annualReport = (uploadedAt: string, changes: Parameters<typeof contentRow>[1] = {}) =>
      insertContent(harness.database.db, [
        contentRow('document', {
          key: 'annual-report',
          title: 'Annual report 2025-26',
          status: 'published',
          attachments: JSON.stringify(['documents/annual-report.pdf']),
          created_at: uploadedAt,
          updated_at: uploadedAt,
          ...changes,
        }),
      ]);

    it('warns those who keep the disclosure of a certificate that runs out in 10 days, draft or not', async () => {
      await started(publisher, {
        ...firstDisclosure,
        validUntil: { 'fire-safety-certificate': '2026-03-20', 'affiliation-letter': '2029-03-31' },
      });
      const expected = [
        { key: 'fire-safety-certificate', label: 'Fire safety certificate', validUntil: '2026-03-20', daysLeft: 10 },
      ];
      expect((await consoles(admin).dashboard()).certificatesRunningOut).toEqual(expected);
      expect((await consoles(publisher).dashboard()).certificatesRunningOut).toEqual(expected);
      expect((await consoles(editor).dashboard()).certificatesRunningOut).toEqual([]);
      expect((await consoles(office).dashboard()).certificatesRunningOut).toEqual([]);
      // Another school's staff hear nothing of it.
      expect((await consoles(otherAdmin).dashboard()).certificatesRunningOut).toEqual([]);

      // Counted on the school's day: at 01:30 on 11 March there, 9 days are left.
      clock.set('2026-03-10T20:00:00.000Z');
      expect((await consoles(admin).dashboard()).certificatesRunningOut).toMatchObject([{ daysLeft: 9 }]);
    });

    it('shows an editor none of the disclosure’s schedule, which a publisher sees', async () => {
      const item = await started(publisher);
      value(await act(publisher, item, 'schedule', { ...sent(firstDisclosure), publishAt: '2026-03-12T09:00' }));
      expect((await consoles(publisher).dashboard()).scheduled.map((entry) => entry.kind)).toEqual(['disclosure']);
      expect((await consoles(editor).dashboard()).scheduled).toEqual([]);
    });

    it('warns of no certificate while none runs out within 30 days, nor when there is no disclosure', async () => {
      expect((await consoles(admin).dashboard()).certificatesRunningOut).toEqual([]);
      await started(publisher);
      expect((await consoles(admin).dashboard()).certificatesRunningOut).toEqual([]);
    });

    it('reminds an admin alone, from 1 August, of an annual report not on the site', async () => {
      clock.set('2026-07-31T06:00:00.000Z');
      expect((await consoles(admin).dashboard()).annualReportMissing).toBe(false);

      clock.set('2026-08-10T06:00:00.000Z');
      expect((await consoles(admin).dashboard()).annualReportMissing).toBe(true);
      for (const member of [publisher, editor, office]) {
        expect((await consoles(member).dashboard()).annualReportMissing, member.role).toBe(false);
      }
    });

    it('reminds an admin of last school year’s report, and no longer once this year’s is on the site', async () => {
      clock.set('2026-09-01T06:00:00.000Z');
      await annualReport('2026-02-14T06:00:00.000Z');
      expect((await consoles(admin).dashboard()).annualReportMissing).toBe(true);
      await harness.database.db
        .updateTable('content_items')
        .set({ updated_at: '2026-05-02T06:00:00.000Z' })
        .where('key', '=', 'annual-report')
        .execute();
      expect((await consoles(admin).dashboard()).annualReportMissing).toBe(false);
    });

    it('counts a report uploaded early on 1 April at the school as this school year’s', async () => {
      clock.set('2026-08-10T06:00:00.000Z');
      // 02:00 on 1 April 2026 at the school, still 31 March in UTC.
      await annualReport('2026-03-31T20:30:00.000Z');
      expect((await consoles(admin).dashboard()).annualReportMissing).toBe(false);
    });

    it.each<[string, Parameters<typeof contentRow>[1]]>([
      ['only a draft', { status: 'draft' }],
      ['published without a file', { attachments: '[]' }],
      ['in the bin', { deleted_at: '2026-08-01T06:00:00.000Z' }],
      ['another school’s', { school_code: otherSchoolCode }],
    ])('reminds an admin when this year’s report is %s', async (_what, changes) => {
      clock.set('2026-08-10T06:00:00.000Z');
      await annualReport('2026-05-02T06:00:00.000Z', changes);
      expect((await consoles(admin).dashboard()).annualReportMissing).toBe(true);
    });
  });
});

describe.each(databaseKinds)('the disclosure over HTTP, on %s', (kind) => {
  const site = siteWithStaffSessions(kind);

  const disclosureRow = () =>
    site.database.db
      .selectFrom('content_items')
      .selectAll()
      .where('kind', '=', 'disclosure')
      .where('school_code', '=', schoolCode)
      .executeTakeFirst();

  /** Presses a button of the disclosure's edit screen with `message` as the disclosure. */
  async function press(intent: string, message: string, cookie: string) {
    const row = (await disclosureRow())!;
    return post(site.app, `/admin/disclosure/${row.id}`, { intent, version: String(row.version), message }, cookie);
  }

  it('lets an admin start it and a publisher publish it, and a second start makes no second disclosure', async () => {
    const created = await post(site.app, '/admin/disclosure/new', sent(firstDisclosure), site.cookies.admin);
    expect(created.statusCode).toBe(302);
    const row = (await disclosureRow())!;
    expect(String(created.headers.location)).toContain(`/admin/disclosure/${row.id}`);
    expect(row).toMatchObject({ key: disclosureKey, status: 'draft' });

    // A second start makes no second disclosure: the console's New opens the one there is from then on (a form
    // posted without JavaScript is sent on to it), or says it is started already.
    const again = await post(
      site.app,
      '/admin/disclosure/new',
      sent({ figures: { pgt: '1' } }),
      site.cookies.publisher,
    );
    if (again.statusCode === 302) expect(String(again.headers.location)).toContain(`/admin/disclosure/${row.id}`);
    else {
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain(consoleMessages.disclosureWritten);
    }
    const rows = await site.database.db
      .selectFrom('content_items')
      .selectAll()
      .where('kind', '=', 'disclosure')
      .execute();
    expect(rows).toEqual([row]);

    const published = await press('publishNow', JSON.stringify(firstDisclosure), site.cookies.publisher);
    expect(published.statusCode).toBe(302);
    expect((await disclosureRow())!.status).toBe('published');
    expect((await get(site.app, `/admin/disclosure/${row.id}`, site.cookies.publisher)).statusCode).toBe(200);
  });

  it('refuses a figure with letters, saying which, and changes nothing', async () => {
    const before = (await disclosureRow())!;
    const answer = await press('save', JSON.stringify({ figures: { 'total-teachers': '8six' } }), site.cookies.admin);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('Total number of teachers (all): enter a whole number.');
    expect(await disclosureRow()).toEqual(before);
  });

  it.each<[string, StaffRole]>([
    ['an editor', 'editor'],
    ['office staff', 'office'],
  ])('refuses %s the disclosure’s screens and forms with 403, and changes nothing', async (_who, role) => {
    const before = (await disclosureRow())!;
    const cookie = site.cookies[role];
    expect((await get(site.app, '/admin/disclosure', cookie)).statusCode).toBe(403);
    expect((await get(site.app, '/admin/disclosure/new', cookie)).statusCode).toBe(403);
    expect((await get(site.app, `/admin/disclosure/${before.id}`, cookie)).statusCode).toBe(403);
    expect((await post(site.app, '/admin/disclosure/new', sent(firstDisclosure), cookie)).statusCode).toBe(403);
    for (const intent of ['save', 'requestReview', 'unpublish']) {
      expect((await press(intent, JSON.stringify({ figures: { pgt: '1' } }), cookie)).statusCode, intent).toBe(403);
    }
    expect(await disclosureRow()).toEqual(before);
  });

  it('offers the disclosure in the menu to admins and publishers only', async () => {
    const link = 'href="/admin/disclosure"';
    expect((await get(site.app, '/admin', site.cookies.admin)).body).toContain(link);
    expect((await get(site.app, '/admin', site.cookies.publisher)).body).toContain(link);
    const editorStart = await get(site.app, '/admin', site.cookies.editor);
    expect(editorStart.statusCode).toBe(200);
    // The editor's menu lists the content an editor keeps, and not the disclosure.
    expect(editorStart.body).toContain('href="/admin/news"');
    expect(editorStart.body).not.toContain(link);
    expect((await get(site.app, '/admin', site.cookies.office)).body).not.toContain(link);
  });
});
