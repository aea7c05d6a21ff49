// Editable SEO descriptions (App Setting), addressed by page type: as admin create (live counter and search-result
// preview) → find in the list → edit by type → delete; a second record of a type is refused on the type field; the
// viewer reads only; the landing editor gets /404 on the route and 403 from v1/seo.
import { apiToken, expect, ports, signedInAs, test } from './fixtures';

const api = (token: string, method: string, path: string, body?: unknown) =>
  fetch(`http://localhost:${ports.api}/api/v1/${path}`, {
    method,
    headers: { 'x-access-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const forged = { type: 'podrobiony', name: 'Podrobiony', pl_title: 'x', pl_description: 'y' };

test('admin@example.com creates, finds, edits and deletes an SEO description', async ({ page }) => {
  const type = `e2e-${Date.now().toString(36)}`;
  const name = `E2E SEO ${type}`;
  await signedInAs(page, 'admin@example.com', '/editable-seo-desc');
  await expect(page.getByRole('heading', { name: 'Editable SEO Descriptions' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('link', { name: 'Create SEO Description' }).click();
  await expect(page).toHaveURL(/\/editable-seo-desc\/add$/);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Type is required!')).toBeVisible();
  await page.getByLabel(/^Type/).fill(type);
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Title/).fill('Zakłady na siatkówkę');
  await expect(page.getByText('20 / 60')).toBeVisible();
  await page.getByLabel(/^Description/).fill('Kursy na PlusLigę i Ligę Narodów.');
  await expect(page.getByRole('figure', { name: 'Search result preview' })).toContainText('Zakłady na siatkówkę');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('SEO description created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/editable-seo-desc$/);

  // One record per page type: a second one is refused on the type field.
  await page.getByRole('link', { name: 'Create SEO Description' }).click();
  await page.getByLabel(/^Type/).fill(type);
  await page.getByLabel(/^Name/).fill(`${name} 2`);
  await page.getByLabel(/^Title/).fill('Drugi');
  await page.getByLabel(/^Description/).fill('Drugi opis');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('This page type already has an SEO description').first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  // The refused form is still unsaved: leaving asks first.
  const leave = page.getByRole('dialog');
  await expect(leave.getByText('You have unsaved changes. Leave this page without saving them?')).toBeVisible();
  await leave.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/editable-seo-desc$/);

  await page.getByLabel('Search', { exact: true }).fill(type);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Zakłady na siatkówkę');
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/editable-seo-desc/edit/${type}$`));
  await expect(page.getByLabel(/^Type/)).toBeDisabled();
  await page.getByLabel(/^Title/).fill('Siatkówka — kursy');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('SEO description updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByLabel('Search', { exact: true }).fill(type);
  await expect(row).toContainText('Siatkówka — kursy');
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to delete this SEO description?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('SEO description deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('viewer@example.com reads SEO descriptions only, and the server refuses a forged write', async ({ page }) => {
  await signedInAs(page, 'viewer@example.com', '/editable-seo-desc');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create SEO Description' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await page.getByRole('link', { name: /^View / }).first().click();
  await expect(page).toHaveURL(/\/editable-seo-desc\/read\/[\w-]+$/);
  await expect(page.getByLabel(/^Name/)).toHaveAttribute('readonly', '');
  const token = await apiToken('viewer@example.com');
  expect((await api(token, 'POST', 'seo', forged)).status).toBe(403);
});

test('editor@example.com (landing pages only) gets /404 on /editable-seo-desc and 403 from v1/seo', async ({ page }) => {
  await signedInAs(page, 'editor@example.com');
  for (const path of ['/editable-seo-desc', '/editable-seo-desc/add', '/editable-seo-desc/edit/home']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/404$/);
  }
  const token = await apiToken('editor@example.com');
  expect((await api(token, 'GET', 'seo')).status).toBe(403);
  expect((await api(token, 'GET', 'seo/home')).status).toBe(403);
  expect((await api(token, 'POST', 'seo', forged)).status).toBe(403);
});
