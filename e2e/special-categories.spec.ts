// Special categories, a module built on the shared kit: create → find in the list → edit → delete, as admin and as
// the viewer (the module needs only a signed-in user), cold (the content remote visited first).
import { expect, signedInAs, test } from './fixtures';


// A 1x1 PNG: within the graphic's "at most 750x270".
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

for (const email of ['admin@example.com', 'viewer@example.com']) {
  test(`${email} creates, finds, edits and deletes a special category`, async ({ page }) => {
    const name = `E2E ${email.split('@')[0]} ${Date.now().toString(36)}`;
    await signedInAs(page, email, '/special-categories');
    await expect(page.getByRole('heading', { name: 'Special Categories' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('row').nth(1)).toBeVisible();

    await page.getByRole('link', { name: 'Create Special Category' }).click();
    await expect(page).toHaveURL(/\/special-categories\/create$/);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Name is required!')).toBeVisible();
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel(/^Url/).fill('/kategorie/e2e');
    await page.getByLabel(/^Seo description/).fill('Kategoria z testu e2e');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload image' }).click();
    await (await chooser).setFiles({ name: `${name.replace(/\W+/g, '-')}.png`, mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
    await page.getByLabel(/^Sort order/).fill('7');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Categories was created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/special-categories$/);

    await page.getByLabel('Search').fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByLabel(/^Name/)).toHaveValue(name);
    await page.getByLabel(/^Sort order/).fill('8');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Categories was updated successfully')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByLabel('Search').fill(name);
    await expect(row).toContainText('8');
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure you want to delete this category?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Categories was deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
}
