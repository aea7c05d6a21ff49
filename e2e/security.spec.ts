// The hardening as the browser sees it: every screen runs under the shell's Content-Security-Policy without
// a violation, no source map is published, and the stored session needs the server's per-session key.
import type { Page, Request } from '@playwright/test';
import { expect, ports, signIn, test } from './fixtures';

const SESSION_KEY = 'backoffice.session';
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Collects CSP violations from the page (the DOM event) and from the console (Chromium's report). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/**
 * Resolves once no request has been under way for half a second, event streams aside: the live change feed stays open
 * while signed in and the chatroom's while on it, so Playwright's 'networkidle' never comes on those pages.
 */
function quietNetwork(page: Page): () => Promise<void> {
  const inflight = new Set<Request>();
  page.on('request', (request) => {
    if (!request.headers()['accept']?.includes('text/event-stream')) inflight.add(request);
  });
  page.on('requestfinished', (request) => inflight.delete(request));
  page.on('requestfailed', (request) => inflight.delete(request));
  return async () => {
    let since = Date.now();
    await expect
      .poll(() => {
        if (inflight.size > 0) since = Date.now();
        return Date.now() - since;
      }, { timeout: 30_000, intervals: [100] })
      .toBeGreaterThanOrEqual(500);
  };
}

test('every screen loads as admin under the CSP without a violation', async ({ page }) => {
  test.setTimeout(240_000);
  const violations = await watchCsp(page);
  const settled = quietNetwork(page);

  const login = await page.goto('/login');
  const csp = login?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain(`script-src 'self' http://localhost:${ports.content}`);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-/);
  expect(login?.headers()['x-content-type-options']).toBe('nosniff');
  expect(login?.headers()['referrer-policy']).toBe('no-referrer');

  for (const path of ['/forget-password', '/reset-password/not-a-real-token']) {
    await page.goto(path);
    await settled();
  }

  await signIn(page, 'admin@example.com');
  const links = menu(page).getByRole('link');
  await expect(links).toHaveCount(37); // the spec's 34, History, the super admin's Modules and Campaigns
  const labels = await links.allInnerTexts();
  for (const label of labels) {
    await menu(page).getByRole('link', { name: label, exact: true }).click();
    await settled();
    await expect(page.getByText('Module unavailable')).toHaveCount(0);
  }
  // The profile and a reload (the session comes back with the server's key) under the same policy.
  await page.goto('/profile');
  await settled();
  await page.reload();
  await settled();
  await expect(menu(page)).toBeVisible();

  expect(violations).toEqual([]);
});

test('no source map is served, and bundles do not name one', async ({ page, request }) => {
  await page.goto('/login');
  const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src));
  // Each remote's entry, as its manifest names it.
  const entries = await Promise.all(
    (['content', 'landing', 'files', 'ako'] as const).map(async (name) => {
      const origin = `http://localhost:${ports[name]}`;
      const manifest = (await (await request.get(`${origin}/mf-manifest.json`)).json()) as { metaData: { remoteEntry: { name: string } } };
      return `${origin}/${manifest.metaData.remoteEntry.name}`;
    }),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of [...scripts, ...entries]) {
    const js = await request.get(url);
    expect(js.status()).toBe(200);
    expect(js.headers()['x-content-type-options']).toBe('nosniff');
    expect(await js.text()).not.toContain('sourceMappingURL');
    expect({ url, status: (await request.get(`${url}.map`)).status() }).toEqual({ url, status: 404 });
  }
});

test('the stored session opens only with the key the server hands this session, kept out of storage', async ({ page, context, request }) => {
  const config = await (await request.get('/config.json')).json();
  expect(config).not.toHaveProperty('sessionSecret');

  const loginAnswer = page.waitForResponse((res) => res.url().endsWith('/api/v1/auth/login'));
  await signIn(page, 'editor@example.com');
  const { storageKey } = (await (await loginAnswer).json()).data as { storageKey: string };
  expect(storageKey).toBeTruthy();
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).toContain(SESSION_KEY);
  expect(stored).not.toContain(storageKey);
  const cookie = (await context.cookies()).find((c) => c.name.startsWith('bo_sk_'));
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

  // A reload recovers the key from the server; without the cookie (a copy of localStorage elsewhere) it cannot.
  await page.reload();
  await expect(menu(page)).toBeVisible();
  await context.clearCookies();
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
});
