/**
 * Importing transfer certificates from a CSV file with their scans
 * (`POST /admin/certificate-files/import`): a good file stores every row and
 * says how many; a file with any bad row stores nothing and names the row and
 * what is wrong (missing scan, duplicate admission number in the file or
 * already stored, empty name, bad date, a damaged scan); the header matches
 * without regard to case, spaces or underscores; dates are YYYY-MM-DD or
 * DD/MM/YYYY; the limits hold (200 scans a request, 200 rows a file). On
 * SQLite, and PostgreSQL when set.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  certificateImportLimits,
  certificateUploadRoutes,
  certificateWords,
  type CertificateUploadRefusal,
} from '@school/shared/certificates';
import { consoleMessages } from '@school/shared/console-messages';
import { uploadLimits, uploadMessages, uploadRequestBytes } from '@school/shared/upload-rules';
import { columnKey, readImportCsv } from '../src/modules/tc/import-csv';
import {
  certificateApp,
  pdfScan,
  plainScan,
  pngScan,
  zipBytes,
  type CertificateApp,
  type SendOptions,
} from './support/certificate-app';
import { postBody, streamedBody, type Part } from './support/multipart';
import { withoutAuditTable } from './support/staff-fixtures';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';

const header = 'admission_no,name,date_of_issue,file_name';

const csvPart = (text: string | Buffer, filename = 'certificates.csv'): Part => ({
  field: 'csv',
  filename,
  type: 'text/csv',
  data: text,
});

const scanPart = (filename: string, data: Buffer): Part => ({ field: 'scans', filename, data });

describe('reading the CSV file', () => {
  it('matches a header without regard to case, spaces or underscores', () => {
    for (const written of ['admission_no', 'Admission No', 'ADMISSION_NO', ' admissionno ', 'Admission_ No']) {
      expect(columnKey(written)).toBe(columnKey('admission_no'));
    }
    const read = readImportCsv(
      Buffer.from('\ufeffFile Name,Class,Admission No,NAME,Date Of Issue\nx.jpg,X A,HV/1,Ravi,2026-01-02\n'),
    );
    expect(read).toEqual({
      ok: true,
      rows: [
        { line: 2, cells: { admission_no: 'HV/1', name: 'Ravi', date_of_issue: '2026-01-02', file_name: 'x.jpg' } },
      ],
    });
  });

  it('names the missing columns, a column named twice, a broken quote, and text that is not UTF-8', () => {
    expect(readImportCsv(Buffer.from('admission_no,name\nHV/1,Ravi\n'))).toEqual({
      ok: false,
      problem: certificateWords.csvColumns(['date_of_issue', 'file_name']),
    });
    expect(readImportCsv(Buffer.from(`${header},Name\n`))).toEqual({
      ok: false,
      problem: certificateWords.csvColumnTwice('name'),
    });
    expect(readImportCsv(Buffer.from(`${header}\nHV/1,"Ravi,2026-01-02,a.jpg\nHV/2,Anu,2026-01-02,b.jpg\n`))).toEqual({
      ok: false,
      problem: certificateWords.csvBroken(3),
    });
    expect(readImportCsv(Buffer.from([0x41, 0x64, 0xff, 0xfe, 0x0a]))).toEqual({
      ok: false,
      problem: certificateWords.csvNotText,
    });
    expect(readImportCsv(Buffer.from(`${header}\n\n`))).toEqual({ ok: false, problem: certificateWords.csvNoRows });
  });

  it('keeps a quoted comma and skips blank lines, numbering rows by their line in the file', () => {
    const read = readImportCsv(Buffer.from(`${header}\n"HV/1","Reddy, Ananya",2026-01-02,a.jpg\n\n,,,\nHV/2,Anu\n`));
    expect(read.ok && read.rows).toEqual([
      {
        line: 2,
        cells: { admission_no: 'HV/1', name: 'Reddy, Ananya', date_of_issue: '2026-01-02', file_name: 'a.jpg' },
      },
      { line: 5, cells: { admission_no: 'HV/2', name: 'Anu', date_of_issue: '', file_name: '' } },
    ]);
  });
});

describe.each(databaseKinds)('importing certificates on %s', (kind) => {
  let database: TestDatabase;
  let t: CertificateApp;

  const importFiles = (parts: Part[], options?: SendOptions) => t.send(certificateUploadRoutes.import, parts, options);

  async function expectNothingStored() {
    expect(await t.records()).toEqual([]);
    expect(t.storedScans()).toEqual([]);
    expect(t.tempFiles()).toEqual([]);
    expect(await t.audit()).toEqual([]);
  }

  /** The report of a refused import. */
  function reportOf(answer: Awaited<ReturnType<typeof importFiles>>) {
    const body = answer.json<CertificateUploadRefusal>();
    expect(body.report).toBeDefined();
    return body.report!;
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    t = await certificateApp(database);
  });

  beforeEach(async () => {
    await t.reset();
  });

  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  it('stores every row of a good file, with both date formats and a header written any way, and says how many', async () => {
    const pdf = pdfScan('ravi');
    const answer = await importFiles([
      csvPart(
        [
          'Admission No, NAME ,Date of Issue,FILE_NAME',
          'HV/10283,Ananya Reddy,2026-05-19,ananya.jpg',
          'HV/12517,"Siddiqui, Mohammed Ayaan",19/05/2026,ayaan.png',
          'hv/9001,Ravi  Kumar,1/6/2019,Ravi.PDF',
        ].join('\r\n'),
      ),
      scanPart('ananya.jpg', await plainScan('#fffdf7')),
      scanPart('ayaan.png', await pngScan()),
      scanPart('ravi.pdf', pdf),
    ]);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toEqual({ stored: 3 });
    expect(certificateWords.imported(3)).toBe('All 3 certificates are stored. Students can look them up now.');

    const records = await t.records();
    expect(
      records.map((record) => [record.admission_no, record.student_name, record.date_of_issue, record.content_type]),
    ).toEqual([
      ['HV/10283', 'Ananya Reddy', '2026-05-19', 'image/jpeg'],
      ['HV/12517', 'Siddiqui, Mohammed Ayaan', '2026-05-19', 'image/jpeg'],
      ['hv/9001', 'Ravi Kumar', '2019-06-01', 'application/pdf'],
    ]);
    expect(records.every((record) => record.created_by === t.ids.office)).toBe(true);
    expect(t.storedScans().sort()).toEqual(records.map((record) => record.file_path).sort());
    expect(t.tempFiles()).toEqual([]);

    expect((await t.download('HV/10283', 'ananya reddy')).headers['content-type']).toBe('image/jpeg');
    const ravi = await t.download('HV/9001', 'Ravi Kumar');
    expect(ravi.headers['content-disposition']).toBe('attachment; filename="tc.pdf"');
    expect(ravi.rawPayload.equals(pdf)).toBe(true);

    const audit = await t.audit();
    expect(audit.map((entry) => [entry.action, entry.summary]).sort()).toEqual([
      ['importCertificate', 'HV/10283'],
      ['importCertificate', 'HV/12517'],
      ['importCertificate', 'hv/9001'],
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/ananya|siddiqui|ravi/i);
  });

  it('stores nothing when one row is bad, and names the row and what is wrong', async () => {
    const answer = await importFiles([
      csvPart(
        `${header}\nHV/1,Ananya Reddy,2026-05-19,a.jpg\nHV/2,Ravi Kumar,31/02/2026,b.jpg\nHV/3,Anu Das,2026-05-19,c.jpg\n`,
      ),
      scanPart('a.jpg', await plainScan()),
      scanPart('b.jpg', await plainScan('#eee')),
      scanPart('c.jpg', await plainScan('#ddd')),
    ]);
    expect(answer.statusCode).toBe(400);
    const body = answer.json<CertificateUploadRefusal>();
    expect(body.error).toEqual({ code: 'bad_request', message: certificateWords.importRefused(body.report!) });
    expect(body.error.message).toBe(
      'Nothing was stored: 1 row needs attention. Correct them, then import the CSV file and the scans again.',
    );
    expect(body.report).toEqual({
      rows: 3,
      fileProblems: [],
      rowProblems: [{ line: 3, admissionNo: 'HV/2', problems: [certificateWords.dateInvalid] }],
    });
    await expectNothingStored();
  });

  it('reports each kind of bad row: missing scan, duplicates in the file and already stored, empty name, bad date', async () => {
    // Already stored, by another import.
    const first = await importFiles([
      csvPart(`${header}\nHV/500,Stored Student,2026-01-01,s.jpg\n`),
      scanPart('s.jpg', await plainScan()),
    ]);
    expect(first.statusCode).toBe(201);
    const stored = { records: await t.records(), scans: t.storedScans(), audit: await t.audit() };

    const answer = await importFiles([
      csvPart(
        [
          header,
          'HV/1,Ananya Reddy,2026-05-19,missing.jpg',
          'HV/2,Ravi Kumar,2026-05-19,b.jpg',
          'hv/2,Ravi K,2026-05-19,c.jpg',
          'HV/500,Someone,2026-05-19,d.jpg',
          'HV/6,,2026-05-19,e.jpg',
          'HV/7,Meera Nair,2026/05/19,f.jpg',
          ',Nobody,2026-05-19,',
          'HV/9,Fine Row,2026-05-19,g.jpg',
        ].join('\n'),
      ),
      ...(await Promise.all(
        ['b', 'c', 'd', 'e', 'f', 'g'].map(async (name) => scanPart(`${name}.jpg`, await plainScan())),
      )),
    ]);
    expect(answer.statusCode).toBe(400);
    const report = reportOf(answer);
    expect(report.rows).toBe(8);
    expect(report.fileProblems).toEqual([]);
    expect(report.rowProblems).toEqual([
      { line: 2, admissionNo: 'HV/1', problems: [certificateWords.rowScanMissing('missing.jpg')] },
      { line: 3, admissionNo: 'HV/2', problems: [certificateWords.rowDuplicateInFile(4)] },
      { line: 4, admissionNo: 'hv/2', problems: [certificateWords.rowDuplicateInFile(3)] },
      { line: 5, admissionNo: 'HV/500', problems: [certificateWords.rowDuplicateStored] },
      { line: 6, admissionNo: 'HV/6', problems: [certificateWords.nameEmpty] },
      { line: 7, admissionNo: 'HV/7', problems: [certificateWords.dateInvalid] },
      { line: 8, admissionNo: '', problems: [certificateWords.admissionEmpty, certificateWords.rowFileNameEmpty] },
    ]);
    expect(await t.records()).toEqual(stored.records);
    expect(t.storedScans()).toEqual(stored.scans);
    expect(await t.audit()).toEqual(stored.audit);
    expect(t.tempFiles()).toEqual([]);
  });

  it('reports a scan no row names, two scans of one name, and two rows naming one scan', async () => {
    const scan = await plainScan();
    const answer = await importFiles([
      csvPart(`${header}\nHV/1,Ananya Reddy,2026-05-19,a.jpg\nHV/2,Ravi Kumar,2026-05-19,A.JPG\n`),
      scanPart('a.jpg', scan),
      scanPart('a.jpg', await plainScan('#eee')),
      scanPart('extra.jpg', scan),
    ]);
    expect(answer.statusCode).toBe(400);
    const report = reportOf(answer);
    expect(report.fileProblems).toEqual([
      certificateWords.scanSentTwice('a.jpg'),
      certificateWords.scanNotNamed('extra.jpg'),
    ]);
    expect(report.rowProblems).toEqual([
      { line: 2, admissionNo: 'HV/1', problems: [certificateWords.rowScanShared(3)] },
      { line: 3, admissionNo: 'HV/2', problems: [certificateWords.rowScanShared(2)] },
    ]);
    await expectNothingStored();
  });

  it.each([
    ['a zip disguised as a PDF', 'b.pdf', zipBytes, uploadMessages.notAScan],
    ['a text file called .jpg', 'b.jpg', Buffer.from('not a picture'), uploadMessages.notAScan],
    ['a JPEG cut off halfway', 'b.jpg', 'cut', uploadMessages.unreadable],
  ] as const)('stores nothing when one scan is %s, and names its row', async (_label, name, data, message) => {
    const whole = await plainScan('#abcdef', 400, 560);
    const bytes = data === 'cut' ? whole.subarray(0, whole.length / 2) : data;
    const answer = await importFiles([
      csvPart(`${header}\nHV/1,Ananya Reddy,2026-05-19,a.jpg\nHV/2,Ravi Kumar,2026-05-19,${name}\n`),
      scanPart('a.jpg', await plainScan()),
      scanPart(name, bytes),
    ]);
    expect(answer.statusCode).toBe(400);
    expect(reportOf(answer).rowProblems).toEqual([{ line: 3, admissionNo: 'HV/2', problems: [message] }]);
    await expectNothingStored();
  });

  it.each([
    [
      'columns missing',
      'admission_no,name,date\nHV/1,Ananya,2026-05-19\n',
      certificateWords.csvColumns(['date_of_issue', 'file_name']),
    ],
    ['a spreadsheet file instead of CSV', zipBytes, certificateWords.csvNotText],
    ['a header and no rows', `${header}\n`, certificateWords.csvNoRows],
  ] as const)('stores nothing for a CSV file with %s, and says why', async (_label, csv, problem) => {
    const answer = await importFiles([csvPart(csv), scanPart('a.jpg', await plainScan())]);
    expect(answer.statusCode).toBe(400);
    expect(reportOf(answer)).toEqual({ rows: 0, fileProblems: [problem], rowProblems: [] });
    await expectNothingStored();
  });

  it('refuses an import without its CSV file, without scans, or with two CSV files', async () => {
    const scan = scanPart('a.jpg', await plainScan());
    const csv = csvPart(`${header}\nHV/1,Ananya Reddy,2026-05-19,a.jpg\n`);
    const noCsv = await importFiles([scan]);
    expect(noCsv.statusCode).toBe(400);
    expect(noCsv.json().error.message).toBe(certificateWords.csvMissing);
    const noScans = await importFiles([csv]);
    expect(noScans.statusCode).toBe(400);
    expect(noScans.json().error.message).toBe(certificateWords.scansMissing);
    const twoCsv = await importFiles([csv, csvPart(`${header}\n`, 'other.csv'), scan]);
    expect(twoCsv.statusCode).toBe(400);
    expect(twoCsv.json().error.message).toBe(certificateWords.csvOneFile);
    await expectNothingStored();
  });

  it('refuses a scan over 25 MB, whole', async () => {
    const big = Buffer.concat([await plainScan(), Buffer.alloc(uploadLimits.scanBytes)]);
    const answer = await importFiles([
      csvPart(`${header}\nHV/1,Ananya Reddy,2026-05-19,a.jpg\nHV/2,Ravi Kumar,2026-05-19,b.jpg\n`),
      scanPart('a.jpg', await plainScan()),
      scanPart('b.jpg', big),
    ]);
    expect(answer.statusCode).toBe(413);
    expect(answer.json().error.message).toBe(uploadMessages.tooLarge('scan'));
    await expectNothingStored();
  });

  it('refuses an import that says it is longer than the most one request may carry, before reading it', async () => {
    const body = streamedBody([
      csvPart(`${header}\nHV/1,Ananya Reddy,2026-05-19,a.jpg\n`),
      scanPart('a.jpg', await plainScan()),
    ]);
    const answer = await postBody(t.app, certificateUploadRoutes.import, body, {
      cookie: t.cookies.office,
      headers: { 'content-length': String(uploadRequestBytes.scan + 1) },
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json().error.message).toBe(uploadMessages.tooMuch('scan'));
    await expectNothingStored();
  });

  it('refuses a CSV file over 1 MB', async () => {
    const answer = await importFiles([
      csvPart(`${header}\n${'HV/1,Ananya Reddy,2026-05-19,a.jpg\n'.repeat(31_000)}`),
      scanPart('a.jpg', await plainScan()),
    ]);
    expect(answer.statusCode).toBe(413);
    expect(answer.json().error.message).toBe(certificateWords.csvTooLarge);
    await expectNothingStored();
  });

  it('stores 200 certificates at once: a school moving onto the system imports its years of TCs in such parts', async () => {
    const count = certificateImportLimits.scans;
    const scan = await plainScan('#ffffff', 16, 22);
    const rows = Array.from(
      { length: count },
      (_, n) => `HV/${1000 + n},Student ${n},2019-04-${String((n % 28) + 1).padStart(2, '0')},${n}.jpg`,
    );
    const answer = await importFiles([
      csvPart([header, ...rows].join('\n')),
      ...Array.from({ length: count }, (_, n) => scanPart(`${n}.jpg`, scan)),
    ]);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toEqual({ stored: count });
    expect(await t.records()).toHaveLength(count);
    expect(t.storedScans()).toHaveLength(count);
    expect(await t.audit()).toHaveLength(count);
    expect((await t.download('HV/1199', 'Student 199')).statusCode).toBe(200);
  }, 60_000);

  it('refuses more than 200 scans in one request, and a file of more than 200 rows', async () => {
    const scan = await plainScan('#ffffff', 8, 8);
    const tooMany = await importFiles([
      csvPart(`${header}\nHV/1,A,2026-01-01,0.jpg\n`),
      ...Array.from({ length: certificateImportLimits.scans + 1 }, (_, n) => scanPart(`${n}.jpg`, scan)),
    ]);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().error.message).toBe(uploadMessages.tooMany);

    const rows = Array.from(
      { length: certificateImportLimits.rows + 1 },
      (_, n) => `HV/${n},S ${n},2026-01-01,${n}.jpg`,
    );
    const tooLong = await importFiles([csvPart([header, ...rows].join('\n')), scanPart('0.jpg', scan)]);
    expect(tooLong.statusCode).toBe(400);
    expect(reportOf(tooLong).fileProblems).toEqual([certificateWords.csvTooManyRows]);
    await expectNothingStored();
  }, 30_000);

  it('issues a withdrawn admission number again, in the withdrawn record’s place', async () => {
    const first = await importFiles([
      csvPart(`${header}\nHV/1,Ananya Reddy,2026-05-19,a.jpg\n`),
      scanPart('a.jpg', await plainScan()),
    ]);
    expect(first.statusCode).toBe(201);
    const [record] = await t.records();
    const withdrawn = await t.screens('office').withdrawCertificate(record!.id);
    expect(withdrawn.ok).toBe(true);
    const again = await importFiles([
      csvPart(`${header}\nhv/1,Ananya Reddy,20/05/2026,a.pdf\n`),
      scanPart('a.pdf', pdfScan('again')),
    ]);
    expect(again.statusCode).toBe(201);
    expect(await t.records()).toEqual([
      expect.objectContaining({
        id: record!.id,
        admission_no: 'hv/1',
        date_of_issue: '2026-05-20',
        withdrawn_at: null,
      }),
    ]);
    expect((await t.download('HV/1', 'Ananya Reddy')).headers['content-type']).toBe('application/pdf');
  });

  it('keeps a path in a scan’s name only as a name', async () => {
    const answer = await importFiles([
      csvPart(`${header}\nHV/1,Ananya Reddy,2026-05-19,scan-1.jpg\n`),
      scanPart('../../../etc/scan-1.jpg', await plainScan()),
    ]);
    expect(answer.statusCode).toBe(201);
    const [record] = await t.records();
    expect(record!.file_path).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(existsSync(path.join(database.dataDir, 'etc'))).toBe(false);
  });

  it.each([
    ['a publisher', { as: 'publisher' }, 403, consoleMessages.notAllowed],
    ['an editor', { as: 'editor' }, 403, consoleMessages.notAllowed],
    ['nobody signed in', { as: '' }, 401, consoleMessages.signedOut],
    [
      'a form from another site',
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
      403,
      consoleMessages.otherSite,
    ],
  ] as const)('refuses %s and stores nothing', async (_label, options, status, message) => {
    const answer = await importFiles(
      [csvPart(`${header}\nHV/1,Ananya Reddy,2026-05-19,a.jpg\n`), scanPart('a.jpg', await plainScan())],
      options as SendOptions,
    );
    expect(answer.statusCode).toBe(status);
    expect(answer.json().error.message).toBe(message);
    await expectNothingStored();
  });

  it('stores nothing when the records cannot be written whole: the scans already stored are deleted again', async () => {
    const answer = await withoutAuditTable(database.db, async () =>
      importFiles([
        csvPart(`${header}\nHV/1,Ananya Reddy,2026-05-19,a.jpg\nHV/2,Ravi Kumar,2026-05-19,b.pdf\n`),
        scanPart('a.jpg', await plainScan()),
        scanPart('b.pdf', pdfScan()),
      ]),
    );
    expect(answer.statusCode).toBe(500);
    await expectNothingStored();
  });

  it('lets an admin import too', async () => {
    const answer = await importFiles(
      [csvPart(`${header}\nHV/1,Ananya Reddy,2026-05-19,a.jpg\n`), scanPart('a.jpg', await plainScan())],
      { as: 'admin' },
    );
    expect(answer.statusCode).toBe(201);
    expect((await t.records())[0]!.created_by).toBe(t.ids.admin);
  });
});
