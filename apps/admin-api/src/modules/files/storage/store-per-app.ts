// One store per app for each kind of stored bytes (files, releases). Fastify registers the routes that share a store
// in separate plugin contexts, so the store is keyed by the app's config object, which every context shares by
// reference; it is created on first use and closed with the app.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from './file-storage';
import { LocalStorage } from './local-storage';

export interface OpenedStore {
  store: FileStorage;
  cleanup: () => Promise<void>;
}

/** A folder below DATA_DIR (`<dataDir>/<folder>`); with DATA_DIR=memory (tests), a throw-away one removed on close. */
export async function localStore(dataDir: string, folder: string): Promise<OpenedStore> {
  if (dataDir !== 'memory') return { store: new LocalStorage(path.resolve(dataDir, folder)), cleanup: async () => undefined };
  const dir = await mkdtemp(path.join(os.tmpdir(), `backoffice-${folder}-`));
  return { store: new LocalStorage(path.join(dir, folder)), cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** `storeFor(app)`: the app's store, opened by `open` on first use and cleaned up (then `onClose`) when the app closes. */
export function storePerApp(open: (dataDir: string) => Promise<OpenedStore>, onClose?: () => Promise<void>): (app: FastifyInstance) => Promise<FileStorage> {
  const stores = new WeakMap<object, Promise<FileStorage>>();
  return (app) => {
    const existing = stores.get(app.config);
    if (existing) return existing;
    const created = open(app.config.dataDir).then(({ store, cleanup }) => {
      app.addHook('onClose', async () => {
        stores.delete(app.config);
        await cleanup();
        await onClose?.();
      });
      return store;
    });
    stores.set(app.config, created);
    return created;
  };
}
