// Registration and verification banners on the shared kit (one API, two menu entries): create a method's banner
// with every image at its exact size → find it in the list → edit → delete; as admin on /registration
// and as the viewer on /verification (the modules need only a signed-in user).
import type { Page } from '@playwright/test';
import { expect, signedInAs, test } from './fixtures';
import { solidPng } from './png';

const SLOTS = {
  registration: [['Desktop', 782, 210], ['Mobile', 653, 465], ['Small mobile', 477, 303], ['Desktop V2', 2560, 2560], ['Mobile header V2', 750, 484], ['Mobile background V2', 750, 1424]],
  verification: [['Desktop', 2560, 2560], ['Mobile background', 750, 1424]],
} as const;

async function fillImages(page: Page, kind: keyof typeof SLOTS, stamp: string) {
  for (const [label, width, height] of SLOTS[kind]) {
    const field = `${label} (${width} x ${height})`;
    await page.getByLabel(`Upload image: ${field}`, { exact: true }).setInputFiles({ name: `e2e-${stamp}-${width}x${height}.png`, mimeType: 'image/png', buffer: solidPng(width, height) });
    await expect(page.getByRole('img', { name: `${field} preview` })).toBeVisible();
    await page.getByLabel(new RegExp(`^${label} alt text`)).fill(`${label}: baner testowy`);
  }
}

for (const [email, kind, title] of [['admin@example.com', 'registration', 'Registration'], ['viewer@example.com', 'verification', 'Verification']] as const) {
  test(`${email} creates, finds, edits and deletes a ${kind} banner`, async ({ page }) => {
    const stamp = `${email.split('@')[0]}-${Date.now().toString(36)}`;
    const name = `E2E ${stamp}`;
    await signedInAs(page, email, `/${kind}`);
    await expect(page.getByRole('heading', { name: `${title} Banners` })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Active', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('row').nth(1)).toBeVisible();

    await page.getByRole('link', { name: `Create ${title} Banner` }).click();
    await expect(page).toHaveURL(new RegExp(`/${kind}/create$`));
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Name is required!')).toBeVisible();
    await page.getByLabel(/^Name/).fill(name);
    await page.getByRole('combobox', { name: /^Method/ }).click();
    await page.getByRole('option', { name: 'mObywatel' }).click();
    await fillImages(page, kind, stamp);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Banner created successfully')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${kind}$`));

    await page.getByLabel('Search').fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByLabel(/^Name/)).toHaveValue(name);
    await page.getByLabel('Active').uncheck();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Banner updated successfully')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('tab', { name: 'Inactive', exact: true }).click();
    await page.getByLabel('Search').fill(name);
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure you want to delete this banner?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Banner deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
}
