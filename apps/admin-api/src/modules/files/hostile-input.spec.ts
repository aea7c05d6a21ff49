// Hostile paths and payloads: each is refused with a 4xx (never a 500), and nothing lands outside the store.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { LocalStorage } from './storage/local-storage';
import { storageFor } from './storage/storage-for-app';
import { HTML_PAGE, SVG_WITH_SCRIPT, caller, q, uploadBody, type Call } from './test-kit';

let app: TestApp;
let call: Call;
let root: string;
let snapshotOutside: string[];

async function filesBelow(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    out.push(full);
    if (entry.isDirectory()) out.push(...(await filesBelow(full)));
  }
  return out;
}

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app, await login(app, 'admin@example.com'));
  root = ((await storageFor(app)) as LocalStorage).root;
  snapshotOutside = (await filesBelow(path.dirname(root))).filter((p) => !p.startsWith(root));
});
afterAll(() => app.close());

const hostilePaths = [
  '..',
  '../escape',
  'banners/../../escape',
  'banners/..',
  '/etc',
  '/tmp/escape',
  'banners/./x',
  'banners//x',
  'banners\\..\\..\\escape',
  'banners/a\0b',
  'banners/%2e%2e/x',
  'banners/%2fescape',
  'banners/.hidden',
  `banners/${'a'.repeat(256)}`,
  `banners/${'x/'.repeat(600)}y`,
  'banners/a:b',
  'banners/a\nb',
  'C:\\Windows',
];

describe.each(hostilePaths.map((p) => [JSON.stringify(p).slice(0, 60), p]))('hostile path %s', (_label, hostile) => {
  it('is refused by every call with 400', async () => {
    const responses = await Promise.all([
      call('GET', `/api/v1/files?${q({ path: hostile })}`),
      call('POST', `/api/v1/folder?${q({ path: hostile })}`),
      call('DELETE', `/api/v1/files?${q({ path: hostile })}`),
      call('PATCH', '/api/v1/files', { source: 'banners/x.png', destination: hostile }),
      call('PATCH', '/api/v1/files', { source: hostile, destination: 'banners/x.png' }),
      call('PATCH', '/api/v1/folder', { source: 'banners', destination: hostile }),
      call('POST', '/api/v1/files', uploadBody('x.png', hostile)),
      call('POST', '/api/v1/files', uploadBody(hostile, 'banners')),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 400));
    for (const res of responses) expect(res.json().message).toBe('Validation failed');
  });
});

describe('hostile payloads', () => {
  it.each([
    ['no body', undefined],
    ['an array', [1, 2]],
    ['base64 with junk', { fileContents: '<script>', fileName: 'a.png', folderName: 'banners' }],
    ['an unknown field', { ...uploadBody('a.png', 'banners'), isAdmin: true }],
    ['a number as a name', { fileContents: 'aGk=', fileName: 42, folderName: 'banners' }],
    ['overwrite as a string', { fileContents: 'aGk=', fileName: 'a.txt', folderName: 'banners', overwrite: 'yes' }],
  ])('refuses %s', async (_label, payload) => {
    const res = await call('POST', '/api/v1/files', payload);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('refuses a request body above the upload limit with 413', async () => {
    const res = await call('POST', '/api/v1/files', { fileContents: 'A'.repeat(15 * 1024 * 1024), fileName: 'a.png', folderName: 'banners' });
    expect(res.statusCode).toBe(413);
  });

  it('refuses active content disguised by its name', async () => {
    expect((await call('POST', '/api/v1/files', uploadBody('logo.png', 'banners', SVG_WITH_SCRIPT))).statusCode).toBe(400);
    expect((await call('POST', '/api/v1/files', uploadBody('notes.txt', 'banners', HTML_PAGE))).statusCode).toBe(400);
  });

  it('wrote nothing outside the store', async () => {
    const outside = (await filesBelow(path.dirname(root))).filter((p) => !p.startsWith(root));
    expect(outside).toEqual(snapshotOutside);
    expect((await filesBelow(root)).every((p) => !path.relative(root, p).startsWith('..'))).toBe(true);
  });
});
