// A first visit on a cheap phone over a bad connection: Chromium DevTools' "Slow 3G" network,
// the CPU slowed 4× and a 375 px wide screen, a cold cache on every run. Prints when the HTML has arrived, when
// the first paint happens, when the page's heading and first image are drawn, and how many stylesheets and scripts
// were asked for before that first paint.
// Usage: `npm run slow-3g -- [http://127.0.0.1:3000] [/path ...] [--runs N] [--waterfall]`.
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath, median, newPhoneContext, parseOptions, printTable, seconds } from './common.mjs';

const { base, paths, runs, waterfall } = parseOptions(['/', '/admission-process'], 3, ['waterfall']);

// DevTools' own preset (front_end/core/sdk/NetworkManager.ts): 2 s added to every request, about 400 kbit/s
// each way. CDP applies it in the network stack, so the page's own timings include it.
const slow3g = {
  offline: false,
  latency: 400 * 5,
  downloadThroughput: ((500 * 1000) / 8) * 0.8,
  uploadThroughput: ((500 * 1000) / 8) * 0.8,
};

/**
 * Runs in the page before any of its own code. Element Timing reports the moment the browser presents an element
 * (text painted, or an image painted after it has loaded), but only for elements that carry an `elementtiming`
 * attribute when they are painted; this tags every heading and image as the parser or React inserts it, before
 * the frame that could draw it. Reading the browser's own paint times does not load the slowed main thread, as
 * polling with requestAnimationFrame would.
 */
function tagElements() {
  let count = 0;
  new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (!(node instanceof Element)) continue;
      for (const element of [node, ...node.querySelectorAll('h1, h2, img')]) {
        if (element.matches('h1, h2, img') && !element.hasAttribute('elementtiming')) {
          element.setAttribute('elementtiming', `perf-${(count += 1)}`);
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/** Runs in the page after load: reads the browser's timings, in milliseconds from the start of the navigation. */
async function readTimings() {
  const observed = (type) =>
    new Promise((resolve) => {
      const entries = [];
      const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
      observer.observe({ type, buffered: true });
      setTimeout(() => resolve([...entries, ...observer.takeRecords()]), 100);
    });
  const [elements, contentfulPaints] = await Promise.all([observed('element'), observed('largest-contentful-paint')]);
  const paint = (name) => performance.getEntriesByName(name, 'paint')[0]?.startTime ?? NaN;
  const firstPaint = paint('first-paint');
  const drawn = (element) =>
    elements.find((entry) => entry.identifier === element?.getAttribute('elementtiming'))?.startTime ?? NaN;
  // The heading a reader sees: the h1, or when it is visually hidden (the home page's), the first heading in main.
  const heading = [...document.querySelectorAll('h1, main h2')].find((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1;
  });
  // The first picture of the content; a page with none in main (the information pages) has only the logo.
  const image = document.querySelector('main img') ?? document.querySelector('img');
  const beforeFirstPaint = performance.getEntriesByType('resource').filter((entry) => entry.startTime < firstPaint);
  const ofType = (extension) => beforeFirstPaint.filter((entry) => new URL(entry.name).pathname.endsWith(extension));
  return {
    htmlEnd: performance.getEntriesByType('navigation')[0]?.responseEnd ?? NaN,
    firstPaint,
    fcp: paint('first-contentful-paint'),
    heading: drawn(heading),
    headingText: heading?.textContent.trim() ?? 'none',
    image: drawn(image),
    imageName: image?.getAttribute('src')?.split('/').pop() ?? 'none',
    lcp: contentfulPaints.at(-1)?.startTime ?? NaN,
    stylesheets: ofType('.css').length,
    scripts: ofType('.js').length,
    stylesheetsEnd: Math.max(...ofType('.css').map((entry) => entry.responseEnd)),
    requests: beforeFirstPaint.map((entry) => ({
      path: new URL(entry.name).pathname + new URL(entry.name).search,
      start: entry.startTime,
      end: entry.responseEnd,
      bytes: entry.encodedBodySize,
    })),
  };
}

async function visit(browser, url) {
  const context = await newPhoneContext(browser, { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    await page.addInitScript(tagElements);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow3g);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const response = await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    // Two frames after load, so that the paint of what load brought in has been presented.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return await page.evaluate(readTimings);
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const rows = [];
try {
  for (const path of paths) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await visit(browser, base + path));
    const m = (key) => median(results.map((result) => result[key]));
    const last = results.at(-1);
    rows.push([
      `\`${path}\``,
      ...['htmlEnd', 'firstPaint', 'fcp', 'heading', 'image', 'lcp'].map((key) => `${seconds(m(key))} s`),
      m('stylesheets'),
      m('scripts'),
      `${seconds(m('stylesheetsEnd'))} s`,
    ]);
    console.error(`${path}: heading "${last.headingText}", image ${last.imageName}`);
    if (waterfall) {
      console.error(`  requested before the first paint (${seconds(last.firstPaint)} s), last run:`);
      for (const request of last.requests) {
        const size = `${(request.bytes / 1024).toFixed(1)} KB`.padStart(8);
        console.error(
          `  ${seconds(request.start).padStart(5)} → ${seconds(request.end).padStart(5)} s ${size}  ${request.path}`,
        );
      }
    }
  }
} finally {
  await browser.close();
}

console.log(`\nSlow 3G, CPU 4×, 375 px, cold cache, ${base}, median of ${runs} run(s)\n`);
printTable(
  ['page', 'HTML end', 'first paint', 'FCP', 'heading', 'image', 'LCP', 'CSS < FP', 'JS < FP', 'CSS done'],
  rows,
);
