/**
 * `npm run bench:api`: the content API's request rate and latency, against a
 * reference ceiling measured in the same process.
 *
 * It starts the real server (SQLite in a temporary folder, seeded with the
 * demo school on first start, list cache on as in production), adds one route
 * that sends a JSON buffer from memory of the same size as the gallery answer
 * (the most this server can do for an answer of that size: no database, no
 * serialisation), and drives each endpoint with autocannon, 50 connections for
 * 10 seconds after a 1-second warm-up, from a worker thread so the load does
 * not share the server's event loop. The ceiling is measured first and last,
 * and the better of the two counts. Targets: the cached lists reach at least half the ceiling's
 * request rate, with a p99 latency under 25 ms.
 *
 * BENCH_SECONDS and BENCH_CONNECTIONS change the run's length and load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPath } from '@school/shared/api-paths';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { printTable, run, type AutocannonResult } from './report';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const targetShare = 0.5;
const targetP99Ms = 25;
const staticPath = '/bench/static.json';

const dataDir = mkdtempSync(path.join(tmpdir(), 'school-bench-'));
// The port comes from listen() below (0: any free one); the configuration itself refuses PORT=0.
const config = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO: 'true' });
const code = config.SCHOOL_CODE;

const seedStarted = performance.now();
const app = await buildApp({ config, serveSite: false });
const seedMs = performance.now() - seedStarted;

// The reference: a buffer from memory, filled in once the gallery's answer is known.
let staticBody = Buffer.from('[]');
app.get(staticPath, { schema: { hide: true } }, (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(staticBody);
});

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('The server has no TCP address');
const origin = `http://127.0.0.1:${address.port}`;

const galleryUrl = apiPath('gallery', { schoolcode: code });
const newsUrl = apiPath('news', { schoolcode: code });
const gallery = await fetch(origin + galleryUrl);
if (!gallery.ok) throw new Error(`GET ${galleryUrl} answered ${gallery.status}; is the demo seed in place?`);
// The same bytes as the gallery's answer: the ceiling sends exactly as much.
staticBody = Buffer.from(await gallery.arrayBuffer());
const news = await fetch(origin + newsUrl);
const newsBytes = (await news.arrayBuffer()).byteLength;
const albums = (JSON.parse(staticBody.toString('utf8')) as unknown[]).length;

interface Case {
  label: string;
  method: 'GET' | 'POST';
  url: string;
  body?: string;
  /** A cached list, held to the targets. */
  cachedList: boolean;
}

const cases: Case[] = [
  { label: `GET ${staticPath} (ceiling)`, method: 'GET', url: staticPath, cachedList: false },
  { label: 'GET /api/news/{code}', method: 'GET', url: newsUrl, cachedList: true },
  { label: 'GET /api/gallery/All/{code}', method: 'GET', url: galleryUrl, cachedList: true },
  // From one address, every visit after the first 60 a minute is refused (429): this measures that refusal.
  {
    label: 'POST /api/visitor (one address, past its limit)',
    method: 'POST',
    url: apiPath('visit'),
    body: JSON.stringify({ schoolcode: code }),
    cachedList: false,
  },
  // Once more at the end: the ceiling is the better of the two, so a slow start does not flatter the others.
  { label: `GET ${staticPath} (ceiling, again)`, method: 'GET', url: staticPath, cachedList: false },
];

console.log(
  `Content API benchmark: ${connections} connections, ${seconds} s each, SQLite, school "${code}" ` +
    `(demo seed ${Math.round(seedMs)} ms); gallery answer ${staticBody.length} bytes (${albums} albums), ` +
    `news answer ${newsBytes} bytes; Node ${process.version}.`,
);

const results: { entry: Case; result: AutocannonResult }[] = [];
for (const entry of cases) {
  // A short warm-up, so the first figures do not include JIT compilation and the first cache fill.
  await run({
    url: origin + entry.url,
    method: entry.method,
    body: entry.body,
    headers: entry.body ? { 'content-type': 'application/json' } : {},
    connections,
    duration: 1,
    workers: 1,
  });
  const result = await run({
    url: origin + entry.url,
    method: entry.method,
    body: entry.body,
    headers: entry.body ? { 'content-type': 'application/json' } : {},
    connections,
    duration: seconds,
    workers: 1,
  });
  results.push({ entry, result });
  console.log(`  measured ${entry.label}`);
}

const ceiling = Math.max(
  ...results.filter(({ entry }) => entry.url === staticPath).map(({ result }) => result.requests.average),
);
const verdicts: boolean[] = [];
const rows = results.map(({ entry, result }) => {
  const share = result.requests.average / ceiling;
  let target = entry.url === staticPath ? 'reference' : 'no target';
  if (entry.cachedList) {
    const misses = [
      share < targetShare ? `below ${targetShare * 100}%` : '',
      result.latency.p99 >= targetP99Ms ? `p99 ≥ ${targetP99Ms} ms` : '',
    ].filter(Boolean);
    verdicts.push(misses.length === 0);
    target = misses.length === 0 ? 'met' : `NOT met (${misses.join(', ')})`;
  }
  const problems = [
    result.non2xx ? `${result.non2xx} non-2xx` : '',
    result.errors ? `${result.errors} errors` : '',
    result.timeouts ? `${result.timeouts} timeouts` : '',
  ].filter(Boolean);
  return {
    endpoint: entry.label,
    'req/s': Math.round(result.requests.average).toString(),
    'p50 ms': result.latency.p50.toString(),
    'p99 ms': result.latency.p99.toString(),
    'vs ceiling': `${Math.round(share * 100)}%`,
    [`target (≥ ${targetShare * 100}%, p99 < ${targetP99Ms} ms)`]: target,
    problems: problems.join(', ') || '-',
  };
});

printTable(rows);
console.log(`\nTargets for the cached lists: ${verdicts.every(Boolean) ? 'met' : 'NOT met'}.`);

await app.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
