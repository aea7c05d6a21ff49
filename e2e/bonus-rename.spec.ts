// Bonus rename, a permission-guarded module on the shared kit: as admin create → find it by search → edit → delete;
// the landing editor, without any bonusRename permission, gets /404 on the route and 403 from the API.
import { apiToken, expect, ports, signedInAs, test } from './fixtures';

test('admin@example.com creates, finds, edits and deletes a bonus name', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const bonusId = `E2E-${stamp}`;
  const name = `Freebet E2E ${stamp}`;
  await signedInAs(page, 'admin@example.com', '/bonus-rename');
  await expect(page.getByRole('heading', { name: 'Bonus Rename' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('link', { name: 'Create Bonus Name' }).click();
  await expect(page).toHaveURL(/\/bonus-rename\/add$/);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Bonus id is required!')).toBeVisible();
  await expect(page.getByText('Displayed name (pl) is required!')).toBeVisible();
  await page.getByLabel(/^Bonus id/).fill(bonusId);
  await page.getByLabel(/^Original name/).fill('FREEBET_E2E_10');
  await page.getByLabel(/^Displayed name \(pl\)/).fill(name);
  await page.getByLabel(/^Displayed name \(en\)/).fill('E2E free bet');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Bonus name created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/bonus-rename$/);

  // Found by the engine's id as well as by the displayed name.
  await page.getByLabel('Search').fill(bonusId);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('FREEBET_E2E_10');
  await row.getByRole('link', { name: `Edit ${name}`, exact: true }).click();
  await expect(page).toHaveURL(/\/bonus-rename\/edit\/\d+$/);
  await expect(page.getByLabel(/^Displayed name \(pl\)/)).toHaveValue(name);
  await page.getByLabel(/^Displayed name \(uk\)/).fill('Фрібет E2E');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Bonus name updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByLabel('Search').fill(name);
  await expect(row).toContainText('Фрібет E2E');
  await row.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to delete this bonus name?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Bonus name deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('editor@example.com (landing pages only) gets /404 on /bonus-rename and 403 from v1/bonus-rename', async ({ page }) => {
  await signedInAs(page, 'editor@example.com', '/bonus-rename');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/bonus-rename/add');
  await expect(page).toHaveURL(/\/404$/);
  const token = await apiToken('editor@example.com');
  const res = await fetch(`http://localhost:${ports.api}/api/v1/bonus-rename`, { headers: { 'x-access-token': token } });
  expect(res.status).toBe(403);
});
