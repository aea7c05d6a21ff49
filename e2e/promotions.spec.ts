// Promotions, a permission-guarded module with per-language texts, rich text and a preview outside the layout: as
// admin add a promotion (required messages first, a wrong icon size refused) → preview the unsaved values in a new tab → find it → edit → clone → delete; the players who joined a demo promotion,
// searched and exported as CSV; the landing editor, without any promotion permission, gets /404 on the module and its
// preview, and 403 from the API.
import { apiToken, expect, ports, signedInAs, test } from './fixtures';
import { solidPng } from './png';
import { typeDateTime } from './date-time';

const api = (token: string, method: string, path: string) =>
  fetch(`http://localhost:${ports.api}/api/v1/${path}`, { method, headers: { 'x-access-token': token } });

test('admin@example.com adds a promotion, previews it unsaved, finds, edits, clones and deletes it', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const name = `E2E promocja ${stamp}`;
  await signedInAs(page, 'admin@example.com', '/promotions');
  await expect(page.getByRole('heading', { name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('link', { name: 'Add Promotion' }).click();
  await expect(page).toHaveURL(/\/promotions\/add$/);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Name is required!')).toBeVisible();
  await expect(page.getByText('Short description is required!')).toBeVisible();
  await expect(page.getByText('Minimum odds is required!')).toBeVisible();

  await page.getByLabel(/^Name/).fill(name);
  await expect(page.getByRole('tab', { name: 'Polish' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel(/^Polish short description/).fill('Postaw 3 kupony i odbierz freebet 20 zł');
  await page.getByRole('textbox', { name: 'Polish long description' }).click();
  await page.keyboard.type('Zasady promocji dla graczy');
  await page.getByLabel(/^Polish won info/).fill('Freebet 20 zł jest na Twoim koncie');
  await page.getByLabel(/^Betting URL/).fill('/zaklady/pilka-nozna');
  await page.getByLabel(/^Required bet count/).fill('3');
  await page.getByLabel(/^Minimum odds/).fill('1.5');
  await page.getByLabel(/^Rank/).fill('99');
  const start = new Date();
  start.setDate(start.getDate() + 1);
  start.setHours(8, 0, 0, 0);
  await typeDateTime(page, 'Start', start);
  await typeDateTime(page, 'End', new Date(start.getTime() + 14 * 24 * 3600_000));
  await page.getByLabel('Upload image: Image', { exact: true }).setInputFiles({ name: `promocja-${stamp}.png`, mimeType: 'image/png', buffer: solidPng(820, 260) });
  await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
  // The icon is 160x160: another size is refused with the spec's text.
  await page.getByLabel('Upload image: Icon', { exact: true }).setInputFiles({ name: `ikona-zla-${stamp}.png`, mimeType: 'image/png', buffer: solidPng(100, 100) });
  await expect(page.getByText('Image dimension is not correct (expect 160 x 160)')).toBeVisible();
  await page.getByLabel('Upload image: Icon', { exact: true }).setInputFiles({ name: `ikona-${stamp}.png`, mimeType: 'image/png', buffer: solidPng(160, 160) });
  await expect(page.getByRole('img', { name: 'Icon preview' })).toBeVisible();

  // The preview opens in its own tab, outside the layout, with the values not saved yet.
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = await opened;
  await expect(preview).toHaveURL(/\/promotion\/preview\?draft=/);
  const card = preview.getByRole('article', { name: 'Promotion as players see it' });
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await expect(card.getByText('Minimalny kurs: 1.50')).toBeVisible();
  await preview.close();

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Promotion created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/promotions$/);

  // It starts tomorrow: on the Upcoming tab.
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await page.getByLabel('Search').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: `View ${name}` }).click();
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await expect(page.getByRole('button', { name: /^(Create|Update)$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByLabel('Search').fill(name);
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await page.getByLabel(/^Rank/).fill('98');
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByLabel(/^English short description/).fill('Place 3 bets and get a PLN 20 free bet');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  // An optional language comes whole.
  await expect(page.getByText('English won info is required!')).toBeVisible();
  await page.getByLabel(/^English won info/).fill('Your PLN 20 free bet is in your account');
  await page.getByRole('textbox', { name: 'English long description' }).click();
  await page.keyboard.type('Promotion rules');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Promotion updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByLabel('Search').fill(name);
  await expect(row).toContainText('98');
  await row.getByRole('link', { name: `Clone ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Clone Promotion' })).toBeVisible();
  await page.getByLabel(/^Name/).fill(`${name} kopia`);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  // The copy is saved when the form has gone back to the list (an earlier toast may still be up).
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByText('Promotion created successfully').last()).toBeVisible();

  await page.getByLabel('Search').fill(name);
  await expect(page.getByRole('row', { name: new RegExp(`${name} kopia`) })).toBeVisible();
  for (const each of [`${name} kopia`, name]) {
    await page.getByRole('button', { name: `Delete ${each}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure you want to delete this promotion?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Promotion deleted successfully').first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete ${each}`, exact: true })).toHaveCount(0);
  }
});

test('admin@example.com searches the players who joined a demo promotion and exports them as CSV', async ({ page }) => {
  await signedInAs(page, 'admin@example.com', '/promotions');
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await page.getByLabel('Search').fill('Freebet za 3 kupony');
  await page.getByRole('link', { name: 'Players Freebet za 3 kupony' }).click();
  await expect(page).toHaveURL(/\/promotions\/users\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Players of Freebet za 3 kupony' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const login = (await page.getByRole('row').nth(1).getByRole('cell').nth(2).textContent())!.trim();
  await page.getByLabel('Search').fill(login);
  await expect(page.getByRole('row')).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^promotion-\d+-players-.*\.csv$/);
});

test('editor@example.com (landing pages only) gets /404 on /promotions and its preview, and 403 from v1/promotions', async ({ page }) => {
  await signedInAs(page, 'editor@example.com');
  for (const path of ['/promotions', '/promotions/add', '/promotion/preview']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/404$/);
  }
  const token = await apiToken('editor@example.com');
  expect((await api(token, 'GET', 'promotions')).status).toBe(403);
  expect((await api(token, 'GET', 'promotions/1/users')).status).toBe(403);
});
