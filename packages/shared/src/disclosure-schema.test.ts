/**
 * The check of a disclosure as the Disclosure screen sends it (JSON in the item's `message`) and as it is read back:
 * every figure by its kind, the certificates' dates, the results tables and the list of teachers; what it refuses is
 * said in the words of the page, naming the row (and for a results table, the class and year).
 */
import { describe, expect, it } from 'vitest';
import { disclosureLimits, disclosureSchema, readDisclosure } from './disclosure-schema';
import type { Disclosure } from './disclosure';

/** The disclosure read from `value` as JSON, or the test fails saying why it was refused. */
function read(value: unknown): Disclosure {
  const answer = readDisclosure(JSON.stringify(value));
  if (!answer.ok) throw new Error(`refused: ${answer.problem}`);
  return answer.disclosure;
}

/** What is said of `value`, which must be refused. */
function problem(value: unknown): string {
  const answer = readDisclosure(JSON.stringify(value));
  if (answer.ok) throw new Error(`read: ${JSON.stringify(answer.disclosure)}`);
  return answer.problem;
}

const result = (year: number | string, registered: number | string, passed: number | string, remarks = '') => ({
  year,
  registered,
  passed,
  remarks,
});
const teacher = { name: 'Ms. Ananya Sharma', designation: 'PGT Physics', qualifications: 'M.Sc. (Physics), B.Ed.' };

describe('readDisclosure', () => {
  it('reads an empty object as an empty disclosure', () => {
    expect(read({})).toEqual({ figures: {}, validUntil: {}, results: { x: [], xii: [] }, teachers: [], updated: {} });
  });

  it('reads a whole disclosure as typed, the words trimmed', () => {
    expect(
      read({
        figures: { 'principal-name': '  Dr. Kavitha Rao ', pgt: '24', 'campus-area': '12140', internet: 'Yes' },
        validUntil: { 'fire-safety-certificate': '2027-01-31' },
        results: { x: [result(2025, 142, 141, ' 38 above 90 per cent ')], xii: [] },
        teachers: [teacher],
        updated: { pgt: '2026-03-09' },
      }),
    ).toEqual({
      figures: { 'principal-name': 'Dr. Kavitha Rao', pgt: '24', 'campus-area': '12140', internet: 'Yes' },
      validUntil: { 'fire-safety-certificate': '2027-01-31' },
      results: { x: [{ year: 2025, registered: 142, passed: 141, remarks: '38 above 90 per cent' }], xii: [] },
      teachers: [teacher],
      updated: { pgt: '2026-03-09' },
    });
  });

  it('refuses text that is not JSON, or not an object, saying to reload', () => {
    const notJson = readDisclosure('{"figures": {');
    expect(notJson).toEqual({ ok: false, problem: 'The disclosure could not be read. Reload the page and try again.' });
    expect(readDisclosure('').ok).toBe(false);
    expect(readDisclosure('null').ok).toBe(false);
    expect(readDisclosure('[]').ok).toBe(false);
    expect(readDisclosure('"figures"').ok).toBe(false);
  });
});

