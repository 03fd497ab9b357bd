import { describe, expect, it } from 'vitest';
import { eventTimes } from './event-times';

const kolkata = 'Asia/Kolkata';
const iso = (times: ReturnType<typeof eventTimes>) =>
  times && { start: times.start.toISOString(), end: times.end?.toISOString() };

describe('when an event runs, on the school’s clock', () => {
  it.each([
    ['10:00 AM to 1:00 PM', '2026-12-04T04:30:00.000Z', '2026-12-04T07:30:00.000Z'],
    ['8:30 am - 12:30 pm', '2026-12-04T03:00:00.000Z', '2026-12-04T07:00:00.000Z'],
    ['9:30 a.m. – 12 noon', '2026-12-04T04:00:00.000Z', '2026-12-04T06:30:00.000Z'],
    ['10 to 1 PM', '2026-12-04T04:30:00.000Z', '2026-12-04T07:30:00.000Z'],
    ['2 to 4 PM', '2026-12-04T08:30:00.000Z', '2026-12-04T10:30:00.000Z'],
    ['14:00 to 16:30', '2026-12-04T08:30:00.000Z', '2026-12-04T11:00:00.000Z'],
    ['12:15 PM', '2026-12-04T06:45:00.000Z', undefined],
    ['12:00 AM to 1:00 AM', '2026-12-03T18:30:00.000Z', '2026-12-03T19:30:00.000Z'],
  ])('reads “%s”', (time, start, end) => {
    expect(iso(eventTimes('2026-12-04', time, kolkata))).toEqual({ start, end });
  });

  it('takes the day from a stored date with its time of day', () => {
    expect(iso(eventTimes('2026-12-04T00:00:00.000Z', '10:00 AM', kolkata))?.start).toBe('2026-12-04T04:30:00.000Z');
  });

  it.each(['', 'All day', 'After school', '25:00', '13 PM', '10:75 AM', '3 PM to 1 PM', '10 AM to', '1 noon'])(
    'leaves “%s” a whole day',
    (time) => {
      expect(eventTimes('2026-12-04', time, kolkata)).toBeUndefined();
    },
  );

  it('reads nothing of a day that is not one', () => {
    expect(eventTimes('soon', '10:00 AM', kolkata)).toBeUndefined();
  });
});
