// Issue 2's numbers: JavaScript downloaded for /login, each remote's own JavaScript, time to a usable login form,
// and how fast a remote route paints after a click in the menu.
/* global MutationObserver -- used inside page.evaluate, in the browser */
import { gzipSync } from 'node:zlib';
import { kb, median, ms, percentile } from './stats.mjs';

const COLD_LOADS = 15;
const remoteRoutes = [
  ['content', '/bet-match'],
  ['landing', '/landing-pages'],
  ['files', '/files'],
  ['ako', '/ako-generator'],
];

/** Records the gzip size of every script the page downloads, by port (each URL once, however often it is reused). */
function trackScripts(page) {
  const byPort = new Map();
  const seen = new Set();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || seen.has(response.url())) return;
    seen.add(response.url());
    const body = await response.body().catch(() => null);
    if (!body) return;
    const port = Number(new URL(response.url()).port);
    byPort.set(port, (byPort.get(port) ?? 0) + gzipSync(body).length);
  });
  return byPort;
}

export default async function bench(ctx) {
  const browser = await ctx.launchBrowser();
  const rows = [];
  try {
    // Cold /login: a fresh context each time, so nothing is cached.
    const loginTimes = [];
    let loginBytes = 0;
    for (let i = 0; i < COLD_LOADS; i += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const byPort = trackScripts(page);
      const started = Date.now();
      await page.goto(`${ctx.baseURL}/login`, { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Login' }).waitFor({ state: 'visible' });
      loginTimes.push(Date.now() - started);
      await page.waitForLoadState('networkidle');
      if (i === 0) loginBytes = [...byPort.values()].reduce((a, b) => a + b, 0);
      await context.close();
    }
    rows.push(['/login JavaScript (gzip, cold)', `${kb(loginBytes)} KB`, 'under 170 KB']);
    rows.push([`time to a visible login form, median of ${COLD_LOADS} cold loads`, `${ms(median(loginTimes))} ms`, 'under 250 ms']);
    rows.push([`time to a visible login form, p90 of ${COLD_LOADS} cold loads`, `${ms(percentile(loginTimes, 90))} ms`, '']);

    // Each remote's own JavaScript: a fresh session that signs in and opens the remote's route; what its origin
    // served (shared modules the shell has not loaded yet may come from the remote too: still one copy).
    for (const [remote, route] of remoteRoutes) {
      const fresh = await browser.newContext();
      const page = await fresh.newPage();
      const byPort = trackScripts(page);
      await ctx.signIn(page, 'admin@example.com');
      await page.goto(`${ctx.baseURL}${route}`);
      await page.getByRole('heading').first().waitFor();
      await page.waitForLoadState('networkidle');
      rows.push([`${remote}-mfe JavaScript from its origin for ${route} (gzip)`, `${kb(byPort.get(ctx.ports[remote]) ?? 0)} KB`, '']);
      await fresh.close();
    }
    // The click-to-paint time of each remote's route from the menu.
    const context = await browser.newContext();
    const page = await context.newPage();
    await ctx.signIn(page, 'admin@example.com');
    await page.waitForLoadState('networkidle');
    for (const [remote, route] of remoteRoutes) {
      await page.goto(`${ctx.baseURL}/`);
      await page.waitForLoadState('networkidle');
      const link = page.getByRole('navigation', { name: 'Main menu' }).locator(`a[href="${route}"]`).first();
      await link.hover();
      await page.waitForTimeout(150);
      const fallbackSeen = page.evaluate(
        () => new Promise((resolve) => {
          // The shell's own fallback for a remote still loading (a module's data-loading bars do not count).
          const seen = () => document.querySelector('[data-remote-fallback]') !== null;
          const observer = new MutationObserver(() => { if (seen()) { observer.disconnect(); resolve(true); } });
          observer.observe(document.body, { childList: true, subtree: true });
          setTimeout(() => { observer.disconnect(); resolve(false); }, 1500);
        }),
      );
      const started = Date.now();
      await link.click();
      await page.waitForURL(`**${route}`);
      await page.locator('main').getByRole('heading').first().waitFor();
      const painted = Date.now() - started;
      rows.push([`${remote}-mfe ${route}: click to painted (warm shell, hovered first)`, `${ms(painted)} ms`, (await fallbackSeen) ? 'the remote-loading fallback was seen' : 'no remote-loading fallback']);
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return ['## Composition (issue 2)', '', '| measure | value | note |', '| --- | --- | --- |', ...rows.map((r) => `| ${r.join(' | ')} |`), ''].join('\n');
}
