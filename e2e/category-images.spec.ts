// Category images on the shared kit: create (with the category name looked up from the sportsbook) → find in the
// list → edit → delete, as admin and as the viewer (the module needs only a signed-in user).
import type { Page } from '@playwright/test';
import { expect, signedInAs, test } from './fixtures';


// A 1229x469 PNG (exactly the category background of the spec), drawn at run time so no binary lives in the repository.
async function backgroundPng(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1229;
    canvas.height = 469;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#0b6e4f';
    context.fillRect(0, 0, 1229, 469);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(data, 'base64');
}

for (const email of ['admin@example.com', 'viewer@example.com']) {
  test(`${email} creates, finds, edits and deletes a category image`, async ({ page }) => {
    const stamp = Date.now().toString(36);
    const event = `E2E ${email.split('@')[0]} ${stamp}`;
    const eventId = String(Date.now() % 1_000_000_000);
    await signedInAs(page, email, '/category-image');
    await expect(page.getByRole('heading', { name: 'Category Images' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Active', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('row').nth(1)).toBeVisible();

    await page.getByRole('link', { name: 'Create Category Image' }).click();
    await expect(page).toHaveURL(/\/category-image\/create$/);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Category id is required!')).toBeVisible();
    await expect(page.getByText('Event id is required!')).toBeVisible();
    await page.getByLabel(/^Category id/).fill('104');
    await expect(page.getByLabel(/^Category name/)).toHaveValue('Piłka nożna › Premier League');
    await page.getByLabel(/^Event id/).fill(eventId);
    await page.getByLabel(/^Event name/).fill(event);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload image' }).click();
    await (await chooser).setFiles({ name: `tlo-${stamp}.png`, mimeType: 'image/png', buffer: await backgroundPng(page) });
    await expect(page.getByRole('img', { name: 'Background image preview' })).toBeVisible();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Category image created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/category-image$/);

    await page.getByLabel('Search').fill(event);
    const row = page.getByRole('row', { name: new RegExp(event) });
    await expect(row).toContainText('Piłka nożna › Premier League');
    await row.getByRole('link', { name: `Edit ${eventId} ${event}` }).click();
    await expect(page.getByLabel(/^Event name/)).toHaveValue(event);
    await page.getByRole('switch', { name: 'Disable nofollow' }).check();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Category image updated successfully')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByLabel('Search').fill(event);
    await expect(row).toContainText('Disabled');
    await row.getByRole('button', { name: `Delete ${eventId} ${event}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure you want to delete this category image?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Category image deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
}
