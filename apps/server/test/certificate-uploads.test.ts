/**
 * Transfer certificates in the staff console, through the upload
 * routes and the console's own calls: New with a scan (a picture re-encoded to
 * an upright JPEG without metadata, a PDF kept as it came), Replace scan,
 * Withdraw, opening a scan (written to the audit log), and the list with its
 * search. Every refusal answers a clear 4xx and stores nothing: no row, no
 * file. The public look-up downloads what was stored, as tc.jpg or tc.pdf, and
 * finds nothing once a certificate is withdrawn. On SQLite, and PostgreSQL when set.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { certificateScanPath, certificateUploadRoutes, certificateWords } from '@school/shared/certificates';
import { consoleMessages } from '@school/shared/console-messages';
import type { Outcome } from '@school/shared/console-source';
import { tcFileNames } from '@school/shared/form-words';
import type { StaffRole } from '@school/shared/staff-permissions';
import { uploadLimits, uploadMessages } from '@school/shared/upload-rules';
import { certificatesPageSize } from '../src/modules/tc/console-service';
import { tcRepository } from '../src/modules/tc/repository';
import { admissionKey, nameKey } from '../src/modules/tc/service';
import {
  certificateApp,
  heicScan,
  pdfScan,
  phoneScan,
  plainScan,
  pngScan,
  zipBytes,
  type CertificateApp,
} from './support/certificate-app';
import { host } from './support/console-requests';
import { insertSchool, otherSchoolCode, schoolCode } from './support/fixtures';
import type { Part } from './support/multipart';
import { withoutAuditTable } from './support/staff-fixtures';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';

const ananya = { admission: 'HV/10283', name: 'Ananya Reddy' };

function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`refused ${outcome.status}: ${outcome.message}`);
  return outcome.value;
}

/** The New form's parts: its text fields, then the scan (left out when `scan` is null). */
function newForm(
  fields: Partial<Record<'admission' | 'name' | 'dateOfIssue', string>>,
  scan: Omit<Part, 'field'> | null,
): Part[] {
  const all = { admission: ananya.admission, name: ananya.name, dateOfIssue: '19/05/2026', ...fields };
  return [
    ...Object.entries(all)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([field, data]) => ({ field, data })),
    ...(scan ? [{ field: 'scan', ...scan }] : []),
  ];
}

