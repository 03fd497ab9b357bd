/**
 * The pure rules of the CBSE Mandatory Public Disclosure: which rows a save dates (only the server dates a change,
 * never the form), the pass percentage as the Board's tables show it, the certificates the start screen warns of,
 * when an admin is reminded of the annual report, and a profile fact as section A shows it.
 */
import { describe, expect, it } from 'vitest';
import {
  annualReportMissing,
  certificateRows,
  certificatesRunningOut,
  dateChanges,
  disclosureDocumentKeys,
  disclosureKey,
  disclosureSections,
  emptyDisclosure,
  figureIds,
  passPercentage,
  profileFact,
  rowKey,
  type Disclosure,
} from './disclosure';
import type { SchoolProfile } from './school-profile';

const monday = '2026-03-09';
const tuesday = '2026-03-10';
const later = '2026-04-02';

const disclosure = (changes: Partial<Disclosure> = {}): Disclosure => ({ ...emptyDisclosure(), ...changes });

const saved: Disclosure = disclosure({
  figures: { 'principal-name': 'Dr. Kavitha Rao', pgt: '24', internet: 'Yes' },
  validUntil: { 'fire-safety-certificate': '2027-01-31' },
  results: { x: [{ year: 2025, registered: 142, passed: 141, remarks: '' }], xii: [] },
  teachers: [{ name: 'Ms. Ananya Sharma', designation: 'PGT Physics', qualifications: 'M.Sc., B.Ed.' }],
});

describe('dateChanges', () => {
  const first = dateChanges(undefined, saved, monday);

  it('dates every row of a first save today, and no figure that was never typed', () => {
    expect(first.updated).toEqual({
      'principal-name': monday,
      pgt: monday,
      internet: monday,
      'valid-until:fire-safety-certificate': monday,
      'results-x': monday,
      teachers: monday,
    });
    // Nor a table that has no rows yet.
    expect(first.updated).not.toHaveProperty('tgt');
    expect(first.updated).not.toHaveProperty('results-xii');
    // What was saved is kept as it was sent, with the dates beside it.
    expect({ ...first, updated: {} }).toEqual({ ...saved, updated: {} });
  });

  it('keeps the date of every row a later save leaves as it was', () => {
    const again = dateChanges(first, { ...saved, updated: {} }, later);
    expect(again.updated).toEqual(first.updated);
  });

  it('dates a changed figure today and leaves the other rows their earlier dates', () => {
    const changed = dateChanges(first, { ...saved, figures: { ...saved.figures, pgt: '25' } }, later);
    expect(changed.updated).toEqual({ ...first.updated, pgt: later });
    expect(changed.figures.pgt).toBe('25');
  });

  it('dates a figure typed for the first time today', () => {
    const added = dateChanges(first, { ...saved, figures: { ...saved.figures, tgt: '34' } }, later);
    expect(added.updated).toEqual({ ...first.updated, tgt: later });
  });

  it('dates a changed certificate date, results table or list of teachers today, each on its own', () => {
    const certificate = dateChanges(
      first,
      { ...saved, validUntil: { 'fire-safety-certificate': '2028-01-31' } },
      later,
    );
    expect(certificate.updated).toEqual({ ...first.updated, [rowKey.validity('fire-safety-certificate')]: later });

    const newCertificate = dateChanges(
      first,
      { ...saved, validUntil: { ...saved.validUntil, 'affiliation-letter': '2029-03-31' } },
      later,
    );
    expect(newCertificate.updated).toEqual({ ...first.updated, 'valid-until:affiliation-letter': later });

    const results = dateChanges(
      first,
      { ...saved, results: { ...saved.results, xii: [{ year: 2025, registered: 118, passed: 117, remarks: '' }] } },
      later,
    );
    expect(results.updated).toEqual({ ...first.updated, [rowKey.results('xii')]: later });

    const remark = dateChanges(
      first,
      { ...saved, results: { ...saved.results, x: [{ ...saved.results.x[0]!, remarks: 'Two toppers' }] } },
      later,
    );
    expect(remark.updated).toEqual({ ...first.updated, 'results-x': later });

    const teachers = dateChanges(first, { ...saved, teachers: [] }, later);
    expect(teachers.updated).toEqual({ ...first.updated, [rowKey.teachers]: later });
  });

  it('dates an emptied figure today, as a change, and never dates it again while it stays empty', () => {
    const { pgt: _pgt, ...rest } = saved.figures;
    const emptied = dateChanges(first, { ...saved, figures: rest }, later);
    expect(emptied.updated).toEqual({ ...first.updated, pgt: later });
    // Saved again, still empty: nothing about the row changed, so it is not dated that day.
    const stillEmpty = dateChanges(emptied, { ...saved, figures: rest }, '2026-05-01');
    expect(stillEmpty.updated.pgt).not.toBe('2026-05-01');
    expect({ ...stillEmpty.updated, pgt: undefined }).toEqual({ ...first.updated, pgt: undefined });
  });

  it('takes no date from the form: what it says of `updated` is ignored', () => {
    const forged = dateChanges(
      first,
      {
        ...saved,
        figures: { ...saved.figures, pgt: '30' },
        updated: { pgt: '2020-01-01', 'principal-name': '2030-12-31', tgt: '2020-01-01', madeUp: '2020-01-01' },
      },
      later,
    );
    expect(forged.updated).toEqual({ ...first.updated, pgt: later });

    // On a first save too: every row is dated today whatever the form says.
    const forgedFirst = dateChanges(undefined, { ...saved, updated: { pgt: '2020-01-01' } }, monday);
    expect(forgedFirst.updated).toEqual(first.updated);
  });

  it('dates a row today when the disclosure before it has no date for it', () => {
    const undated = { ...first, updated: { ...first.updated } };
    delete (undated.updated as Record<string, string>).pgt;
    expect(dateChanges(undated, saved, tuesday).updated).toEqual({ ...first.updated, pgt: tuesday });
  });

  it('leaves the disclosure it is given as it was', () => {
    const before = structuredClone(first);
    const after = structuredClone(saved);
    dateChanges(first, { ...saved, figures: { ...saved.figures, pgt: '31' } }, later);
    expect(first).toEqual(before);
    expect(saved).toEqual(after);
  });
});