describe('figures', () => {
  it.each(['0', '7', '86', '999999'])('takes the count %j', (typed) => {
    expect(read({ figures: { 'total-teachers': typed } }).figures['total-teachers']).toBe(typed);
  });

  it.each(['12.5', '12a', 'twelve', '-3', '1,200', '1e3', '1234567'])('refuses the count %j', (typed) => {
    expect(problem({ figures: { 'total-teachers': typed } })).toBe(
      'Total number of teachers (all): enter a whole number.',
    );
    expect(problem({ figures: { classrooms: typed } })).toBe('Number of classrooms: enter a whole number.');
  });

  it.each(['12140', '12140.5', '12140.75', '0.5'])('takes the area %j', (typed) => {
    expect(read({ figures: { 'campus-area': typed } }).figures['campus-area']).toBe(typed);
  });

  it.each(['12140.555', '12,140', '12140 sq m', '-5', '.5', 'about 3 acres'])('refuses the area %j', (typed) => {
    expect(problem({ figures: { 'campus-area': typed } })).toBe(
      'Total campus area of the school (in square metres): enter the area in square metres, such as 12140.',
    );
  });

  it('takes Yes or No for the internet, and nothing else', () => {
    expect(read({ figures: { internet: 'Yes' } }).figures.internet).toBe('Yes');
    expect(read({ figures: { internet: 'No' } }).figures.internet).toBe('No');
    for (const typed of ['yes', 'Maybe', 'Y', 'true']) {
      expect(problem({ figures: { internet: typed } })).toBe('Internet facility: choose Yes or No.');
    }
  });

  it.each([
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtube.com/watch?v=aqz-KE-bpKQ',
    'https://m.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtu.be/aqz-KE-bpKQ',
    'https://www.youtube.com/shorts/aqz-KE-bpKQ',
    'https://www.youtube.com/embed/aqz-KE-bpKQ',
  ])('takes the YouTube address %s', (typed) => {
    expect(read({ figures: { 'inspection-video': typed } }).figures['inspection-video']).toBe(typed);
  });

  it.each([
    'http://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://vimeo.com/123456789',
    'https://www.youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    'https://evil.example/?https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'javascript:alert(1)',
    'www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://www.youtube.com/',
  ])('refuses %s, not a YouTube video’s address', (typed) => {
    expect(problem({ figures: { 'inspection-video': typed } })).toBe(
      'Video of the inspection of the school’s infrastructure: enter a YouTube address, such as https://www.youtube.com/watch?v=...',
    );
  });

  it('takes words for the text rows, up to the limit', () => {
    const words = 'x'.repeat(disclosureLimits.text);
    expect(read({ figures: { 'teacher-section-ratio': '1.5 : 1' } }).figures['teacher-section-ratio']).toBe('1.5 : 1');
    expect(read({ figures: { counsellor: words } }).figures.counsellor).toBe(words);
    expect(problem({ figures: { counsellor: `${words}x` } })).toBe(
      `Details of the counsellor and wellness teacher: keep it to ${disclosureLimits.text} characters.`,
    );
  });

  it('drops an emptied figure, as one never typed', () => {
    expect(read({ figures: { pgt: '', tgt: '   ', prt: '28', 'principal-name': ' ' } }).figures).toEqual({ prt: '28' });
  });

  it('drops a figure the page has no row for', () => {
    expect(read({ figures: { 'no-such-row': '5', pgt: '24' } }).figures).toEqual({ pgt: '24' });
  });
});

describe('the certificates’ dates', () => {
  it('takes a day for each certificate that runs out, and drops an emptied one', () => {
    expect(
      read({ validUntil: { 'fire-safety-certificate': ' 2027-01-31 ', 'affiliation-letter': '' } }).validUntil,
    ).toEqual({ 'fire-safety-certificate': '2027-01-31' });
  });

  it('refuses a date that is not a day, naming the certificate', () => {
    expect(problem({ validUntil: { 'fire-safety-certificate': '2026-02-30' } })).toBe(
      'Fire safety certificate: the date it is valid until must be a date.',
    );
    expect(problem({ validUntil: { 'fire-safety-certificate': '31/01/2027' } })).toBe(
      'Fire safety certificate: the date it is valid until must be a date.',
    );
  });

  it('refuses a key that is no certificate of the page, or a document that does not run out', () => {
    expect(problem({ validUntil: { 'no-such-certificate': '2027-01-31' } })).toBe(
      'There is no certificate “no-such-certificate”.',
    );
    expect(problem({ validUntil: { 'fee-structure': '2027-01-31' } })).toBe('There is no certificate “fee-structure”.');
  });
});

