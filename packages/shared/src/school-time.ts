/**
 * Staff type dates and times as the school's clock shows them (`Asia/Kolkata`
 * for the demo school), whatever the server's or the phone's own time zone.
 * Stored instants are UTC ISO strings.
 */
import { TZDate } from '@date-fns/tz';

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A `datetime-local` value (`2026-11-24T09:30`) at the school, as a UTC ISO instant; undefined if malformed. */
export function schoolTimeToInstant(local: string, timeZone: string): string | undefined {
  const match = localPattern.exec(local);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new TZDate(year, month - 1, day, hour, minute, timeZone);
  // TZDate rolls impossible values over (31 February); such a value is not a time.
  if (date.getDate() !== day || date.getMonth() !== month - 1 || date.getHours() !== hour) return undefined;
  return new Date(date.getTime()).toISOString();
}

/** A stored instant as the `datetime-local` value the school's clock shows. */
export function instantToSchoolTime(instant: string, timeZone: string): string {
  const date = new TZDate(Date.parse(instant), timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A calendar day at the school: what "today" means for the lists that open on the current year and month. */
export interface SchoolDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** `2026-11-28`, comparable with stored dates. */
  iso: string;
  /** Epoch milliseconds when the next day starts at the school: a page that showed this day is stale from then. */
  endsAt: number;
}

/**
 * The day it is at the school, whatever the server's own time zone: a UTC server would otherwise open the
 * events of the previous month for the first hours of a month in India.
 */
export function schoolDay(timeZone: string, now: number = Date.now()): SchoolDay {
  const date = new TZDate(now, timeZone);
  const [year, month, day] = [date.getFullYear(), date.getMonth() + 1, date.getDate()];
  const pad = (value: number) => String(value).padStart(2, '0');
  // TZDate rolls the 32nd over into the next month, and finds midnight across a change of clocks.
  const endsAt = new TZDate(year, month - 1, day + 1, 0, 0, timeZone).getTime();
  return { year, month, day, iso: `${year}-${pad(month)}-${pad(day)}`, endsAt };
}

const readable = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' });

/** `24 Nov 2026, 09:30`, at the school. */
export function formatSchoolTime(instant: string, timeZone: string): string {
  return readable(timeZone).format(new Date(instant));
}
