/** What the benchmarks share: one autocannon run, and a Markdown table of the figures. */
import autocannon from 'autocannon';

export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

export const run = autocannon as unknown as (options: Record<string, unknown>) => Promise<AutocannonResult>;

/** A Markdown table, so the figures paste straight into docs/performance.md; numbers are right-aligned. */
export function printTable(table: Record<string, string>[]): void {
  const headers = Object.keys(table[0] ?? {});
  const widths = headers.map((header) => Math.max(header.length, ...table.map((row) => (row[header] ?? '').length)));
  const numeric = headers.map((header) => table.every((row) => /^[\d.,/ %msKB-]*$/.test(row[header] ?? '')));
  const line = (cells: string[]) =>
    `| ${cells
      .map((cell, index) => (numeric[index] ? cell.padStart(widths[index] ?? 0) : cell.padEnd(widths[index] ?? 0)))
      .join(' | ')} |`;
  console.log('');
  console.log(line(headers));
  console.log(
    `| ${widths.map((width, index) => (numeric[index] ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`,
  );
  for (const row of table) console.log(line(headers.map((header) => row[header] ?? '')));
}
