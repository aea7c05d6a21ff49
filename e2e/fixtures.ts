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
