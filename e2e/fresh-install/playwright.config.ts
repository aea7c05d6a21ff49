import { defineConfig } from '@playwright/test';
import { chromiumArgs, ports } from '../env';

// The fresh-install journey (tools/e2e-fresh.mjs): its own stack without demo data, so no demo sign-ins up front.
export default defineConfig({
  testDir: '.',
  testMatch: '*.fresh.ts',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `../../tmp/e2e-results-${ports.shell}`,
  use: {
    baseURL: `http://localhost:${ports.shell}`,
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});
