import { defineConfig } from '@playwright/test';
import { chromiumArgs, ports } from './env';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // One worker: the suites share one API and database, and the machine has two cores.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../tmp/e2e-results',
  use: {
    baseURL: `http://localhost:${ports.shell}`,
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