describe.each(databaseKinds)('transfer certificates in the console on %s', (kind) => {
  let database: TestDatabase;
  let t: CertificateApp;

  const add = (fields: Parameters<typeof newForm>[0], scan: Omit<Part, 'field'> | null, as?: StaffRole | '') =>
    t.send(certificateUploadRoutes.add, newForm(fields, scan), as === undefined ? {} : { as });

  /** Adds Ananya's certificate with `data` as its scan; its id. */
  async function addAnanya(data: Buffer, filename = 'tc-scan.jpg'): Promise<string> {
    const answer = await add({}, { filename, data });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<{ id: string }>().id;
  }

  /** Nothing stored: no record, no file in the store, nothing left in the temporary folder, no audit entry. */
  async function expectNothingStored() {
    expect(await t.records()).toEqual([]);
    expect(t.storedScans()).toEqual([]);
    expect(t.tempFiles()).toEqual([]);
    expect(await t.audit()).toEqual([]);
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    t = await certificateApp(database);
    await insertSchool(database.db, otherSchoolCode);
  });

  beforeEach(async () => {
    await t.reset();
  });

  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  describe('New', () => {
    it('stores a photographed certificate upright, without camera or GPS details, under a name the server makes', async () => {
      const original = await phoneScan(80, 60);
      expect(original.includes(Buffer.from('PhoneMaker'))).toBe(true);
      const answer = await add(
        { admission: '  HV/10283 ', name: ' Ananya   Reddy ' },
        { filename: 'IMG_2041.JPG', data: original },
      );
      expect(answer.statusCode).toBe(201);
      expect(answer.headers['cache-control']).toBe('no-store');
      const { id } = answer.json<{ id: string }>();

      const [record] = await t.records();
      expect(record).toMatchObject({
        id,
        school_code: schoolCode,
        admission_no: 'HV/10283',
        admission_key: admissionKey('HV/10283'),
        name_key: nameKey('Ananya Reddy'),
        student_name: 'Ananya Reddy',
        date_of_issue: '2026-05-19',
        content_type: 'image/jpeg',
        created_by: t.ids.office,
        withdrawn_at: null,
      });
      expect(record!.file_path).toMatch(/^[0-9a-f-]{36}\.jpg$/);
      expect(t.storedScans()).toEqual([record!.file_path]);

      const stored = readFileSync(path.join(t.certificatesDir, record!.file_path));
      const metadata = await sharp(stored).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 60, height: 80 });
      expect(metadata.exif).toBeUndefined();
      expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
      expect(t.tempFiles()).toEqual([]);
    });

    it('is found by the public look-up at once, and downloads as tc.jpg', async () => {
      await addAnanya(await plainScan('#fafafa'));
      const [record] = await t.records();
      const download = await t.download('hv/10283', 'ananya reddy');
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('image/jpeg');
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${tcFileNames['image/jpeg']}"`);
      expect(download.rawPayload.equals(readFileSync(path.join(t.certificatesDir, record!.file_path)))).toBe(true);
    });

    it('keeps a PDF scan as it came, and the look-up downloads it as tc.pdf', async () => {
      const pdf = pdfScan('ananya');
      const answer = await add(
        { dateOfIssue: '2026-05-19' },
        { filename: 'tc.pdf', type: 'application/pdf', data: pdf },
        'admin',
      );
      expect(answer.statusCode).toBe(201);
      const [record] = await t.records();
      expect(record).toMatchObject({
        content_type: 'application/pdf',
        date_of_issue: '2026-05-19',
        created_by: t.ids.admin,
      });
      expect(record!.file_path).toMatch(/\.pdf$/);
      const download = await t.download(ananya.admission, ananya.name);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${tcFileNames['application/pdf']}"`);
      expect(download.rawPayload.equals(pdf)).toBe(true);
    });

    it('keeps an A4 scan readable: up to 3508 px on its long side, not the 2560 of album photos', async () => {
      const a4 = await sharp({ create: { width: 2600, height: 3700, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer();
      await addAnanya(a4);
      const [record] = await t.records();
      const metadata = await sharp(path.join(t.certificatesDir, record!.file_path)).metadata();
      expect(metadata).toMatchObject({ height: uploadLimits.scanLongSide, width: Math.round((2600 * 3508) / 3700) });
    });

    it("takes an iPhone's HEIC photo and a PNG, both stored as JPEG", async () => {
      await addAnanya(readFileSync(heicScan()), 'IMG_0001.HEIC');
      const other = await add({ admission: 'HV/2', name: 'Ravi Kumar' }, { filename: 'r.png', data: await pngScan() });
      expect(other.statusCode).toBe(201);
      for (const record of await t.records()) {
        expect(record.content_type).toBe('image/jpeg');
        expect((await sharp(path.join(t.certificatesDir, record.file_path)).metadata()).format).toBe('jpeg');
      }
    });

    it('writes the audit log with the admission number, never the name', async () => {
      const id = await addAnanya(await plainScan());
      const [entry] = await t.audit();
      expect(entry).toMatchObject({
        school_code: schoolCode,
        user_id: t.ids.office,
        user_name: 'The office',
        action: 'addCertificate',
        kind: 'certificates',
        item_id: id,
        summary: 'HV/10283',
      });
      expect(JSON.stringify(await t.audit())).not.toMatch(/ananya/i);
    });

    it('keeps a path in the file name only as a name: the scan is stored under a random name in the store', async () => {
      const answer = await add({}, { filename: '../../../etc/passwd.jpg', data: await plainScan() });
      expect(answer.statusCode).toBe(201);
      const [record] = await t.records();
      expect(record!.file_path).toMatch(/^[0-9a-f-]{36}\.jpg$/);
      expect(existsSync(path.join(database.dataDir, 'etc'))).toBe(false);
      expect(existsSync(path.join(t.certificatesDir, '..', 'etc'))).toBe(false);
    });

    describe('refuses with a clear 4xx and stores nothing', () => {
      it.each([
        ['an empty admission number', { admission: '  ' }, 'admission', certificateWords.admissionEmpty],
        ['a missing admission number', { admission: undefined }, 'admission', certificateWords.admissionEmpty],
        [
          'an admission number over 100 characters',
          { admission: 'H'.repeat(101) },
          'admission',
          certificateWords.admissionTooLong,
        ],
        ['an empty name', { name: '' }, 'name', certificateWords.nameEmpty],
        ['a date that does not exist', { dateOfIssue: '31/02/2026' }, 'dateOfIssue', certificateWords.dateInvalid],
        ['a date in another format', { dateOfIssue: 'May 19, 2026' }, 'dateOfIssue', certificateWords.dateInvalid],
        ['an empty date', { dateOfIssue: '' }, 'dateOfIssue', certificateWords.dateEmpty],
      ])('%s', async (_label, fields, field, message) => {
        const answer = await t.send(
          certificateUploadRoutes.add,
          newForm(fields, { filename: 'a.jpg', data: await plainScan() }),
        );
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual({
          error: { code: 'bad_request', message: consoleMessages.fixFields },
          fields: { [field]: message },
        });
        await expectNothingStored();
      });

      it('no scan at all', async () => {
        const answer = await add({}, null);
        expect(answer.statusCode).toBe(400);
        expect(answer.json().error.message).toBe(uploadMessages.noFiles);
        await expectNothingStored();
      });

      it.each([
        [
          'a text file called .jpg',
          'notes.jpg',
          Buffer.from('these are my notes, not a certificate'),
          415,
          uploadMessages.notAScan,
        ],
        ['a zip disguised as a PDF', 'tc.pdf', zipBytes, 415, uploadMessages.notAScan],
        ['a script called .png', 'tc.png', Buffer.from('<script>alert(1)</script>'), 415, uploadMessages.notAScan],
      ])('%s', async (_label, filename, data, status, message) => {
        const answer = await add({}, { filename, type: 'application/pdf', data });
        expect(answer.statusCode).toBe(status);
        expect(answer.json()).toEqual({
          error: { code: 'unsupported_media_type', message },
          fields: { scan: message },
        });
        await expectNothingStored();
      });

      it('a JPEG cut off halfway', async () => {
        const whole = await sharp({ create: { width: 400, height: 560, channels: 3, background: '#456' } })
          .jpeg()
          .toBuffer();
        const answer = await add({}, { filename: 'cut.jpg', data: whole.subarray(0, whole.length / 2) });
        expect(answer.statusCode).toBe(400);
        expect(answer.json().fields).toEqual({ scan: uploadMessages.unreadable });
        await expectNothingStored();
      });

      it('a scan larger than 25 MB', async () => {
        const big = Buffer.concat([await plainScan(), Buffer.alloc(uploadLimits.scanBytes)]);
        const answer = await add({}, { filename: 'big.jpg', data: big });
        expect(answer.statusCode).toBe(413);
        expect(answer.json()).toEqual({
          error: { code: 'payload_too_large', message: uploadMessages.tooLarge('scan') },
        });
        await expectNothingStored();
      });

      it('two scans for one certificate, or a scan in a field the form does not have', async () => {
        const scan = await plainScan();
        const two = await t.send(certificateUploadRoutes.add, [
          ...newForm({}, { filename: 'a.jpg', data: scan }),
          { field: 'scan', filename: 'b.jpg', data: scan },
        ]);
        expect(two.statusCode).toBe(413);
        const elsewhere = await t.send(certificateUploadRoutes.add, [
          ...newForm({}, null),
          { field: 'files', filename: 'a.jpg', data: scan },
        ]);
        expect(elsewhere.statusCode).toBe(400);
        await expectNothingStored();
      });

      it('a body that is not a form upload', async () => {
        const answer = await t.app.inject({
          method: 'POST',
          url: certificateUploadRoutes.add,
          headers: { host, origin: `http://${host}`, cookie: t.cookies.office, 'content-type': 'application/json' },
          payload: JSON.stringify(ananya),
        });
        expect(answer.statusCode).toBe(415);
        expect(answer.json().error.message).toBe(uploadMessages.notMultipart);
        await expectNothingStored();
      });

      it('an admission number already stored, in any case', async () => {
        await addAnanya(await plainScan());
        const before = { records: await t.records(), scans: t.storedScans(), audit: await t.audit() };
        const answer = await add(
          { admission: 'hv/10283', name: 'Someone Else' },
          { filename: 'b.jpg', data: await plainScan('#eee') },
        );
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toEqual({
          error: { code: 'conflict', message: certificateWords.duplicate },
          fields: { admission: certificateWords.duplicate },
        });
        expect(await t.records()).toEqual(before.records);
        expect(t.storedScans()).toEqual(before.scans);
        expect(await t.audit()).toEqual(before.audit);
      });

      it('a failure while the record is written: the stored scan is deleted again', async () => {
        const scan = await plainScan();
        const answer = await withoutAuditTable(database.db, () => add({}, { filename: 'a.jpg', data: scan }));
        expect(answer.statusCode).toBe(500);
        await expectNothingStored();
      });

      it.each([
        ['a publisher', 'publisher', 403, consoleMessages.notAllowed],
        ['an editor', 'editor', 403, consoleMessages.notAllowed],
        ['nobody signed in', '', 401, consoleMessages.signedOut],
      ] as const)('%s', async (_label, as, status, message) => {
        const answer = await add({}, { filename: 'a.jpg', data: await plainScan() }, as);
        expect(answer.statusCode).toBe(status);
        expect(answer.json().error.message).toBe(message);
        expect(answer.headers['cache-control']).toBe('no-store');
        await expectNothingStored();
      });

      it('a form posted from another site, even with an office cookie', async () => {
        const answer = await t.send(
          certificateUploadRoutes.add,
          newForm({}, { filename: 'a.jpg', data: await plainScan() }),
          {
            headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
          },
        );
        expect(answer.statusCode).toBe(403);
        expect(answer.json().error.message).toBe(consoleMessages.otherSite);
        await expectNothingStored();
      });
    });
  });

  describe('Replace scan', () => {
    it('gives the look-up the new scan at once, as tc.pdf when it is a PDF, and deletes the old one', async () => {
      const id = await addAnanya(await plainScan());
      const [before] = await t.records();
      const pdf = pdfScan('replacement');
      const answer = await t.send(certificateScanPath(id), [{ field: 'scan', filename: 'new.pdf', data: pdf }]);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ id });

      const [after] = await t.records();
      expect(after).toMatchObject({ id, content_type: 'application/pdf', replaced_by: t.ids.office });
      expect(after!.replaced_at).toEqual(expect.any(String));
      expect(t.storedScans()).toEqual([after!.file_path]);
      expect(existsSync(path.join(t.certificatesDir, before!.file_path))).toBe(false);

      const download = await t.download(ananya.admission, ananya.name);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe('attachment; filename="tc.pdf"');
      expect(download.rawPayload.equals(pdf)).toBe(true);
      expect((await t.audit()).map((entry) => [entry.action, entry.summary])).toEqual([
        ['addCertificate', 'HV/10283'],
        ['replaceScan', 'HV/10283'],
      ]);
    });

    it('a link handed out before the replacement downloads the new scan', async () => {
      const id = await addAnanya(await plainScan());
      const issued = (await t.lookUp(ananya.admission, ananya.name)).json<{ data: string }>().data;
      const replacement = await plainScan('#123456', 50, 70);
      expect(
        (await t.send(certificateScanPath(id), [{ field: 'scan', filename: 'n.jpg', data: replacement }])).statusCode,
      ).toBe(200);
      const download = await t.app.inject({ url: `/api/image/${issued}` });
      expect(download.statusCode).toBe(200);
      expect(await sharp(download.rawPayload).metadata()).toMatchObject({ width: 50, height: 70 });
    });

    it('refuses a file that is not a scan, and changes nothing', async () => {
      const id = await addAnanya(await plainScan());
      const before = { records: await t.records(), scans: t.storedScans() };
      const answer = await t.send(certificateScanPath(id), [{ field: 'scan', filename: 'x.pdf', data: zipBytes }]);
      expect(answer.statusCode).toBe(415);
      expect(answer.json().fields).toEqual({ scan: uploadMessages.notAScan });
      expect(await t.records()).toEqual(before.records);
      expect(t.storedScans()).toEqual(before.scans);
      expect(t.tempFiles()).toEqual([]);
      expect((await t.download(ananya.admission, ananya.name)).statusCode).toBe(200);
    });

    it('answers 404 for a certificate that does not exist, and 409 for a withdrawn one', async () => {
      const scan = await plainScan();
      const missing = await t.send(certificateScanPath('no-such-certificate'), [
        { field: 'scan', filename: 'a.jpg', data: scan },
      ]);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe(certificateWords.notFound);
      const id = await addAnanya(scan);
      value(await t.screens('office').withdrawCertificate(id));
      const withdrawn = await t.send(certificateScanPath(id), [{ field: 'scan', filename: 'a.jpg', data: scan }]);
      expect(withdrawn.statusCode).toBe(409);
      expect(withdrawn.json().error.message).toBe(certificateWords.withdrawn);
      expect(t.storedScans()).toEqual([]);
    });

    it.each([
      ['a publisher', { as: 'publisher' }, 403],
      ['an editor', { as: 'editor' }, 403],
      ['nobody signed in', { as: '' }, 401],
      [
        'a form from another site',
        { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
        403,
      ],
    ] as const)('refuses %s and changes nothing', async (_label, options, status) => {
      const id = await addAnanya(await plainScan());
      const before = { records: await t.records(), scans: t.storedScans(), audit: await t.audit() };
      const answer = await t.send(
        certificateScanPath(id),
        [{ field: 'scan', filename: 'new.pdf', data: pdfScan() }],
        options as Parameters<CertificateApp['send']>[2],
      );
      expect(answer.statusCode).toBe(status);
      expect(await t.records()).toEqual(before.records);
      expect(t.storedScans()).toEqual(before.scans);
      expect(await t.audit()).toEqual(before.audit);
    });
  });

  describe('Withdraw', () => {
    it('makes the look-up answer as for an unknown certificate, stops issued links at once and deletes the scan', async () => {
      const id = await addAnanya(await plainScan());
      const issued = (await t.lookUp(ananya.admission, ananya.name)).json<{ data: string }>().data;
      const unknown = await t.lookUp('HV/99999', ananya.name);
      const [before] = await t.records();

      expect(await t.screens('office').withdrawCertificate(id)).toEqual({ ok: true, value: undefined });

      const after = await t.lookUp(ananya.admission, ananya.name);
      expect(after.statusCode).toBe(404);
      expect(after.json()).toEqual(unknown.json());
      const link = await t.app.inject({ url: `/api/image/${issued}` });
      expect(link.statusCode).toBe(404);
      expect(existsSync(path.join(t.certificatesDir, before!.file_path))).toBe(false);
      expect(t.storedScans()).toEqual([]);
      expect(await database.db.selectFrom('tc_grants').selectAll().execute()).toEqual([]);

      expect((await t.audit()).at(-1)).toMatchObject({
        action: 'withdrawCertificate',
        item_id: id,
        summary: 'HV/10283',
      });
      const certificate = value(await t.screens('admin').certificate(id));
      expect(certificate).toMatchObject({ admissionNo: 'HV/10283', withdrawnBy: 'The office' });
      expect(certificate.withdrawnAt).toEqual(expect.any(String));
    });

    it('changes nothing, and keeps the scan, when the change cannot be written whole', async () => {
      const id = await addAnanya(await plainScan());
      const before = { records: await t.records(), scans: t.storedScans() };
      await expect(withoutAuditTable(database.db, () => t.screens('office').withdrawCertificate(id))).rejects.toThrow();
      expect(await t.records()).toEqual(before.records);
      expect(t.storedScans()).toEqual(before.scans);
      expect((await t.download(ananya.admission, ananya.name)).statusCode).toBe(200);
    });

    it('pressed twice, withdraws once', async () => {
      const id = await addAnanya(await plainScan());
      value(await t.screens('office').withdrawCertificate(id));
      expect((await t.screens('office').withdrawCertificate(id)).ok).toBe(true);
      expect((await t.audit()).filter((entry) => entry.action === 'withdrawCertificate')).toHaveLength(1);
    });

    it('refuses a publisher and an editor, and an unknown certificate, changing nothing', async () => {
      const id = await addAnanya(await plainScan());
      for (const role of ['publisher', 'editor'] as const) {
        expect(await t.screens(role).withdrawCertificate(id)).toEqual({
          ok: false,
          status: 403,
          message: consoleMessages.notAllowed,
        });
      }
      expect(await t.screens('office').withdrawCertificate('no-such-id')).toMatchObject({ ok: false, status: 404 });
      expect((await t.download(ananya.admission, ananya.name)).statusCode).toBe(200);
      expect(t.storedScans()).toHaveLength(1);
    });

    it('lets the same admission number be issued again under New, in the withdrawn record’s place', async () => {
      const id = await addAnanya(await plainScan());
      value(await t.screens('office').withdrawCertificate(id));
      const again = await add({ name: 'Ananya R. Reddy' }, { filename: 'new.pdf', data: pdfScan('again') });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual({ id });
      const [record] = await t.records();
      expect(record).toMatchObject({ withdrawn_at: null, withdrawn_by: null, student_name: 'Ananya R. Reddy' });
      expect((await t.lookUp(ananya.admission, ananya.name)).statusCode).toBe(404);
      expect((await t.download(ananya.admission, 'Ananya R. Reddy')).headers['content-type']).toBe('application/pdf');
    });
  });

  describe("opening a certificate's details in the console", () => {
    const openings = async () => (await t.audit()).filter((entry) => entry.action === 'openCertificate');

    it('writes each opening to the audit log, with who and which certificate, by admission number only', async () => {
      const id = await addAnanya(await plainScan());
      for (const role of ['office', 'office', 'admin'] as const) {
        expect(value(await t.screens(role).certificate(id)).studentName).toBe(ananya.name);
      }
      expect(await openings()).toEqual(
        [t.ids.office, t.ids.office, t.ids.admin].map((userId) =>
          expect.objectContaining({
            school_code: schoolCode,
            user_id: userId,
            kind: 'certificates',
            item_id: id,
            summary: ananya.admission,
            request_id: 'test',
          }),
        ),
      );
      expect(JSON.stringify(await openings())).not.toMatch(/ananya/i);
    });

    it('refuses a publisher and an editor without reading the certificate or writing anything', async () => {
      const id = await addAnanya(await plainScan());
      for (const role of ['publisher', 'editor'] as const) {
        expect(await t.screens(role).certificate(id)).toEqual({
          ok: false,
          status: 403,
          message: consoleMessages.notAllowed,
        });
      }
      expect(await openings()).toEqual([]);
    });

    it('shows nothing when the opening cannot be recorded', async () => {
      const id = await addAnanya(await plainScan());
      await expect(withoutAuditTable(database.db, () => t.screens('office').certificate(id))).rejects.toThrow();
    });
  });

  describe('opening a scan in the console', () => {
    it('shows it in the browser and writes who opened it to the audit log, by admission number only', async () => {
      const id = await addAnanya(await plainScan());
      const [record] = await t.records();
      const answer = await t.open(certificateScanPath(id), 'admin');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/jpeg');
      expect(answer.headers['content-disposition']).toBe('inline; filename="tc.jpg"');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.rawPayload.equals(readFileSync(path.join(t.certificatesDir, record!.file_path)))).toBe(true);
      expect((await t.audit()).at(-1)).toMatchObject({
        action: 'openScan',
        item_id: id,
        user_id: t.ids.admin,
        summary: 'HV/10283',
      });
      expect(JSON.stringify(await t.audit())).not.toMatch(/ananya/i);
    });

    it('refuses a publisher, an editor and nobody signed in, writing nothing', async () => {
      const id = await addAnanya(await plainScan());
      const entries = (await t.audit()).length;
      expect((await t.open(certificateScanPath(id), 'publisher')).statusCode).toBe(403);
      expect((await t.open(certificateScanPath(id), 'editor')).statusCode).toBe(403);
      expect((await t.open(certificateScanPath(id), '')).statusCode).toBe(401);
      expect(await t.audit()).toHaveLength(entries);
    });

    it('answers 404 for a withdrawn certificate and one that does not exist', async () => {
      const id = await addAnanya(await plainScan());
      value(await t.screens('office').withdrawCertificate(id));
      const withdrawn = await t.open(certificateScanPath(id));
      expect(withdrawn.statusCode).toBe(404);
      expect(withdrawn.json().error.message).toBe(certificateWords.withdrawn);
      expect((await t.open(certificateScanPath('nope'))).statusCode).toBe(404);
    });
  });

  describe('the list', () => {
    /** Records straight through the repository: the list is about reading them. */
    async function storeRecords(count: number, school = schoolCode) {
      const records = tcRepository(database.db);
      for (let n = 0; n < count; n++) {
        const admission = `HV/${String(2000 + n)}`;
        await records.addRecord(
          {
            schoolCode: school,
            admissionNo: admission,
            admissionKey: admissionKey(admission),
            nameKey: nameKey(`Student ${n}`),
            studentName: `Student ${n}`,
            dateOfIssue: '2026-05-19',
            filePath: `${String(n).padStart(8, '0')}-0000-0000-0000-000000000000.jpg`,
            contentType: n % 2 === 0 ? 'image/jpeg' : 'application/pdf',
            createdBy: null,
          },
          new Date(Date.UTC(2026, 4, 1, 0, n)),
        );
      }
    }

    it('lists the newest first, a page at a time, and never another school’s', async () => {
      await storeRecords(certificatesPageSize + 5);
      await storeRecords(2, otherSchoolCode);
      const first = value(await t.screens('office').certificates({}));
      expect(first.total).toBe(certificatesPageSize + 5);
      expect(first.items).toHaveLength(certificatesPageSize);
      expect(first.items[0]).toMatchObject({
        admissionNo: 'HV/2024',
        studentName: 'Student 24',
        dateOfIssue: '2026-05-19',
        scanType: 'image/jpeg',
        withdrawnAt: null,
      });
      const second = value(await t.screens('office').certificates({ page: 2 }));
      expect(second.items.map((item) => item.admissionNo)).toEqual([
        'HV/2004',
        'HV/2003',
        'HV/2002',
        'HV/2001',
        'HV/2000',
      ]);
    });

    it('searches part of an admission number or a name, in any case; % and _ are searched as themselves', async () => {
      await storeRecords(12);
      const search = async (text: string) =>
        value(await t.screens('admin').certificates({ search: text })).items.map((item) => item.admissionNo);
      expect(await search('hv/2011')).toEqual(['HV/2011']);
      expect(await search('STUDENT 1')).toEqual(['HV/2011', 'HV/2010', 'HV/2001']);
      expect(await search('%')).toEqual([]);
      expect(await search('student_1')).toEqual([]);
    });

    it('refuses a bad query, and roles without certificates', async () => {
      expect(await t.screens('office').certificates({ page: 0 })).toMatchObject({ ok: false, status: 400 });
      expect(await t.screens('office').certificates({ search: 'x'.repeat(201) })).toMatchObject({
        ok: false,
        status: 400,
      });
      for (const role of ['publisher', 'editor'] as const) {
        expect(await t.screens(role).certificates({})).toMatchObject({ ok: false, status: 403 });
        expect(await t.screens(role).certificate('any')).toMatchObject({ ok: false, status: 403 });
      }
    });

    it('opens one certificate with who added it; another school’s is not found', async () => {
      const id = await addAnanya(await plainScan());
      expect(value(await t.screens('office').certificate(id))).toEqual({
        id,
        admissionNo: 'HV/10283',
        studentName: 'Ananya Reddy',
        dateOfIssue: '2026-05-19',
        scanType: 'image/jpeg',
        addedAt: expect.any(String),
        addedBy: 'The office',
        replacedAt: null,
        replacedBy: null,
        withdrawnAt: null,
        withdrawnBy: null,
      });
      await storeRecords(1, otherSchoolCode);
      const [theirs] = await database.db
        .selectFrom('tc_records')
        .select('id')
        .where('school_code', '=', otherSchoolCode)
        .execute();
      expect(await t.screens('office').certificate(theirs!.id)).toMatchObject({ ok: false, status: 404 });
      expect(await t.screens('office').withdrawCertificate(theirs!.id)).toMatchObject({ ok: false, status: 404 });
    });
  });
});
