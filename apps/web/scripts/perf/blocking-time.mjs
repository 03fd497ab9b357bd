// The blocking time of a load on a phone's CPU, measured rather than simulated: Chromium with its CPU slowed 4× (the
// slowdown Lighthouse assumes) and Lighthouse's phone screen, the main thread's tasks read from a trace and summed as
// Total Blocking Time is (each task's time over 50 ms, from the first contentful paint until 5 s after load, when the
// scripts have started and hydrated). Lighthouse instead multiplies the tasks of an unthrottled load by 4, so on a
// busy machine its TBT follows the machine more than the page (docs/performance.md, eleventh slice).
// Give two servers to compare two builds: their runs alternate, so a change in the machine reaches both alike.
// Usage: `npm run blocking-time -- [http://127.0.0.1:3000] [http://second-server] [/path ...] [--runs N]`.
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath, median, newPhoneContext, parseOptions, printTable } from './common.mjs';

const options = parseOptions([], 9);
const bases = [options.base, ...options.paths.filter((path) => path.startsWith('http'))].map((base) =>
  base.replace(/\/$/, ''),
);
const pagePaths = options.paths.filter((path) => !path.startsWith('http'));
const paths = pagePaths.length > 0 ? pagePaths : ['/'];
const afterLoad = 5000;

/** The renderer's main thread: of the threads Chromium names CrRendererMain, the one that parsed the page. */
function mainThreadEvents(events) {
  const sameThread = (event, thread) => event.pid === thread.pid && event.tid === thread.tid;
  const parsed = (thread) => events.filter((event) => sameThread(event, thread) && event.name === 'ParseHTML').length;
  const main = events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .sort((a, b) => parsed(b) - parsed(a))[0];
  if (!main) throw new Error('The trace has no renderer main thread');
  return events.filter((event) => sameThread(event, main));
}

/**
 * Total Blocking Time as Lighthouse counts it, from the trace's own tasks: each top-level task's time over 50 ms,
 * from the first contentful paint on. Rendering (style, layout, paint) is a task of its own here, as in Lighthouse;
 * the browser's long-task entries would leave it out.
 */
function blockingTime(events) {
  const thread = mainThreadEvents(events);
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === thread[0]?.pid)?.ts;
  if (fcp === undefined) throw new Error('The trace has no first contentful paint');
  // A task run inside another (a nested run loop) is part of the outer one's time.
  let outerEnd = -Infinity;
  const tasks = thread
    .filter((event) => event.name === 'RunTask' && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts)
    .filter((event) => {
      if (event.ts < outerEnd) return false;
      outerEnd = event.ts + event.dur;
      return outerEnd > fcp;
    })
    .map((event) => ({ start: event.ts / 1000, duration: event.dur / 1000 }));
  const long = tasks.filter((task) => task.duration > 50);
  return {
    blocking: long.reduce(
      (sum, task) => sum + Math.max(0, task.start + task.duration - Math.max(fcp / 1000, task.start + 50)),
      0,
    ),
    longest: Math.max(0, ...tasks.map((task) => task.duration)),
    count: long.length,
  };
}

// A trace of a busy machine sometimes misses an event; such a run is tried again, as lighthouse.mjs does.
async function measure(browser, url, attempts = 3) {
  try {
    return await measureOnce(browser, url);
  } catch (error) {
    if (attempts <= 1) throw error;
    console.error(`${url}: ${error.message}. Trying again.`);
    return measure(browser, url, attempts - 1);
  }
}

async function measureOnce(browser, url) {
  // Lighthouse's phone (a Moto G Power).
  const context = await newPhoneContext(browser, { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events = [];
    session.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
    await session.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading',
      transferMode: 'ReportEvents',
    });
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForTimeout(afterLoad);
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint', 'paint')[0]?.startTime ?? NaN,
    );
    await session.send('Tracing.end');
    await complete;
    return { ...blockingTime(events), fcp };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const rows = [];
try {
  for (const path of paths) {
    const results = new Map(bases.map((base) => [base, []]));
    for (let run = 0; run < options.runs; run += 1) {
      // Each run starts with another server, so neither always measures right after the other.
      const order = run % 2 === 0 ? bases : [...bases].reverse();
      for (const base of order) results.get(base).push(await measure(browser, base + path));
    }
    for (const [base, runs] of results) {
      const whole = (key) => Math.round(median(runs.map((result) => result[key])));
      rows.push([
        bases.length > 1 ? `${base} \`${path}\`` : `\`${path}\``,
        `${whole('blocking')} ms`,
        runs.map((result) => Math.round(result.blocking)).join(' '),
        `${whole('longest')} ms`,
        whole('count'),
        `${whole('fcp')} ms`,
      ]);
    }
  }
} finally {
  await browser.close();
}

console.log(`Blocking time at 4× CPU, 412 px, median of ${options.runs} run(s), ${bases.join(' and ')}\n`);
printTable(['page', 'TBT', 'runs (ms)', 'longest task', 'long tasks', 'FCP'], rows);
