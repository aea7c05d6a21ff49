import { expect, ports, signedInAs, signIn, test } from './fixtures';

const SESSION_KEY = 'backoffice.session';
const menu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main menu' });

test('the super admin sees the whole menu, App Setting entries under their heading', async ({ page }) => {
  await signedInAs(page, 'admin@example.com');
  // The spec's 34, History, the shell's Modules screen of the super admin and Campaigns.
  await expect(menu(page).getByRole('link')).toHaveCount(37);
  await expect(menu(page).getByRole('link', { name: 'Modules', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('heading', { name: 'App Setting' })).toBeVisible();
  for (const label of ['Roles', 'Users', 'Landing Pages', 'Security', 'Payout Message']) {
    await expect(menu(page).getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/^Welcome \S+ \S+/)).toBeVisible();
});

test('the landing editor sees landing pages and signed-in-only modules, not roles or users; /roles lands on /404', async ({ page }) => {
  await signedInAs(page, 'editor@example.com');
  await expect(menu(page).getByRole('link', { name: 'Landing Pages', exact: true })).toBeVisible();
  for (const label of ['Ako Generator', 'Files', 'Sitemap', 'Bet Match']) {
    await expect(menu(page).getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  // Medals have their own permission group now, which the landing editor does not hold.
  for (const label of ['Medals', 'Roles']) await expect(menu(page).getByRole('link', { name: label, exact: true })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);

  // Campaigns of the pages it edits: the schedule opens (its items still need each module's permission).
  await page.goto('/campaigns');
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);

  await page.goto('/roles');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/no-such-module');
  await expect(page).toHaveURL(/\/404$/);
});

test('logout asks to confirm, then protected pages go to /login', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to logout?')).toBeVisible();
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(menu(page)).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  await page.goto('/landing-pages');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('a reload keeps the session, which is stored encrypted, and a tampered one means signed out', async ({ page }) => {
  await signIn(page, 'editor@example.com');
  await page.goto('/landing-pages');
  await page.reload();
  await expect(page).toHaveURL(/\/landing-pages$/);
  await expect(menu(page)).toBeVisible();

  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  expect(stored).toBeTruthy();
  expect(() => JSON.parse(stored!)).toThrow();
  expect(stored).not.toContain('editor@example.com');

  await page.evaluate((key) => localStorage.setItem(key, localStorage.getItem(key)!.slice(0, -8) + 'AAAAAAAA'), SESSION_KEY);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('after sign-in the user lands where they were going', async ({ page }) => {
  await page.goto('/landing-pages');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('editor@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/landing-pages$/);
});

test('a session revoked on the server logs the user out on the next call', async ({ page, request }) => {
  let token: string | undefined;
  page.on('request', (r) => {
    const header = r.headers()['x-access-token'];
    if (header) token = header;
  });
  await signIn(page, 'admin@example.com');
  await expect(menu(page)).toBeVisible();
  await expect.poll(() => token).toBeTruthy();

  // Another client revokes this very session (as an admin ending it, or its expiry, would).
  const revoked = await request.post(`http://localhost:${ports.api}/api/v1/logout`, { headers: { 'x-access-token': token! } });
  expect(revoked.ok()).toBe(true);

  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
});

test('wrong credentials keep the user on /login with the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  // On the form itself, not only as a toast.
  await expect(page.getByRole('form', { name: 'Login' }).getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
});
