// Messages, a permission-guarded module with per-language blocks, an audience from a CSV of player ids and a preview
// outside the layout: as admin add a message (the spec's texts first, a wrong users file refused) → preview the
// unsaved values in a new tab at phone width → find it → edit (users typed by hand) → clone screen → delete; HTML
// with a script or an onerror is stored and shown without them in the saved message's preview; the landing editor,
// without any message permission, gets /404 on the module and its preview and 403 from the API.
import { apiToken, expect, ports, signedInAs, test } from './fixtures';

const api = (token: string, method: string, path: string, body?: unknown) =>
  fetch(`http://localhost:${ports.api}/api/v1/${path}`, {
    method,
    headers: { 'x-access-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

test('admin@example.com adds a message for listed players, previews it, edits, clones and deletes it', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const name = `E2E wiadomość ${stamp}`;
  await signedInAs(page, 'admin@example.com', '/messages');
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('link', { name: 'Add Message' }).click();
  await expect(page).toHaveURL(/\/messages\/add$/);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Name is required!')).toBeVisible();
  await expect(page.getByText('If active is true then till date is required!')).toBeVisible();
  await expect(page.getByText('Title is required!')).toBeVisible();
  await page.getByLabel(/^Name/).fill(name);

  // Not to everyone: the players come from a CSV of player ids.
  await page.getByRole('switch', { name: 'Send to all' }).click();
  await expect(page.getByText('Provide one or more users to send this message')).toBeVisible();
  const usersFile = page.getByLabel('Included users file');
  await usersFile.setInputFiles({ name: `gracze-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from('imię;nazwisko\nJan;Kowalski\n') });
  await expect(page.getByText('Please provide file in correct format')).toBeVisible();
  await usersFile.setInputFiles({ name: `gracze-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from('playerId\n5001\n5002\n5003\n') });
  await expect(page.getByText('3 users: 5001, 5002, 5003')).toBeVisible();
  await expect(page.getByText('Provide one or more users to send this message')).toHaveCount(0);

  await page.getByRole('switch', { name: 'Active' }).click();
  await expect(page.getByText('If active is true then till date is required!')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Polish' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel(/^Polish title/).fill('Freebet 20 zł dla Ciebie');
  await page.getByLabel(/^Polish image alt/).fill('Freebet');
  await page.getByRole('textbox', { name: 'Polish description' }).fill('Odbierz freebet do końca tygodnia.');
  await page.getByLabel(/^Polish button text/).fill('Odbierz');
  await page.getByLabel(/^Polish button link/).fill('/promocje/freebet');

  // The preview opens in a new tab, outside the layout, with the values not saved yet.
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = await opened;
  await expect(preview).toHaveURL(/\/messages\/preview\?draft=/);
  await expect(preview.getByRole('heading', { name: 'Message Preview' })).toBeVisible();
  const card = preview.getByRole('article', { name: 'Message' });
  await expect(card.getByRole('heading', { name: 'Freebet 20 zł dla Ciebie' })).toBeVisible();
  await expect(card).toContainText('Odbierz freebet do końca tygodnia.');
  await expect(card.getByRole('button', { name: 'Odbierz' })).toBeVisible();
  await expect(preview.getByRole('navigation')).toHaveCount(0);
  await preview.getByRole('button', { name: 'Phone' }).click();
  await expect(preview.getByRole('region', { name: /phone, 375 px/ })).toBeVisible();
  await preview.close();

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Message created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/messages$/);

  await page.getByRole('tab', { name: 'In-Active' }).click();
  await page.getByLabel('Search').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('3 players');
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await page.getByLabel(/^Polish title/).fill('Freebet 25 zł dla Ciebie');
  await page.getByRole('switch', { name: 'Add users manually' }).click();
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Add one or more users to send this message')).toBeVisible();
  await page.getByRole('textbox', { name: /^Included users/ }).fill('5001, 5004');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Message updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('tab', { name: 'In-Active' }).click();
  await page.getByLabel('Search').fill(name);
  await expect(row).toContainText('2 players');
  await row.getByRole('link', { name: `Clone ${name}` }).click();
  await expect(page).toHaveURL(/\/messages\/clone\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Clone Message' })).toBeVisible();
  await expect(page.getByLabel(/^Polish title/)).toHaveValue('Freebet 25 zł dla Ciebie');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('tab', { name: 'In-Active' }).click();
  await page.getByLabel('Search').fill(name);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to delete this message?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Message deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('HTML with a script or an onerror is stored and previewed without them', async ({ page }) => {
  const token = await apiToken('admin@example.com');
  const created = await api(token, 'POST', 'messages', {
    messageName: `E2E HTML ${Date.now().toString(36)}`, sendToAll: true, isActive: false, pl_title: 'Bezpieczna wiadomość', pl_imageAltText: 'Obraz',
    pl_isReadyHtml: true, pl_description: '<p onclick="window.__xss=1">Bezpieczna treść<img src="x" onerror="window.__xss=2"><script>window.__xss=3</script></p>',
  });
  expect(created.status).toBe(201);
  const { id, pl_description } = (await created.json()).data as { id: number; pl_description: string };
  expect(pl_description).not.toMatch(/script|onerror|onclick/);

  await signedInAs(page, 'admin@example.com', `/messages/preview/${id}`);
  const card = page.getByRole('article', { name: 'Message' });
  await expect(card).toContainText('Bezpieczna treść');
  expect(await card.innerHTML()).not.toMatch(/script|onerror|onclick/);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect((await api(token, 'DELETE', `messages/${id}`)).status).toBe(200);
});

test('editor@example.com (landing pages only) gets /404 on /messages and its preview, and 403 from v1/messages', async ({ page }) => {
  await signedInAs(page, 'editor@example.com');
  for (const path of ['/messages', '/messages/add', '/messages/preview']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/404$/);
  }
  const token = await apiToken('editor@example.com');
  expect((await api(token, 'GET', 'messages')).status).toBe(403);
});
