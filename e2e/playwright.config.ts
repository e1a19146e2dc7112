// End-to-end tests drive the composed production build in Debian's Chromium (nothing is
// downloaded at test time). `npm start` serves the site; tests that take remotes down or
// redeploy one start their own copies on other ports, so they never disturb the main site.
import { defineConfig, devices } from '@playwright/test';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  // One worker: the tests share one running site and one database.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A broken stack fails the run in minutes, not after every test has waited out its timeout.
  globalTimeout: 40 * 60_000,
  maxFailures: 10,
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    // npm test counts the browser tests from this report (scripts/test/run.mjs).
    ...(process.env.E2E_JSON ? [['json', { outputFile: process.env.E2E_JSON }] as const] : []),
  ],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '..',
    url: 'http://localhost:3000',
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
