/**
 * Dates as the spec shows them (section 9): en-GB dd/mm/yyyy, and the day,
 * month and year parts of a date badge. Stored dates are calendar days, so no
 * time zone may move them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateParts, formatDate } from './date-format';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('formatDate', () => {
  it.each([
    ['2026-03-05', '05/03/2026'],
    ['2026-01-01', '01/01/2026'],
    ['2025-12-31', '31/12/2025'],
    ['2024-02-29', '29/02/2024'],
    ['2026-11-08T00:00:00.000Z', '08/11/2026'],
    ['2026-11-08T23:30:00.000Z', '08/11/2026'],
    ['2026-11-08T00:30:00+05:30', '08/11/2026'],
  ])('shows %s as %s', (iso, shown) => {
    expect(formatDate(iso)).toBe(shown);
  });

  it.each([
    ['Pacific/Kiritimati', 1],
    ['America/Los_Angeles', 31],
    ['Asia/Kolkata', 1],
    ['UTC', 1],
  ])('keeps the calendar day when the time zone is %s', (timeZone, localDay) => {
    vi.stubEnv('TZ', timeZone);
    // The zone is in effect: midnight UTC on 1 January falls on this local day.
    expect(new Date(Date.UTC(2026, 0, 1)).getDate()).toBe(localDay);
    expect(formatDate('2026-01-01')).toBe('01/01/2026');
    expect(formatDate('2025-12-31')).toBe('31/12/2025');
    expect(dateParts('2026-01-01')).toMatchObject({ day: '01', month: 'January', year: '2026' });
  });

  it.each([
    ['an empty string', ''],
    ['text', 'soon'],
    ['a day-first date', '05/03/2026'],
    ['a date without its day', '2026-03'],
    ['month 13', '2026-13-01'],
    ['month 00', '2026-00-10'],
    ['day 32', '2026-01-32'],
    ['day 00', '2026-01-00'],
    ['31 April', '2026-04-31'],
    ['29 February of a common year', '2025-02-29'],
  ])('gives undefined for %s', (_case, value) => {
    expect(formatDate(value)).toBeUndefined();
  });
});

describe('dateParts', () => {
  it('gives the two-digit day, long and short month and year', () => {
    expect(dateParts('2026-03-05')).toEqual({ day: '05', month: 'March', shortMonth: 'Mar', year: '2026' });
  });

  it.each([
    ['2025-09-01', { day: '01', month: 'September', shortMonth: 'Sep', year: '2025' }],
    ['2024-12-25', { day: '25', month: 'December', shortMonth: 'Dec', year: '2024' }],
    ['2026-06-30', { day: '30', month: 'June', shortMonth: 'Jun', year: '2026' }],
  ])('reads %s', (iso, parts) => {
    expect(dateParts(iso)).toEqual(parts);
  });

  it('names every month and writes every day as en-GB does, without asking Intl at run time', () => {
    const longMonth = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long' });
    const numeric = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    for (
      let day = new Date(Date.UTC(2024, 0, 1));
      day.getUTCFullYear() === 2024;
      day.setUTCDate(day.getUTCDate() + 1)
    ) {
      const iso = day.toISOString().slice(0, 10);
      expect(dateParts(iso)?.month).toBe(longMonth.format(day));
      expect(formatDate(iso)).toBe(numeric.format(day));
    }
  });

  it('gives undefined for a value that is not a date', () => {
    expect(dateParts('')).toBeUndefined();
    expect(dateParts('not a date')).toBeUndefined();
    expect(dateParts('2026-02-30')).toBeUndefined();
  });
});
