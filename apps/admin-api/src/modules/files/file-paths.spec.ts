// The spec's other file paths: v1/files/file, v1/files/folder, v1/files/icons.
import type { FileEntry, FileListing } from '@backoffice/validation';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import type { FileMetadata } from './file-paths-routes';
import { PNG_1PX, caller, q, uploadBody, type Call } from './test-kit';

let app: TestApp;
let call: Call;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app, await login(app, 'admin@example.com'));
});
afterAll(() => app.close());

describe('the other file paths', () => {
  it('are routed, need a session, and are documented with a summary and their query', async () => {
    for (const url of ['/api/v1/files/file?path=banners/x.png', '/api/v1/files/folder?path=banners', '/api/v1/files/icons']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { summary?: string; parameters?: { name: string; in: string }[] }>>;
    };
    expect(doc.paths['/api/v1/files/file'].get.summary).toMatch(/metadata/);
    expect(doc.paths['/api/v1/files/file'].get.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'path', in: 'query' })]));
    expect(doc.paths['/api/v1/files/folder'].get.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'path', in: 'query' })]));
    expect(Object.keys(doc.paths['/api/v1/files/folder'])).toEqual(expect.arrayContaining(['get', 'post', 'patch']));
    expect(doc.paths['/api/v1/files/icons'].get.summary).toMatch(/promotion parameter icons/);
  });

  it("GET files/file answers one file's metadata; 404 when missing, 400 for a folder or a bad path", async () => {
    expect((await call('POST', '/api/v1/files', uploadBody('meta.png', 'banners'))).statusCode).toBe(201);
    const res = await call('GET', `/api/v1/files/file?${q({ path: 'banners/meta.png' })}`);
    expect(res.statusCode).toBe(200);
    const meta = (res.json() as { data: FileMetadata }).data;
    expect(meta).toEqual({ path: 'banners/meta.png', name: 'meta.png', size: PNG_1PX.length, contentType: 'image/png', link: expect.stringMatching(/\/files\/banners\/meta\.png$/), modified: expect.any(String) });
    expect(Number.isNaN(Date.parse(meta.modified))).toBe(false);
    expect((await call('GET', `/api/v1/files/file?${q({ path: 'banners/none.png' })}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/files/file?${q({ path: 'banners' })}`)).statusCode).toBe(400);
    expect((await call('GET', `/api/v1/files/file?${q({ path: '../etc/passwd' })}`)).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/files/file')).statusCode).toBe(400);
  });

  it('files/folder lists (GET), creates (POST) and renames (PATCH) a folder, like GET files, POST and PATCH folder', async () => {
    const created = await call('POST', `/api/v1/files/folder?${q({ path: 'banners/alias' })}`);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Folder created successfully' });
    expect((await call('POST', `/api/v1/files/folder?${q({ path: 'banners/alias' })}`)).statusCode).toBe(409);

    const listed = await call('GET', `/api/v1/files/folder?${q({ path: 'banners' })}`);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { data: FileListing }).data.entries.map((e) => e.name)).toContain('alias');

    const renamed = await call('PATCH', '/api/v1/files/folder', { source: 'banners/alias', destination: 'banners/alias-2' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ data: { path: 'banners/alias-2' }, message: 'File or Folder renamed successfully' });
    expect((await call('GET', `/api/v1/files/folder?${q({ path: 'banners/alias' })}`)).statusCode).toBe(404);
    // A standard folder stays where it is, on this path too.
    expect((await call('PATCH', '/api/v1/files/folder', { source: 'medals', destination: 'banners/medals' })).statusCode).toBe(400);
  });

  it('files/icons is the promotion parameter icons library: the images of promotionParameterIcons only', async () => {
    // The demo promotions' icons are there already: the library is measured against them.
    const before = (await call('GET', '/api/v1/files/icons')).json() as { data: { folder: string; icons: FileEntry[] } };
    expect(before.data.folder).toBe('promotionParameterIcons');
    expect((await call('POST', '/api/v1/files', uploadBody('goal.png', 'promotionParameterIcons'))).statusCode).toBe(201);
    expect((await call('POST', '/api/v1/files', uploadBody('elsewhere.png', 'banners'))).statusCode).toBe(201);
    expect((await call('POST', `/api/v1/folder?${q({ path: 'promotionParameterIcons/sub' })}`)).statusCode).toBe(201);
    const icons = (await call('GET', '/api/v1/files/icons')).json() as { data: { icons: FileEntry[] } };
    const added = icons.data.icons.filter((icon) => !before.data.icons.some((b) => b.id === icon.id));
    expect(added.map((icon) => icon.name)).toEqual(['goal.png']);
    expect(icons.data.icons.every((icon) => icon.id.startsWith('promotionParameterIcons/') && !icon.isDir)).toBe(true);
    expect(added[0]).toMatchObject({ contentType: 'image/png', link: expect.stringMatching(/promotionParameterIcons\/goal\.png$/) });
  });
});
