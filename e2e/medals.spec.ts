// Medals on the shared kit: add → find in the list → edit → delete as admin, with the 33x46 badge uploaded into the
// medals folder; the viewer (medals.index, medals.read) reads only (the medals permissions are enforced).
import type { Page } from '@playwright/test';
import { expect, signedInAs, test } from './fixtures';


// A 33x46 PNG (exactly the medal size of the spec), drawn at run time so no binary lives in the repository.
async function medalPng(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 33;
    canvas.height = 46;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#c9a227';
    context.fillRect(0, 0, 33, 46);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(data, 'base64');
}

test('viewer@example.com reads medals but is offered no change', async ({ page }) => {
  await signedInAs(page, 'viewer@example.com', '/medals');
  await expect(page.getByRole('heading', { name: 'Medals' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Medal' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
});

for (const email of ['admin@example.com']) {
  test(`${email} adds, finds, edits and deletes a medal`, async ({ page }) => {
    const stamp = Date.now().toString(36);
    const name = `E2E ${email.split('@')[0]} ${stamp}`;
    await signedInAs(page, email, '/medals');
    await expect(page.getByRole('heading', { name: 'Medals' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Active', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('row').nth(1)).toBeVisible();

    await page.getByRole('link', { name: 'Add Medal' }).click();
    await expect(page).toHaveURL(/\/medals\/add$/);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Polish name is required!')).toBeVisible();
    await page.getByLabel(/^Key/).fill(`e2e-${email.split('@')[0]}-${stamp}`);
    await page.getByLabel(/^Polish name/).fill(name);
    await page.getByLabel(/^English name/).fill(`${name} (en)`);
    await page.getByLabel(/^Rule/).fill('Wygraj 3 kupony w jeden weekend.');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload image' }).click();
    await (await chooser).setFiles({ name: `medal-${stamp}.png`, mimeType: 'image/png', buffer: await medalPng(page) });
    await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
    await page.getByLabel(/^Sort order/).fill('7');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Medal created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/medals$/);

    await page.getByLabel('Search').fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByLabel(/^Polish name/)).toHaveValue(name);
    await page.getByLabel(/^Sort order/).fill('8');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Medal updated successfully')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByLabel('Search').fill(name);
    await expect(row).toContainText('8');
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure you want to delete this medal?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Medal deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
}
