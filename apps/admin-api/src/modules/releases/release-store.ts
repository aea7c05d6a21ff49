// Where builds published through the API live: a bucket of their own on the file manager's S3 service
// (RELEASES_S3_BUCKET, with S3_ENDPOINT / S3_REGION / the S3 credentials), else <DATA_DIR>/releases. Keys are
// <remote>/<version>/<file>; a sealed version is never written again (release-routes.ts).
import { S3Storage, createS3Client, s3SettingsFromEnv } from '../files/storage/s3-storage';
import { localStore, storePerApp, type OpenedStore } from '../files/storage/store-per-app';

async function openStore(dataDir: string): Promise<OpenedStore> {
  const s3 = s3SettingsFromEnv();
  const bucket = process.env.RELEASES_S3_BUCKET;
  if (!s3 || !bucket) return localStore(dataDir, 'releases');
  const store = new S3Storage(createS3Client(s3), bucket, '');
  return { store, cleanup: async () => store.close() };
}

/** The app's release store (created on first use, closed with the app). */
export const releaseStoreFor = storePerApp(openStore);
