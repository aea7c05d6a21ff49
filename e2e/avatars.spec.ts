// Avatars on the shared kit: a section with several avatars uploaded at once (one refused for its size, the rest
// stored) → find it in the list → edit (reorder, remove) → delete; as admin and as the viewer (signed-in only).
import { expect, signedInAs, test } from './fixtures';
import { solidPng } from './png';

for (const email of ['admin@example.com', 'viewer@example.com']) {
  test(`${email} creates, finds, edits and deletes an avatar section`, async ({ page }) => {
    const stamp = `${email.split('@')[0]}-${Date.now().toString(36)}`;
    const name = `E2E ${stamp}`;
    await signedInAs(page, email, '/avatars');
    await expect(page.getByRole('heading', { name: 'Avatars', exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Active', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('row').nth(1)).toBeVisible();

    await page.getByRole('link', { name: 'Create Avatars' }).click();
    await expect(page).toHaveURL(/\/avatars\/create$/);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Section name is required!')).toBeVisible();
    await page.getByLabel(/^Section name/).fill(name);
    await page.getByLabel(/^Subtitle/).fill('Avatary z testu e2e');
    await page.getByLabel(/^Sort order/).fill('3');
    await page.getByLabel('Upload images: Avatars', { exact: true }).setInputFiles([
      { name: `${stamp}-a.png`, mimeType: 'image/png', buffer: solidPng(128, 128, [0xe5, 0x39, 0x35]) },
      { name: `${stamp}-big.png`, mimeType: 'image/png', buffer: solidPng(300, 300) },
      { name: `${stamp}-b.png`, mimeType: 'image/png', buffer: solidPng(256, 256, [0x43, 0xa0, 0x47]) },
    ]);
    await expect(page.getByRole('alert').filter({ hasText: `${stamp}-big.png (300 x 300 px, 1 KB): Image dimension is not correct (expect 256 x 256)` })).toBeVisible();
    const thumbnails = page.getByRole('list', { name: 'Avatars images' }).getByRole('img');
    await expect(thumbnails).toHaveCount(2);
    await expect(thumbnails.first()).toHaveAttribute('alt', `Avatars 1: ${stamp}-a.png`);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Avatars created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/avatars$/);

    await page.getByLabel('Search').fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByLabel(/^Section name/)).toHaveValue(name);
    await page.getByRole('button', { name: 'Move Avatars 1 right' }).click();
    await expect(thumbnails.first()).toHaveAttribute('alt', `Avatars 1: ${stamp}-b.png`);
    await page.getByRole('button', { name: 'Remove Avatars 2' }).click();
    await expect(thumbnails).toHaveCount(1);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Avatars updated successfully')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByLabel('Search').fill(name);
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure you want to delete this avatars category?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Avatars categories deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
}
