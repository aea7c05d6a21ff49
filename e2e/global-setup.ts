// Signs each demo account in once per run, through the real login form, and keeps its storage state (cookies and
// localStorage) for signedInAs: a UI sign-in per test was a large share of the suite's time.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs } from './env';
import { DEMO_EMAILS, expect, ports, signIn, storageStateFile } from './fixtures';

export default async function signInDemoAccounts() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    for (const email of DEMO_EMAILS) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, email, undefined, `http://localhost:${ports.shell}`);
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      // The encrypted session copy is what a restored page reads; keep the state only once it is written.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('backoffice.session'))).toBeTruthy();
      const file = storageStateFile(email);
      mkdirSync(path.dirname(file), { recursive: true });
      await context.storageState({ path: file });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
