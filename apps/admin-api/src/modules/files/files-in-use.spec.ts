// Deleting, renaming or moving a file that content uses answers 409 naming the records, unless the
// client confirms with ?force=true.
import type { FileUsage } from '@backoffice/validation';
import { fileReferencePattern } from '../../core/file-usage';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { caller as landingCaller, createPage, pageConfig } from '../landing/testing';
import { demoPng } from '../../resource/demo-files';
import { caller, q, uploadBody, type Call } from './test-kit';

let app: TestApp;
let call: Call;
let pageId: number;

beforeAll(async () => {
  app = await createTestApp();
  const token = await login(app, 'admin@example.com');
  call = caller(app, token);
  await call('POST', `/api/v1/folder?${q({ path: 'banners/summer' })}`);
  // The hero's images fit the spec's landing sizes, which the server checks on the page's write.
  const images: Record<string, Buffer | undefined> = { 'hero.png': demoPng('hero', 1344, 500), 'mobile image.png': demoPng('mobile', 374, 500) };
  for (const name of ['hero.png', 'hero.png.bak', 'free.png', 'mobile image.png']) {
    expect((await call('POST', '/api/v1/files', uploadBody(name, 'banners/summer', images[name]))).statusCode).toBe(201);
  }
  // The page keeps one absolute and one encoded URL: both are found.
  const page = await createPage(landingCaller(app, token), 'SUMMER24', {
    config: pageConfig('SUMMER24', { hero: { headline: 'Lato', desktopImage: 'http://localhost:3333/files/banners/summer/hero.png', mobileImage: '/files/banners/summer/mobile%20image.png' } }),
  });
  pageId = page.id;
});
afterAll(() => app.close());

const usedBy = (body: string) => (JSON.parse(body) as { usedBy: FileUsage[] }).usedBy;

describe('files in use', () => {
  it('GET files/usage names the records that use a file or anything in a folder, and nothing for a look-alike name', async () => {
    const res = await call('GET', `/api/v1/files/usage?${q({ path: ['banners/summer/hero.png', 'banners/summer/hero.png.bak', 'banners/summer/free.png'] })}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { usedBy: [{ path: 'banners/summer/hero.png', module: 'landing', moduleLabel: 'Landing page', id: pageId, name: 'summer24' }] } });
    const folder = (await call('GET', `/api/v1/files/usage?${q({ path: 'banners/summer' })}`)).json() as { data: { usedBy: FileUsage[] } };
    expect(folder.data.usedBy).toEqual([expect.objectContaining({ path: 'banners/summer', id: pageId })]);
  });

  it('refuses to delete a used file (409 naming the page) and deletes nothing of the batch', async () => {
    const res = await call('DELETE', `/api/v1/files?${q({ path: 'banners/summer/free.png,banners/summer/mobile image.png' })}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('Landing page summer24') });
    expect(usedBy(res.body)).toEqual([expect.objectContaining({ path: 'banners/summer/mobile image.png', module: 'landing', id: pageId, name: 'summer24' })]);
    const listing = (await call('GET', `/api/v1/files?${q({ path: 'banners/summer' })}`)).json() as { data: { entries: { name: string }[] } };
    expect(listing.data.entries.map((e) => e.name)).toEqual(expect.arrayContaining(['free.png', 'mobile image.png']));
  });

  it('refuses to rename or move a used file or its folder without force', async () => {
    const rename = await call('PATCH', '/api/v1/files', { source: 'banners/summer/hero.png', destination: 'banners/summer/hero-2.png' });
    expect(rename.statusCode).toBe(409);
    expect(usedBy(rename.body)).toHaveLength(1);
    const folder = await call('PATCH', '/api/v1/folder', { source: 'banners/summer', destination: 'banners/summer-old' });
    expect(folder.statusCode).toBe(409);
    // An unused file moves freely.
    expect((await call('PATCH', '/api/v1/files', { source: 'banners/summer/hero.png.bak', destination: 'banners/hero.png.bak' })).statusCode).toBe(200);
  });

  it('goes ahead when the client confirms with force=true', async () => {
    expect((await call('PATCH', `/api/v1/files?force=true`, { source: 'banners/summer/hero.png', destination: 'banners/summer/hero-2.png' })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/files?${q({ path: 'banners/summer/mobile image.png', force: 'true' })}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/files?${q({ path: 'banners/summer/free.png', force: 'maybe' })}`)).statusCode).toBe(400);
  });

  it('documents force and the 409 in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { description?: string; parameters?: { name: string }[] }>> };
    for (const [path, method] of [['/api/v1/files', 'delete'], ['/api/v1/files', 'patch'], ['/api/v1/folder', 'patch']] as const) {
      expect(doc.paths[path][method].description).toMatch(/409.*force=true/);
      expect(doc.paths[path][method].parameters?.map((p) => p.name)).toContain('force');
    }
  });
});

describe('fileReferencePattern', () => {
  const matches = (target: { key: string; isDir: boolean }, text: string) => new RegExp(fileReferencePattern(target)).test(text);
  it('matches a file exactly, percent-encoded or not, absolute or relative, inside JSON or HTML', () => {
    const file = { key: 'banners/a b.png', isDir: false };
    expect(matches(file, '{"img": "/files/banners/a%20b.png"}')).toBe(true);
    expect(matches(file, '<img src=\\"https://cdn.example.com/files/banners/a b.png?v=2\\">')).toBe(true);
    expect(matches(file, '"/files/banners/a%20b.png.bak"')).toBe(false);
    expect(matches(file, '"/files/banners/xa%20b.png"')).toBe(false);
    expect(matches({ key: 'banners', isDir: true }, '"/files/banners/a.png"')).toBe(true);
    expect(matches({ key: 'banners', isDir: true }, '"/files/banners-old/a.png"')).toBe(false);
  });
});
