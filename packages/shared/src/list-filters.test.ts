/**
 * The list filters and default years of spec sections 4 and 9: year and month
 * read from the ISO date text, a case-insensitive search of the title only,
 * years newest first, and each page's default year.
 */
import { describe, expect, it } from 'vitest';
import {
  filterByDateAndTitle,
  monthLabels,
  monthOf,
  newestFirst,
  soonestFrom,
  newestYear,
  newsDefaultYear,
  yearOf,
  yearsNewestFirst,
} from './list-filters';

interface Item {
  id: string;
  title: string;
  description: string;
  date: string;
}

const items: Item[] = [
  { id: 'a', title: 'Annual Sports Day', description: 'Track events', date: '2026-03-05' },
  { id: 'b', title: 'Science Fair', description: 'Sports science projects', date: '2026-01-01' },
  { id: 'c', title: 'Republic Day', description: 'Flag hoisting', date: '2025-01-26' },
  { id: 'd', title: 'SPORTS coaching camp', description: 'Summer camp', date: '2025-05-10T09:00:00.000Z' },
  { id: 'e', title: 'New Year assembly', description: 'Assembly', date: '2025-12-31T23:30:00.000Z' },
];

const ids = (list: Item[]) => list.map((item) => item.id);
const dateOf = (item: Item) => item.date;

describe('monthLabels', () => {
  it('are Jan through Dec', () => {
    expect(monthLabels).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });
});

describe('yearOf and monthOf', () => {
  it('read the year and month from the date text, whatever the time of day', () => {
    expect(yearOf('2026-03-05')).toBe(2026);
    expect(monthOf('2026-03-05')).toBe(3);
    expect(yearOf('2025-12-31T23:30:00.000Z')).toBe(2025);
    expect(monthOf('2025-12-31T23:30:00.000Z')).toBe(12);
    expect(monthOf('2026-01-01T00:00:00+05:30')).toBe(1);
  });
});

