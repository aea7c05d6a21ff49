// Test kit: an image stored in the app's file store at the size a field's rule asks for, and its link. An image
// field's link must name a stored file (resource/image-rules.ts: "File does not exist"), so fixtures store theirs.
import { IMAGE_SIZES } from '@backoffice/validation';
import type { FastifyInstance } from 'fastify';
import { publicUrlOf, storageFor } from '../src/modules/files/storage/storage-for-app';
import { demoPng } from '../src/resource/demo-files';

/** Stores a PNG of `size` (an IMAGE_SIZES name, or width × height) at `key` (folders made as needed); its link. */
export async function storedImage(app: FastifyInstance, key: string, size: keyof typeof IMAGE_SIZES | { width: number; height: number }): Promise<string> {
  const { width, height } = typeof size === 'string' ? IMAGE_SIZES[size] : size;
  const storage = await storageFor(app);
  const folders = key.split('/').slice(0, -1);
  for (let i = 1; i <= folders.length; i++) {
    const folder = folders.slice(0, i).join('/');
    const entry = await storage.stat(folder);
    if (!entry) await storage.makeDir(folder);
  }
  await storage.write(key, demoPng(key, width, height), { contentType: 'image/png', overwrite: true });
  return publicUrlOf(key);
}
