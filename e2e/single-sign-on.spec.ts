// Single sign-on as staff meet it, against a real OpenID Connect provider the test starts (oidc-provider): "Sign in
// with Contoso ID" on /login, the provider's own sign-in and consent, back in the Back Office with the roles the
// provider's groups map to; a group removed at the provider takes its role away at the next sign-in; logout ends the
// provider's session too (the next sign-in asks for the login again). An API and stack of the test's own (ports
// +35) carry the OIDC settings, so every other suite keeps a login page with the password only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { serveStack, startApi } from '../tools/stack.cjs';
import { distDir } from './env';
import { DEMO_PASSWORD, expect, ports, test } from './fixtures';
import { startIdentityProvider, type IdentityProvider } from './oidc/identity-provider';

const own = Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, v + 35])) as typeof ports;
const shell = `http://localhost:${own.shell}`;
const api = `http://localhost:${own.api}/api/v1`;

/** The roles of an account, as a super admin of this test's API reads them. */
async function rolesOf(email: string): Promise<string[]> {
  const login = await fetch(`${api}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }) });
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const res = await fetch(`${api}/users?search=${encodeURIComponent(email)}`, { headers: { 'x-access-token': accessToken } });
  const { data } = (await res.json()) as { data: { items: Array<{ email: string; roles: string[] }> } };
  return (data.items.find((user) => user.email === email)?.roles ?? []).sort();
}

/** From /login through the provider's pages (any password for a known login, consent when asked) back to the shell. */
async function throughProvider(page: Page, login: string, shots = false) {
  await page.goto(`${shell}/login`);
  if (shots) await page.getByRole('link', { name: 'Sign in with Contoso ID' }).waitFor();
  if (shots) await page.screenshot({ path: 'tmp/sso-1-login.png' });
  await page.getByRole('link', { name: 'Sign in with Contoso ID' }).click();
  if (shots) await page.locator('input[name="login"]').waitFor();
  if (shots) await page.screenshot({ path: 'tmp/sso-2-provider.png' });
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // The provider asks for consent unless it remembers the grant; either way the browser comes back to the shell.
  const consent = page.getByRole('button', { name: 'Continue' });
  await Promise.race([consent.waitFor({ timeout: 15_000 }).then(() => consent.click()), page.waitForURL(`${shell}/**`, { timeout: 15_000 })]).catch(() => undefined);
  await page.waitForURL(`${shell}/**`);
}

async function signInThroughProvider(page: Page, login: string, shots = false) {
  await throughProvider(page, login, shots);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 20_000 });
  if (shots) await page.screenshot({ path: 'tmp/sso-3-signed-in.png' });
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  // The provider confirms its own logout, then sends the browser back to /login.
  await page.getByRole('button', { name: /Yes, sign me out/ }).click();
  await expect(page).toHaveURL(`${shell}/login`);
}

test('staff sign in through the company identity provider with the roles its groups map to; a removed group removes the role; logout ends both sessions', async ({ browser }) => {
  test.setTimeout(240_000);
  let idp: IdentityProvider | null = null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-sso-'));
  idp = await startIdentityProvider({
    port: own.api + 1,
    shellOrigin: shell,
    users: {
      ewa: { email: 'ewa.sso@example.com', given_name: 'Ewa', family_name: 'Nowak', groups: ['bo-landing', 'bo-readers'] },
      olek: { email: 'olek.sso@example.com', given_name: 'Olek', family_name: 'Lis', groups: ['bo-readers'] },
    },
  });
  const apiProcess = await startApi({
    port: own.api,
    dataDir,
    env: {
      OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: idp.clientId, OIDC_CLIENT_SECRET: idp.clientSecret, OIDC_NAME: 'Contoso ID',
      OIDC_ROLE_MAP: 'bo-landing=Landing editor,bo-readers=Viewer', OIDC_CREATE_USERS: 'true',
    },
  });
  const stack = await serveStack(own, { distDir, apiTarget: `http://localhost:${own.api}` });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // Ewa: created at her first sign-in, landing editor and viewer from her two groups.
    await signInThroughProvider(page, 'ewa', true);
    await expect(page.getByRole('link', { name: 'Landing Pages' }).first()).toBeVisible();
    expect(await rolesOf('ewa.sso@example.com')).toEqual(['Landing editor', 'Viewer']);
    await logout(page);

    // The provider drops her landing group: the next sign-in (asked for her login again: logout ended its session) removes the role.
    idp.users.get('ewa')!.groups = ['bo-readers'];
    await signInThroughProvider(page, 'ewa');
    expect(await rolesOf('ewa.sso@example.com')).toEqual(['Viewer']);
    await logout(page);

    // Olek: a viewer only.
    await signInThroughProvider(page, 'olek');
    expect(await rolesOf('olek.sso@example.com')).toEqual(['Viewer']);
    await logout(page);

    // A user whose groups give no role is refused with the reason, on /login.
    idp.users.get('olek')!.groups = [];
    await throughProvider(page, 'olek');
    await expect(page.getByRole('alert')).toHaveText('Your account has no role in Back Office. Ask an administrator for access.');
    await page.screenshot({ path: 'tmp/sso-4-refused.png' });
    await expect(page).toHaveURL(`${shell}/login`);
  } finally {
    await context.close();
    await stack.stop();
    await apiProcess.stop();
    await idp?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