describe('filterByDateAndTitle', () => {
  it('keeps everything when no filter is set', () => {
    expect(ids(filterByDateAndTitle(items, dateOf, {}))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(filterByDateAndTitle(items, dateOf, { query: '' }))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(filterByDateAndTitle(items, dateOf, { query: '   ' }))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('filters by year', () => {
    expect(ids(filterByDateAndTitle(items, dateOf, { year: 2026 }))).toEqual(['a', 'b']);
    expect(ids(filterByDateAndTitle(items, dateOf, { year: 2025 }))).toEqual(['c', 'd', 'e']);
    expect(filterByDateAndTitle(items, dateOf, { year: 2020 })).toEqual([]);
  });

  it('filters by month across years', () => {
    expect(ids(filterByDateAndTitle(items, dateOf, { month: 1 }))).toEqual(['b', 'c']);
    expect(ids(filterByDateAndTitle(items, dateOf, { month: 12 }))).toEqual(['e']);
  });

  it('filters by year and month together', () => {
    expect(ids(filterByDateAndTitle(items, dateOf, { year: 2026, month: 1 }))).toEqual(['b']);
    expect(filterByDateAndTitle(items, dateOf, { year: 2026, month: 5 })).toEqual([]);
  });

  it('searches the title ignoring case and surrounding spaces', () => {
    expect(ids(filterByDateAndTitle(items, dateOf, { query: 'sports' }))).toEqual(['a', 'd']);
    expect(ids(filterByDateAndTitle(items, dateOf, { query: '  SpOrTs ' }))).toEqual(['a', 'd']);
    expect(ids(filterByDateAndTitle(items, dateOf, { query: 'day' }))).toEqual(['a', 'c']);
  });

  it('searches the title only, never the description', () => {
    expect(filterByDateAndTitle(items, dateOf, { query: 'track' })).toEqual([]);
    expect(ids(filterByDateAndTitle(items, dateOf, { query: 'science' }))).toEqual(['b']);
  });

  it('treats the search as plain text, not a pattern', () => {
    const odd = [{ id: 'x', title: 'Class (XI) results.*', date: '2026-04-01' }];
    expect(filterByDateAndTitle(odd, (item) => item.date, { query: '(xi) results.*' })).toHaveLength(1);
    expect(filterByDateAndTitle(odd, (item) => item.date, { query: '.*' })).toHaveLength(1);
    expect(filterByDateAndTitle(odd, (item) => item.date, { query: 'x.*' })).toHaveLength(0);
  });

  it('combines every filter that is set', () => {
    expect(ids(filterByDateAndTitle(items, dateOf, { year: 2025, month: 5, query: 'camp' }))).toEqual(['d']);
    expect(filterByDateAndTitle(items, dateOf, { year: 2026, query: 'camp' })).toEqual([]);
  });

  it('keeps the order of the list and leaves it unchanged', () => {
    const copy = [...items];
    expect(ids(filterByDateAndTitle(items, dateOf, { query: 'a' }))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(items).toEqual(copy);
  });
});

describe('yearsNewestFirst', () => {
  it('gives each year once, newest first', () => {
    expect(yearsNewestFirst(['2024-05-01', '2026-01-01', '2025-03-03', '2026-12-31', '2024-01-01'])).toEqual([
      2026, 2025, 2024,
    ]);
  });

  it('gives no years for no dates', () => {
    expect(yearsNewestFirst([])).toEqual([]);
  });
});

describe('newsDefaultYear', () => {
  const today = 2026;

  it('is the current year when it has news', () => {
    expect(newsDefaultYear(['2025-12-01', '2026-01-05'], today)).toBe(2026);
  });

  it('is the previous year when the current year has no news yet', () => {
    expect(newsDefaultYear(['2025-12-01', '2024-06-01'], today)).toBe(2025);
  });

  it('is the previous year when there is no news at all', () => {
    expect(newsDefaultYear([], today)).toBe(2025);
  });

  it('is the previous year even when only older news exists', () => {
    expect(newsDefaultYear(['2022-06-01'], today)).toBe(2025);
  });
});

describe('newestYear', () => {
  const today = 2026;

  it('is the newest year that has items', () => {
    expect(newestYear(['2024-09-01', '2025-03-01', '2024-01-01'], today)).toBe(2025);
  });

  it('is the current year when nothing has a date', () => {
    expect(newestYear([], today)).toBe(2026);
  });
});

describe('newestFirst', () => {
  it('sorts by date, newest first, keeping the order of equal dates, without changing the list', () => {
    const list = [
      { id: 'old', date: '2024-01-01' },
      { id: 'same-1', date: '2025-06-01' },
      { id: 'new', date: '2026-02-01T08:00:00.000Z' },
      { id: 'same-2', date: '2025-06-01' },
    ];
    const copy = [...list];
    expect(newestFirst(list, (item) => item.date).map((item) => item.id)).toEqual(['new', 'same-1', 'same-2', 'old']);
    expect(list).toEqual(copy);
  });
});

describe('yearsNewestFirst with a default year', () => {
  it('adds the default year once, in its place', () => {
    expect(yearsNewestFirst(['2024-03-01', '2026-01-01'], 2025)).toEqual([2026, 2025, 2024]);
    expect(yearsNewestFirst(['2025-03-01'], 2025)).toEqual([2025]);
    expect(yearsNewestFirst([], 2026)).toEqual([2026]);
  });
});

describe('soonestFrom', () => {
  const events = [
    { id: 'over', date: '2026-11-20' },
    { id: 'jan', date: '2027-01-09' },
    { id: 'today', date: '2026-11-28T00:00:00.000Z' },
    { id: 'dec-20', date: '2026-12-20' },
    { id: 'dec-6', date: '2026-12-06' },
  ];

  it('lists what is dated today or later, soonest first, whatever its month, up to the count', () => {
    const next = soonestFrom(events, (item) => item.date, '2026-11-28', 3);
    expect(next.map((item) => item.id)).toEqual(['today', 'dec-6', 'dec-20']);
  });

  it('is empty when everything is over, and shorter when fewer are ahead', () => {
    expect(soonestFrom(events, (item) => item.date, '2027-02-01', 3)).toEqual([]);
    expect(soonestFrom(events, (item) => item.date, '2026-12-21', 3).map((item) => item.id)).toEqual(['jan']);
  });
});
