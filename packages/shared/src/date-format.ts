/**
 * Dates as the spec shows them (en-GB, section 9). Stored dates are calendar
 * days, so they are formatted in UTC: the day never shifts with the server's
 * or the visitor's time zone, and the server and browser render the same text.
 */

const isoDay = /^(\d{4})-(\d{2})-(\d{2})/;

/** A stored date's calendar day, as midnight UTC; undefined for a value that is not a date. */
export function utcDay(isoDate: string): Date | undefined {
  const match = isoDay.exec(isoDate);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls an impossible day over (2026-02-30 would become 2 March); such a value is not a date.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : undefined;
}

/** The months as the spec writes them (en-GB), January first; a date badge shows the whole name. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

// Written out rather than asked of Intl: the spec fixes these forms, and a phone's first Intl.DateTimeFormat loads
// its ICU locale data, one long task as the page's scripts start (docs/performance.md, eleventh slice). It also
// keeps the server's and the browser's text the same whatever ICU each carries, as hydration needs.
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `dd/mm/yyyy`, or undefined for a value that is not a date. */
export function formatDate(isoDate: string): string | undefined {
  const date = utcDay(isoDate);
  return date && `${twoDigits(date.getUTCDate())}/${twoDigits(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** The parts a date badge shows: `05`, `March`, `Mar`, `2026`. */
export function dateParts(
  isoDate: string,
): { day: string; month: string; shortMonth: string; year: string } | undefined {
  const date = utcDay(isoDate);
  if (!date) return undefined;
  const month = monthNames[date.getUTCMonth()]!;
  return {
    day: twoDigits(date.getUTCDate()),
    month,
    // The spec's labels (Jan to Dec): newer ICU data writes September 'Sept' in en-GB.
    shortMonth: month.slice(0, 3),
    year: String(date.getUTCFullYear()),
  };
}
