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
