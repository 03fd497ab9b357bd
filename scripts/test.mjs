// `npm test`: every check the project has, in order, continuing past a failure
// so one run reports everything. Ends with one line, "N passed, N failed",
// summing the checks (format, lint, types, build, the other Node.js majors) and every test of every suite.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { failedPlaywrightTests, failedVitestTests } from './failed-tests.mjs';
import { nodeReleases, resultLineFile } from './test-node-versions.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = `${root}.test-results`;
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
let passed = 0;
let failed = 0;
/** What failed, by name, printed again just above the last line. */
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function fail(what) {
  failed += 1;
  failures.push(what);
  console.error(`✗ ${what}`);
}

/** A check that either holds or does not: it counts as one. `detail` says more of a failure, if it can. */
function check(label, command, args, env = {}, detail = () => '') {
  if (run(label, command, args, env)) passed += 1;
  else fail(`${label} failed${detail()}`);
}

/**
 * A test suite: its own counts and failed tests, read from its JSON report; a suite that could not report counts as
 * one failure.
 */
function suite(label, command, args, reportFile, countsFrom) {
  const ok = run(label, command, args);
  if (!existsSync(reportFile)) {
    fail(`${label} produced no report`);
    return;
  }
  const counts = countsFrom(JSON.parse(readFileSync(reportFile, 'utf8')));
  passed += counts.passed;
  failed += counts.failed.length;
  failures.push(...counts.failed.map((name) => `${label}: ${name}`));
  if (!ok && counts.failed.length === 0) fail(`${label} exited with an error`);
}

/**
 * Starts a command without waiting for it, its output going to `log`, so that it can run beside the checks without
 * mixing its lines into theirs. It runs at the lowest priority, as do the compilers it starts: it takes only the
 * processor time the checks leave, so no test waits on it. Resolves to whether it succeeded.
 */
function startInBackground(command, args, log, env = {}) {
  const out = openSync(log, 'w');
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...env } });
    if (child.pid !== undefined) setPriority(child.pid, 19);
    child.on('error', () => resolve(false)).on('close', (code) => resolve(code === 0));
  });
}

// Compiling better-sqlite3 for the other Node.js majors takes over a minute each on a fresh machine. The checks up to
// the build keep one core busy, and the tests wait on databases and browsers, so the compiling runs beside them in
// the time they leave, into the cache the Node.js checks at the end load the addons from. Should it fail, those
// checks compile again themselves and report what failed.
const preparingLog = `${resultsDir}/node-versions-prepare.log`;
const preparing = startInBackground('node', ['scripts/test-node-versions.mjs', '--prepare'], preparingLog);

check('Format (prettier)', 'npx', ['prettier', '--check', '.']);
check('Lint (eslint)', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('Types (tsc)', 'npm', ['run', 'typecheck']);
check('Build (site, assets, server)', 'npm', ['run', 'build']);
// The sample deployment is not started here (no containers), so its file is checked against Compose's schema.
check('Sample deployment (docker-compose config)', 'docker-compose', ['-f', 'deploy/compose.yaml', 'config', '-q'], {
  SITE_ADDRESS: 'school.example.org',
  POSTGRES_PASSWORD: 'checked',
  MINIO_PASSWORD: 'checked',
  AUTH_SECRET: 'checked',
});

suite(
  'Unit, component and API tests (vitest)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsDir}/vitest.json`],
  `${resultsDir}/vitest.json`,
  (report) => ({ passed: report.numPassedTests, failed: failedVitestTests(report, root) }),
);

if (!existsSync(chromiumPath)) {
  fail(
    `Browser tests cannot run: no Chromium at ${chromiumPath}. Install it with "apt-get install -y chromium", or set CHROME_PATH.`,
  );
} else {
  suite(
    // The site's (apps/web/e2e) and the console's (apps/admin/e2e), one config with a project each.
    'Browser tests (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '--config', 'apps/web/playwright.config.ts'],
    `${resultsDir}/playwright.json`,
    (report) => ({
      passed: report.stats.expected + report.stats.flaky,
      failed: failedPlaywrightTests(report),
    }),
  );
}

// The server's build and tests and a start-up again on each other Node.js major the project supports, serving the
// site and console that the Build step made (decision 014).
await preparing;
console.log(`\n▶ Node.js majors prepared beside the checks (${preparingLog}):`);
console.log(
  readFileSync(preparingLog, 'utf8')
    .trim()
    .split('\n')
    .filter((line) => /^[✓✗]/.test(line))
    .join('\n'),
);
for (const major of Object.keys(nodeReleases)) {
  const resultFile = resultLineFile(resultsDir, major);
  check(
    `Node.js ${major}: server build, server tests and start-up`,
    'node',
    ['scripts/test-node-versions.mjs', major],
    { NODE_VERSIONS_RESULT_DIR: resultsDir },
    () => (existsSync(resultFile) ? `: ${readFileSync(resultFile, 'utf8').trim().replace(/^✗ /, '')}` : ''),
  );
}

const summary = `${passed} passed, ${failed} failed`;
writeFileSync(`${resultsDir}/summary.txt`, `${summary}\n`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((what) => `  ✗ ${what}`).join('\n')}`);
console.log(`\n${summary}`);
process.exit(failed === 0 ? 0 : 1);
