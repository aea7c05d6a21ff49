// History: edit a special category twice, open its History, read the diff, restore the earlier version
// (a normal update, itself recorded); the global History screen under App Setting shows the same trail, and a
// user without history.index gets /404 there.
import { apiToken, expect, ports, signedInAs, test } from './fixtures';

async function createCategory(name: string): Promise<number> {
  const token = await apiToken('admin@example.com');
  const res = await fetch(`http://localhost:${ports.api}/api/v1/special-categories`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-access-token': token },
    body: JSON.stringify({ categoryName: name, categoryUrl: '/kategorie/historia', seoDescription: 'Kategoria z testu historii', graphicsUrl: '/files/special-categories/historia.png', sortOrder: 3 }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

test('admin edits a special category, reads its History and restores the earlier version', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const first = `Historia ${stamp}`;
  const second = `Historia druga ${stamp}`;
  const third = `Historia trzecia ${stamp}`;
  const id = await createCategory(first);
  await signedInAs(page, 'admin@example.com', `/special-categories/edit/${id}`);
  const name = page.getByLabel(/^Name/);
  await expect(name).toHaveValue(first);

  for (const next of [second, third]) {
    await name.fill(next);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Categories was updated successfully').last()).toBeVisible();
    await expect(name).toHaveValue(next);
  }

  const toggle = page.getByRole('button', { name: 'History', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const entries = page.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toHaveAccessibleName(/^update by admin@example.com/);
  await expect(entries.nth(2)).toHaveAccessibleName(/^create by admin@example.com/);
  const change = entries.nth(0).getByRole('row', { name: /^Name / });
  await expect(change).toContainText(second);
  await expect(change).toContainText(third);

  // Back to the version right after the first edit.
  await entries.nth(1).getByRole('button', { name: 'Restore this version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore this version' });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(name).toHaveValue(second);
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(0).getByRole('row', { name: /^Name / })).toContainText(third);

  // The same trail on the global screen, filtered to this record.
  await page.goto('/history');
  await expect(page.getByRole('heading', { name: 'History', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Module' }).click();
  await page.getByRole('option', { name: 'Special Categories' }).click();
  await page.getByRole('searchbox', { name: 'Record' }).fill(String(id));
  await expect(page.getByRole('row', { name: /admin@example.com/ })).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
});

test('editor@example.com (landing pages only) gets /404 on /history', async ({ page }) => {
  await signedInAs(page, 'editor@example.com', '/history');
  await expect(page).toHaveURL(/\/404$/);
});
