// The per-folder limit holds under parallel uploads, a killed upload's temporary file is swept
// at the next start, and a stored file always has its audit row.
import { mkdtempSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FILES_PER_FOLDER_LIMIT } from '@backoffice/validation';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { LocalStorage } from './storage/local-storage';
import { storageFor } from './storage/storage-for-app';
import { PNG_1PX, caller, q, uploadBody } from './test-kit';

const auditRows = async (app: TestApp, filePath: string) =>
  (await app.db.query<{ action: string }>('SELECT action FROM file_audit WHERE path = $1 ORDER BY id', [filePath])).rows.map((r) => r.action);

describe('files under concurrency and crashes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('parallel uploads into a folder holding limit − 1 files store exactly one (the limit holds)', async () => {
    const call = caller(app, await login(app, 'admin@example.com'));
    expect((await call('POST', `/api/v1/folder?${q({ path: 'banners/nearly-full' })}`)).statusCode).toBe(201);
    const storage = (await storageFor(app)) as LocalStorage;
    const dir = path.join(storage.root, 'banners', 'nearly-full');
    await mkdir(dir, { recursive: true });
    for (let i = 0; i < FILES_PER_FOLDER_LIMIT - 1; i++) await writeFile(path.join(dir, `seed-${i}.png`), PNG_1PX);

    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => call('POST', '/api/v1/files', uploadBody(`parallel-${i}.png`, 'banners/nearly-full'))));
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(422)]);
    expect((await storage.list('banners/nearly-full')).length).toBe(FILES_PER_FOLDER_LIMIT);
  });

  it('writes the audit row before the file and takes it back when the write fails', async () => {
    const call = caller(app, await login(app, 'admin@example.com'));
    const storage = await storageFor(app);
    const original = storage.write.bind(storage);
    const write = jest.spyOn(storage, 'write');
    let rowsWhileWriting: string[] = [];
    write.mockImplementationOnce(async (...args) => {
      rowsWhileWriting = await auditRows(app, 'banners/audited.png');
      return original(...args);
    });
    expect((await call('POST', '/api/v1/files', uploadBody('audited.png', 'banners'))).statusCode).toBe(201);
    expect(rowsWhileWriting).toEqual(['upload']);
    expect(await auditRows(app, 'banners/audited.png')).toEqual(['upload']);

    write.mockRejectedValueOnce(new Error('disk full'));
    expect((await call('POST', '/api/v1/files', uploadBody('failed.png', 'banners'))).statusCode).toBe(500);
    expect(await storage.stat('banners/failed.png')).toBeNull();
    expect(await auditRows(app, 'banners/failed.png')).toEqual([]);
    write.mockRestore();
  });
});

describe('temporary files of interrupted uploads', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'backoffice-sweep-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('are swept at the next start (a kill -9 mid-upload used to leave them for ever)', async () => {
    const first = await createTestApp({ dataDir });
    await first.close();
    const left = path.join(dataDir, 'files', 'banners', '.upload-0123456789abcdef');
    writeFileSync(left, PNG_1PX.subarray(0, 10));
    // Two hours old: a leftover whether or not this process alone uses the folder.
    const old = new Date(Date.now() - 2 * 60 * 60_000);
    utimesSync(left, old, old);
    const kept = path.join(dataDir, 'files', 'banners', 'kept.png');
    writeFileSync(kept, PNG_1PX);

    const second = await createTestApp({ dataDir });
    try {
      expect(existsSync(left)).toBe(false);
      expect(existsSync(kept)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('are all swept when this process alone uses the data folder (PGlite), only old ones otherwise', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'backoffice-sweep-unit-'));
    try {
      const storage = new LocalStorage(root);
      await storage.makeDir('banners');
      writeFileSync(path.join(root, 'banners', '.upload-fresh'), 'x');
      expect(await storage.sweepTemporary(60 * 60_000)).toBe(0);
      expect(await storage.sweepTemporary(0)).toBe(1);
      expect(existsSync(path.join(root, 'banners', '.upload-fresh'))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
