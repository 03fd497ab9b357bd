/**
 * The filters of the list pages (spec sections 4 and 9): year and month taken
 * from the item's ISO date, a title search, and each page's default year.
 * Dates are read from their `YYYY-MM-DD` text, so no time zone can move an
 * item into the next day or month.
 */
import { monthNames } from './date-format';

/** Month labels Jan through Dec; a month filter is its number, 1 to 12. */
export const monthLabels = monthNames.map((name) => name.slice(0, 3));

export interface ListFilters {
  /** A four-digit year, or undefined for every year. */
  year?: number;
  /** 1 to 12, or undefined for every month. */
  month?: number;
  /** Case-insensitive text that the title must contain. */
  query?: string;
}

export function yearOf(isoDate: string): number {
  return Number(isoDate.slice(0, 4));
}

export function monthOf(isoDate: string): number {
  return Number(isoDate.slice(5, 7));
}

/** The distinct years of the dates, newest first, with `including` added: a page's default year is always offered. */
export function yearsNewestFirst(isoDates: readonly string[], including?: number): number[] {
  const years = isoDates.map(yearOf);
  if (including !== undefined) years.push(including);
  return [...new Set(years)].sort((a, b) => b - a);
}

/** The items that match every filter that is set. */
export function filterByDateAndTitle<Item extends { title: string }>(
  items: readonly Item[],
  dateOf: (item: Item) => string,
  { year, month, query }: ListFilters,
): Item[] {
  const needle = query?.trim().toLocaleLowerCase('en-GB') ?? '';
  return items.filter(
    (item) =>
      (year === undefined || yearOf(dateOf(item)) === year) &&
      (month === undefined || monthOf(dateOf(item)) === month) &&
      (needle === '' || item.title.toLocaleLowerCase('en-GB').includes(needle)),
  );
}

/** News opens on the current year, or on the previous year when the current one has no news yet. */
export function newsDefaultYear(isoDates: readonly string[], currentYear: number): number {
  return isoDates.some((date) => yearOf(date) === currentYear) ? currentYear : currentYear - 1;
}

/** Magazines and the photo gallery open on the newest year that has items, or the current year when none has. */
export function newestYear(isoDates: readonly string[], currentYear: number): number {
  return yearsNewestFirst(isoDates)[0] ?? currentYear;
}

/** Newest first by an ISO date or timestamp; items with the same date keep their order. */
export function newestFirst<Item>(items: readonly Item[], dateOf: (item: Item) => string): Item[] {
  return [...items].sort((a, b) => (dateOf(a) < dateOf(b) ? 1 : dateOf(a) > dateOf(b) ? -1 : 0));
}

/** How many events the Upcoming Events page lists under Coming up, above its filters. */
export const comingUpCount = 3;

/** The first `count` items dated today (`todayIso`) or later, soonest first: what is coming up, whatever its month. */
export function soonestFrom<Item>(
  items: readonly Item[],
  dateOf: (item: Item) => string,
  todayIso: string,
  count: number,
): Item[] {
  return items
    .filter((item) => dateOf(item).slice(0, 10) >= todayIso)
    .sort((a, b) => (dateOf(a) < dateOf(b) ? -1 : dateOf(a) > dateOf(b) ? 1 : 0))
    .slice(0, count);
}
