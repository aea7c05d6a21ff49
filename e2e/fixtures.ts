import { resolve } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { ports } from './env';

export const DEMO_PASSWORD = 'Passw0rd!';

/** Signs in through the real login form and waits until the app has left /login. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, origin = `http://localhost:${ports.shell}`) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** The demo accounts global-setup.ts signs in once per run, through the login form, for the tests that reuse it. */
export const DEMO_EMAILS = ['admin@example.com', 'editor@example.com', 'viewer@example.com'] as const;

/** Where that sign-in's storage state (the HttpOnly key cookie and the encrypted localStorage copy) is kept. */
export const storageStateFile = (email: string) => resolve('tmp', `e2e-auth-${ports.shell}`, `${email}.json`);

/**
 * Opens `path` signed in as a demo account without a sign-in of its own: the session global-setup.ts signed in
 * through the form, restored into this context. For tests that do not test signing in (those use signIn); a test
 * that ends the session (logout, revoke) must sign in itself, since every reuse shares that one server session.
 */
export async function signedInAs(page: Page, email: string, path = '/') {
  await page.context().setStorageState(storageStateFile(email));
  await page.goto(path);
  // Restored, not bounced to /login: the shell could read the copy only with the cookie's key from a live session.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** Signs in through the API (for set-up steps that are not under test) and returns the access token. */
export async function apiToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`http://localhost:${ports.api}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email} answered ${res.status}`);
  const body = (await res.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

export const test = base;
export { expect, ports };
