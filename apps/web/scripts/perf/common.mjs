// What the measuring tools share: the command line, the browser, the phone, medians and the printed table.
// The tools are plain JavaScript: tsx would wrap the functions they send into the page in `__name()`
// calls, which do not exist there.
import { parseArgs } from 'node:util';

/** The same Chromium the browser tests use (apps/web/playwright.config.ts). */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** A quiet, reproducible headless Chromium: nothing of its own on the network while it is measured. */
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * A new browser context (a new profile: empty cache, no open connections) that is a phone with the given screen
 * (`{ viewport, deviceScaleFactor }`). It announces a phone's Chrome, as Lighthouse's phone does: headless Chromium's
 * own user agent names it a bot.
 */
export function newPhoneContext(browser, screen) {
  return browser.newContext({
    ...screen,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  });
}

/**
 * `[base URL] [path ...] [--runs N]` and the tool's own `--switches`: the base URL is the first argument when it
 * starts with http, and any paths replace the tool's own list.
 */
export function parseOptions(defaultPaths, defaultRuns, switches = []) {
  const options = { runs: { type: 'string' } };
  for (const name of switches) options[name] = { type: 'boolean', default: false };
  const { values, positionals } = parseArgs({ options, allowPositionals: true });
  const base = (positionals[0]?.startsWith('http') ? positionals.shift() : 'http://127.0.0.1:3000').replace(/\/$/, '');
  const runs = Number(values.runs ?? defaultRuns);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number, not ${values.runs}`);
  return { ...values, base, paths: positionals.length > 0 ? positionals : defaultPaths, runs };
}

/** The middle value (the mean of the two middle ones for an even count); NaN stands for "not measured". */
export function median(values) {
  const measured = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (measured.length === 0) return NaN;
  const middle = Math.floor(measured.length / 2);
  return measured.length % 2 === 1 ? measured[middle] : (measured[middle - 1] + measured[middle]) / 2;
}

/** Prints a Markdown table, so that it can go into docs/performance.md as it is. */
export function printTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map(String));
  const widths = headers.map((_, column) => Math.max(3, ...cells.map((row) => row[column].length)));
  // The first column names the page and reads left to right; the figures are aligned on the right.
  const line = (row) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  console.log(line(cells[0]));
  console.log(
    `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
  );
  for (const row of cells.slice(1)) console.log(line(row));
}

/** Seconds with one decimal, or a dash for what was not measured. */
export const seconds = (milliseconds) => (Number.isFinite(milliseconds) ? (milliseconds / 1000).toFixed(1) : '—');
