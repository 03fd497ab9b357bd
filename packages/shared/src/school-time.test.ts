/**
 * Staff type times as the school's clock shows them; instants are stored in
 * UTC. Round trips, impossible dates and times, and the way back.
 */
import { describe, expect, it } from 'vitest';
import { formatSchoolTime, instantToSchoolTime, schoolDay, schoolTimeToInstant } from './school-time';

const kolkata = 'Asia/Kolkata';

describe('schoolTimeToInstant', () => {
  it.each([
    ['2026-11-24T09:30', '2026-11-24T04:00:00.000Z'],
    ['2026-11-24T00:00', '2026-11-23T18:30:00.000Z'],
    ['2026-11-24T05:29', '2026-11-23T23:59:00.000Z'],
    ['2026-12-31T23:59', '2026-12-31T18:29:00.000Z'],
    ['2028-02-29T12:00', '2028-02-29T06:30:00.000Z'],
  ])('%s at the school is %s', (local, instant) => {
    expect(schoolTimeToInstant(local, kolkata)).toBe(instant);
  });

  it('reads the same clock time differently in another time zone, summer time included', () => {
    expect(schoolTimeToInstant('2026-11-24T09:30', 'UTC')).toBe('2026-11-24T09:30:00.000Z');
    expect(schoolTimeToInstant('2026-01-15T09:30', 'Europe/London')).toBe('2026-01-15T09:30:00.000Z');
    expect(schoolTimeToInstant('2026-07-15T09:30', 'Europe/London')).toBe('2026-07-15T08:30:00.000Z');
  });

  it.each([
    ['2026-02-31T10:00'],
    ['2026-02-29T10:00'],
    ['2026-04-31T10:00'],
    ['2026-13-01T10:00'],
    ['2026-00-01T10:00'],
    ['2026-01-00T10:00'],
    ['2026-11-24T24:00'],
    ['2026-11-24T23:60'],
    ['2026-11-24T09:99'],
  ])('refuses the impossible %s', (local) => {
    expect(schoolTimeToInstant(local, kolkata)).toBeUndefined();
  });

  it.each([
    [''],
    ['2026-11-24'],
    ['2026-11-24 09:30'],
    ['2026-11-24T9:30'],
    ['2026-11-24T09:30:00'],
    ['2026-11-24T09:30Z'],
    ['2026-11-24T04:00:00.000Z'],
    [' 2026-11-24T09:30'],
    ['24/11/2026 09:30'],
    ['next Tuesday'],
  ])('refuses the malformed %j', (local) => {
    expect(schoolTimeToInstant(local, kolkata)).toBeUndefined();
  });

  it('refuses a clock time that a summer-time change skips', () => {
    // Clocks in London go from 01:00 to 02:00 on 29 March 2026.
    expect(schoolTimeToInstant('2026-03-29T01:30', 'Europe/London')).toBeUndefined();
    expect(schoolTimeToInstant('2026-03-29T02:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
  });
});

describe('instantToSchoolTime', () => {
  it.each([
    ['2026-11-24T04:00:00.000Z', '2026-11-24T09:30'],
    ['2026-11-23T18:30:00.000Z', '2026-11-24T00:00'],
    ['2026-11-24T20:00:00.000Z', '2026-11-25T01:30'],
    ['2026-12-31T18:30:00.000Z', '2027-01-01T00:00'],
    ['2026-11-24T04:00:59.999Z', '2026-11-24T09:30'],
  ])('%s shows as %s on the school clock', (instant, local) => {
    expect(instantToSchoolTime(instant, kolkata)).toBe(local);
  });

  it('round-trips every minute-exact time of a day', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 17) {
      const local = `2026-11-24T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const instant = schoolTimeToInstant(local, kolkata);
      expect(instant).toBeDefined();
      expect(instantToSchoolTime(instant!, kolkata)).toBe(local);
    }
  });

  it('round-trips stored instants back to the same instant', () => {
    for (const instant of ['2026-01-01T00:00:00.000Z', '2026-06-30T12:45:00.000Z', '2027-03-01T23:59:00.000Z']) {
      expect(schoolTimeToInstant(instantToSchoolTime(instant, kolkata), kolkata)).toBe(instant);
    }
  });
});

describe('formatSchoolTime', () => {
  it('shows an instant as the school clock reads it', () => {
    expect(formatSchoolTime('2026-11-24T04:00:00.000Z', kolkata)).toBe('24 Nov 2026, 09:30');
    expect(formatSchoolTime('2026-11-24T20:00:00.000Z', kolkata)).toBe('25 Nov 2026, 01:30');
  });
});

describe('schoolDay', () => {
  it("is the school's own day, not the server's", () => {
    // 20:00 UTC on 31 December is already 1 January in India.
    const newYearsEveUtc = Date.UTC(2025, 11, 31, 20, 0);
    expect(schoolDay(kolkata, newYearsEveUtc)).toMatchObject({ year: 2026, month: 1, day: 1, iso: '2026-01-01' });
    expect(schoolDay('UTC', newYearsEveUtc)).toMatchObject({ year: 2025, month: 12, day: 31, iso: '2025-12-31' });
  });

  it('ends at the next midnight at the school, across a month and a year', () => {
    // Midnight in India is 18:30 UTC the day before.
    expect(schoolDay(kolkata, Date.parse('2026-11-30T10:00:00Z')).endsAt).toBe(Date.parse('2026-11-30T18:30:00Z'));
    expect(schoolDay(kolkata, Date.parse('2026-12-31T18:29:59Z')).endsAt).toBe(Date.parse('2026-12-31T18:30:00Z'));
    expect(schoolDay(kolkata, Date.parse('2026-12-31T18:30:00Z'))).toMatchObject({ iso: '2027-01-01' });
  });

  it('ends at the next midnight where the clocks change, which is not 24 hours away', () => {
    // London goes to summer time at 01:00 UTC on 29 March 2026: that day has 23 hours.
    const day = schoolDay('Europe/London', Date.parse('2026-03-29T12:00:00Z'));
    expect(day.endsAt).toBe(Date.parse('2026-03-29T23:00:00Z'));
  });
});
