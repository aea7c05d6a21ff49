import fs, { mkdtemp, readdir, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AlreadyExistsError, StorageKeyError } from './file-storage';
import { LocalStorage } from './local-storage';

let dir: string;
let storage: LocalStorage;
const bytes = Buffer.from('hello');

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'local-storage-spec-'));
  storage = new LocalStorage(path.join(dir, 'files'));
  await storage.makeDir('banners');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('LocalStorage', () => {
  it('writes without overwrite once, then refuses; overwrite replaces', async () => {
    expect(await storage.write('banners/a.txt', bytes, { contentType: 'text/plain', overwrite: false })).toBe(false);
    await expect(storage.write('banners/a.txt', bytes, { contentType: 'text/plain', overwrite: false })).rejects.toBeInstanceOf(AlreadyExistsError);
    expect(await storage.write('banners/a.txt', Buffer.from('bye'), { contentType: 'text/plain', overwrite: true })).toBe(true);
    expect(Buffer.from((await storage.readHead('banners/a.txt', 10))!).toString()).toBe('bye');
    // No temporary upload files are left behind or listed.
    expect(await readdir(path.join(dir, 'files/banners'))).toEqual(['a.txt']);
  });

  it('lists, moves and removes files and folders', async () => {
    await storage.makeDir('banners/sub');
    await storage.write('banners/sub/x.txt', bytes, { contentType: 'text/plain', overwrite: false });
    expect((await storage.list('banners')).map((e) => [e.name, e.isDir])).toEqual([['sub', true]]);
    await storage.move('banners/sub', 'banners/moved');
    expect((await storage.listFilesDeep('banners')).map((e) => e.key)).toEqual(['banners/moved/x.txt']);
    await storage.remove('banners/moved');
    expect(await storage.list('banners')).toEqual([]);
  });

  it('keeps an unchanged folder’s listing, and sees every change to it at once', async () => {
    for (const name of ['a.txt', 'b.txt']) await storage.write(`banners/${name}`, bytes, { contentType: 'text/plain', overwrite: false });
    const folder = path.join(dir, 'files/banners');
    const past = new Date(Date.now() - 60_000);
    await utimes(folder, past, past);
    const lstat = jest.spyOn(fs, 'lstat');
    const names = async () => (await storage.list('banners')).map((e) => e.name).sort();
    expect(await names()).toEqual(['a.txt', 'b.txt']);
    const afterFirst = lstat.mock.calls.length;
    expect(afterFirst).toBeGreaterThanOrEqual(2);
    expect(await names()).toEqual(['a.txt', 'b.txt']);
    // The second listing of the unchanged folder stats no file.
    expect(lstat.mock.calls.length).toBe(afterFirst);
    lstat.mockRestore();
    // A write, an overwrite and a delete right after a cached listing are each seen by the next one.
    await storage.write('banners/c.txt', bytes, { contentType: 'text/plain', overwrite: false });
    expect(await names()).toEqual(['a.txt', 'b.txt', 'c.txt']);
    await utimes(folder, past, past);
    await names();
    await storage.write('banners/a.txt', Buffer.from('longer text'), { contentType: 'text/plain', overwrite: true });
    expect((await storage.list('banners')).find((e) => e.name === 'a.txt')?.size).toBe(11);
    await utimes(folder, past, past);
    await names();
    await storage.remove('banners/b.txt');
    expect(await names()).toEqual(['a.txt', 'c.txt']);
  });

  it.each(['../outside.txt', '/etc/passwd', 'banners/../../x', 'banners\\..\\x', 'a\0b', 'banners/%2e%2e'])(
    'refuses the key %j and writes nothing outside the root',
    async (key) => {
      await expect(storage.write(key, bytes, { contentType: 'text/plain', overwrite: true })).rejects.toBeInstanceOf(StorageKeyError);
      expect(await readdir(dir)).toEqual(['files']);
    },
  );

  it('does not follow a symlink planted in the store out of it', async () => {
    await writeFile(path.join(dir, 'secret.txt'), 'secret');
    await symlink(dir, path.join(dir, 'files/banners/link'));
    await expect(storage.write('banners/link/evil.txt', bytes, { contentType: 'text/plain', overwrite: true })).rejects.toBeInstanceOf(StorageKeyError);
    expect(await storage.read('banners/link/secret.txt').catch(() => null)).toBeNull();
    expect(await storage.list('banners')).toEqual([]);
  });
});
