/**
 * Calendar arithmetic relative to the day the seed runs, so that the site's
 * default filters (this year, this month) always find demo items. Days are
 * local calendar days written as `YYYY-MM-DD`; `new Date(y, m, d)` rolls
 * over months and years by itself, so no date library is needed.
 */
export interface DemoCalendar {
  /** The day the seed runs. */
  today: string;
  year: number;
  /** `n` days before today. */
  daysAgo(n: number): string;
  /** A day of this year up to today: 0 is 1 January, 1 is today. */
  thisYear(fraction: number): string;
  /** A fixed day of last year (month 1-12). */
  lastYear(month: number, day: number): string;
  /** A day of the month `offset` months from this one (0 this month, -1 last month). */
  month(offset: number, day: number): string;
  /** A moment `n` days before now, as a full ISO timestamp (for `created_at`). */
  timestampDaysAgo(n: number): string;
  /** The academic year whose admissions are open, such as `2027-28` (from June on, the next one). */
  admissionYear: string;
  /** The academic year under way, such as `2026-27` (it starts in June). */
  currentAcademicYear: string;
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
  return {
    today: formatDay(now),
    year,
    daysAgo: (n) => formatDay(new Date(year, month, date - n)),
    thisYear: (fraction) =>
      formatDay(new Date(year, 0, 1 + Math.round(dayOfYear * Math.min(1, Math.max(0, fraction))))),
    lastYear: (m, d) => formatDay(new Date(year - 1, m - 1, d)),
    month: (offset, d) => formatDay(new Date(year, month + offset, d)),
    timestampDaysAgo: (n) => new Date(now.getTime() - n * 86_400_000).toISOString(),
    admissionYear: academicYear(academicStart + 1),
    currentAcademicYear: academicYear(academicStart),
  };
}

/** `2026-08-15` as `15 August 2026`, the way the school writes dates in letters. */
export function longDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(year, month - 1, date),
  );
}
