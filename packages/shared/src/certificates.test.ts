/**
 * The rules of the certificate forms and of an import's rows: dates written
 * two ways, a typed number and name tidied as a person reads them, the limits
 * the look-up can find, and the files the browser checks before sending.
 */
import { describe, expect, it } from 'vitest';
import {
  certificateFieldLength,
  certificateFieldsSchema,
  certificateImportLimits,
  certificateWords,
  importCertificatesSchema,
  issueDate,
  newCertificateSchema,
} from './certificates';
import { fieldErrors } from './forms';
import { uploadLimits, uploadMessages } from './upload-rules';

const file = (size: number, name = 'scan.jpg') => new File([new Uint8Array(size)], name);

describe('issueDate', () => {
  it.each([
    ['2026-05-19', '2026-05-19'],
    ['19/05/2026', '2026-05-19'],
    ['9/5/2026', '2026-05-09'],
    [' 29/02/2024 ', '2024-02-29'],
  ])('reads %j as %s', (written, day) => {
    expect(issueDate(written)).toBe(day);
  });

  it.each([
    '31/02/2026',
    '2026-02-29',
    '2026-13-01',
    '05/19/2026',
    '19-05-2026',
    '2026/05/19',
    'May 19, 2026',
    '',
    '19/05/26',
  ])('refuses %j', (written) => {
    expect(issueDate(written)).toBeUndefined();
  });
});

describe('the New form', () => {
  const valid = { admission: ' HV/10283 ', name: 'Ananya \t Reddy', dateOfIssue: '19/05/2026' };

  it('tidies what was typed: trimmed, runs of spaces as one, control characters dropped, the date as an ISO day', () => {
    expect(certificateFieldsSchema.parse({ ...valid, name: 'Ananya\u0000 Reddy' })).toEqual({
      admission: 'HV/10283',
      name: 'Ananya Reddy',
      dateOfIssue: '2026-05-19',
    });
  });

  it('says what is missing or wrong, one message a field', () => {
    expect(fieldErrors(certificateFieldsSchema, {})).toEqual({
      admission: certificateWords.admissionEmpty,
      name: certificateWords.nameEmpty,
      dateOfIssue: certificateWords.dateEmpty,
    });
    expect(
      fieldErrors(certificateFieldsSchema, {
        admission: 'H'.repeat(certificateFieldLength + 1),
        name: '   ',
        dateOfIssue: '31/02/2026',
      }),
    ).toEqual({
      admission: certificateWords.admissionTooLong,
      name: certificateWords.nameEmpty,
      dateOfIssue: certificateWords.dateInvalid,
    });
  });

  it('takes the longest number and name the public look-up can find', () => {
    expect(
      certificateFieldsSchema.safeParse({ ...valid, admission: 'H'.repeat(100), name: 'n'.repeat(100) }).success,
    ).toBe(true);
  });

  it('needs a scan, no larger than the limit', () => {
    expect(fieldErrors(newCertificateSchema, { ...valid, scan: file(0, '') })).toEqual({
      scan: certificateWords.scanMissing,
    });
    expect(fieldErrors(newCertificateSchema, { ...valid, scan: file(uploadLimits.scanBytes + 1) })).toEqual({
      scan: uploadMessages.tooLarge('scan'),
    });
    expect(newCertificateSchema.safeParse({ ...valid, scan: file(10) }).success).toBe(true);
  });
});

describe('the Import form', () => {
  it('needs the CSV file and between one and 200 scans, leaving out the empty entry of an empty field', () => {
    expect(fieldErrors(importCertificatesSchema, { csv: file(0, ''), scans: file(0, '') })).toEqual({
      csv: certificateWords.csvMissing,
      scans: certificateWords.scansMissing,
    });
    const scans = (count: number) => Array.from({ length: count }, (_, n) => file(10, `${n}.jpg`));
    expect(importCertificatesSchema.safeParse({ csv: file(10), scans: file(10) }).success).toBe(true);
    expect(
      importCertificatesSchema.safeParse({ csv: file(10), scans: scans(certificateImportLimits.scans) }).success,
    ).toBe(true);
    expect(
      fieldErrors(importCertificatesSchema, { csv: file(10), scans: scans(certificateImportLimits.scans + 1) }),
    ).toEqual({
      scans: certificateWords.tooManyScans,
    });
    expect(
      fieldErrors(importCertificatesSchema, { csv: file(certificateImportLimits.csvBytes + 1), scans: file(1) }),
    ).toEqual({
      csv: certificateWords.csvTooLarge,
    });
  });

  it('tells staff the limit of 200 scans and how to import more', () => {
    expect(certificateWords.scansHint).toBe(
      'The scans the CSV file names: pictures or PDFs of up to 25 MB each, at most 200 in one import. For more certificates, split the CSV file and import each part with its scans.',
    );
  });

  it('sums up a refused import', () => {
    const row = { line: 2, admissionNo: 'HV/1', problems: ['x'] };
    expect(certificateWords.importRefused({ rows: 3, fileProblems: [], rowProblems: [row, { ...row, line: 3 }] })).toBe(
      'Nothing was stored: 2 rows need attention. Correct them, then import the CSV file and the scans again.',
    );
    expect(certificateWords.importRefused({ rows: 0, fileProblems: ['y'], rowProblems: [row] })).toBe(
      'Nothing was stored: the files need attention and 1 row needs attention. Correct them, then import the CSV file and the scans again.',
    );
  });
});
