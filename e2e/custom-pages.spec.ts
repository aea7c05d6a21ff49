// Custom pages, a permission-guarded module with the per-language rich-text editor: as admin add a page (the slug is
// suggested from the title and checked as typed against the demo "O nas") → preview the unsaved page in a new tab →
// find it → edit → clone → delete; HTML with a <script> or an onerror is stored and shown without them; the landing
// editor, without any custompage permission, gets /404 on the routes and the preview, and 403 from the API.
import type { Page } from '@playwright/test';
import { apiToken, expect, ports, signedInAs, test } from './fixtures';

const api = (token: string, method: string, path: string, body?: unknown) =>
  fetch(`http://localhost:${ports.api}/api/v1/${path}`, {
    method,
    headers: { 'x-access-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function deleteRow(page: Page, title: string) {
  await page.goto(`/custom-page?tab=all&search=${encodeURIComponent(title)}`);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to delete this custom page?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Custom page deleted successfully').last()).toBeVisible();
  await expect(row).toHaveCount(0);
}

test('admin@example.com adds a custom page, previews it, edits, clones and deletes it', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `O nas ${stamp}`;
  const slug = `o-nas-${stamp}`;
  await signedInAs(page, 'admin@example.com', '/custom-page');
  await expect(page.getByRole('heading', { name: 'Custom Pages' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('link', { name: 'Add Custom Page' }).click();
  await expect(page).toHaveURL(/\/custom-page\/add$/);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Title is required!')).toBeVisible();
  await expect(page.getByText('Content is required!')).toBeVisible();

  // The demo "O nas" owns /o-nas: the slug suggested from the title is taken, said while typing.
  await page.getByLabel(/^Title/).fill('O nas');
  await page.getByLabel(/^Slug/).click();
  await expect(page.getByLabel(/^Slug/)).toHaveValue('o-nas');
  await expect(page.getByText('Another page already uses this slug')).toBeVisible();
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Slug/).fill(slug);
  await expect(page.getByText('Another page already uses this slug')).toHaveCount(0);

  await expect(page.getByRole('tab', { name: 'Polish' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: 'Polish content' }).fill('Jesteśmy legalnym bukmacherem.');
  await page.getByLabel(/^SEO title/).fill('O nas — legalny bukmacher');
  await page.getByLabel(/^SEO description/).fill('Poznaj legalnego bukmachera z zezwoleniem Ministra Finansów.');

  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = await opened;
  await expect(preview).toHaveURL(/\/custom-page\/preview\?draft=/);
  await expect(preview.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(preview.getByText('Jesteśmy legalnym bukmacherem.')).toBeVisible();
  await expect(preview.getByText('Poznaj legalnego bukmachera z zezwoleniem Ministra Finansów.')).toBeVisible();
  // Outside the layout: no side menu.
  await expect(preview.getByRole('navigation')).toHaveCount(0);
  await preview.close();

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Custom page created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/custom-page$/);

  await page.getByLabel('Search').fill(slug);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`/${slug}`);
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel(/^Title/)).toHaveValue(title);
  // Its own slug is not "taken".
  await expect(page.getByText('Another page already uses this slug')).toHaveCount(0);
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByRole('textbox', { name: 'English content' }).fill('We are a licensed bookmaker.');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Custom page updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByLabel('Search').fill(slug);
  await row.getByRole('link', { name: `Clone ${title}` }).click();
  await expect(page).toHaveURL(/\/custom-page\/clone\/\d+$/);
  await expect(page.getByLabel(/^Slug/)).toHaveValue(`${slug}-kopia`);
  const copy = `${title} kopia`;
  await page.getByLabel(/^Title/).fill(copy);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  // The first create's toast may still be up: the copy is saved when the form has gone back to the list.
  await expect(page).toHaveURL(/\/custom-page$/);
  await expect(page.getByText('Custom page created successfully').last()).toBeVisible();

  await deleteRow(page, copy);
  await deleteRow(page, title);
});

test('HTML with a <script> or an onerror is stored and previewed without them', async ({ page }) => {
  const token = await apiToken('admin@example.com');
  const stamp = Date.now().toString(36);
  const created = await api(token, 'POST', 'custom-pages', {
    title: `Skrypt ${stamp}`,
    slug: `skrypt-${stamp}`,
    pl_content: '<p>Bezpieczna treść<script>window.hacked = 1</script><img src="/x.png" onerror="window.hacked = 2"></p>',
  });
  expect(created.status).toBe(201);
  const { id, pl_content } = (await created.json()).data as { id: number; pl_content: string };
  expect(pl_content).not.toMatch(/script|onerror/);

  await signedInAs(page, 'admin@example.com', `/custom-page/preview/${id}`);
  await expect(page.getByText('Bezpieczna treść')).toBeVisible();
  expect(await page.locator('article').innerHTML()).not.toMatch(/script|onerror/);
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  expect((await api(token, 'DELETE', `custom-pages/${id}`)).status).toBe(200);
});

test('editor@example.com (landing pages only) gets /404 on /custom-page and its preview, and 403 from v1/custom-pages', async ({ page }) => {
  await signedInAs(page, 'editor@example.com');
  for (const path of ['/custom-page', '/custom-page/add', '/custom-page/preview']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/404$/);
  }
  const token = await apiToken('editor@example.com');
  expect((await api(token, 'GET', 'custom-pages')).status).toBe(403);
});
