// Where builds published through the API live: a bucket of their own on the file manager's S3 service
// (RELEASES_S3_BUCKET, with S3_ENDPOINT / S3_REGION / the S3 credentials), else <DATA_DIR>/releases. Keys are
// <remote>/<version>/<file>; a sealed version is never written again (release-routes.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../files/storage/file-storage';
import { LocalStorage } from '../files/storage/local-storage';
import { S3Storage, createS3Client, s3SettingsFromEnv } from '../files/storage/s3-storage';

const stores = new WeakMap<object, Promise<FileStorage>>();

async function createStore(dataDir: string): Promise<{ store: FileStorage; cleanup: () => Promise<void> }> {
  const s3 = s3SettingsFromEnv();
  const bucket = process.env.RELEASES_S3_BUCKET;
  if (s3 && bucket) {
    const store = new S3Storage(createS3Client(s3), bucket, '');
    return { store, cleanup: async () => store.close() };
  }
  if (dataDir === 'memory') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'backoffice-releases-'));
    return { store: new LocalStorage(dir), cleanup: () => rm(dir, { recursive: true, force: true }) };
  }
  return { store: new LocalStorage(path.resolve(dataDir, 'releases')), cleanup: async () => undefined };
}

/** The app's release store (created on first use, closed with the app). */
export function releaseStoreFor(app: FastifyInstance): Promise<FileStorage> {
  const existing = stores.get(app.config);
  if (existing) return existing;
  const created = createStore(app.config.dataDir).then(({ store, cleanup }) => {
    app.addHook('onClose', async () => {
      stores.delete(app.config);
      await cleanup();
    });
    return store;
  });
  stores.set(app.config, created);
  return created;
}
