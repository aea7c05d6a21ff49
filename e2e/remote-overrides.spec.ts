// Developing one remote against the others: a second build of a remote, served from its own port (as a dev server
// would), replaces the deployed one in a browser that asks for it (`?remote.ako=…`), on a shell whose config.json
// allows that origin (remoteOverrideOrigins; its CSP allows exactly it); the shell says so on every screen and one
// click clears it. A shell that allows no override origin (production) ignores the same address.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { serveApp, serveStack } from '../tools/stack.cjs';
import { chromiumArgs, distDir } from './env';
import { expect, ports, signedInAs, signIn, test } from './fixtures';

/** A copy of ako's build whose screen says it is the other build. */
function markedAkoBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ako-dev-'));
  fs.cpSync(path.join(distDir, 'ako-mfe'), dir, { recursive: true });
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(dir, name);
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes('"Ako Generator"')) continue;
    fs.writeFileSync(file, text.replaceAll('"Ako Generator"', '"Ako Generator (dev build)"'));
    // The edited file must be served as edited: the build's compressed copies would be sent instead.
    fs.rmSync(`${file}.br`, { force: true });
    fs.rmSync(`${file}.gz`, { force: true });
  }
  return dir;
}

test('an override from an allowed origin loads that build, says so on every screen and clears with one click; a shell allowing none ignores it', async ({ page }) => {
  // A stack of its own (ports +60) allowing the dev build's origin (+70), sharing this run's API.
  const own = Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, k === 'api' ? v : v + 60])) as typeof ports;
  const devOrigin = `http://localhost:${ports.ako + 70}`;
  const dev = await serveApp({ dir: markedAkoBuild(), port: ports.ako + 70, allowOrigin: `http://localhost:${own.shell}` });
  const stack = await serveStack(own, { distDir, apiTarget: `http://localhost:${ports.api}`, config: { remoteOverrideOrigins: [devOrigin] } });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  const override = `?remote.ako=${encodeURIComponent(`${devOrigin}/mf-manifest.json`)}`;
  try {
    const staging = await browser.newPage();
    const origin = `http://localhost:${own.shell}`;
    const blocked: string[] = [];
    staging.on('console', (message) => {
      // Only the dev origin is this stack's to allow: the shared API's live table names the main stack's remotes,
      // which this side stack's CSP rightly refuses.
      // The refused address is the message's first quoted one (the directive quoted after it lists the dev origin too).
      const refused = /Content Security Policy/i.test(message.text()) ? /'(https?:[^']+)'/.exec(message.text())?.[1] : undefined;
      if (refused?.startsWith(devOrigin)) blocked.push(message.text());
    });
    await signIn(staging, 'admin@example.com', undefined, origin);
    await staging.goto(`${origin}/ako-generator${override}`);
    await expect(staging.getByRole('heading', { level: 1, name: 'Ako Generator (dev build)' })).toBeVisible();
    const notice = staging.getByRole('alert').filter({ hasText: 'development override' });
    await expect(notice).toContainText(`ako is loaded from ${devOrigin} (a development override), not the deployed build.`);
    // Remembered across pages until cleared.
    await staging.getByRole('link', { name: 'Payout Message', exact: true }).click();
    await expect(notice).toBeVisible();
    // One click forgets it: the same page reloads (its address named no override), says nothing any more and asks the
    // dev origin for nothing. (What it loads instead is the shared API's live table's build, which may be the main
    // stack's, outside this side stack's CSP: the deployed build is checked on the main stack below.) Waited for, so
    // no click lands on the page being left.
    await staging.getByRole('link', { name: 'Ako Generator', exact: true }).click();
    await expect(staging.getByRole('heading', { level: 1, name: 'Ako Generator (dev build)' })).toBeVisible();
    const fromDev: string[] = [];
    await Promise.all([staging.waitForEvent('load'), notice.getByRole('button', { name: 'Clear override' }).click()]);
    staging.on('request', (request) => {
      if (request.url().startsWith(devOrigin)) fromDev.push(request.url());
    });
    await expect(staging.getByRole('alert').filter({ hasText: 'development override' })).toHaveCount(0);
    await staging.getByRole('link', { name: 'Payout Message', exact: true }).click();
    await staging.getByRole('link', { name: 'Ako Generator', exact: true }).click();
    await expect(staging.getByRole('heading', { level: 1, name: 'Ako Generator (dev build)' })).toHaveCount(0);
    expect(new URL(staging.url()).search).not.toContain('remote.ako');
    expect(fromDev).toEqual([]);
    expect(blocked).toEqual([]);

    // This run's shell allows no override origin, as in production: the same address loads the deployed build.
    await signedInAs(page, 'admin@example.com', `/ako-generator${override}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ako Generator', exact: true })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'development override' })).toHaveCount(0);
  } finally {
    await browser.close();
    await stack.stop();
    await dev.close();
  }
});
