// The sitemap on the shared kit: create an entry → find it in the list and in the public sitemap.xml → edit
// (exclude it) → delete, as admin and as the viewer (the module needs only a signed-in user).
import { expect, ports, signedInAs, test } from './fixtures';

const publicSitemap = async () => (await fetch(`http://localhost:${ports.api}/api/public/sitemap.xml`)).text();

for (const email of ['admin@example.com', 'viewer@example.com']) {
  test(`${email} creates, finds, edits and deletes a sitemap entry`, async ({ page }) => {
    const path = `/e2e/${email.split('@')[0]}-${Date.now().toString(36)}`;
    await signedInAs(page, email, '/sitemap');
    await expect(page.getByRole('heading', { name: 'Sitemap', exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'All', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('row').nth(1)).toBeVisible();

    await page.getByRole('link', { name: 'Create Sitemap Entry' }).click();
    await expect(page).toHaveURL(/\/sitemap\/create$/);
    await page.getByLabel(/^Url path/).fill('bez-ukosnika');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('must be a path of the site starting with /!')).toBeVisible();
    await page.getByLabel(/^Url path/).fill(path);
    await page.getByLabel(/^Priority/).fill('0.7');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Sitemap entry created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/sitemap$/);
    expect(await publicSitemap()).toContain(`<loc>https://www.example.pl${path}</loc>`);

    await page.getByLabel('Search').fill(path);
    const row = page.getByRole('row', { name: new RegExp(path) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('0.7');
    await row.getByRole('link', { name: `Edit ${path}` }).click();
    await expect(page.getByLabel(/^Url path/)).toHaveValue(path);
    await page.getByLabel('Included in the sitemap').uncheck();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Sitemap entry updated successfully')).toBeVisible();
    expect(await publicSitemap()).not.toContain(path);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('tab', { name: 'Excluded', exact: true }).click();
    await page.getByLabel('Search').fill(path);
    await expect(row).toContainText('No');
    await row.getByRole('button', { name: `Delete ${path}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure you want to delete this sitemap entry?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Sitemap entry deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
}
