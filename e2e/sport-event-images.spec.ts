// Sport event images and the event image builder: as admin create an event's image with the builder
// (a background and two 500x500 crests uploaded into their file-manager folders, Create New Banner enabled only
// once all three are chosen) → the PNG is exactly 468x118, lies in sport-events-images and is the event's image →
// find in the list → update → delete; the viewer reads only; the landing editor gets /404 and 403.
import { apiToken, expect, ports, signedInAs, test } from './fixtures';
import { solidPng } from './png';

const api = (token: string, method: string, path: string, body?: unknown) =>
  fetch(`http://localhost:${ports.api}/api/v1/${path}`, {
    method,
    headers: { 'x-access-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const forged = { eventId: '1', imageUrl: '/files/sport-events-images/x.png' };

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

test('admin@example.com builds an event image, then finds, updates and deletes the event', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const eventId = String(9_500_000 + (Date.now() % 400_000));
  const name = `E2E Lech – Legia ${stamp}`;
  await signedInAs(page, 'admin@example.com', '/sport-event-image');
  await expect(page.getByRole('heading', { name: 'Sport Event Images' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('link', { name: 'Create Sport Event Image' }).click();
  await expect(page).toHaveURL(/\/sport-event-image\/add$/);
  await page.getByLabel(/^Event id/).fill(eventId);
  await page.getByLabel(/^Event name/).fill(name);

  await page.getByRole('button', { name: 'Build event image' }).click();
  const builder = page.getByRole('dialog', { name: 'Event image builder' });
  await expect(builder.getByRole('img', { name: 'Event image preview' })).toBeVisible();
  const create = builder.getByRole('button', { name: 'Create New Banner' });
  await expect(create).toBeDisabled();
  const parts: [string, Buffer][] = [
    ['Background', solidPng(936, 236, [0x1b, 0x5e, 0x20])],
    ['Left crest', solidPng(500, 500, [0x00, 0x33, 0x99])],
    ['Right crest', solidPng(500, 500, [0xcc, 0x00, 0x00])],
  ];
  for (const [part, png] of parts) {
    const group = builder.getByRole('group', { name: part });
    const chooser = page.waitForEvent('filechooser');
    await group.getByRole('button', { name: 'Upload image' }).click();
    await (await chooser).setFiles({ name: `${part.replace(/\W+/g, '-').toLowerCase()}-${stamp}.png`, mimeType: 'image/png', buffer: png });
    await expect(group.getByRole('img', { name: `${part} preview` })).toBeVisible();
    if (part !== 'Right crest') await expect(create).toBeDisabled();
  }
  await expect(create).toBeEnabled();
  await create.click();
  await expect(builder).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Sport event image created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/sport-event-image$/);

  // The composed PNG: in the sport-events-images folder, exactly 468x118, and the event's image.
  const token = await apiToken('admin@example.com');
  const { items } = (await (await api(token, 'GET', `sport-event-image?search=${eventId}`)).json()).data;
  expect(items).toHaveLength(1);
  const imageUrl: string = items[0].imageUrl;
  expect(imageUrl).toMatch(new RegExp(`/sport-events-images/event-${eventId}-\\d+\\.png$`));
  const listing = (await (await api(token, 'GET', 'files?path=sport-events-images&flat=false')).json()).data;
  expect(listing.entries.map((e: { name: string }) => e.name)).toContain(imageUrl.split('/').pop());
  const file = await fetch(imageUrl.startsWith('http') ? imageUrl : `http://localhost:${ports.api}${imageUrl}`);
  expect(pngSize(Buffer.from(await file.arrayBuffer()))).toEqual([468, 118]);

  await page.getByLabel('Search').fill(eventId);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(eventId);
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/sport-event-image\/update\/\d+$/);
  await expect(page.getByLabel(/^Event name/)).toHaveValue(name);
  await page.getByLabel(/^Event name/).fill(`${name} (finał)`);
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Sport event image updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByLabel('Search').fill(eventId);
  await expect(row).toContainText('(finał)');
  await row.getByRole('button', { name: `Delete ${name} (finał)` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to delete this sport event image?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Sport event image deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('viewer@example.com sees sport event images read-only, and the server refuses a forged write', async ({ page }) => {
  await signedInAs(page, 'viewer@example.com', '/sport-event-image');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Sport Event Image' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await page.getByRole('link', { name: /^View / }).first().click();
  await expect(page).toHaveURL(/\/sport-event-image\/update\/\d+$/);
  await expect(page.getByLabel(/^Event id/)).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: /^(Create|Update|Build event image)$/ })).toHaveCount(0);
  const token = await apiToken('viewer@example.com');
  expect((await api(token, 'POST', 'sport-event-image', forged)).status).toBe(403);
});

test('editor@example.com (landing pages only) gets /404 on /sport-event-image and 403 from v1/sport-event-image', async ({ page }) => {
  await signedInAs(page, 'editor@example.com');
  for (const path of ['/sport-event-image', '/sport-event-image/add', '/sport-event-image/update/1']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/404$/);
  }
  const token = await apiToken('editor@example.com');
  expect((await api(token, 'GET', 'sport-event-image')).status).toBe(403);
  expect((await api(token, 'POST', 'sport-event-image', forged)).status).toBe(403);
});
