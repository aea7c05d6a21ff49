// Entertainments, a permission-guarded module on the shared kit: as admin create (event game type from the server's
// list, category as key/value, image of exactly 468x118) → find in the list → edit → delete; the viewer reads only;
// the landing editor gets /404 on the route and 403 from v1/entertainments.
import { apiToken, expect, ports, signedInAs, test } from './fixtures';
import { solidPng } from './png';

const api = (token: string, method: string, path: string, body?: unknown) =>
  fetch(`http://localhost:${ports.api}/api/v1/${path}`, {
    method,
    headers: { 'x-access-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const forged = { eventGameType: 'OUTRIGHT', eventId: '1', entertainmentName: 'Podrobiony', category: [{ key: 'x', value: 'y' }], sortOrder: 1 };

test('admin@example.com creates, finds, edits and deletes an entertainment', async ({ page }) => {
  const name = `E2E rozrywka ${Date.now().toString(36)}`;
  await signedInAs(page, 'admin@example.com', '/entertainments');
  await expect(page.getByRole('heading', { name: 'Entertainments' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('link', { name: 'Create Entertainment' }).click();
  await expect(page).toHaveURL(/\/entertainments\/add$/);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('please select event game type')).toBeVisible();
  await expect(page.getByText('Event id is required!')).toBeVisible();
  await page.getByRole('combobox', { name: /Event game type/ }).click();
  await page.getByRole('option', { name: 'Outright winner' }).click();
  await page.getByLabel(/^Event id/).fill('7709999');
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel('Key 1', { exact: true }).fill('music');
  await page.getByLabel('Polish value 1', { exact: true }).fill('Muzyka');
  await page.getByLabel(/^Title/).fill('Kto wygra Eurowizję?');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles({ name: `${name.replace(/\W+/g, '-')}.png`, mimeType: 'image/png', buffer: solidPng(468, 118) });
  await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Entertainment created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/entertainments$/);

  await page.getByLabel('Search').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Muzyka');
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await page.getByRole('button', { name: 'Add category' }).click();
  await page.getByLabel('Key 2', { exact: true }).fill('tv');
  await page.getByLabel('Polish value 2', { exact: true }).fill('Telewizja');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Entertainment updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByLabel('Search').fill(name);
  await expect(row).toContainText('Muzyka, Telewizja');
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to delete this entertainment?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Entertainment deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('viewer@example.com sees entertainments read-only, and the server refuses a forged write', async ({ page }) => {
  await signedInAs(page, 'viewer@example.com', '/entertainments');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Entertainment' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await page.getByRole('link', { name: /^View / }).first().click();
  await expect(page).toHaveURL(/\/entertainments\/view\/\d+$/);
  await expect(page.getByLabel(/^Name/)).toHaveAttribute('readonly', '');
  const token = await apiToken('viewer@example.com');
  expect((await api(token, 'POST', 'entertainments', forged)).status).toBe(403);
});

test('editor@example.com (landing pages only) gets /404 on /entertainments and 403 from v1/entertainments', async ({ page }) => {
  await signedInAs(page, 'editor@example.com', '/entertainments');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/entertainments/add');
  await expect(page).toHaveURL(/\/404$/);
  const token = await apiToken('editor@example.com');
  expect((await api(token, 'GET', 'entertainments')).status).toBe(403);
  expect((await api(token, 'GET', 'event-game-types')).status).toBe(403);
  expect((await api(token, 'POST', 'entertainments', forged)).status).toBe(403);
});
