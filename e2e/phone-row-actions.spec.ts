// Issue "What staff met" (A): on a phone (390 px) a list row's actions fit the screen. A row of more than two icons
// keeps its first and folds the others into "More actions" (a menu of the same actions, usable from the keyboard);
// the campaigns list keeps its Delete, its "Actions" heading and its "All" tab in view.
import type { Locator, Page } from '@playwright/test';
import { apiToken, expect, ports, signedInAs, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** Inside the viewport and the element a tap at its centre reaches (nothing covers it, nothing scrolls it away). */
async function expectReachable(target: Locator, what: string) {
  await expect(target, what).toBeInViewport({ ratio: 1 });
  const hit = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const at = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return { inside: box.left >= 0 && box.right <= window.innerWidth, reached: at !== null && (at === element || element.contains(at)) };
  });
  expect(hit, what).toEqual({ inside: true, reached: true });
}

/** Each body row's first action (the actions are the row's last cell). */
async function expectFirstActionsReachable(page: Page, path: string) {
  await page.goto(path);
  const rows = page.locator('main tbody tr.bo-row');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count, path).toBeGreaterThan(0);
  // The table fits: nothing of a row is behind a sideways scroll.
  const table = await page.locator('main table').evaluate((element) => {
    const box = element.parentElement as HTMLElement;
    return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth };
  });
  expect(table.scrollWidth, `${path}: the table scrolls sideways`).toBeLessThanOrEqual(table.clientWidth);
  for (let index = 0; index < count; index++) {
    const first = rows.nth(index).locator('td:last-child').locator('a:visible, button:visible').first();
    // Scrolled to vertically only, as a thumb does (scrollIntoView would also scroll the table sideways).
    await first.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2));
    await expectReachable(first, `${path} row ${index + 1}: ${await first.getAttribute('aria-label')}`);
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390);
}

test('landing pages, hot banners and campaigns: every row\'s first action is in view and reachable at 390 px', async ({ page }) => {
  const admin = await apiToken('admin@example.com');
  const name = `Phone draft ${Date.now().toString(36)}`;
  const res = await fetch(`http://localhost:${ports.api}/api/v1/campaigns`, {
    method: 'POST',
    headers: { 'x-access-token': admin, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(res.status).toBe(201);

  await signedInAs(page, 'admin@example.com', '/');
  for (const path of ['/landing-pages', '/landing-pages?tab=draft', '/hotbanner', '/campaigns', '/campaigns?tab=all']) {
    await expectFirstActionsReachable(page, path);
  }

  // Campaigns: the heading of the actions, the All tab and a draft's Delete are on the screen.
  await page.goto('/campaigns?tab=draft');
  await expectReachable(page.getByRole('columnheader', { name: 'Actions' }), 'the Actions heading');
  await expectReachable(page.getByRole('tab', { name: 'All' }), 'the All tab');
  const remove = page.getByRole('button', { name: `Delete ${name}` });
  await remove.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2));
  await expectReachable(remove, 'the draft\'s Delete');
});

test('a landing page row\'s other actions are in its "More actions" menu, opened and used from the keyboard', async ({ page }) => {
  await signedInAs(page, 'admin@example.com', '/landing-pages');
  const row = page.locator('main tbody tr.bo-row').first();
  await expect(row).toBeVisible();
  // Unpublish stays on the row; Edit and Delete are folded (hidden here, in the menu).
  await expect(row.getByRole('button', { name: /^Unpublish landing page/ })).toBeVisible();
  await expect(row.getByRole('link', { name: /^Edit landing page/ })).toBeHidden();
  const more = row.getByRole('button', { name: /^More actions for/ });
  await expectReachable(more, 'More actions');
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /^Delete landing page/ })).toBeVisible();
  // Focus is in the menu; End and Home move through its items, Enter follows one.
  await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (const item of await menu.getByRole('menuitem').all()) await expectReachable(item, `menu item ${await item.getAttribute('aria-label')}`);
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: /^Delete landing page/ })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  const labels = await menu.getByRole('menuitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
  for (let step = 0; step < labels.findIndex((label) => label.startsWith('Edit landing page')); step++) await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: /^Edit landing page/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/landing-pages\/edit\/\d+$/);
});
