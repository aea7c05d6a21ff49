import { FILES_PER_FOLDER_LIMIT, standardFolders, type FileListing } from '@backoffice/validation';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { storageFor } from './storage/storage-for-app';
import { JPEG_HEAD, PNG_1PX, caller, q, uploadBody, type Call } from './test-kit';

let app: TestApp;
let call: Call;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app, await login(app, 'admin@example.com'));
});
afterAll(() => app.close());

const listing = async (path: string, flat = false) => {
  const res = await call('GET', `/api/v1/files?${q({ path, flat: String(flat) })}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: FileListing }).data;
};
const names = (data: FileListing) => data.entries.map((entry) => entry.name);

describe('files API', () => {
  it('is described in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, object> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/files', '/api/v1/folder']));
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/files' })).statusCode).toBe(401);
  });

  it('has the standard folders from the first start', async () => {
    const root = await listing('');
    for (const folder of standardFolders().filter((f) => !f.includes('/'))) expect(names(root)).toContain(folder);
    expect(names(await listing('registration-method-banners'))).toEqual(
      expect.arrayContaining(['desktop', 'mobile', 'smallMobile', 'desktopV2', 'mobileHeaderV2', 'mobileBackgroundV2']),
    );
  });

  it('uploads (201), refuses a duplicate (409) and replaces on overwrite', async () => {
    const first = await call('POST', '/api/v1/files', uploadBody('summer.png', 'banners'));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ data: { fileUrl: '/files/banners/summer.png', size: PNG_1PX.length }, message: 'File uploaded successfully' });

    const again = await call('POST', '/api/v1/files', uploadBody('summer.png', 'banners'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'File summer.png already exists' });

    const replaced = await call('POST', '/api/v1/files', uploadBody('summer.png', 'banners', PNG_1PX, true));
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ data: { replaced: true }, message: 'File replaced successfully' });

    const entry = (await listing('banners')).entries.find((e) => e.name === 'summer.png');
    expect(entry).toMatchObject({ id: 'banners/summer.png', isDir: false, link: '/files/banners/summer.png', contentType: 'image/png' });
  });

  it('reads the type from the bytes: a JPEG named .png is refused', async () => {
    const res = await call('POST', '/api/v1/files', uploadBody('fake.png', 'banners', JPEG_HEAD));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages.fileContents[0]).toMatch(/image\/jpeg/);
  });

  it('answers 413 above the size limit and 404 for a missing folder', async () => {
    // Exactly the limit is refused too: the message says "less than".
    const big = Buffer.alloc(10 * 1024 * 1024, 0);
    PNG_1PX.copy(big);
    const res = await call('POST', '/api/v1/files', uploadBody('big.png', 'banners', big));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File size should be less than 10 mb');
    expect((await call('POST', '/api/v1/files', uploadBody('a.png', 'no-such-folder'))).statusCode).toBe(404);
  });

  it('creates folders, refuses duplicates and folders at the root', async () => {
    const created = await call('POST', `/api/v1/folder?${q({ path: 'promotions/2026' })}`);
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Folder created successfully');
    expect((await call('POST', `/api/v1/folder?${q({ path: 'promotions/2026' })}`)).statusCode).toBe(409);
    expect((await call('POST', `/api/v1/folder?${q({ path: 'my-root-folder' })}`)).statusCode).toBe(400);
    expect((await call('POST', `/api/v1/folder?${q({ path: 'promotions/missing/deeper' })}`)).statusCode).toBe(404);
  });

  it('renames and moves files across folders', async () => {
    await call('POST', '/api/v1/files', uploadBody('move-me.png', 'promotions'));
    const renamed = await call('PATCH', '/api/v1/files', { source: 'promotions/move-me.png', destination: 'promotions/moved.png' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().message).toBe('File or Folder renamed successfully');

    const moved = await call('PATCH', '/api/v1/files', { source: 'promotions/moved.png', destination: 'medals/moved.png' });
    expect(moved.statusCode).toBe(200);
    expect(names(await listing('medals'))).toContain('moved.png');
    expect(names(await listing('promotions'))).not.toContain('moved.png');

    await call('POST', '/api/v1/files', uploadBody('moved.png', 'promotions'));
    const clash = await call('PATCH', '/api/v1/files', { source: 'promotions/moved.png', destination: 'medals/moved.png' });
    expect(clash.statusCode).toBe(409);
    expect((await call('PATCH', '/api/v1/files', { source: 'promotions/nope.png', destination: 'medals/nope.png' })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/v1/files', { source: 'promotions/moved.png', destination: 'moved.png' })).statusCode).toBe(400);
  });

  it('renames and moves folders, but never a standard one or into itself', async () => {
    await call('POST', `/api/v1/folder?${q({ path: 'messages/old' })}`);
    await call('POST', '/api/v1/files', uploadBody('inside.png', 'messages/old'));
    expect((await call('PATCH', '/api/v1/folder', { source: 'messages/old', destination: 'messages/new' })).statusCode).toBe(200);
    expect((await call('PATCH', '/api/v1/folder', { source: 'messages/new', destination: 'medals/new' })).statusCode).toBe(200);
    expect(names(await listing('medals/new'))).toEqual(['inside.png']);
    expect((await call('PATCH', '/api/v1/folder', { source: 'medals/new', destination: 'medals/new/deeper' })).statusCode).toBe(400);
    expect((await call('PATCH', '/api/v1/folder', { source: 'banners', destination: 'medals/banners' })).statusCode).toBe(400);
    expect((await call('PATCH', '/api/v1/folder', { source: 'medals/new/inside.png', destination: 'medals/x' })).statusCode).toBe(400);
  });

  it('deletes several at once, all or nothing', async () => {
    // folders of their own: the demo data puts images into the standard ones, and only those live at the root
    await call('POST', `/api/v1/folder?${q({ path: 'placements/delete-spec' })}`);
    await call('POST', '/api/v1/files', uploadBody('d1.png', 'placements/delete-spec'));
    await call('POST', '/api/v1/files', uploadBody('d2.png', 'placements/delete-spec'));
    const missing = await call('DELETE', `/api/v1/files?${q({ path: ['placements/delete-spec/d1.png', 'placements/delete-spec/none.png'] })}`);
    expect(missing.statusCode).toBe(404);
    expect(names(await listing('placements/delete-spec'))).toContain('d1.png');

    // The web client joins several paths with commas (names cannot hold one).
    const res = await call('DELETE', `/api/v1/files?${q({ path: 'placements/delete-spec/d1.png,placements/delete-spec/d2.png' })}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('2 files deleted successfully');
    expect(names(await listing('placements/delete-spec'))).toEqual([]);
    expect((await call('DELETE', `/api/v1/files?${q({ path: 'banners' })}`)).statusCode).toBe(400);
    // Notifications start with a capital, never with a lower-case folder name.
    expect((await call('DELETE', `/api/v1/files?${q({ path: 'banners' })}`)).json().message).toBe('Standard folder "banners" cannot be renamed, moved or deleted');
    expect((await call('DELETE', `/api/v1/files?${q({ path: 'banners/nothing-here.png' })}`)).json().message).toBe('File or folder "banners/nothing-here.png" not found');
  });

  it('flat delete refuses a folder that is not empty; plain delete removes it whole', async () => {
    await call('POST', `/api/v1/folder?${q({ path: 'regulations/tmp' })}`);
    await call('POST', '/api/v1/files', uploadBody('r.png', 'regulations/tmp'));
    expect((await call('DELETE', `/api/v1/files?${q({ path: 'regulations/tmp', flat: 'true' })}`)).statusCode).toBe(409);
    const folder = await call('DELETE', `/api/v1/files?${q({ path: 'regulations/tmp' })}`);
    expect(folder.statusCode).toBe(200);
    // One folder is not "1 files".
    expect(folder.json().message).toBe('Folder deleted successfully');
    expect(names(await listing('regulations'))).not.toContain('tmp');
    await call('POST', '/api/v1/files', uploadBody('one.png', 'regulations'));
    expect((await call('DELETE', `/api/v1/files?${q({ path: 'regulations/one.png' })}`)).json().message).toBe('File deleted successfully');
  });

  it('lists every file below a folder with flat=true', async () => {
    await call('POST', `/api/v1/folder?${q({ path: 'entertainments/flat-spec' })}`);
    await call('POST', `/api/v1/folder?${q({ path: 'entertainments/flat-spec/a' })}`);
    await call('POST', '/api/v1/files', uploadBody('top.png', 'entertainments/flat-spec'));
    await call('POST', '/api/v1/files', uploadBody('deep.png', 'entertainments/flat-spec/a'));
    const flat = await listing('entertainments/flat-spec', true);
    expect(flat.entries.map((e) => e.id).sort()).toEqual(['entertainments/flat-spec/a/deep.png', 'entertainments/flat-spec/top.png']);
  });

  it('records every change with who made it', async () => {
    const { rows } = await app.db.query<{ action: string; path: string; user_email: string }>(
      "SELECT action, path, user_email FROM file_audit WHERE path LIKE 'banners/summer%' ORDER BY id",
    );
    expect(rows.map((r) => r.action)).toEqual(['upload', 'replace']);
    expect(rows.every((r) => r.user_email === 'admin@example.com')).toBe(true);
    const actions = await app.db.query<{ action: string }>('SELECT DISTINCT action FROM file_audit ORDER BY action');
    expect(actions.rows.map((r) => r.action)).toEqual(['create_folder', 'delete', 'move', 'rename', 'replace', 'upload']);
  });
});

