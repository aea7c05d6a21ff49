// Module finder: the side menu's filter box narrows the entries (order kept, Escape clears), and
// Ctrl+K opens the finder over the modules the user may open and their records' names, used with the keyboard
// alone; the editor's finder offers only the editor's modules.
import { expect, signedInAs, test } from './fixtures';

const menu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main menu' });

test('the menu filter narrows the entries as one types and Escape brings them all back', async ({ page }) => {
  await signedInAs(page, 'admin@example.com');
  const links = menu(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  const all = await links.count();
  const filter = menu(page).getByRole('searchbox', { name: 'Filter menu' });
  await filter.fill('banner');
  await expect(menu(page).getByRole('link', { name: 'Hot Banner', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Landing Pages', exact: true })).toHaveCount(0);
  await filter.press('Escape');
  await expect(filter).toHaveValue('');
  await expect(links).toHaveCount(all);
});

test('admin opens a module with the keyboard alone through Ctrl+K', async ({ page }) => {
  await signedInAs(page, 'admin@example.com');
  // The shortcut belongs to the signed-in frame: wait for it before pressing.
  await expect(menu(page).getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Find a module' });
  const box = dialog.getByRole('combobox', { name: 'Module name' });
  await expect(box).toBeFocused();
  await page.keyboard.type('special cat');
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await expect(dialog.getByRole('option', { name: /Special Categories/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/special-categories/);

  // Arrows move the highlight; Escape closes without moving.
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await page.keyboard.type('banner');
  const options = dialog.getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/special-categories/);
});

test('the editor finds only the modules the editor may open', async ({ page }) => {
  await signedInAs(page, 'editor@example.com');
  await expect(menu(page).getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Find a module' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type('landing');
  await expect(dialog.getByRole('option').filter({ hasText: 'Landing Pages' }).first()).toBeVisible();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('roles');
  await expect(dialog.getByText('No module matches “roles”.')).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Modules' })).toHaveCount(0);
  await expect(dialog.getByRole('option', { name: /^Roles/ })).toHaveCount(0);
  // Nor the records of modules the editor may not open: hot banners are guarded.
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Ekstraklasa — kolejka');
  await expect(dialog.getByText('Searching records…')).toHaveCount(0);
  await expect(dialog.getByRole('group', { name: /^Hot Banner/ })).toHaveCount(0);
});

test('admin opens a record by its name with the keyboard alone', async ({ page }) => {
  await signedInAs(page, 'admin@example.com');
  await expect(menu(page).getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Find a module' });
  await expect(dialog.getByRole('combobox', { name: 'Module name' })).toBeFocused();
  // A demo hot banner's name: no module is called so, the records are searched once typing pauses.
  await page.keyboard.type('Ekstraklasa — kolejka');
  await expect(dialog.getByText('No module matches “Ekstraklasa — kolejka”.')).toBeVisible();
  const record = dialog.getByRole('group', { name: /^Hot Banner/ }).getByRole('option', { name: /Ekstraklasa — kolejka/ });
  await expect(record).toBeVisible();
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await expect(record).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/hotbanner\/edit\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Name' }).first()).toHaveValue('Ekstraklasa — kolejka');
});
