/**
 * Places the demo data's relative dates (content/demo/relative-dates.ts) on
 * the calendar, counted from the day the seed runs. Days are local calendar
 * days written as `YYYY-MM-DD`; `new Date(y, m, d)` rolls over months and
 * years by itself, so no date library is needed.
 */
import type { RelativeDay } from '@school/content/demo/relative-dates';

export interface DemoCalendar {
  /** The day the seed runs. */
  today: string;
  /** The day a relative date names. */
  day(relative: RelativeDay): string;
  /** A moment `n` days before now, as a full ISO timestamp (for `created_at`). */
  timestampDaysAgo(n: number): string;
  /** The values of the years that the data's text names in braces. */
  years: {
    /** The academic year whose admissions are open, such as `2027-28` (from June on, the next one). */
    admissionYear: string;
    /** The academic year under way, such as `2026-27` (it starts in June). */
    currentAcademicYear: string;
    /** The calendar year in which the last completed academic year ended, in April. */
    leavingYear: string;
  };
}

const pad = (value: number): string => String(value).padStart(2, '0');

export function formatDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const academicYear = (start: number): string => `${start}-${pad((start + 1) % 100)}`;

export function demoCalendar(now: Date): DemoCalendar {
  const year = now.getFullYear();
  const month = now.getMonth();
  const date = now.getDate();
  const dayOfYear = Math.round((new Date(year, month, date).getTime() - new Date(year, 0, 1).getTime()) / 86_400_000);
  // Admissions for the next year open in November; from June the talk is already of next year.
  const academicStart = month >= 5 ? year : year - 1;
  // The academic year ends in April, so from May on the one that ended did so this year.
  const leavingYear = month >= 4 ? year : year - 1;
  const on = (y: number, m: number, d: number) => formatDay(new Date(y, m, d));
  return {
    today: formatDay(now),
    day(relative) {
      if ('daysAgo' in relative) return on(year, month, date - relative.daysAgo);
      if ('thisYear' in relative)
        return on(year, 0, 1 + Math.round(dayOfYear * Math.min(1, Math.max(0, relative.thisYear))));
      if ('lastYear' in relative) return on(year - 1, relative.lastYear[0] - 1, relative.lastYear[1]);
      if ('month' in relative) return on(year, month + relative.month[0], relative.month[1]);
      const [offset, m, d] = relative.leavingYear;
      return on(leavingYear + offset, m - 1, d);
    },
    timestampDaysAgo: (n) => new Date(now.getTime() - n * 86_400_000).toISOString(),
    years: {
      admissionYear: academicYear(academicStart + 1),
      currentAcademicYear: academicYear(academicStart),
      leavingYear: String(leavingYear),
    },
  };
}

/** `2026-08-15` as `15 August 2026`, the way the school writes dates in letters. */
export function longDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(year, month - 1, date),
  );
}
