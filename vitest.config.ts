import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { blockAssetsPlugin } from './apps/web/build-plugins/block-assets';

/**
 * Unit, component and API tests of every workspace; the browser tests (apps/web/e2e, apps/admin/e2e, `*.spec.ts`) run
 * separately in Playwright (apps/web/playwright.config.ts), and no project here includes those folders.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core CI machine. Most server tests wait on
    // PostgreSQL, SQLite or a server they started, so one file per core keeps both cores busy (433 s to about 245–265 s
    // for the whole run). Each file has its own schema and folder (test/support/test-database.ts).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: { name: 'shared', include: ['packages/shared/**/*.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'assets', include: ['packages/artwork/**/*.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'page-blocks', include: ['packages/page-blocks/**/*.test.ts'], environment: 'node' },
      },
      {
        esbuild: { jsx: 'automatic' },
        // The pages' loaders name their blocks' scripts and stylesheets from the build (none outside one).
        plugins: [blockAssetsPlugin()],
        test: {
          name: 'web',
          include: ['apps/web/{app,build-plugins}/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Players and PDF frames must not load their pages over the network during tests.
          environmentOptions: { happyDOM: { settings: { navigation: { disableChildFrameNavigation: true } } } },
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'admin',
          include: ['apps/admin/app/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/admin/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          // Setting up a suite signs staff in (password hashing) and starts whole servers; on a busy two-core
          // machine that can take longer than the default 10 s, and a test that sends hundreds of requests or hashes
          // a dozen passwords longer than the default 5 s. What a test checks keeps its own limits.
          hookTimeout: 60_000,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
