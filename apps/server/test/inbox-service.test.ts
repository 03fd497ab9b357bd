/**
 * The contact inbox on SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL is set: listing newest first with search, filters and
 * pages; opening a message marks it read, and every opening is in the audit
 * log; Mark as read, Mark as handled (with a note), Spam and Delete, each in
 * the audit log without the message's text, e-mail address or phone number;
 * the CSV export of a range of school days;
 * bad input refused with nothing changed; an editor refused everything; and
 * another school's messages never reached.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Outcome, StaffMember } from '@school/shared/console-source';
import type { ContactForm } from '@school/shared/forms';
import { csvColumns, inboxActions, inboxWords, noteMaxLength, type InboxConsole } from '@school/shared/inbox';
import { consoleMessages } from '@school/shared/console-messages';
import { inboxPageSize, inboxService } from '../src/modules/contact/inbox-service';
import { contactRepository } from '../src/modules/contact/repository';
import { openTestSchools, otherSchoolCode, schoolCode } from './support/fixtures';
import { refusal, value } from './support/outcomes';
import {
  auditCount,
  auditRows,
  auditText,
  staffMember,
  testClock,
  withoutAuditTable,
  type TestClock,
} from './support/staff-fixtures';
import { databaseKinds, type TestDatabase } from './support/test-database';

const timeZone = 'Asia/Kolkata';
const requestId = 'req-inbox';

const office = staffMember('office');
const publisher = staffMember('publisher');
const admin = staffMember('admin');
const editor = staffMember('editor');

/** What a visitor typed: private words that must never reach the audit log. */
const asha: ContactForm = {
  name: 'Asha Rao',
  email: 'asha.private@example.org',
  phone: '9876501234',
  profession: 'Parent',
  message: 'Secret question about my daughter’s fees',
};

