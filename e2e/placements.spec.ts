// Placements, a permission-guarded module on the shared kit: as admin create (image of exactly 524x233, places and
// screens) → find in the list → edit → delete; the viewer sees the list read-only and the server refuses its forged
// writes; the landing editor, without any placement permission, gets /404 on the route and 403 from the API.
import { apiToken, expect, ports, signedInAs, test } from './fixtures';

import { solidPng } from './png';

const api = (token: string, method: string, path: string, body?: unknown) =>
  fetch(`http://localhost:${ports.api}/api/v1/${path}`, {
    method,
    headers: { 'x-access-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const forged = {
  placementName: 'Podrobiony', screens: [{ key: 'desktop', value: 'top' }], pl_imageUrl: '/files/placements/x.png', pl_imageAltText: 'x',
};

test('admin@example.com creates, finds, edits and deletes a placement', async ({ page }) => {
  const name = `E2E kafel ${Date.now().toString(36)}`;
  await signedInAs(page, 'admin@example.com', '/placements');
  await expect(page.getByRole('heading', { name: 'Placements' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('link', { name: 'Create Placement' }).click();
  await expect(page).toHaveURL(/\/placements\/add$/);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Name is required!')).toBeVisible();
  await expect(page.getByText('Image alt is required!')).toBeVisible();
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Title/).fill('Bonus 100% do 500 zł');
  await page.getByRole('button', { name: 'Add place' }).click();
  await page.getByLabel('Place 1', { exact: true }).fill('home');
  await page.getByLabel('Position 1', { exact: true }).fill('1');
  await page.getByLabel('Screen 1', { exact: true }).fill('desktop');
  await page.getByLabel('Slot 1', { exact: true }).fill('right-column');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles({ name: `${name.replace(/\W+/g, '-')}.png`, mimeType: 'image/png', buffer: solidPng(524, 233) });
  await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
  await page.getByLabel(/^Image alt/).fill('Bonus powitalny');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Placement created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/placements$/);

  await page.getByLabel('Search').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('desktop');
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await page.getByRole('button', { name: 'Add screen' }).click();
  await page.getByLabel('Screen 2', { exact: true }).fill('mobile');
  await page.getByLabel('Slot 2', { exact: true }).fill('top');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Placement updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByLabel('Search').fill(name);
  await expect(row).toContainText('desktop, mobile');
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to delete this placement?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Placement deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('viewer@example.com sees placements read-only, and the server refuses a forged write', async ({ page }) => {
  await signedInAs(page, 'viewer@example.com', '/placements');
  await expect(page.getByRole('heading', { name: 'Placements' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Placement' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await page.getByRole('link', { name: /^View / }).first().click();
  await expect(page).toHaveURL(/\/placements\/view\/\d+$/);
  await expect(page.getByLabel(/^Name/)).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: /^(Create|Update|Add place|Add screen)$/ })).toHaveCount(0);

  const token = await apiToken('viewer@example.com');
  expect((await api(token, 'POST', 'placements', forged)).status).toBe(403);
});

test('editor@example.com (landing pages only) gets /404 on /placements and 403 from v1/placements', async ({ page }) => {
  await signedInAs(page, 'editor@example.com', '/placements');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/placements/add');
  await expect(page).toHaveURL(/\/404$/);
  const token = await apiToken('editor@example.com');
  expect((await api(token, 'GET', 'placements')).status).toBe(403);
  expect((await api(token, 'POST', 'placements', forged)).status).toBe(403);
});
