import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalStorage } from '../modules/files/storage/local-storage';
import { checkDimensions, imageDimensions } from '@backoffice/validation';
import { demoPng, materializeDemoFiles } from './demo-files';
import { demoImageSizes } from './demo';

import { hotBannersResource } from '../modules/hot-banners/resource';
import { bannersResource } from '../modules/banners/resource';
import { placementsResource } from '../modules/placements/resource';

describe('demo files', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'demo-files-'));
    process.env.FILES_PUBLIC_URL = 'http://files.test';
  });
  afterEach(async () => {
    delete process.env.FILES_PUBLIC_URL;
    await rm(dir, { recursive: true, force: true });
  });

  it('stores every /files/… image of a record, at any depth, and links it by its public URL', async () => {
    const storage = new LocalStorage(dir);
    const record = { name: 'x', image: '/files/bet-match/a b.png', nested: { slots: [{ url: '/files/avatars/lew.png' }] }, note: '/files/not-an-image.txt' };
    const done = await materializeDemoFiles(storage, record);
    expect(done).toEqual({
      name: 'x',
      image: 'http://files.test/files/bet-match/a%20b.png',
      nested: { slots: [{ url: 'http://files.test/files/avatars/lew.png' }] },
      note: '/files/not-an-image.txt',
    });
    const stored = await storage.read('avatars/lew.png');
    expect(stored).not.toBeNull();
    // A real PNG: the signature and the square size of an avatar.
    const head = await storage.readHead('avatars/lew.png', 24);
    expect(Buffer.from(head!).subarray(1, 4).toString()).toBe('PNG');
    expect(Buffer.from(head!).readUInt32BE(16)).toBe(128);
  });

  it('makes each demo picture at its field\'s rule size, so "Choose from files" offers files that fit', async () => {
    const storage = new LocalStorage(dir);
    const now = new Date('2026-11-23T12:00:00Z');
    for (const resource of [hotBannersResource, bannersResource, placementsResource]) {
      const rules = resource.module.images!;
      for (const record of resource.demo!(now).slice(0, 3) as Record<string, unknown>[]) {
        await materializeDemoFiles(storage, record, demoImageSizes(resource.module.name, record));
        for (const [field, rule] of Object.entries(rules)) {
          const link = record[field];
          if (typeof link !== 'string') continue;
          const size = imageDimensions(Buffer.from((await storage.readHead(link.replace(/^\/files\//, ''), 64))!))!;
          expect([resource.module.name, field, checkDimensions(size, typeof rule === 'function' ? rule(record) : rule)]).toEqual([resource.module.name, field, undefined]);
        }
      }
    }
  });

  it('keeps a picture that is already there', async () => {
    const storage = new LocalStorage(dir);
    await storage.makeDir('medals');
    await storage.write('medals/gold.png', demoPng('other', 2, 2), { contentType: 'image/png', overwrite: false });
    await materializeDemoFiles(storage, { imageUrl: '/files/medals/gold.png' });
    const head = await storage.readHead('medals/gold.png', 24);
    expect(Buffer.from(head!).readUInt32BE(16)).toBe(2);
  });
});
