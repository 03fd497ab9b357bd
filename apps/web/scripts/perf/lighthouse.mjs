// Lighthouse on a phone: its default configuration (mobile form factor, simulated Slow 4G
// and 4× CPU slowdown) against a server that is already running, with the system Chromium.
// Usage: `npm run lighthouse -- [http://127.0.0.1:3000] [/path ...] [--runs N]`.
// It measures: it fails only when Lighthouse itself cannot run, never on a score.
import { launch } from 'chrome-launcher'; // Lighthouse's own launcher, a dependency of the lighthouse package
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath, median, parseOptions, printTable, seconds } from './common.mjs';

const { base, paths, runs } = parseOptions(
  ['/', '/news', '/gallery', '/sub-gallery?id=<first album>', '/admission-process', '/our-school'],
  1,
);

/** The album a visitor meets first: the first link of the gallery page. */
async function firstAlbumPath() {
  const response = await fetch(`${base}/gallery`);
  if (!response.ok) throw new Error(`${base}/gallery answered ${response.status}`);
  const href = (await response.text()).match(/href="(\/sub-gallery\?id=[^"]+)"/)?.[1];
  if (!href) throw new Error(`${base}/gallery links to no album`);
  return href.replaceAll('&amp;', '&');
}

// A fresh browser for every run, so no run finds another's cache, connections or compiled scripts.
async function runLighthouse(url) {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const lhr = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }))?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

// Lighthouse's own trace sometimes fails on a busy machine (NO_NAVSTART, NO_FCP); such a run is tried again.
async function audit(url, attempts = 3) {
  const lhr = await runLighthouse(url);
  if (lhr.runtimeError) {
    const message = `Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`;
    if (attempts <= 1) throw new Error(message);
    console.error(`${message} Trying again.`);
    return audit(url, attempts - 1);
  }
  for (const warning of lhr.runWarnings) console.error(`${url}: ${warning}`);
  const score = (id) => (lhr.categories[id]?.score ?? NaN) * 100;
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const details = (id) => lhr.audits[id]?.details;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    renderBlocking: details('render-blocking-resources')?.items?.length ?? NaN,
    unusedJs: details('unused-javascript')?.overallSavingsBytes ?? NaN,
  };
}

const albumPath = paths.some((path) => path.includes('<first album>')) ? await firstAlbumPath() : '';
const rows = [];
for (const path of paths.map((path) => (path.includes('<first album>') ? albumPath : path))) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await audit(base + path));
  // Each figure is the median of its own runs, so one slow run moves no column.
  const m = (key) => median(results.map((result) => result[key]));
  const whole = (number) => (Number.isFinite(number) ? Math.round(number).toString() : '—');
  rows.push([
    `\`${path}\``,
    whole(m('performance')),
    whole(m('accessibility')),
    whole(m('bestPractices')),
    whole(m('seo')),
    `${seconds(m('fcp'))} s`,
    `${seconds(m('lcp'))} s`,
    Number.isFinite(m('cls')) ? m('cls').toFixed(3) : '—',
    `${whole(m('tbt'))} ms`,
    whole(m('renderBlocking')),
    Number.isFinite(m('unusedJs')) ? (m('unusedJs') / 1024).toFixed(0) : '—',
  ]);
}

console.log(`Lighthouse, mobile, simulated throttling, ${base}, median of ${runs} run(s)\n`);
printTable(
  ['page', 'Perf', 'A11y', 'Best Pr.', 'SEO', 'FCP', 'LCP', 'CLS', 'TBT', 'render-blocking', 'unused JS KB'],
  rows,
);
