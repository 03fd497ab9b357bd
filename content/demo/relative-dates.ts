/**
 * How the demo data writes dates: relative to the day the seed runs, so that
 * the site's default filters (this year, this month) always find something.
 * The seed turns each into a `YYYY-MM-DD` day.
 *
 * Text may name the years that move with that day, in braces:
 * `{admissionYear}` is the academic year whose admissions are open (`2027-28`),
 * `{currentAcademicYear}` the one under way (`2026-27`), and `{leavingYear}` the
 * calendar year in which the last completed academic year ended in April (`2026`).
 */
export type RelativeDay =
  /** `n` days before the day the seed runs. */
  | { daysAgo: number }
  /** A day of this year up to today: 0 is 1 January, 1 is today. */
  | { thisYear: number }
  /** A day of last year (month 1-12). */
  | { lastYear: [month: number, day: number] }
  /** A day of the month `offset` months from this one (0 this month, -1 last month). */
  | { month: [offset: number, day: number] }
  /** A day of the year `offset` years from `{leavingYear}` (-16: sixteen years before). */
  | { leavingYear: [offset: number, month: number, day: number] };
