// The app's file store, shared by the admin routes (/api/v1/files…) and the public file route (/files/*): the
// S3 service when its settings are given, else <DATA_DIR>/files.
import { stopContentTypeDetector } from '../content-type';
import { S3Storage, createS3Client, s3SettingsFromEnv } from './s3-storage';
import { localStore, storePerApp, type OpenedStore } from './store-per-app';

async function openStorage(dataDir: string): Promise<OpenedStore> {
  const s3 = s3SettingsFromEnv();
  if (!s3) return localStore(dataDir, 'files');
  const store = new S3Storage(createS3Client(s3), s3.bucket, s3.prefix);
  return { store, cleanup: async () => store.close() };
}

/** The app's file store (created on first use, closed with the app). */
export const storageFor = storePerApp(openStorage, stopContentTypeDetector);

/** Public URL of a stored file: FILES_PUBLIC_URL (an absolute origin for the public site) + /files/<key>. */
export function publicUrlOf(key: string): string {
  const base = (process.env.FILES_PUBLIC_URL ?? '').replace(/\/+$/, '');
  return `${base}/files/${key.split('/').map(encodeURIComponent).join('/')}`;
}
