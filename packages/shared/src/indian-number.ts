/**
 * A count as people in India write it (en-IN): the last three digits, then groups of two, so 1234567 is
 * `12,34,567`. Written out rather than asked of `toLocaleString('en-IN')`, because a phone's first use of Intl loads
 * its ICU locale data, a long task of its own on the home page (docs/performance.md, eleventh slice).
 */
export function indianGrouping(count: number): string {
  const digits = String(Math.trunc(Math.abs(count)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest === '' ? lastThree : `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}`;
  return count < 0 ? `-${grouped}` : grouped;
}

/**
 * A cell of a table's amount column as the site shows it: a whole number of rupees, typed with or without commas
 * or spaces (`178500`, `1,78,500`, `178,500`), is grouped the Indian way (`1,78,500`), so staff never have to type
 * the grouping exactly. Anything else (`On request`, `Rs. 600`, `12.5`) is shown as typed.
 */
export function amountAsShown(cell: string): string {
  const digits = cell.trim().replace(/[,\s]/g, '');
  return /^\d{1,15}$/.test(digits) ? indianGrouping(Number(digits)) : cell;
}
