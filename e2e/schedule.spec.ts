// Schedule on the home page: a special category ending within the hour shows under "Ending in the next
// 7 days" and "Live now", linked to its edit screen; Recent changes shows to the admin (history.index), not to
// the landing editor, who still sees the signed-in-only module's schedule. The week view shows the same as chips
// on the days, links to the records, and is remembered.
import type { Locator } from '@playwright/test';
import { apiToken, expect, ports, signedInAs, test } from './fixtures';

async function createEndingCategory(name: string): Promise<number> {
  const token = await apiToken('admin@example.com');
  const res = await fetch(`http://localhost:${ports.api}/api/v1/special-categories`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-access-token': token },
    body: JSON.stringify({
      categoryName: name,
      categoryUrl: '/kategorie/plan',
      seoDescription: 'Kategoria z testu harmonogramu',
      graphicsUrl: '/files/special-categories/plan.png',
      sortOrder: 4,
      dateTill: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** Opens a home list whole: it shows its first rows only, with "Show all" when it has more. */
async function showAll(region: Locator): Promise<void> {
  await expect(region.getByRole('row').first()).toBeVisible();
  const button = region.getByRole('button', { name: /^Show all/ });
  if ((await button.count()) > 0) await button.click();
}

test('the home shows what ends soon across modules, linked to the record, and the recent changes', async ({ page }) => {
  const name = `Plan ${Date.now().toString(36)}`;
  const id = await createEndingCategory(name);
  await signedInAs(page, 'admin@example.com', '/');
  const ending = page.getByRole('region', { name: 'Ending in the next 7 days' });
  await showAll(ending);
  const row = ending.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Special Categories');
  await showAll(page.getByRole('region', { name: 'Live now' }));
  await expect(page.getByRole('region', { name: 'Live now' }).getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Starting in the next 7 days' })).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent changes' });
  await expect(recent.locator(`a[href="/special-categories/edit/${id}"]`).first()).toBeVisible();

  await row.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/special-categories/edit/${id}$`));
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
});

test('the landing editor sees the schedule of the modules open to the editor, without recent changes', async ({ page }) => {
  const name = `Plan redaktora ${Date.now().toString(36)}`;
  await createEndingCategory(name);
  await signedInAs(page, 'editor@example.com', '/');
  await showAll(page.getByRole('region', { name: 'Ending in the next 7 days' }));
  await expect(page.getByRole('region', { name: 'Ending in the next 7 days' }).getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ending in the next 7 days' })).not.toContainText('Hot Banner');
  await expect(page.getByRole('region', { name: 'Recent changes' })).toHaveCount(0);
});

test('the week view shows the record as a chip on the day it ends, and the choice is remembered', async ({ page }) => {
  const name = `Plan tygodnia ${Date.now().toString(36)}`;
  const id = await createEndingCategory(name);
  await signedInAs(page, 'admin@example.com', '/');
  await page.getByRole('group', { name: 'Schedule view' }).getByRole('button', { name: 'Week', exact: true }).click();
  const week = page.getByRole('region', { name: 'Week', exact: true });
  await expect(week).toBeVisible();
  await expect(page.getByRole('region', { name: 'Live now' })).toHaveCount(0);
  // Sunday night an hour from now is already next Monday: the chip is on next week's first day.
  const ends = new Date(Date.now() + 60 * 60 * 1000);
  if (ends.getDay() === 1 && new Date().getDay() === 0) await week.getByRole('button', { name: 'Next week' }).click();
  const chip = week.getByRole('link', { name: new RegExp(`^${name} \\(Special Categories\\), ends \\d\\d:\\d\\d$`) });
  await expect(chip).toHaveCount(1);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Week', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Live now' })).toHaveCount(0);
  if (ends.getDay() === 1 && new Date().getDay() === 0) await week.getByRole('button', { name: 'Next week' }).click();
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`/special-categories/edit/${id}$`));
  await page.goto('/');
  await page.getByRole('group', { name: 'Schedule view' }).getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Live now' })).toBeVisible();
});
