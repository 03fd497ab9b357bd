// `npm test`: every check the project has, in order, continuing past a failure
// so one run reports everything. Ends with one line, "N passed, N failed",
// summing the checks (format, lint, types, build, the other Node.js majors) and every test of every suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { nodeReleases } from './test-node-versions.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = `${root}.test-results`;
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
let passed = 0;
let failed = 0;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A check that either holds or does not: it counts as one. */
function check(label, command, args, env = {}) {
  if (run(label, command, args, env)) passed += 1;
  else {
    failed += 1;
    console.error(`✗ ${label} failed`);
  }
}

/** A test suite: its own counts, read from its JSON report; a suite that could not report counts as one failure. */
function suite(label, command, args, reportFile, countsFrom) {
  const ok = run(label, command, args);
  if (!existsSync(reportFile)) {
    failed += 1;
    console.error(`✗ ${label} produced no report`);
    return;
  }
  const counts = countsFrom(JSON.parse(readFileSync(reportFile, 'utf8')));
  passed += counts.passed;
  failed += counts.failed;
  if (!ok && counts.failed === 0) {
    failed += 1;
    console.error(`✗ ${label} exited with an error`);
  }
}

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
  (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests }),
);

if (!existsSync(chromiumPath)) {
  failed += 1;
  console.error(
    `✗ Browser tests cannot run: no Chromium at ${chromiumPath}. Install it with "apt-get install -y chromium", or set CHROME_PATH.`,
  );
} else {
  suite(
    'Browser tests (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '--config', 'apps/web/playwright.config.ts'],
    `${resultsDir}/playwright.json`,
    (report) => ({
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
    }),
  );
}

// The build, the server tests and a start-up again on each other Node.js major the project supports (decision 014).
for (const major of Object.keys(nodeReleases)) {
  check(`Node.js ${major}: build, server tests and start-up`, 'node', ['scripts/test-node-versions.mjs', major]);
}

const summary = `${passed} passed, ${failed} failed`;
writeFileSync(`${resultsDir}/summary.txt`, `${summary}\n`);
console.log(`\n${summary}`);
process.exit(failed === 0 ? 0 : 1);
