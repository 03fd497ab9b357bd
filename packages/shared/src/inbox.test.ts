/**
 * The inbox's pure rules: the OWASP formula escaping of every part of an export cell, the
 * export's days as instants at the school, and the checks of its forms.
 */
import { describe, expect, it } from 'vitest';
import {
  escapeFormulas,
  exportRangeSchema,
  handledSchema,
  inboxWords,
  notificationEmail,
  schoolDayRange,
  unreadCountText,
} from './inbox';
import { fieldErrors as fieldErrorsOf } from './forms';

describe('escapeFormulas', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+91 98765 43210', "'+91 98765 43210"],
    ['-2+3', "'-2+3"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\tTabbed', "'\tTabbed"],
    ['\rReturned', "'\rReturned"],
    ['=HYPERLINK("http://evil.example","click")', '\'=HYPERLINK("http://evil.example","click")'],
    // Full-width forms, which some spreadsheets read as the ASCII ones.
    ['＝SUM(1)', "'＝SUM(1)"],
    ['＋91', "'＋91"],
    ['－1', "'－1"],
    ['＠SUM(1)', "'＠SUM(1)"],
  ])('puts a quote before %j', (cell, escaped) => {
    expect(escapeFormulas(cell)).toBe(escaped);
  });

  it.each([
    // A spreadsheet set to semicolons reads the middle part as a cell of its own.
    ['Please call;=2+5;thanks', "Please call;'=2+5;thanks"],
    ['Fees,=1+1', "Fees,'=1+1"],
    ['Tabbed\t@SUM(1)', "Tabbed\t'@SUM(1)"],
    ['Line one\n-2+3', "Line one\n'-2+3"],
    ['Line one\r\n+1', "Line one\r\n'+1"],
    ['Line one\r=1', "Line one\r'=1"],
    ['a;＝1', "a;'＝1"],
    // Quotes a reader may take for an empty quoted cell before the formula.
    ['a;"=1+1;', 'a;\'"=1+1;'],
    ['""=1', '\'""=1'],
    // A tab both ends a part and would start a formula: both places are escaped.
    ['a;\t=1', "a;'\t'=1"],
    ['=1;=2,=3', "'=1;'=2,'=3"],
  ])('escapes each part of %j that a separator or line break starts', (cell, escaped) => {
    expect(escapeFormulas(cell)).toBe(escaped);
  });

  it.each([
    ['Asha Rao'],
    [''],
    ['9876543210'],
    ['2026-11-24 09:30'],
    [' =not first'],
    ['Thanks, - Asha'],
    ['a=b+c-d@e'],
    ["'already quoted"],
    ['\nstarts with a line break'],
    ['Line one\nline two; three, four'],
    ['ಧನ್ಯವಾದಗಳು'],
  ])('leaves %j exactly as it is', (cell) => {
    expect(escapeFormulas(cell)).toBe(cell);
  });

  it('adds one quote per part only, keeping the rest of the cell whole', () => {
    const cell = '=1+2\nsecond line, "quoted"; -3';
    expect(escapeFormulas(cell)).toBe(`'${cell}`);
    expect(escapeFormulas(escapeFormulas(cell))).toBe(`'${cell}`);
    const parts = 'Call;=2+5\n@home';
    expect(escapeFormulas(escapeFormulas(parts))).toBe("Call;'=2+5\n'@home");
  });
});

describe('schoolDayRange', () => {
  it('covers From and To whole at the school, the day after To excluded', () => {
    expect(schoolDayRange('2026-11-24', '2026-11-24', 'Asia/Kolkata')).toEqual({
      start: '2026-11-23T18:30:00.000Z',
      end: '2026-11-24T18:30:00.000Z',
    });
    expect(schoolDayRange('2026-12-31', '2027-01-01', 'Asia/Kolkata')).toEqual({
      start: '2026-12-30T18:30:00.000Z',
      end: '2027-01-01T18:30:00.000Z',
    });
    expect(schoolDayRange('2028-02-28', '2028-02-29', 'UTC')).toEqual({
      start: '2028-02-28T00:00:00.000Z',
      end: '2028-03-01T00:00:00.000Z',
    });
  });

  it('follows a change of the clocks: a spring day has 23 hours', () => {
    const { start, end } = schoolDayRange('2026-03-29', '2026-03-29', 'Europe/London');
    expect(start).toBe('2026-03-29T00:00:00.000Z');
    expect(end).toBe('2026-03-29T23:00:00.000Z');
  });
});

describe('the export range', () => {
  it('takes two real days, From on or before To', () => {
    expect(exportRangeSchema.parse({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(exportRangeSchema.safeParse({ from: '2026-11-24', to: '2026-11-24' }).success).toBe(true);
  });

  it.each([
    [{ from: '', to: '2026-11-30' }, { from: inboxWords.fromInvalid }],
    [{ from: '2026-11-01', to: '' }, { to: inboxWords.toInvalid }],
    [{ from: '2026-02-30', to: '2026-03-01' }, { from: inboxWords.fromInvalid }],
    [{ from: '24/11/2026', to: '2026-11-30' }, { from: inboxWords.fromInvalid }],
    [{ from: '2026-11-01', to: 'tomorrow' }, { to: inboxWords.toInvalid }],
    [{}, { from: inboxWords.fromInvalid, to: inboxWords.toInvalid }],
    [{ from: '2026-12-01', to: '2026-11-30' }, { to: inboxWords.fromAfterTo }],
  ])('refuses %j', (form, errors) => {
    expect(fieldErrorsOf(exportRangeSchema, form)).toEqual(errors);
  });
});

describe('the note of Mark as handled', () => {
  it('is required, trimmed, and at most 500 characters', () => {
    expect(handledSchema.parse({ note: '  Called back  ' })).toEqual({ note: 'Called back' });
    expect(handledSchema.safeParse({ note: 'x'.repeat(500) }).success).toBe(true);
    expect(fieldErrorsOf(handledSchema, { note: 'x'.repeat(501) })).toEqual({ note: inboxWords.noteTooLong });
    expect(fieldErrorsOf(handledSchema, { note: '   ' })).toEqual({ note: inboxWords.noteEmpty });
    expect(fieldErrorsOf(handledSchema, {})).toEqual({ note: inboxWords.noteEmpty });
  });
});

describe('the words', () => {
  it('count unread messages in a sentence', () => {
    expect(unreadCountText(0)).toBe('No unread messages.');
    expect(unreadCountText(1)).toBe('1 unread message.');
    expect(unreadCountText(12)).toBe('12 unread messages.');
  });

  it('write the notification e-mail with the name on one line of the subject', () => {
    const email = notificationEmail(
      { name: 'Asha\nRao', email: 'asha@example.org', phone: '9876543210', profession: 'Parent', message: 'Hello' },
      { schoolName: 'Test School', receivedAt: '24 Nov 2026, 09:30', link: 'https://school.example/admin/inbox/m1' },
    );
    expect(email.subject).toBe('Contact form: a message from Asha Rao (Parent)');
    expect(email.text).toContain('Email: asha@example.org');
    expect(email.text).toContain('\n\nHello\n\n');
    expect(email.text).toContain('https://school.example/admin/inbox/m1');
  });
});