describe('per-folder limit', () => {
  it(`refuses uploads and moves into a folder holding ${FILES_PER_FOLDER_LIMIT} files and lists the newest up to the limit`, async () => {
    const storage = await storageFor(app);
    await call('POST', `/api/v1/folder?${q({ path: 'sub-banners/full' })}`);
    // Files put straight into the store, as other tools may do with a bucket.
    for (let i = 0; i < FILES_PER_FOLDER_LIMIT + 5; i++) {
      await storage.write(`sub-banners/full/f${i}.png`, PNG_1PX, { contentType: 'image/png', overwrite: false });
    }
    const refused = await call('POST', '/api/v1/files', uploadBody('one-more.png', 'sub-banners/full'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain(String(FILES_PER_FOLDER_LIMIT));

    const replace = await call('POST', '/api/v1/files', uploadBody('f1.png', 'sub-banners/full', PNG_1PX, true));
    expect(replace.statusCode).toBe(200);

    await call('POST', '/api/v1/files', uploadBody('outside.png', 'sub-banners'));
    const move = await call('PATCH', '/api/v1/files', { source: 'sub-banners/outside.png', destination: 'sub-banners/full/outside.png' });
    expect(move.statusCode).toBe(422);

    const data = await listing('sub-banners/full');
    expect(data.entries).toHaveLength(FILES_PER_FOLDER_LIMIT);
    expect(data).toMatchObject({ totalFiles: FILES_PER_FOLDER_LIMIT + 5, truncated: true, limit: FILES_PER_FOLDER_LIMIT });
    expect(data.entries[0].name).toBe('f1.png');
  });
});
