// Banners (sub banners), a permission-guarded module on the shared kit: as admin create → find in the list → edit →
// delete; the viewer sees the list read-only and the server refuses its forged writes; the landing editor, without
// any banners permission, gets /404 on the route and 403 from the API.
import { apiToken, expect, ports, signedInAs, test } from './fixtures';


const api = (token: string, method: string, path: string, body?: unknown) =>
  fetch(`http://localhost:${ports.api}/api/v1/${path}`, {
    method,
    headers: { 'x-access-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const banner = { subBannerName: 'Podrobiony', pl_imageAltText: 'Podrobiony', pl_link: '/promocje', sortOrder: 1 };

test('admin@example.com creates, finds, edits and deletes a banner', async ({ page }) => {
  const name = `E2E baner ${Date.now().toString(36)}`;
  await signedInAs(page, 'admin@example.com', '/banners');
  await expect(page.getByRole('heading', { name: 'Banners' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('link', { name: 'Create Banner' }).click();
  await expect(page).toHaveURL(/\/banners\/add$/);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Name is required!')).toBeVisible();
  await expect(page.getByText('Image alt is required!')).toBeVisible();
  await expect(page.getByText('Link is required!')).toBeVisible();
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Title/).fill('Bonus 100% do 500 zł');
  await page.getByLabel(/^Link/).fill('/promocje/bonus-powitalny');
  await page.getByLabel(/^Image alt/).fill('Bonus powitalny');
  await page.getByRole('switch', { name: 'Show to logged-out visitors' }).check();
  await page.getByLabel(/^Sort order/).fill('7');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Banner created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/banners$/);

  await page.getByLabel('Search').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await page.getByLabel(/^Sort order/).fill('8');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Banner updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByLabel('Search').fill(name);
  await expect(row).toContainText('8');
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to delete this banner?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Banner deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('viewer@example.com sees banners read-only, and the server refuses a forged write', async ({ page }) => {
  await signedInAs(page, 'viewer@example.com', '/banners');
  await expect(page.getByRole('heading', { name: 'Banners' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Banner' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await page.getByRole('link', { name: /^View / }).first().click();
  await expect(page).toHaveURL(/\/banners\/view\/\d+$/);
  await expect(page.getByLabel(/^Name/)).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: /^(Create|Update)$/ })).toHaveCount(0);

  const token = await apiToken('viewer@example.com');
  expect((await api(token, 'POST', 'sub-banners', banner)).status).toBe(403);
});

test('editor@example.com (landing pages only) gets /404 on /banners and 403 from v1/sub-banners', async ({ page }) => {
  await signedInAs(page, 'editor@example.com', '/banners');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/banners/add');
  await expect(page).toHaveURL(/\/404$/);
  const token = await apiToken('editor@example.com');
  expect((await api(token, 'GET', 'sub-banners')).status).toBe(403);
  expect((await api(token, 'POST', 'sub-banners', banner)).status).toBe(403);
});
