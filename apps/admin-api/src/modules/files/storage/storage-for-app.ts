// One store per app, shared by the admin routes (/api/v1/files…) and the public file route (/files/*),
// which Fastify registers in separate plugin contexts: the store is keyed by the app's config object,
// which every context shares by reference.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { stopContentTypeDetector } from '../content-type';
import type { FileStorage } from './file-storage';
import { LocalStorage } from './local-storage';
import { S3Storage, createS3Client, s3SettingsFromEnv } from './s3-storage';

const stores = new WeakMap<object, Promise<FileStorage>>();

async function createStorage(dataDir: string): Promise<{ storage: FileStorage; cleanup: () => Promise<void> }> {
  const s3 = s3SettingsFromEnv();
  if (s3) {
    const storage = new S3Storage(createS3Client(s3), s3.bucket, s3.prefix);
    return { storage, cleanup: async () => storage.close() };
  }
  if (dataDir === 'memory') {
    // Tests: a throw-away folder, removed when the app closes.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'backoffice-files-'));
    return { storage: new LocalStorage(path.join(dir, 'files')), cleanup: () => rm(dir, { recursive: true, force: true }) };
  }
  return { storage: new LocalStorage(path.resolve(dataDir, 'files')), cleanup: async () => undefined };
}

/** The app's file store (created on first use, closed with the app). */
export function storageFor(app: FastifyInstance): Promise<FileStorage> {
  const existing = stores.get(app.config);
  if (existing) return existing;
  const created = createStorage(app.config.dataDir).then(({ storage, cleanup }) => {
    app.addHook('onClose', async () => {
      stores.delete(app.config);
      await cleanup();
      await stopContentTypeDetector();
    });
    return storage;
  });
  stores.set(app.config, created);
  return created;
}

/** Public URL of a stored file: FILES_PUBLIC_URL (an absolute origin for the public site) + /files/<key>. */
export function publicUrlOf(key: string): string {
  const base = (process.env.FILES_PUBLIC_URL ?? '').replace(/\/+$/, '');
  return `${base}/files/${key.split('/').map(encodeURIComponent).join('/')}`;
}
