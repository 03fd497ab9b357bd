/**
 * Dates as the spec shows them (en-GB, section 9). Stored dates are calendar
 * days, so they are formatted in UTC: the day never shifts with the server's
 * or the visitor's time zone, and the server and browser render the same text.
 */
import { monthLabels } from './list-filters';

const isoDay = /^(\d{4})-(\d{2})-(\d{2})/;

function utcDay(isoDate: string): Date | undefined {
  const match = isoDay.exec(isoDate);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls an impossible day over (2026-02-30 would become 2 March); such a value is not a date.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : undefined;
}

const formatters = {
  numeric: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }),
  day: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: '2-digit' }),
  longMonth: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long' }),
  year: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', year: 'numeric' }),
};

/**
 * The year and month (1 to 12) it is now at the school, whatever the server's
 * own time zone: a UTC server would otherwise open the events of the previous
 * month for the first hours of a month in India.
 */
export function schoolCalendarMonth(timeZone: string, now: Date = new Date()): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(now);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part('year'), month: part('month') };
}

/** `dd/mm/yyyy`, or undefined for a value that is not a date. */
export function formatDate(isoDate: string): string | undefined {
  const date = utcDay(isoDate);
  return date && formatters.numeric.format(date);
}

/** The parts a date badge shows: `05`, `March`, `Mar`, `2026`. */
export function dateParts(
  isoDate: string,
): { day: string; month: string; shortMonth: string; year: string } | undefined {
  const date = utcDay(isoDate);
  if (!date) return undefined;
  return {
    day: formatters.day.format(date),
    month: formatters.longMonth.format(date),
    // The spec's labels (Jan to Dec), not Intl's: newer ICU data writes September 'Sept' in en-GB, and the
    // server and the browser may carry different ICU versions, which would break hydration.
    shortMonth: monthLabels[date.getUTCMonth()]!,
    year: formatters.year.format(date),
  };
}
