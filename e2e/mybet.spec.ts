// My bet templates, a permission-guarded module on the shared kit: as admin create → find in the list → edit at
// /mybet/{id} → delete; the landing editor, without any mybet permission, gets /404 on the route and 403 from the API.
import { apiToken, expect, ports, signedInAs, test } from './fixtures';

test('admin@example.com creates, finds, edits and deletes a my bet template', async ({ page }) => {
  const comment = `E2E komentarz ${Date.now().toString(36)}`;
  await signedInAs(page, 'admin@example.com', '/mybet');
  await expect(page.getByRole('heading', { name: 'My Bet Templates' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('link', { name: 'Create Template' }).click();
  await expect(page).toHaveURL(/\/mybet\/add$/);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('must enter a comment')).toBeVisible();
  await expect(page.getByText('please select template type')).toBeVisible();
  await expect(page.getByText('Must enter link when active')).toBeVisible();
  await page.getByLabel(/^Comment/).fill(comment);
  await page.getByRole('combobox', { name: /^Template type/ }).click();
  await page.getByRole('option', { name: 'Lost', exact: true }).click();
  await page.getByLabel(/^Link/).fill('/promocje');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('My bet template created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/mybet$/);

  await page.getByRole('tab', { name: 'Lost', exact: true }).click();
  await page.getByLabel('Search').fill(comment);
  const row = page.getByRole('row', { name: new RegExp(comment) });
  await expect(row).toContainText('/promocje');
  await row.getByRole('link', { name: `Edit ${comment}` }).click();
  await expect(page).toHaveURL(/\/mybet\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Edit Template' })).toBeVisible();
  await expect(page.getByLabel(/^Comment/)).toHaveValue(comment);
  await page.getByLabel(/^Link/).fill('/promocje/freebet');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('My bet template updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByLabel('Search').fill(comment);
  await expect(row).toContainText('/promocje/freebet');
  await row.getByRole('button', { name: `Delete ${comment}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to delete this my bet template?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('My bet template deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('editor@example.com (landing pages only) gets /404 on /mybet and 403 from v1/mybet/templates', async ({ page }) => {
  await signedInAs(page, 'editor@example.com', '/mybet');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/mybet/1');
  await expect(page).toHaveURL(/\/404$/);
  const token = await apiToken('editor@example.com');
  const res = await fetch(`http://localhost:${ports.api}/api/v1/mybet/templates`, { headers: { 'x-access-token': token } });
  expect(res.status).toBe(403);
});
