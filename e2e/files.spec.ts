// File manager end to end: folders, uploads with the replace flow, rename, move by drag,
// copy link and open it, delete, and a reload on a deep /files/... link — as the admin, since writing needs the
// files permissions; the viewer is offered no change.
import type { Page } from '@playwright/test';
import { expect, signedInAs, test } from './fixtures';

// A real 1×1 PNG; the server checks content against the name, so test images must be images.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const tile = (page: Page, name: string) => page.getByRole('gridcell', { name, exact: true });
/** The folder on screen: the URL changes at once, the screen a moment later (the navigation renders as a transition),
 * and until then the toolbar still acts on the folder it shows. */
const showsFolder = (page: Page, path: string) => expect(page.getByRole('grid', { name: `Files in ${path}`, exact: true })).toBeVisible();
const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

async function openMenu(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function createFolder(page: Page, name: string) {
  await page.getByRole('button', { name: 'Create folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create folder' });
  await dialog.getByLabel('Folder name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await toast(page, 'Folder created successfully');
  await expect(tile(page, name)).toBeVisible();
}

test('staff manage files: folder, uploads with replace, rename, move by drag, copy link, delete, deep link', async ({ page, context, baseURL }) => {
  const folder = `e2e-${Date.now().toString(36)}`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signedInAs(page, 'admin@example.com', '/files');
  await expect(page.getByRole('heading', { name: 'Files' })).toBeVisible();
  // One language on the screen: the notice in English, the spec's Polish original under it.
  const notice = page.getByRole('note', { name: 'File limit per folder' });
  await expect(notice.getByText(/^Note: the file manager shows no more than 1000 files in one folder\./)).toBeVisible();
  await expect(notice.getByText(/nie wyświetla więcej niż 1000 plików/)).toBeVisible();
  // At the root only the standard folders live: no upload, no create folder, and a line saying why.
  await expect(page.getByText('Files live in the folders below: open a folder to upload files or create a folder in it.')).toBeVisible();
  await expect(tile(page, 'banners')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create folder' })).toHaveCount(0);

  await tile(page, 'banners').click();
  await expect(page).toHaveURL(/\/files\/banners$/);
  await showsFolder(page, 'banners');
  await createFolder(page, folder);
  await tile(page, folder).click();
  await expect(page).toHaveURL(new RegExp(`/files/banners%2F${folder}$`));
  await showsFolder(page, `banners/${folder}`);

  // Two images at once: a batch reports per file.
  await page.getByLabel('Files to upload').setInputFiles([image('first.png'), image('second.png')]);
  await toast(page, 'File first.png uploaded successfully');
  await toast(page, 'File second.png uploaded successfully');
  await expect(tile(page, 'first.png')).toBeVisible();

  // The same image again, alone: asks to replace.
  await page.getByLabel('Files to upload').setInputFiles([image('first.png')]);
  const replace = page.getByRole('dialog', { name: 'File already exists' });
  await expect(replace.getByText('File first.png already exists. Do you want to replace it?')).toBeVisible();
  await replace.getByRole('button', { name: 'Replace' }).click();
  await toast(page, 'File replaced successfully');

  await openMenu(page, 'second.png', 'Rename');
  const rename = page.getByRole('dialog', { name: 'Rename second.png' });
  await rename.getByLabel('Name').fill('');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename.getByText('Name is required!')).toBeVisible();
  await rename.getByLabel('Name').fill('renamed.png');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await toast(page, 'File or Folder renamed successfully');
  await expect(tile(page, 'renamed.png')).toBeVisible();

  // Move by dragging the tile onto another folder.
  await createFolder(page, 'target');
  await tile(page, 'renamed.png').dragTo(tile(page, 'target'));
  await toast(page, 'File or Folder moved successfully');
  await expect(tile(page, 'renamed.png')).toHaveCount(0);
  await tile(page, 'target').click();
  await expect(tile(page, 'renamed.png')).toBeVisible();

  // Copy its link and open it: the stored image comes back.
  await openMenu(page, 'renamed.png', 'Copy link');
  await toast(page, 'Copied to the clipboard');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  // Stored files have stable public URLs (FILES_PUBLIC_URL: the API's origin here, the public site's in production).
  expect(link).toMatch(new RegExp(`^https?://[^/]+/files/banners/${folder}/target/renamed\\.png$`));
  const opened = await context.newPage();
  const response = await opened.goto(link);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toBe('image/png');
  await opened.close();

  // A deep link survives a reload.
  await page.reload();
  await expect(tile(page, 'renamed.png')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Folder path' }).getByRole('button', { name: folder })).toBeVisible();

  // Back up, then delete the other image and the folder holding the moved one, together.
  await page.getByRole('navigation', { name: 'Folder path' }).getByRole('button', { name: folder }).click();
  await page.getByRole('checkbox', { name: 'Select first.png' }).check();
  await page.getByRole('checkbox', { name: 'Select target' }).check();
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  const confirm = page.getByRole('dialog');
  // The question names both and says the folder's contents go too.
  await expect(confirm.getByText(/^Are you sure you want to delete these 2 files and folders \(.*«target».*\)\? The folders are deleted with everything in them\.$/)).toBeVisible();
  await expect(confirm.getByText(/«first\.png»/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await toast(page, '2 files deleted successfully');
  await expect(page.getByText('This folder is empty.')).toBeVisible();
  expect((await page.request.get(link)).status()).toBe(404);

  // Back into the folder just deleted: it says so, offers no upload, and leads back.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/files/banners%2F${folder}%2Ftarget$`));
  await expect(page.getByText('This folder no longer exists')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create folder' })).toHaveCount(0);
  await page.getByRole('button', { name: `Back to banners/${folder}` }).click();
  await expect(page).toHaveURL(new RegExp(`/files/banners%2F${folder}$`));
  await expect(page.getByRole('button', { name: 'Upload' })).toBeVisible();
});

test('the viewer reads the file manager but is offered no change', async ({ page }) => {
  await signedInAs(page, 'viewer@example.com', '/files/hot-banners');
  await expect(page.getByText('You can open files and copy their links; your role cannot change them.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create folder' })).toHaveCount(0);
  const first = page.getByRole('gridcell').first();
  await first.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Rename|Move to|Delete/ })).toHaveCount(0);
});
