// Hot banners, a permission-guarded module on the shared kit: as admin create → find in the list → edit → clone →
// delete; the viewer sees the list read-only and the server refuses its forged writes; the landing editor, without
// any hotbanners permission, gets /404 on the route and 403 from the API.
import type { Page } from '@playwright/test';
import { apiToken, expect, ports, signedInAs, test } from './fixtures';


const api = (token: string, method: string, path: string, body?: unknown) =>
  fetch(`http://localhost:${ports.api}/api/v1/${path}`, {
    method,
    headers: { 'x-access-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const forged = { bannerName: 'Podrobiony', pl_link: '/promocje', sortOrder: 1 };

async function deleteRow(page: Page, name: string) {
  // A list opened on its search (a shared link): typing right after the previous deletion once lost the race with
  // the list's own URL update and showed the old search.
  await page.goto(`/hotbanner?search=${encodeURIComponent(name)}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to delete this hot banner?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  // The clone's and the original's toasts may both still show.
  await expect(page.getByText('Hot banner deleted successfully').last()).toBeVisible();
  await expect(row).toHaveCount(0);
}

test('admin@example.com creates, finds, edits, clones and deletes a hot banner', async ({ page }) => {
  const name = `E2E hot ${Date.now().toString(36)}`;
  await signedInAs(page, 'admin@example.com', '/hotbanner');
  await expect(page.getByRole('heading', { name: 'Hot Banners' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('link', { name: 'Create Hot Banner' }).click();
  await expect(page).toHaveURL(/\/hotbanner\/add$/);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Name is required!')).toBeVisible();
  await expect(page.getByText('Link is required!')).toBeVisible();
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Title/).fill('Finał Ligi Mistrzów');
  // An event game stands in for the link.
  await page.getByLabel(/^Event game id/).fill('9100231');
  await page.getByLabel(/^Sort order/).fill('7');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Hot banner created successfully').last()).toBeVisible();
  await expect(page).toHaveURL(/\/hotbanner$/);

  await page.getByLabel('Search').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await page.getByLabel(/^Sort order/).fill('8');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Hot banner updated successfully').last()).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByLabel('Search').fill(name);
  await expect(row).toContainText('8');
  await row.getByRole('link', { name: `Clone ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Clone Hot Banner' })).toBeVisible();
  await expect(page.getByLabel(/^Event game id/)).toHaveValue('9100231');
  await page.getByLabel(/^Name/).fill(`${name} kopia`);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  // The copy is saved when the form has gone back to the list (the first create's toast may still be up).
  await expect(page).toHaveURL(/\/hotbanner$/);
  await expect(page.getByText('Hot banner created successfully').last()).toBeVisible();

  await deleteRow(page, `${name} kopia`);
  await deleteRow(page, name);
});

test('viewer@example.com sees hot banners read-only, and the server refuses a forged write', async ({ page }) => {
  await signedInAs(page, 'viewer@example.com', '/hotbanner');
  await expect(page.getByRole('heading', { name: 'Hot Banners' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Hot Banner' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^(Edit|Clone) / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await page.getByRole('link', { name: /^View / }).first().click();
  await expect(page).toHaveURL(/\/hotbanner\/view\/\d+$/);
  await expect(page.getByLabel(/^Name/)).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: /^(Create|Update)$/ })).toHaveCount(0);
  await page.goto('/hotbanner/clone/1');
  await expect(page).toHaveURL(/\/404$/);

  const token = await apiToken('viewer@example.com');
  expect((await api(token, 'POST', 'banners', forged)).status).toBe(403);
});

test('editor@example.com (landing pages only) gets /404 on /hotbanner and 403 from v1/banners', async ({ page }) => {
  await signedInAs(page, 'editor@example.com', '/hotbanner');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/hotbanner/add');
  await expect(page).toHaveURL(/\/404$/);
  const token = await apiToken('editor@example.com');
  expect((await api(token, 'GET', 'banners')).status).toBe(403);
  expect((await api(token, 'POST', 'banners', forged)).status).toBe(403);
});