describe('passPercentage', () => {
  it.each([
    [142, 141, '99.3'],
    [3, 1, '33.3'],
    [3, 2, '66.7'],
    [8, 1, '12.5'],
    // Half a tenth goes up, as the Board rounds.
    [16, 1, '6.3'],
    [16, 3, '18.8'],
    [136, 136, '100.0'],
    [40, 0, '0.0'],
    [7, 7, '100.0'],
  ])('%i registered, %i passed: %s', (registered, passed, shown) => {
    expect(passPercentage({ registered, passed })).toBe(shown);
  });

  it('shows a dash where nobody was registered, never a division by zero', () => {
    expect(passPercentage({ registered: 0, passed: 0 })).toBe('–');
    expect(passPercentage({ registered: 0, passed: 5 })).toBe('–');
  });
});

describe('certificatesRunningOut', () => {
  const today = '2026-03-10';
  const running = (validUntil: Record<string, string>) => certificatesRunningOut(disclosure({ validUntil }), today);

  it('warns of nothing 31 days out, and of a certificate 30 days out', () => {
    expect(running({ 'fire-safety-certificate': '2026-04-10' })).toEqual([]);
    expect(running({ 'fire-safety-certificate': '2026-04-09' })).toEqual([
      {
        key: 'fire-safety-certificate',
        label: 'Fire safety certificate',
        validUntil: '2026-04-09',
        daysLeft: 30,
      },
    ]);
  });

  it('counts the days left across the end of a month and a leap day', () => {
    expect(
      certificatesRunningOut(disclosure({ validUntil: { 'affiliation-letter': '2028-03-01' } }), '2028-02-27'),
    ).toMatchObject([{ key: 'affiliation-letter', daysLeft: 3 }]);
  });

  it('warns of one that runs out today (0) and one that has run out (negative days)', () => {
    expect(running({ 'fire-safety-certificate': today })).toMatchObject([{ daysLeft: 0 }]);
    expect(running({ 'fire-safety-certificate': '2026-03-01' })).toMatchObject([
      { key: 'fire-safety-certificate', daysLeft: -9 },
    ]);
    expect(running({ 'fire-safety-certificate': '2025-03-10' })).toMatchObject([{ daysLeft: -365 }]);
  });

  it('lists the soonest first, whatever the order of the page, and leaves out those far off or without a date', () => {
    const notices = running({
      'affiliation-letter': '2026-04-01',
      'building-safety-certificate': '2030-01-01',
      'fire-safety-certificate': '2026-03-05',
      'water-health-sanitation': '2026-03-20',
    });
    expect(notices.map((notice) => [notice.key, notice.daysLeft])).toEqual([
      ['fire-safety-certificate', -5],
      ['water-health-sanitation', 10],
      ['affiliation-letter', 22],
    ]);
    expect(notices[2]!.label).toBe(certificateRows.find((row) => row.key === 'affiliation-letter')!.label);
  });

  it('warns of none when no certificate has a date', () => {
    expect(certificatesRunningOut(emptyDisclosure(), today)).toEqual([]);
  });
});

