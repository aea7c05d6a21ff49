import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
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

/** Where a run keeps each account's signed-in storage state (the HttpOnly key cookie and the encrypted localStorage copy). */
export const storageStateDir = () => resolve('tmp', `e2e-auth-${ports.shell}`);
const storageStateFile = (email: string) => resolve(storageStateDir(), `${email}.json`);

/** The account's session of this run: signed in through the form on first use, in a context of its own, then kept. */
async function sessionOfRun(browser: Browser, email: string) {
  const file = storageStateFile(email);
  if (existsSync(file)) return file;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, email);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    // The encrypted copy is what a restored page reads: keep the state only once it is written.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('backoffice.session'))).toBeTruthy();
    mkdirSync(storageStateDir(), { recursive: true });
    await context.storageState({ path: file });
  } finally {
    await context.close();
  }
  return file;
}

/**
 * Opens `path` signed in as `email` without a sign-in of its own: the run's session of that account (one UI sign-in
 * per account per run, global-setup.ts forgets the last run's) restored into this context. For tests that do not
 * test signing in (those use signIn); a test that ends the session (logout, revoke) must sign in itself, since every
 * reuse shares that one server session.
 */
export async function signedInAs(page: Page, email: string, path = '/') {
  const browser = page.context().browser();
  if (!browser) throw new Error('signedInAs needs a browser-owned context');
  // A page already showing the app (e.g. /login) may ask for the key itself when the restored copy lands in its
  // localStorage; that answer would belong to a document the goto below replaces, and its body could not be read.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.context().setStorageState(await sessionOfRun(browser, email));
  const keyAnswer = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/v1/auth/storage-key'));
  await page.goto(path);
  // Restored, not signed out: the shell reads the stored copy only with the key the server hands the cookie of a
  // live session (checked here, not by the layout's Logout: previews render without the layout).
  const answer = await keyAnswer;
  expect(answer.status(), `the run's session of ${email}`).toBe(200);
  expect(((await answer.json()) as { data?: { storageKey?: string } }).data?.storageKey).toBeTruthy();
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

/** A call to the API under test as `token`; its `data`, or an error naming the route and the answer. */
export async function apiData<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`http://localhost:${ports.api}/api/${path}`, {
    method,
    headers: { 'x-access-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** A permission group's five standard permissions, for roles a test makes. */
export const crudPermissions = (group: string) => ['index', 'read', 'create', 'update', 'delete'].map((action) => `${group}.${action}`);

export const test = base;
export { expect, ports };