describe('the results tables', () => {
  it('lists the newest year first, however they were typed, reading numbers typed as text', () => {
    const results = read({
      results: {
        x: [result(2023, 131, 129), result('2025', '142', '141'), result(2024, 136, 136)],
        xii: [result(2024, 112, 112), result(2025, 118, 117)],
      },
    }).results;
    expect(results.x.map((row) => row.year)).toEqual([2025, 2024, 2023]);
    expect(results.x[0]).toEqual({ year: 2025, registered: 142, passed: 141, remarks: '' });
    expect(results.xii.map((row) => row.year)).toEqual([2025, 2024]);
  });

  it('refuses more passed than registered, naming the class and the year', () => {
    expect(problem({ results: { x: [result(2025, 140, 141)] } })).toBe(
      'Class X results, 2025: more students passed than were registered.',
    );
    expect(problem({ results: { xii: [result(2024, 100, 100), result(2023, 90, 95)] } })).toBe(
      'Class XII results, 2023: more students passed than were registered.',
    );
  });

  it('refuses a year that is there twice', () => {
    expect(problem({ results: { xii: [result(2024, 112, 112), result(2024, 118, 117)] } })).toBe(
      'Class XII results: 2024 is there twice.',
    );
  });

  it('refuses a year that is not one', () => {
    for (const year of ['', 'last year', 25, 2025.5]) {
      expect(problem({ results: { x: [result(year, 10, 9)] } })).toBe(
        'Class X results: enter each year, such as 2026.',
      );
    }
  });

  it('refuses a count with letters, a fraction or below 0', () => {
    expect(problem({ results: { x: [result(2025, '14a', 10)] } })).toMatch(/registered students as a whole number/);
    expect(problem({ results: { x: [result(2025, 140, 'ten')] } })).toMatch(/students passed as a whole number/);
    expect(problem({ results: { x: [result(2025, 140.5, 10)] } })).toMatch(/registered students as a whole number/);
    expect(problem({ results: { x: [result(2025, 140, -1)] } })).toMatch(
      /Class X results: enter the number of students passed as a whole number/,
    );
  });

  it('refuses an empty number of registered students, rather than reading it as 0', () => {
    expect(readDisclosure(JSON.stringify({ results: { x: [result(2025, '', 0)] } })).ok).toBe(false);
    expect(readDisclosure(JSON.stringify({ results: { x: [result(2025, '  ', 0)] } })).ok).toBe(false);
    expect(readDisclosure(JSON.stringify({ results: { x: [result(2025, 140, '')] } })).ok).toBe(false);
  });

  it('takes at most the limit of years', () => {
    const rows = (count: number) => Array.from({ length: count }, (_, index) => result(1990 + index, 10, 9));
    expect(read({ results: { x: rows(disclosureLimits.resultRows) } }).results.x).toHaveLength(
      disclosureLimits.resultRows,
    );
    expect(problem({ results: { x: rows(disclosureLimits.resultRows + 1) } })).toBe(
      `Class X results: at most ${disclosureLimits.resultRows} years.`,
    );
  });
});

describe('the list of teachers', () => {
  it('takes a teacher without qualifications, trimmed', () => {
    expect(read({ teachers: [{ name: ' Mr. Rahul Verma ', designation: 'PGT Chemistry' }] }).teachers).toEqual([
      { name: 'Mr. Rahul Verma', designation: 'PGT Chemistry', qualifications: '' },
    ]);
  });

  it('refuses a teacher without a name or a designation', () => {
    expect(problem({ teachers: [teacher, { ...teacher, name: '  ' }] })).toBe(
      'List of teachers: enter each teacher’s name.',
    );
    // A teacher sent without a name at all is refused too (the form always sends one, empty or not).
    expect(readDisclosure(JSON.stringify({ teachers: [{ designation: 'PGT' }] })).ok).toBe(false);
    expect(problem({ teachers: [{ ...teacher, designation: '' }] })).toBe(
      'List of teachers: enter each teacher’s designation.',
    );
  });

  it('refuses a name too long to show', () => {
    expect(problem({ teachers: [{ ...teacher, name: 'x'.repeat(121) }] })).toBe(
      'List of teachers: keep each name to 120 characters.',
    );
  });
});

describe('disclosureSchema', () => {
  it('reads a disclosure it has read before as the same disclosure', () => {
    const first = read({
      figures: { pgt: '24', 'campus-area': '12140.5' },
      validUntil: { 'affiliation-letter': '2029-03-31' },
      results: { x: [result(2024, 10, 9), result(2025, 12, 12)], xii: [] },
      teachers: [teacher],
      updated: { pgt: '2026-03-09' },
    });
    expect(disclosureSchema.parse(JSON.parse(JSON.stringify(first)))).toEqual(first);
  });
});
