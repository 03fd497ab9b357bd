import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { e2eDataDir } from './e2e/support/server-data';

/** The system Chromium; this project never downloads a browser of its own. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `No Chromium at ${chromiumPath}. Install it with "apt-get install -y chromium", or set CHROME_PATH to a Chromium binary.`,
  );
}

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The browser tests of the public site (apps/web/e2e) and of the staff console (apps/admin/e2e), in one run against
 * one server: a project each, sharing the workers. Both import their helpers from apps/web/e2e/support.
 */
export default defineConfig({
  // Where the reports name files from: web/e2e/… and admin/e2e/….
  testDir: '..',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // A guard against a test that hangs, not a measure of speed: a test that takes 20 s on a quiet two-core machine takes
  // twice that beside a busy one, as on a CI runner. What a person waits for is checked by each expectation's own wait.
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: `${repoRoot}/.test-results/playwright.json` }]],
  use: {
    baseURL,
    // A click, a wait for an answer or a page load that has not happened in this time will not happen: it fails with
    // its own step and line, instead of hanging until the test's guard names nothing but the test.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // DOM snapshots only: the trace's screencast of every frame doubled the run's time on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // What the page looked like when a test failed, beside its trace.
    screenshot: 'only-on-failure',
    // Nothing moves by itself unless a test asks for motion (e2e/support/motion.ts says why).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath,
      // Chromium's own background traffic has nowhere to go on a closed network.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'site', testDir: 'e2e', use: { ...devices['Desktop Chrome'] } },
    { name: 'console', testDir: '../admin/e2e', use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    command: 'npm start',
    cwd: repoRoot,
    url: baseURL,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      DATA_DIR: e2eDataDir,
      // The link checker keeps a connection open for each file whose body it does not read, hundreds at once
      // from one address; the per-address limit has its own test (request-connection-limit.test.ts).
      MAX_CONNECTIONS_PER_ADDRESS: '0',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