describe.each(databaseKinds)('the contact inbox on %s', (kind) => {
  let database: TestDatabase;
  let clock: TestClock;
  let inbox: (member: StaffMember) => InboxConsole;

  const save = (form: Partial<ContactForm> = {}, at = clock.now(), school = schoolCode) =>
    contactRepository(database.db).save(school, { ...asha, ...form }, at);
  const stored = (id: string) =>
    database.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
  const allMessages = () => database.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    database = await openTestSchools(kind);
  });

  afterAll(async () => {
    await database?.close();
  });

  beforeEach(async () => {
    await database.db.deleteFrom('contact_messages').execute();
    await database.db.deleteFrom('audit_log').execute();
    clock = testClock('2026-11-24T06:00:00.000Z');
    const service = inboxService({ db: database.db, timeZone, now: clock.now });
    inbox = (member) => service.forStaff(member, requestId);
  });

  describe('the list', () => {
    it('lists the school’s messages newest first, with their status, and never another school’s', async () => {
      const older = await save({ name: 'Older Parent' }, new Date('2026-11-20T10:00:00.000Z'));
      const newer = await save({ name: 'Newer Parent', message: 'Line one\n\nline   two' });
      await save({ name: 'Other School Parent' }, clock.now(), otherSchoolCode);

      const page = value(await inbox(office).inbox({}));
      expect(page).toMatchObject({ total: 2, page: 1, pageSize: inboxPageSize });
      expect(page.items.map((item) => item.id)).toEqual([newer, older]);
      expect(page.items[0]).toEqual({
        id: newer,
        name: 'Newer Parent',
        email: asha.email,
        profession: 'Parent',
        excerpt: 'Line one line two',
        receivedAt: clock.now().toISOString(),
        status: 'unread',
      });
    });

    it('shows the start of a long message, marked as cut', async () => {
      await save({ message: 'x'.repeat(500) });
      const [item] = value(await inbox(office).inbox({})).items;
      expect(item!.excerpt).toBe(`${'x'.repeat(160)}…`);
    });

    it('pages through, twenty at a time', async () => {
      for (let n = 0; n < inboxPageSize + 5; n += 1) {
        await save({ name: `Parent ${String(n).padStart(2, '0')}` }, new Date(Date.UTC(2026, 10, 1, 0, n)));
      }
      const first = value(await inbox(office).inbox({}));
      const second = value(await inbox(office).inbox({ page: 2 }));
      expect(first.items).toHaveLength(inboxPageSize);
      expect(first.items[0]!.name).toBe('Parent 24');
      expect(second.items.map((item) => item.name)).toEqual([
        'Parent 04',
        'Parent 03',
        'Parent 02',
        'Parent 01',
        'Parent 00',
      ]);
      expect(second.total).toBe(inboxPageSize + 5);
      expect(value(await inbox(office).inbox({ page: 9 })).items).toEqual([]);
    });

    it('searches names, e-mail addresses and messages, whatever the case, and % as itself', async () => {
      const byName = await save({ name: 'Ravi KUMAR', email: 'r@example.org', message: 'Bus route?' });
      const byEmail = await save({ name: 'Meena', email: 'meena.kumar@example.org', message: 'Fees?' });
      const byText = await save({ name: 'Joseph', email: 'j@example.org', message: 'Is Mr Kumar teaching Grade 5?' });
      const percent = await save({ name: 'Anil', email: 'a@example.org', message: 'Scored 100% in maths' });
      await save({ name: 'Somebody', email: 's@example.org', message: 'Nothing to find here' });

      const found = async (search: string) =>
        value(await inbox(office).inbox({ search }))
          .items.map((item) => item.id)
          .sort();
      expect(await found('kumar')).toEqual([byName, byEmail, byText].sort());
      expect(await found('  MEENA.KUMAR@ ')).toEqual([byEmail]);
      expect(await found('100%')).toEqual([percent]);
      expect(await found('%')).toEqual([percent]);
      expect(await found('_')).toEqual([]);
    });

    it('filters by profession and by status', async () => {
      const parent = await save({ profession: 'Parent' });
      const vendor = await save({ profession: 'Vendor' });
      value(await inbox(office).handleMessage(vendor, 'handled', { note: 'Sent to accounts' }));

      const ids = async (query: Parameters<InboxConsole['inbox']>[0]) =>
        value(await inbox(office).inbox(query)).items.map((item) => item.id);
      expect(await ids({ profession: 'Vendor' })).toEqual([vendor]);
      expect(await ids({ status: 'unread' })).toEqual([parent]);
      expect(await ids({ status: 'handled' })).toEqual([vendor]);
      expect(await ids({ status: 'read' })).toEqual([]);
      expect(await ids({ profession: 'Parent', status: 'handled' })).toEqual([]);
    });

    it.each([
      ['an unknown status', { status: 'archived' }],
      ['an unknown profession', { profession: 'Doctor' }],
      ['a page below 1', { page: 0 }],
      ['a search of 201 characters', { search: 'x'.repeat(201) }],
    ])('refuses %s with 400', async (_label, query) => {
      const refused = refusal(await inbox(office).inbox(query as never));
      expect(refused).toMatchObject({ status: 400, message: inboxWords.badQuery });
    });

    it('counts the unread messages', async () => {
      expect(value(await inbox(office).unreadMessages())).toBe(0);
      const first = await save();
      await save();
      await save({}, clock.now(), otherSchoolCode);
      expect(value(await inbox(publisher).unreadMessages())).toBe(2);
      value(await inbox(office).inboxMessage(first));
      expect(value(await inbox(admin).unreadMessages())).toBe(1);
    });
  });

  describe('opening a message', () => {
    /** The audit entries of one action, oldest first. */
    const entries = async (action: string) => (await auditRows(database.db)).filter((row) => row.action === action);

    it('shows it whole and marks it read, once, in the audit log', async () => {
      const id = await save();
      const opened = value(await inbox(office).inboxMessage(id));
      expect(opened).toEqual({
        id,
        ...asha,
        receivedAt: clock.now().toISOString(),
        status: 'read',
        note: '',
        statusBy: office.name,
        statusAt: clock.now().toISOString(),
      });
      clock.advance(60_000);
      // Opening it again marks nothing more.
      expect(value(await inbox(publisher).inboxMessage(id))).toMatchObject({ status: 'read', statusBy: office.name });
      const marked = await entries('markRead');
      expect(marked).toHaveLength(1);
      expect(marked[0]).toMatchObject({
        school_code: schoolCode,
        user_id: office.id,
        user_name: office.name,
        action: 'markRead',
        kind: 'inbox',
        item_id: id,
        summary: 'Message from Asha Rao',
        request_id: requestId,
      });
    });

    it('writes every opening to the audit log, with who, when, which message and the request', async () => {
      const id = await save();
      const service = inboxService({ db: database.db, timeZone, now: clock.now });
      const openings = [
        { member: office, request: 'req-first', at: clock.in(0) },
        { member: office, request: 'req-again', at: clock.in(60_000) },
        { member: publisher, request: 'req-publisher', at: clock.in(120_000) },
      ];
      for (const { member, request, at } of openings) {
        clock.set(at);
        expect(value(await service.forStaff(member, request).inboxMessage(id)).message).toBe(asha.message);
      }
      expect(await entries('openMessage')).toEqual(
        openings.map(({ member, request, at }) =>
          expect.objectContaining({
            school_code: schoolCode,
            user_id: member.id,
            user_name: member.name,
            kind: 'inbox',
            item_id: id,
            summary: 'Message from Asha Rao',
            request_id: request,
            at,
          }),
        ),
      );
    });

    it('records an opening of a handled message too, each time', async () => {
      const id = await save();
      value(await inbox(office).handleMessage(id, 'handled', { note: 'Called back.' }));
      value(await inbox(admin).inboxMessage(id));
      value(await inbox(admin).inboxMessage(id));
      expect(await entries('openMessage')).toHaveLength(2);
      expect((await stored(id))?.status).toBe('handled');
    });

    it('shows nothing, and marks nothing read, when the opening cannot be recorded', async () => {
      const id = await save();
      await expect(withoutAuditTable(database.db, () => inbox(office).inboxMessage(id))).rejects.toThrow();
      expect((await stored(id))?.status).toBe('unread');
    });

    it('never opens the message for an editor, nor records an opening', async () => {
      const id = await save();
      const refused = refusal(await inbox(editor).inboxMessage(id));
      expect(refused).toEqual({ ok: false, status: 403, message: consoleMessages.notAllowed });
      expect(JSON.stringify(refused)).not.toContain(asha.name);
      expect((await stored(id))?.status).toBe('unread');
      expect(await auditCount(database.db)).toBe(0);
    });

    it('answers 404 for an unknown id and for another school’s message, changing nothing', async () => {
      const theirs = await save({}, clock.now(), otherSchoolCode);
      for (const id of ['no-such-id', theirs, '']) {
        expect(refusal(await inbox(office).inboxMessage(id))).toMatchObject({
          status: 404,
          message: inboxWords.notFound,
        });
      }
      expect((await stored(theirs))?.status).toBe('unread');
      expect(await auditCount(database.db)).toBe(0);
    });
  });

  describe('handling', () => {
    it('marks a message handled with its note, and keeps who and when', async () => {
      const id = await save();
      clock.advance(5 * 60_000);
      value(await inbox(office).handleMessage(id, 'handled', { note: '  Called back about the fees.  ' }));
      expect(await stored(id)).toMatchObject({
        status: 'handled',
        note: 'Called back about the fees.',
        status_by: office.name,
        status_at: clock.now().toISOString(),
      });
      clock.advance(1000);
      expect(value(await inbox(office).inboxMessage(id))).toMatchObject({
        status: 'handled',
        note: 'Called back about the fees.',
      });
      clock.advance(1000);
      // Handled again, the note is replaced.
      value(await inbox(publisher).handleMessage(id, 'handled', { note: 'Fees receipt sent.' }));
      expect(await stored(id)).toMatchObject({ note: 'Fees receipt sent.', status_by: publisher.name });
      expect((await auditRows(database.db)).map((row) => row.action)).toEqual([
        'markHandled',
        'openMessage',
        'markHandled',
      ]);
    });

    it('marks a message spam, and read again', async () => {
      const id = await save();
      value(await inbox(office).handleMessage(id, 'spam', {}));
      expect((await stored(id))?.status).toBe('spam');
      // Pressed twice: nothing more happens.
      value(await inbox(office).handleMessage(id, 'spam', {}));
      clock.advance(1000);
      value(await inbox(admin).handleMessage(id, 'read', {}));
      expect(await stored(id)).toMatchObject({ status: 'read', status_by: admin.name });
      expect((await auditRows(database.db)).map((row) => row.action)).toEqual(['markSpam', 'markRead']);
    });

    it('marks an unread message read without opening it', async () => {
      const id = await save();
      value(await inbox(office).handleMessage(id, 'read', {}));
      expect((await stored(id))?.status).toBe('read');
      expect(value(await inbox(office).unreadMessages())).toBe(0);
    });

    it('deletes a message for good', async () => {
      const id = await save();
      const kept = await save({ name: 'Kept Parent' });
      value(await inbox(office).handleMessage(id, 'delete', {}));
      expect(await stored(id)).toBeUndefined();
      expect(await stored(kept)).toBeDefined();
      expect(refusal(await inbox(office).inboxMessage(id)).status).toBe(404);
      expect(await auditRows(database.db)).toEqual([
        expect.objectContaining({ action: 'deleteMessage', item_id: id, summary: 'Message from Asha Rao' }),
      ]);
    });

    it.each([
      ['an empty note', { note: '   ' }, inboxWords.noteEmpty],
      ['no note', {}, inboxWords.noteEmpty],
      ['a note over 500 characters', { note: 'x'.repeat(noteMaxLength + 1) }, inboxWords.noteTooLong],
    ])('refuses Mark as handled with %s, changing nothing', async (_label, form, message) => {
      const id = await save();
      const before = await allMessages();
      const refused = refusal(await inbox(office).handleMessage(id, 'handled', form));
      expect(refused).toEqual({
        ok: false,
        status: 400,
        message: consoleMessages.fixFields,
        fieldErrors: { note: message },
      });
      expect(await allMessages()).toEqual(before);
      expect(await auditCount(database.db)).toBe(0);
    });

    it('takes a note of exactly 500 characters', async () => {
      const id = await save();
      value(await inbox(office).handleMessage(id, 'handled', { note: 'y'.repeat(noteMaxLength) }));
      expect((await stored(id))?.note).toHaveLength(noteMaxLength);
    });

    it('refuses an unknown button with 400, changing nothing', async () => {
      const id = await save();
      const refused = refusal(await inbox(office).handleMessage(id, 'archive' as never, {}));
      expect(refused).toMatchObject({ status: 400, message: inboxWords.unknownAction });
      expect((await stored(id))?.status).toBe('unread');
    });

    it.each(inboxActions)('answers %s on an unknown id or another school’s message with 404', async (action) => {
      const theirs = await save({}, clock.now(), otherSchoolCode);
      for (const id of ['no-such-id', theirs]) {
        const refused = refusal(await inbox(office).handleMessage(id, action, { note: 'Done' }));
        expect(refused).toMatchObject({ status: 404, message: inboxWords.notFound });
      }
      expect(await stored(theirs)).toMatchObject({ status: 'unread', note: '' });
      expect(await auditCount(database.db)).toBe(0);
    });

    it('never writes the message, e-mail address or phone number to the audit log', async () => {
      const id = await save();
      value(await inbox(office).inboxMessage(id));
      value(await inbox(office).handleMessage(id, 'handled', { note: 'Replied' }));
      value(await inbox(office).handleMessage(id, 'spam', {}));
      value(await inbox(office).exportMessages({ from: '2026-11-24', to: '2026-11-24' }));
      value(await inbox(office).handleMessage(id, 'delete', {}));
      // Opened (and so marked read), handled, spam, exported and deleted.
      expect(await auditCount(database.db)).toBe(6);
      const text = await auditText(database.db);
      for (const secret of [asha.message, asha.email, asha.phone, 'Secret', 'private@']) {
        expect(text).not.toContain(secret);
      }
    });
  });

  describe('roles', () => {
    it.each([office, publisher, admin])('lets $role handle the inbox', async (member) => {
      const id = await save();
      expect(value(await inbox(member).inbox({})).total).toBe(1);
      value(await inbox(member).inboxMessage(id));
      value(await inbox(member).handleMessage(id, 'handled', { note: 'Done' }));
    });

    it('refuses an editor every inbox call with 403, changing nothing and writing no audit entry', async () => {
      const id = await save();
      const before = await allMessages();
      const calls: [string, () => Promise<Outcome<unknown>>][] = [
        ['inbox', () => inbox(editor).inbox({})],
        ['inboxMessage', () => inbox(editor).inboxMessage(id)],
        ['unreadMessages', () => inbox(editor).unreadMessages()],
        ['exportMessages', () => inbox(editor).exportMessages({ from: '2026-11-01', to: '2026-11-30' })],
        ...inboxActions.map((action): [string, () => Promise<Outcome<unknown>>] => [
          `handleMessage ${action}`,
          () => inbox(editor).handleMessage(id, action, { note: 'x' }),
        ]),
      ];
      for (const [name, call] of calls) {
        expect(refusal(await call()), name).toMatchObject({ status: 403, message: consoleMessages.notAllowed });
      }
      expect(await allMessages()).toEqual(before);
      expect(await auditCount(database.db)).toBe(0);
    });
  });

  describe('the CSV export', () => {
    /** The export's rows as records, the byte-order mark first. */
    async function exported(from: string, to: string, member = office) {
      const file = value(await inbox(member).exportMessages({ from, to }));
      expect(file.csv.startsWith('\uFEFF')).toBe(true);
      const rows = parse(file.csv.slice(1), { relax_column_count: false }) as string[][];
      return { file, header: rows[0], records: rows.slice(1) };
    }

    it('takes From and To as whole days at the school, both included, newest first', async () => {
      // 24 and 25 November at the school (IST, UTC+5:30), and the instants either side.
      await save({ name: 'Before From' }, new Date('2026-11-23T18:29:59.999Z'));
      await save({ name: 'At From' }, new Date('2026-11-23T18:30:00.000Z'));
      await save({ name: 'Last of To' }, new Date('2026-11-25T18:29:59.999Z'));
      await save({ name: 'After To' }, new Date('2026-11-25T18:30:00.000Z'));
      await save({ name: 'Other School' }, new Date('2026-11-24T06:00:00.000Z'), otherSchoolCode);

      const { file, header, records } = await exported('2026-11-24', '2026-11-25');
      expect(header).toEqual([...csvColumns]);
      expect(records.map((record) => record[1])).toEqual(['Last of To', 'At From']);
      expect(records[1]).toEqual([
        '2026-11-24 00:00',
        'At From',
        asha.email,
        asha.phone,
        'Parent',
        asha.message,
        'Unread',
        '',
      ]);
      expect(records[0]![0]).toBe('2026-11-25 23:59');
      expect(file).toMatchObject({ fileName: 'contact-messages-2026-11-24-to-2026-11-25.csv', count: 2 });

      // One day alone.
      expect((await exported('2026-11-23', '2026-11-23')).records.map((record) => record[1])).toEqual(['Before From']);
      expect((await exported('2026-11-26', '2026-11-26')).records.map((record) => record[1])).toEqual(['After To']);
    });

    it('writes the status and note, and escapes what a spreadsheet would run as a formula', async () => {
      const id = await save(
        {
          name: '=HYPERLINK("http://evil.example","Click")',
          email: '+evil@example.org',
          message: '-1+2, then "quotes", a comma\nand a second line',
        },
        new Date('2026-11-24T05:00:00.000Z'),
      );
      value(await inbox(office).handleMessage(id, 'handled', { note: '@Accounts, please check' }));
      const { records } = await exported('2026-11-24', '2026-11-24');
      expect(records).toEqual([
        [
          '2026-11-24 10:30',
          '\'=HYPERLINK("http://evil.example","Click")',
          "'+evil@example.org",
          asha.phone,
          'Parent',
          '\'-1+2, then "quotes", a comma\nand a second line',
          'Handled',
          "'@Accounts, please check",
        ],
      ]);
    });

    it('leaves no cell starting a formula, read with commas, semicolons or tabs, with quotes or without', async () => {
      const typed = {
        name: 'Rao;=1+1',
        message: 'Please call;=2+5;thanks\n-3 degrees,+91 98765\t@SUM(1)\r\n＝1;"=4+4;',
      };
      const id = await save(typed, new Date('2026-11-24T05:00:00.000Z'));
      value(await inbox(office).handleMessage(id, 'handled', { note: 'Done;=cmd|"/c calc"!A0' }));
      const { file, records } = await exported('2026-11-24', '2026-11-24');

      // Read with commas, each cell comes back whole, a quote before each part that would start a formula.
      expect(records[0]).toEqual([
        '2026-11-24 10:30',
        "Rao;'=1+1",
        asha.email,
        asha.phone,
        'Parent',
        "Please call;'=2+5;thanks\n'-3 degrees,'+91 98765\t'@SUM(1)\r\n'＝1;'\"=4+4;",
        'Handled',
        'Done;\'=cmd|"/c calc"!A0',
      ]);
      // A cell holding a semicolon is quoted too, as one holding a comma is.
      expect(file.csv).toContain(`,"Rao;'=1+1",`);
      const startsFormula = /^"*[=+\-@\t\r＝＋－＠]/;
      for (const delimiter of [',', ';', '\t']) {
        for (const quote of ['"', false] as const) {
          const cells = (
            parse(file.csv.slice(1), {
              delimiter,
              quote,
              relax_quotes: true,
              relax_column_count: true,
              record_delimiter: ['\r\n', '\n', '\r'],
            }) as string[][]
          ).flat();
          expect(
            cells.filter((cell) => startsFormula.test(cell)),
            `read with ${JSON.stringify(delimiter)}, quotes ${String(quote)}`,
          ).toEqual([]);
        }
      }
      // What was typed is stored as typed.
      expect(await stored(id)).toMatchObject({ ...typed, note: 'Done;=cmd|"/c calc"!A0' });
    });

    it('exports an empty range as the header alone, and records the export by count and range only', async () => {
      await save({}, new Date('2026-11-24T05:00:00.000Z'));
      const { records, file } = await exported('2026-10-01', '2026-10-31');
      expect(records).toEqual([]);
      expect(file.count).toBe(0);
      clock.advance(1000);
      await exported('2026-11-01', '2026-11-30');
      expect(
        (await auditRows(database.db)).map(({ action, kind, item_id, summary }) => ({
          action,
          kind,
          item_id,
          summary,
        })),
      ).toEqual([
        { action: 'exportMessages', kind: 'inbox', item_id: null, summary: '0 messages, 2026-10-01 to 2026-10-31' },
        { action: 'exportMessages', kind: 'inbox', item_id: null, summary: '1 message, 2026-11-01 to 2026-11-30' },
      ]);
    });

    it.each([
      ['no dates', {}, { from: inboxWords.fromInvalid, to: inboxWords.toInvalid }],
      ['a day that does not exist', { from: '2026-02-30', to: '2026-03-02' }, { from: inboxWords.fromInvalid }],
      ['a date in another form', { from: '01/11/2026', to: '2026-11-30' }, { from: inboxWords.fromInvalid }],
      ['From after To', { from: '2026-11-30', to: '2026-11-01' }, { to: inboxWords.fromAfterTo }],
    ])('refuses %s with 400, exporting and recording nothing', async (_label, form, fieldErrors) => {
      await save();
      const refused = refusal(await inbox(office).exportMessages(form));
      expect(refused).toEqual({ ok: false, status: 400, message: consoleMessages.fixFields, fieldErrors });
      expect(await auditCount(database.db)).toBe(0);
    });
  });
});
