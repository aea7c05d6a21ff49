// Promo codes, a permission-guarded module on the shared kit: as admin create → a second one with the same code is
// refused on the code → find in the list → edit → delete; the landing editor, without any promocode permission, gets
// /404 on the route and 403 from the API.
import type { Page } from '@playwright/test';
import { apiToken, expect, ports, signedInAs, test } from './fixtures';

async function fillCode(page: Page, code: string) {
  await page.getByLabel(/^Code/).fill(code);
  await page.getByLabel(/^Description/).fill('Freebet 10 zł na mecze Ekstraklasy');
  await page.getByRole('combobox', { name: /^Entered at/ }).click();
  await page.getByRole('option', { name: 'Deposit', exact: true }).click();
  await page.getByRole('combobox', { name: /^Bonus type/ }).click();
  await page.getByRole('option', { name: 'Freebet (PLN)' }).click();
  await page.getByLabel(/^Bonus value/).fill('10');
}

test('admin@example.com creates, finds, edits and deletes a promo code', async ({ page }) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await signedInAs(page, 'admin@example.com', '/promo-code');
  await expect(page.getByRole('heading', { name: 'Promo Codes' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('link', { name: 'Create Promo Code' }).click();
  await expect(page).toHaveURL(/\/promo-code\/add$/);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Code is required!')).toBeVisible();
  await expect(page.getByText('please select bonus type')).toBeVisible();
  await fillCode(page, 'ZŁY KOD');
  await expect(page.getByText('Code may hold only letters A-Z and digits, without spaces')).toBeVisible();
  await page.getByLabel(/^Code/).fill(code);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Promo code created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/promo-code$/);

  // The same code again, typed in lower case, is refused on the code field.
  await page.getByRole('link', { name: 'Create Promo Code' }).click();
  await fillCode(page, code.toLowerCase());
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('A promo code with this code already exists').first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  const leave = page.getByRole('dialog');
  await expect(leave.getByText('You have unsaved changes. Leave this page without saving them?')).toBeVisible();
  await leave.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/promo-code$/);

  await page.getByLabel('Search').fill(code);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Freebet: 10 zł');
  await row.getByRole('link', { name: `Edit ${code}`, exact: true }).click();
  await expect(page).toHaveURL(/\/promo-code\/edit\/\d+$/);
  await expect(page.getByLabel(/^Code/)).toHaveValue(code);
  await expect(page.getByText('Uses so far: 0')).toBeVisible();
  await page.getByLabel(/^Bonus value/).fill('15');
  await page.getByLabel(/^Usage limit/).fill('500');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Promo code updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByLabel('Search').fill(code);
  await expect(row).toContainText('Freebet: 15 zł');
  await expect(row).toContainText('0 / 500');
  await row.getByRole('button', { name: `Delete ${code}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to delete this promo code?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Promo code deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('editor@example.com (landing pages only) gets /404 on /promo-code and 403 from v1/promo-code', async ({ page }) => {
  await signedInAs(page, 'editor@example.com', '/promo-code');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/promo-code/add');
  await expect(page).toHaveURL(/\/404$/);
  const token = await apiToken('editor@example.com');
  const res = await fetch(`http://localhost:${ports.api}/api/v1/promo-code`, { headers: { 'x-access-token': token } });
  expect(res.status).toBe(403);
});
