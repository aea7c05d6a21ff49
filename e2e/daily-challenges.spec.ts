// Daily challenges (signed-in only): the viewer creates a challenge (sport from the built-in list, help steps that
// grow and shrink, card images), finds it, edits it (stays on the form; Cancel returns with the search kept), and deletes it.
import { typeDateTime } from './date-time';
import { expect, signedInAs, test } from './fixtures';
import { solidPng } from './png';

test('a signed-in user creates, finds, edits and deletes a daily challenge', async ({ page }) => {
  const title = `E2E wyzwanie ${Date.now().toString(36)}`;
  await signedInAs(page, 'viewer@example.com', '/daily-challenge');
  await expect(page.getByRole('heading', { name: 'Daily Challenges' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Visible' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('link', { name: 'Create daily challenge' }).click();
  await expect(page.getByRole('heading', { name: 'Create daily challenge' })).toBeVisible();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Promo id is required!')).toBeVisible();
  await expect(page.getByText('please select sport')).toBeVisible();

  await page.getByLabel(/^Promo id/).fill('777');
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Description/).fill('Postaw kupon z trzema zdarzeniami i odbierz freebet.');
  await page.getByRole('combobox', { name: /^Sport/ }).fill('siat');
  await page.getByRole('option', { name: 'Siatkówka (10)' }).click();
  await expect(page.getByLabel(/^Sport name/)).toHaveValue('Siatkówka');
  await page.getByLabel(/^Country icon/).fill('1');
  await page.getByLabel(/^Minimum stake/).fill('10 zł');
  await page.getByLabel(/^Minimum odds/).fill('1.60');
  await page.getByLabel(/^Event count/).fill('3');
  await page.getByLabel(/^Freebet value/).fill('15');
  await page.getByLabel(/^Category description/).fill('Wyzwanie dnia');
  const start = new Date();
  start.setDate(start.getDate() + 1);
  start.setHours(8, 0, 0, 0);
  await typeDateTime(page, 'From', start);
  await typeDateTime(page, 'Till', new Date(start.getTime() + 12 * 3600_000));
  await page.getByLabel('Upload image: Card front image', { exact: true }).setInputFiles({ name: `${Date.now()}-front.png`, mimeType: 'image/png', buffer: solidPng(300, 400) });
  await expect(page.getByRole('img', { name: 'Card front image preview' })).toBeVisible();
  // Card images are filed in their own folder, not among promotions.
  await expect(page.getByRole('img', { name: 'Card front image preview' })).toHaveAttribute('src', /\/daily-challenges\//);
  await page.getByLabel(/^Card front alt/).fill('Przód karty');
  await page.getByLabel('Upload image: Card back image', { exact: true }).setInputFiles({ name: `${Date.now()}-back.png`, mimeType: 'image/png', buffer: solidPng(300, 400) });
  await expect(page.getByRole('img', { name: 'Card back image preview' })).toBeVisible();
  await page.getByLabel(/^Card back alt/).fill('Tył karty');
  await page.getByLabel(/^Step 1/).fill('Zbuduj kupon z trzema meczami siatkówki.');
  await page.getByRole('button', { name: 'Add step' }).click();
  await page.getByLabel(/^Step 2/).fill('Odbierz freebet po rozliczeniu.');
  await page.getByRole('button', { name: 'Add step' }).click();
  await page.getByRole('button', { name: 'Remove Step 3' }).click();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Daily challenge created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/daily-challenge$/);

  await page.getByLabel('Search').fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(page).toHaveURL(/search=/);
  // The row's link carries the list's search once the list has re-rendered with it.
  await expect(row.getByRole('link', { name: `Edit ${title}` })).toHaveAttribute('href', /search=/);
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit daily challenge' })).toBeVisible();
  await expect(page.getByLabel(/^Step 2/)).toHaveValue('Odbierz freebet po rozliczeniu.');
  await page.getByLabel(/^Freebet value/).fill('20');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Daily challenge updated successfully')).toBeVisible();
  // An update stays on the form, as in every module; Cancel returns with the search kept.
  await expect(page.getByRole('heading', { name: 'Edit daily challenge' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/daily-challenge\?.*search=/);
  await expect(page.getByLabel('Search')).toHaveValue(title);

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to delete this daily challenge?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Daily challenge deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});
