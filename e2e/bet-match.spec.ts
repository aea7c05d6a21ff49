// Bet match (signed-in only): the viewer creates an entry on an outcome picked from the sportsbook catalog (event →
// game found by name → outcome), finds it on the Pending tab under "Tomorrow", edits it and deletes it; the
// BetMatch Overview under the list is there with its title.
import type { Page } from '@playwright/test';
import { expect, signedInAs, test } from './fixtures';
import { solidPng } from './png';

const two = (n: number) => String(n).padStart(2, '0');

/** Types a date and time into one picker's sections: day, month, year, hours, minutes (en-gb). */
async function typeDateTime(page: Page, label: string, when: Date) {
  await page.getByRole('group', { name: new RegExp(`^${label}`) }).getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(`${two(when.getDate())}${two(when.getMonth() + 1)}${when.getFullYear()}${two(when.getHours())}${two(when.getMinutes())}`);
}

test('a signed-in user creates, finds, edits and deletes a bet match entry', async ({ page }) => {
  const name = `E2E typ ${Date.now().toString(36)}`;
  await signedInAs(page, 'viewer@example.com', '/bet-match');
  await expect(page.getByRole('heading', { name: 'Bet Match', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Visible' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'BetMatch Overview' })).toBeVisible();

  await page.getByRole('link', { name: 'Create BetMatch' }).click();
  await expect(page).toHaveURL(/\/bet-match\/create$/);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Name is required!', { exact: true })).toBeVisible();
  await expect(page.getByText('please select event')).toBeVisible();

  await page.getByLabel(/^Name/).fill(name);
  await page.getByRole('combobox', { name: /^Event/ }).click();
  await page.getByRole('option', { name: /^Legia Warszawa – Lech Poznań/ }).click();
  await page.getByRole('combobox', { name: /^Game/ }).fill('wynik');
  await page.getByRole('option', { name: 'Wynik meczu', exact: true }).click();
  await page.getByRole('combobox', { name: /^Outcome/ }).click();
  await page.getByRole('option', { name: /^Remis/ }).click();
  await expect(page.getByLabel(/^Outcome name/)).toHaveValue('Remis');
  await page.getByLabel(/^Outcome name/).fill('Remis w hicie kolejki');
  await page.getByLabel('Upload image: Image', { exact: true }).setInputFiles({ name: `${Date.now()}-entry.png`, mimeType: 'image/png', buffer: solidPng(716, 400) });
  await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
  await page.getByLabel('Upload image: Alt image', { exact: true }).setInputFiles({ name: `${Date.now()}-alt.png`, mimeType: 'image/png', buffer: solidPng(358, 400) });
  await expect(page.getByRole('img', { name: 'Alt image preview' })).toBeVisible();
  // "Tomorrow" is the site's tomorrow (Warsaw, SITE_TIME_ZONE): late in the UTC evening that is already the day after
  // this machine's tomorrow. 10:00 typed in the browser stays on that calendar day in Warsaw.
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date()).split('-').map(Number);
  const tomorrow = new Date(y, m - 1, d + 1, 10, 0, 0, 0);
  await typeDateTime(page, 'From date', tomorrow);
  await typeDateTime(page, 'Till date', new Date(tomorrow.getTime() + 24 * 3600_000));
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('BetMatch created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/bet-match$/);

  await page.getByRole('tab', { name: 'Pending' }).click();
  await page.getByRole('group', { name: 'Date filter' }).getByRole('button', { name: 'Tomorrow', exact: true }).click();
  await page.getByLabel('Search').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Remis w hicie kolejki');
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await expect(page.getByRole('combobox', { name: /^Game/ })).toHaveValue('Wynik meczu');
  await page.getByLabel(/^Outcome name/).fill('Remis w derbach');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('BetMatch updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('tab', { name: 'Pending' }).click();
  await page.getByLabel('Search').fill(name);
  await expect(row).toContainText('Remis w derbach');
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to delete this BetMatch?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('BetMatch deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});