describe('annualReportMissing', () => {
  const thisYear = '2026-05-02T06:30:00.000Z';
  const lastYear = '2026-02-14T06:30:00.000Z';

  it('reminds no one before 1 August, with or without a report', () => {
    expect(annualReportMissing('2026-07-31', undefined)).toBe(false);
    expect(annualReportMissing('2026-04-01', undefined)).toBe(false);
    expect(annualReportMissing('2026-06-15', lastYear)).toBe(false);
  });

  it('reminds from 1 August when no report is on the site', () => {
    expect(annualReportMissing('2026-08-01', undefined)).toBe(true);
    expect(annualReportMissing('2026-09-15', undefined)).toBe(true);
    expect(annualReportMissing('2026-12-31', undefined)).toBe(true);
  });

  it('reminds no one when the report was uploaded this school year (since 1 April)', () => {
    expect(annualReportMissing('2026-08-01', thisYear)).toBe(false);
    expect(annualReportMissing('2026-09-01', thisYear)).toBe(false);
    expect(annualReportMissing('2027-03-15', thisYear)).toBe(false);
    expect(annualReportMissing('2026-08-01', '2026-04-01T03:00:00.000Z')).toBe(false);
  });

  it('reminds of a report uploaded last school year, until this school year ends on 31 March', () => {
    expect(annualReportMissing('2026-09-01', lastYear)).toBe(true);
    expect(annualReportMissing('2027-01-10', lastYear)).toBe(true);
    expect(annualReportMissing('2027-03-15', lastYear)).toBe(true);
    expect(annualReportMissing('2027-03-31', lastYear)).toBe(true);
    expect(annualReportMissing('2026-08-01', '2026-03-31T12:00:00.000Z')).toBe(true);
  });

  it('stops on 1 April, when a new school year begins, until 1 August', () => {
    expect(annualReportMissing('2027-04-01', lastYear)).toBe(false);
    expect(annualReportMissing('2027-04-01', undefined)).toBe(false);
    expect(annualReportMissing('2027-07-31', thisYear)).toBe(false);
    // From 1 August, this year's report (uploaded in May 2026) is last school year's.
    expect(annualReportMissing('2027-08-01', thisYear)).toBe(true);
  });

  it('reminds from 1 January to 31 March of a missing report, the school year having begun the April before', () => {
    expect(annualReportMissing('2027-02-01', undefined)).toBe(true);
    expect(annualReportMissing('2027-02-01', '2026-11-20T10:00:00.000Z')).toBe(false);
  });
});

describe('the rows of the disclosure', () => {
  it('has the five sections of the bye-laws, A to E', () => {
    expect(disclosureSections.map((section) => section.letter)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(disclosureKey).toBe('mandatory-public-disclosure');
  });

  it('shows every figure once, and links the annual report', () => {
    const figures = disclosureSections.flatMap((section) =>
      section.rows.flatMap((row) => ('figure' in row ? [row.figure] : [])),
    );
    expect([...figures].sort()).toEqual([...figureIds].sort());
    expect(disclosureDocumentKeys).toContain('annual-report');
    expect(new Set(disclosureDocumentKeys).size).toBe(disclosureDocumentKeys.length);
  });

  it('gives a date of validity to the four certificates that run out', () => {
    expect(certificateRows.map((row) => row.key)).toEqual([
      'affiliation-letter',
      'building-safety-certificate',
      'fire-safety-certificate',
      'water-health-sanitation',
    ]);
  });
});

describe('profileFact', () => {
  const profile = {
    name: 'Riverside Public School',
    affiliationNumber: '1130456',
    cbseSchoolCode: '30456',
    phone: '+91 20 2555 0101',
    email: 'office@riverside.example.org',
    street: '12 Ganesh Khind Road',
    cityLine: 'Pune, Maharashtra 411007',
  } as SchoolProfile;

  it('shows the address as one line, the street and the city with its PIN code', () => {
    expect(profileFact(profile, 'address')).toBe('12 Ganesh Khind Road, Pune, Maharashtra 411007');
    expect(profileFact({ ...profile, street: '' }, 'address')).toBe('Pune, Maharashtra 411007');
  });

  it('shows the other facts as the profile keeps them', () => {
    expect(profileFact(profile, 'name')).toBe('Riverside Public School');
    expect(profileFact(profile, 'affiliationNumber')).toBe('1130456');
    expect(profileFact(profile, 'cbseSchoolCode')).toBe('30456');
    expect(profileFact(profile, 'email')).toBe('office@riverside.example.org');
    expect(profileFact(profile, 'phone')).toBe('+91 20 2555 0101');
  });
});
