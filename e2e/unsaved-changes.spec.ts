import type { Page } from '@playwright/test';
import { expect, signedInAs, test } from './fixtures';


// Back, Cancel, a menu click and reload ask before they throw away an unsaved landing page.

async function startTyping(page: Page) {
  await signedInAs(page, 'admin@example.com');
  // In the app (not a page load), so the history has the list behind the form for Back.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Landing Pages', exact: true }).click();
  await page.getByRole('link', { name: 'Create Landing Page' }).click();
  await expect(page).toHaveURL(/\/landing-pages\/add$/);
  await page.getByLabel('Partner').fill('partner_unsaved');
}

/** The in-app question: No keeps the form and what was typed. */
async function answerStay(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/landing-pages\/add$/);
  await expect(page.getByLabel('Partner')).toHaveValue('partner_unsaved');
}

test('Cancel asks before leaving a typed landing page; Yes leaves for the list', async ({ page }) => {
  await startTyping(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await answerStay(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/landing-pages$/);
});

test('a menu link asks before leaving a typed landing page', async ({ page }) => {
  await startTyping(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Files', exact: true }).click();
  await answerStay(page);
});

test("the browser's Back asks before leaving a typed landing page", async ({ page }) => {
  await startTyping(page);
  await page.goBack({ waitUntil: 'commit' });
  await answerStay(page);
});

test('a reload asks the browser before a typed landing page is lost', async ({ page }) => {
  await startTyping(page);
  const asked = page.waitForEvent('dialog');
  // Not page.reload(): it would wait for a navigation the user is about to refuse.
  await page.evaluate(() => setTimeout(() => location.reload(), 0));
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(page.getByLabel('Partner')).toHaveValue('partner_unsaved');
});

test('a form without changes leaves without asking', async ({ page }) => {
  await signedInAs(page, 'admin@example.com', '/landing-pages/add');
  await expect(page.getByLabel('Partner')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Files', exact: true }).click();
  await expect(page).toHaveURL(/\/files$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
