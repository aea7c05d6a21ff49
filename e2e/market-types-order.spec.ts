// Market types order (App Setting, signed-in only): the viewer moves a market type, saves, sees it kept after a
// reload, and puts it back. The order lives in the latest configuration, shared with the deposit message.
import { expect, signedInAs, test } from './fixtures';

test('a signed-in user reorders the market types and the order is kept', async ({ page }) => {
  await signedInAs(page, 'viewer@example.com', '/market-types-order');
  await expect(page.getByRole('heading', { name: 'Market Types Order' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Market types' });
  await expect(table.getByRole('columnheader', { name: 'Polish name' })).toBeVisible();
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('Match result');
  await expect(rows.nth(1)).toContainText('Wynik meczu');
  await expect(page.getByRole('button', { name: 'Save order' })).toBeDisabled();

  await page.getByRole('button', { name: 'Move Match result down' }).click();
  await expect(rows.nth(2)).toContainText('Match result');
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Market types order updated successfully')).toBeVisible();

  await page.reload();
  await expect(rows.nth(2)).toContainText('Match result');
  await page.getByRole('button', { name: 'Move Match result up' }).click();
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Market types order updated successfully').last()).toBeVisible();
  await page.reload();
  await expect(rows.nth(1)).toContainText('Match result');
});
