import { basename } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Each build folder gets its own results folder: runs against `.dist-x` and `.dist-y` at once (parallel work on one
 * machine) do not wipe each other's traces. The default build keeps `test-results/e2e`.
 */
const dist = process.env.OBJECT_CONSOLE_DIST;
const outputDir =
  dist && basename(dist) !== 'dist' ? `test-results/e2e-${basename(dist).replace(/^\./, '')}` : 'test-results/e2e';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against consoles started by the fixtures
 * in test/e2e/fixtures.ts, which talk to the real servers of the test world (`npm test` starts it).
 */
export default defineConfig({
  testDir: 'test/e2e',
  outputDir,
  fullyParallel: true,
  workers: 2,
  // In CI a test that fails runs once more; `npm test` names every test that needed it ("flaky") in its summary, so
  // a race is reported and fixed rather than hidden, but one slow moment on the shared machine does not fail the run.
  retries: process.env.CI ? 1 : 0,
  // Deadlines, not timing assertions: on the 2-core CI machine two browsers share the CPUs with four MinIO servers,
  // an API server and the consoles, and a page's first answer can take longer than 10 s there.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  forbidOnly: !!process.env.CI,
  use: {
    browserName: 'chromium',
    // The project marks what tests touch with data-test (STYLEGUIDE.md).
    testIdAttribute: 'data-test',
    // The app formats numbers and dates for the browser's locale: pinned, the expected texts hold on any machine.
    locale: 'en-US',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
