// Payout messages on the shared kit: create → find in the list → edit → delete, as admin and as the viewer (the
// module needs only a signed-in user), opened from the App Setting part of the menu.
import { expect, signedInAs, test } from './fixtures';

for (const email of ['admin@example.com', 'viewer@example.com']) {
  test(`${email} creates, finds, edits and deletes a payout message`, async ({ page }) => {
    const text = `E2E ${email.split('@')[0]} ${Date.now().toString(36)}`;
    await signedInAs(page, email, '/payout-message');
    await expect(page.getByRole('heading', { name: 'Payout Messages' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('row').nth(1)).toBeVisible();

    await page.getByRole('link', { name: 'Create Payout Message' }).click();
    await expect(page).toHaveURL(/\/payout-message\/create$/);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Text is required!')).toBeVisible();
    await expect(page.getByText('please select bank')).toBeVisible();
    await page.getByLabel(/^Text/).fill(text);
    await page.getByRole('combobox', { name: /^Bank/ }).click();
    await page.getByRole('option', { name: /^Bank Millennium/ }).click();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Payout messages was created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/payout-message$/);

    await page.getByLabel('Search').fill(text);
    const row = page.getByRole('row', { name: new RegExp(text) });
    await expect(row).toContainText('1160, 1470');
    await row.getByRole('link', { name: `Edit Bank Millennium: ${text}` }).click();
    await expect(page.getByLabel(/^Text/)).toHaveValue(text);
    await page.getByRole('combobox', { name: /^Bank/ }).click();
    await page.getByRole('option', { name: /^mBank/ }).click();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Payout messages was updated successfully')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByLabel('Search').fill(text);
    await expect(row).toContainText('1140');
    await row.getByRole('button', { name: `Delete mBank: ${text}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure you want to delete this payout message?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Payout message was deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
}
