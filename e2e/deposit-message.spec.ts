// Deposit message (App Setting, signed-in only): the text is required; the viewer changes it, sees the spec's
// success text, finds it kept after a reload, and puts the original back.
import { expect, signedInAs, test } from './fixtures';

test('a signed-in user changes the deposit message', async ({ page }) => {
  await signedInAs(page, 'viewer@example.com', '/deposit-message');
  await expect(page.getByRole('heading', { name: 'Deposit Message' })).toBeVisible();
  const message = page.getByLabel(/^Message/);
  await expect(message).not.toHaveValue('');
  const original = await message.inputValue();

  await message.fill('');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Message is required!')).toBeVisible();
  const text = `E2E wpłaty ${Date.now().toString(36)}: BLIK działa bez przerw.`;
  await message.fill(text);
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Deposit message successfully changed.')).toBeVisible();

  await page.reload();
  await expect(message).toHaveValue(text);
  await message.fill(original);
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Deposit message successfully changed.').last()).toBeVisible();
});
