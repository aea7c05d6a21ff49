// Translations: the admin searches the demo keys, adds a key, edits its English value in place (Enter saves),
// filters the keys missing a language, exports English as the site's i18n file and imports a changed copy after
// its preview. The landing editor, without apptranslation permissions, gets /404 on the route.
import { readFile } from 'node:fs/promises';
import { expect, signedInAs, test } from './fixtures';

test('admin searches, edits inline, filters missing, exports and imports translations', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const key = `e2e.k${stamp}`;
  await signedInAs(page, 'admin@example.com', '/translation');
  await expect(page.getByRole('heading', { name: 'Translation', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'App texts' })).toHaveAttribute('aria-selected', 'true');

  // Search finds keys by their Polish value too.
  await page.getByLabel('Search').fill('Postaw zakład');
  await expect(page.getByRole('row', { name: /betslip\.placeBet/ })).toBeVisible();

  await page.getByRole('link', { name: 'Add Translation' }).click();
  await expect(page).toHaveURL(/\/translation\/add$/);
  await page.getByLabel(/^Key/).fill(key);
  await page.getByLabel(/^Polish value/).fill(`Tekst testowy ${stamp}`);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Translation created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/translation$/);

  await page.getByLabel('Search').fill(key);
  const row = page.getByRole('row', { name: new RegExp(key.replace('.', '\\.')) });
  await expect(row).toContainText(`Tekst testowy ${stamp}`);
  await row.getByRole('button', { name: `Edit inline ${key}` }).click();
  await expect(row.getByLabel('Polish value')).toBeFocused();
  await row.getByLabel('English value').fill(`Test text ${stamp}`);
  await row.getByLabel('English value').press('Enter');
  await expect(page.getByText('Translation updated successfully')).toBeVisible();
  await expect(row).toContainText(`Test text ${stamp}`);
  await expect(row.getByLabel('English value')).toHaveCount(0);

  // Still missing in Ukrainian, no longer in English.
  await page.getByRole('combobox', { name: 'Missing in' }).click();
  await page.getByRole('option', { name: 'Ukrainian' }).click();
  await expect(row).toBeVisible();
  await page.getByRole('combobox', { name: 'Missing in' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByText('No translations found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Missing in' }).click();
  await page.getByRole('option', { name: 'Any language' }).click();
  await expect(row).toBeVisible();

  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'English (en.json)' }).click()]);
  expect(download.suggestedFilename()).toBe('en.json');
  const english = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(english.app.e2e[`k${stamp}`]).toBe(`Test text ${stamp}`);
  expect(english.app.betslip.placeBet).toBe('Place bet');

  english.app.e2e[`k${stamp}`] = `Imported text ${stamp}`;
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import translations' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles({ name: 'en.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(english)) });
  await expect(dialog.getByRole('combobox', { name: 'Language' })).toContainText('English');
  await expect(dialog.getByText('Changed: 1')).toBeVisible();
  await expect(dialog.getByText('Added: 0')).toBeVisible();
  const change = dialog.getByRole('row', { name: new RegExp(key.replace('.', '\\.')) });
  await expect(change).toContainText(`Test text ${stamp}`);
  await expect(change).toContainText(`Imported text ${stamp}`);
  await dialog.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByText('Translations imported: 0 added, 1 changed')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText(`Imported text ${stamp}`);
});

test('editor@example.com (landing pages only) gets /404 on /translation', async ({ page }) => {
  await signedInAs(page, 'editor@example.com', '/translation');
  await expect(page).toHaveURL(/\/404$/);
});
