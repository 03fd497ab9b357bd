/**
 * The content, visitors and contact repositories on SQLite, and on PostgreSQL
 * when TEST_DATABASE_URL is set: the same Kysely queries must give the same
 * answers on both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRepository } from '../src/modules/contact/repository';
import { contentRepository } from '../src/modules/content/repository';
import { tcRepository } from '../src/modules/tc/repository';
import { admissionKey } from '../src/modules/tc/service';
import { visitorsRepository } from '../src/modules/visitors/repository';
import { contentRow, day, minute, openTestSchools, otherSchoolCode, schoolCode } from './support/fixtures';
import { databaseKinds, type TestDatabase } from './support/test-database';

const now = new Date();

describe.each(databaseKinds)('repositories on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestSchools(kind);
  });

  afterAll(async () => {
    await database?.close();
  });

  describe('content', () => {
    it('lists one kind of one school, newest date first, then newest added, then by id', async () => {
      const content = contentRepository(database.db);
      // Inserted out of order; the expected order is a, b, c, d, e.
      const rows = [
        contentRow('news', { id: 'n-d', date: day(2), created_at: minute(1) }),
        contentRow('news', { id: 'n-a', date: day(9), created_at: minute(0) }),
        contentRow('news', { id: 'n-c', date: day(5), created_at: minute(1) }),
        contentRow('news', { id: 'n-e', date: day(2), created_at: minute(1) }),
        contentRow('news', { id: 'n-b', date: day(5), created_at: minute(7) }),
        // Same school, other kinds; another school, same kind.
        contentRow('event', { id: 'e-1', date: day(30) }),
        contentRow('highlight', { id: 'h-1', date: day(31) }),
        contentRow('news', { id: 'o-1', school_code: otherSchoolCode, date: day(40) }),
      ];
      await content.insert(rows);

      const news = await content.list(schoolCode, 'news', now);
      expect(news.map((row) => row.id)).toEqual(['n-a', 'n-b', 'n-c', 'n-d', 'n-e']);
      expect(news.every((row) => row.school_code === schoolCode && row.kind === 'news')).toBe(true);

      expect((await content.list(schoolCode, 'news', now, 2)).map((row) => row.id)).toEqual(['n-a', 'n-b']);
      expect((await content.list(schoolCode, 'news', now, 0)).map((row) => row.id)).toEqual([]);
      expect((await content.list(schoolCode, 'news', now, 50)).map((row) => row.id)).toHaveLength(5);
    });

    it("never lists another school's rows", async () => {
      const content = contentRepository(database.db);
      await content.insert([
        contentRow('gallery', { id: 'g-mine', category: 'PhotoGallery', school_tab: 'Junior', date: day(1) }),
        contentRow('gallery', {
          id: 'g-theirs',
          school_code: otherSchoolCode,
          category: 'PhotoGallery',
          school_tab: 'Junior',
          date: day(60),
        }),
      ]);
      expect((await content.list(schoolCode, 'gallery', now)).map((row) => row.id)).toEqual(['g-mine']);
      expect((await content.list(otherSchoolCode, 'gallery', now)).map((row) => row.id)).toEqual(['g-theirs']);
      expect((await content.list(otherSchoolCode, 'news', now)).map((row) => row.id)).toEqual(['o-1']);
      expect(await content.list('nobody', 'gallery', now)).toEqual([]);
    });

    it('finds a row by id and kind, with every column as written', async () => {
      const content = contentRepository(database.db);
      const row = contentRow('gallery', {
        id: 'album-1',
        category: 'PhotoGallery',
        school_tab: 'Grades I to X',
        title: 'Annual day',
        description: 'Classes I to X on stage',
        date: '2026-02-14',
        attachments: JSON.stringify(['gallery/2026/a.jpg', 'gallery/2026/b.jpg']),
        images: '[]',
        created_at: minute(3),
      });
      await content.insert([row]);

      const found = await content.find(schoolCode, 'album-1', 'gallery', now);
      expect(found).toEqual({
        id: 'album-1',
        school_code: schoolCode,
        kind: 'gallery',
        key: null,
        category: 'PhotoGallery',
        school_tab: 'Grades I to X',
        title: 'Annual day',
        description: 'Classes I to X on stage',
        message: '',
        name: '',
        url: '',
        video_url: '',
        venue: '',
        time: '',
        date: '2026-02-14',
        attachments: '["gallery/2026/a.jpg","gallery/2026/b.jpg"]',
        attachment_alts: '[]',
        images: '[]',
        created_at: minute(3),
        status: 'published',
        publish_at: null,
        unpublish_at: null,
        deleted_at: null,
        draft: null,
        review_requested: 0,
        review_comment: '',
        sort_order: 0,
        version: 1,
        created_by: null,
        updated_by: null,
        updated_at: null,
      });
      expect(await content.find(schoolCode, 'album-1', 'news', now)).toBeUndefined();
      expect(await content.find(schoolCode, 'no-such-id', 'gallery', now)).toBeUndefined();
      // Another school's site asking for this id finds nothing.
      expect(await content.find(otherSchoolCode, 'album-1', 'gallery', now)).toBeUndefined();
    });

    it('finds a document by its key, in its own school only, while it is on the site', async () => {
      const content = contentRepository(database.db);
      const fees = contentRow('document', { key: 'fee-structure', status: 'published' });
      const hidden = contentRow('document', { key: 'old-prospectus', status: 'unpublished' });
      const elsewhere = contentRow('document', {
        key: 'holiday-list',
        status: 'published',
        school_code: otherSchoolCode,
      });
      await content.insert([fees, hidden, elsewhere]);

      expect((await content.findByKey(schoolCode, 'document', 'fee-structure', now))?.id).toBe(fees.id);
      expect(await content.findByKey(schoolCode, 'news', 'fee-structure', now)).toBeUndefined();
      expect(await content.findByKey(schoolCode, 'document', 'old-prospectus', now)).toBeUndefined();
      expect(await content.findByKey(schoolCode, 'document', 'holiday-list', now)).toBeUndefined();
      expect((await content.findByKey(otherSchoolCode, 'document', 'holiday-list', now))?.id).toBe(elsewhere.id);
    });

    it('keeps a key to one item of a kind per school', async () => {
      const content = contentRepository(database.db);
      await content.insert([contentRow('document', { key: 'smc-list' })]);
      await expect(content.insert([contentRow('document', { key: 'smc-list' })])).rejects.toThrow();
      // Another school, or another kind, may use it; items without a key are many.
      await content.insert([
        contentRow('document', { key: 'smc-list', school_code: otherSchoolCode }),
        contentRow('news', { key: 'smc-list' }),
        contentRow('news'),
        contentRow('news'),
      ]);
    });

    it('inserts nothing for an empty list', async () => {
      const content = contentRepository(database.db);
      await expect(content.insert([])).resolves.toBeUndefined();
      expect(await content.list(schoolCode, 'video', now)).toEqual([]);
    });
  });

  describe('visitors', () => {
    it('counts zero before the first visit, then one more per visit', async () => {
      const visitors = visitorsRepository(database.db);
      expect(await visitors.count(schoolCode)).toBe(0);
      expect(await visitors.increment(schoolCode)).toBe(1);
      expect(await visitors.increment(schoolCode)).toBe(2);
      expect(await visitors.increment(schoolCode)).toBe(3);
      expect(await visitors.count(schoolCode)).toBe(3);
      expect(typeof (await visitors.count(schoolCode))).toBe('number');
    });

    it('keeps each school its own count', async () => {
      const visitors = visitorsRepository(database.db);
      expect(await visitors.count(otherSchoolCode)).toBe(0);
      expect(await visitors.increment(otherSchoolCode)).toBe(1);
      expect(await visitors.count(otherSchoolCode)).toBe(1);
      expect(await visitors.count(schoolCode)).toBe(3);
    });

    it('loses no visit when many arrive at once', async () => {
      const visitors = visitorsRepository(database.db);
      const before = await visitors.count(schoolCode);
      const answers = await Promise.all(Array.from({ length: 50 }, () => visitors.increment(schoolCode)));
      expect(await visitors.count(schoolCode)).toBe(before + 50);
      // Every visit saw its own total.
      expect(new Set(answers).size).toBe(50);
      expect(Math.max(...answers)).toBe(before + 50);
    });
  });

  describe('contact messages', () => {
    const form = {
      name: 'Asha Rao',
      email: 'asha.rao@example.org',
      phone: '9876543210',
      message: 'When does admission for Grade 2 open?',
      profession: 'Parent' as const,
    };

    it('saves a message and lists it, newest first, for its school only', async () => {
      const contact = contactRepository(database.db);
      const first = await contact.save(schoolCode, form);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await contact.save(schoolCode, { ...form, name: 'Ravi Kumar', profession: 'Vendor' });
      await contact.save(otherSchoolCode, { ...form, name: 'Someone Else' });

      expect(first).not.toBe(second);
      const listed = await contact.list(schoolCode);
      expect(listed.map((row) => row.id)).toEqual([second, first]);
      expect(listed[1]).toEqual({
        id: first,
        school_code: schoolCode,
        ...form,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        status: 'unread',
        note: '',
        status_by: null,
        status_at: null,
      });
      expect(listed[0]).toMatchObject({ name: 'Ravi Kumar', profession: 'Vendor' });

      const theirs = await contact.list(otherSchoolCode);
      expect(theirs.map((row) => row.name)).toEqual(['Someone Else']);
      expect(await contact.list('nobody')).toEqual([]);
    });

    it('keeps the text exactly as written, quotes and non-Latin letters included', async () => {
      const contact = contactRepository(database.db);
      const message = `It's "fine" -- ಧನ್ಯವಾದಗಳು; DROP TABLE contact_messages; 100% 😀`;
      const id = await contact.save(otherSchoolCode, { ...form, message });
      const row = (await contact.list(otherSchoolCode)).find((candidate) => candidate.id === id);
      expect(row?.message).toBe(message);
    });
  });
  describe('transfer certificates', () => {
    const record = (admissionNo: string, school = schoolCode) => ({
      schoolCode: school,
      admissionNo,
      admissionKey: admissionKey(admissionNo),
      nameKey: 'aarav sharma',
      studentName: 'Aarav Sharma',
      dateOfIssue: '2026-05-19',
      filePath: `${admissionNo.replace(/\W/g, '-')}.jpg`,
      contentType: 'image/jpeg',
      createdBy: null,
    });

    it('finds a certificate by its admission number in any case, in its own school only', async () => {
      const tc = tcRepository(database.db);
      const id = await tc.addRecord(record('HV/10283'));
      for (const typed of ['HV/10283', 'hv/10283', 'Hv/10283', ' hV/10283 ']) {
        expect(await tc.findByAdmission(schoolCode, admissionKey(typed))).toEqual({ id, name_key: 'aarav sharma' });
      }
      expect(await tc.findByAdmission(otherSchoolCode, admissionKey('HV/10283'))).toBeUndefined();
      expect(await tc.findByAdmission(schoolCode, admissionKey('HV/10284'))).toBeUndefined();
    });

    it('refuses a second record whose number differs only in case', async () => {
      const tc = tcRepository(database.db);
      await tc.addRecord(record('KV/2001'));
      await expect(tc.addRecord(record('kv/2001'))).rejects.toThrow();
      // Another school may use the same number.
      await expect(tc.addRecord(record('KV/2001', otherSchoolCode))).resolves.toEqual(expect.any(String));
    });
  });
});
