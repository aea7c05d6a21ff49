// Roles: the admin creates a role and grants it through the permission matrix; a user holding it sees that module
// after signing in (and a module granted later after signing in again); the role cannot be deleted while held
// (the message says how many hold it), and is deleted once nobody does.
import type { Browser, Page } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, expect, ports, signedInAs, signIn, test } from './fixtures';

const api = `http://localhost:${ports.api}/api/v1`;
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function call(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${api}/${path}`, { method, headers: { 'x-access-token': token, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { id: number; items: { id: number }[] } }).data;
}

/** Signs `email` in on a browser context of its own (the admin stays signed in on the test's page). */
async function signedInElsewhere(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: `http://localhost:${ports.shell}` });
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

test('admin creates a role through the matrix, its user sees the module after signing in again, and the role is deleted', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const name = `E2E rola ${stamp}`;
  const email = `e2e-role-${stamp}@example.com`;
  await signedInAs(page, 'admin@example.com', '/roles');
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('link', { name: 'Create Role' }).click();
  await expect(page).toHaveURL(/\/roles\/add$/);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Role name is required!')).toBeVisible();
  await page.getByLabel(/^Role name/).fill(name);
  await page.getByLabel('Filter modules').fill('banner');
  await expect(page.getByRole('rowheader', { name: 'Roles', exact: true })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'All Banners permissions' }).check();
  await expect(page.getByRole('checkbox', { name: 'banners.delete', exact: true })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'permissions granted' })).toHaveText(/^5 of \d+ permissions granted$/);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Role created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/roles$/);

  await page.getByLabel('Search').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  const usersCell = row.getByRole('cell').nth(2); // No., Name, Users, Permissions, Actions
  await expect(usersCell).toHaveText('0');
  await expect(row).toContainText('5 of');

  // Set-up outside the screen under test: a colleague holding the new role.
  const admin = await apiToken('admin@example.com');
  const roleId = (await call(admin, 'GET', `roles?search=${encodeURIComponent(name)}`)).items[0].id;
  const userId = (await call(admin, 'POST', 'users', { firstName: 'Rola', lastName: 'Testowa', email, rolesIds: [roleId], password: DEMO_PASSWORD })).id;
  await page.reload();
  await expect(usersCell).toHaveText('1');

  const colleague = await signedInElsewhere(browser, email);
  try {
    await expect(menu(colleague.page).getByRole('link', { name: 'Banners', exact: true })).toBeVisible();
    await expect(menu(colleague.page).getByRole('link', { name: 'Hot Banner', exact: true })).toHaveCount(0);
    await colleague.page.goto('/banners');
    await expect(colleague.page.getByRole('heading', { name: 'Banners' })).toBeVisible();

    // A grant added later shows after the colleague's next sign-in.
    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByLabel(/^Role name/)).toHaveValue(name);
    await page.getByRole('checkbox', { name: 'All Hot Banner permissions' }).check();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Role updated successfully')).toBeVisible();
    await colleague.page.getByRole('button', { name: 'Logout' }).click();
    await colleague.page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(colleague.page).toHaveURL(/\/login$/);
    await signIn(colleague.page, email);
    await expect(menu(colleague.page).getByRole('link', { name: 'Hot Banner', exact: true })).toBeVisible();
  } finally {
    await colleague.context.close();
  }

  // Held by one user: refused, saying so.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByLabel('Search').fill(name);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('dialog').getByText('Are you sure you want to delete this role?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('This role cannot be deleted: 1 user still holds it. Remove it from them first.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
  await expect(row).toBeVisible();

  await call(admin, 'DELETE', `users/${userId}`);
  await page.reload();
  await page.getByLabel('Search').fill(name);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Role deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('editor@example.com (landing pages only) gets /404 on /roles', async ({ page }) => {
  await signedInAs(page, 'editor@example.com');
  await expect(menu(page).getByRole('link', { name: 'Roles', exact: true })).toHaveCount(0);
  await page.goto('/roles');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/roles/add');
  await expect(page).toHaveURL(/\/404$/);
});
