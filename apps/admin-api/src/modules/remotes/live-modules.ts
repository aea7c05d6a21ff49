// The modules of each remote's live build, as its manifest describes them, served with the live table: every shell
// builds its menu and routes from one answer instead of from each remote's host, and keeps a remote's routes (with
// the module-unavailable panel) when that host is down. Manifests are read here once and re-read in the background.
import * as v from 'valibot';
import { moduleDescriptionsSchema, type ModuleDescription } from '@backoffice/validation';

/** A manifest read this long ago is re-read in the background; the answer never waits for that. */
const FRESH_MS = 30_000;
/** The first read of a build waits this long at most; a slower host is left to the shell. */
const FIRST_READ_MS = 2_000;

/** Reads a manifest's JSON (a timeout and a size limit are the caller's). */
export type ReadManifest = (url: string) => Promise<unknown>;

export interface LiveModules {
  manifestUrl: string;
  modules: ModuleDescription[];
}

/** Remote name → manifest URL it serves now → the modules of each, as far as they could be read. */
export function liveModuleReader(readManifest: ReadManifest) {
  const held = new Map<string, { modules: ModuleDescription[]; at: number }>();
  const reading = new Map<string, Promise<void>>();

  const read = (url: string): Promise<void> => {
    let running = reading.get(url);
    if (!running) {
      running = readManifest(url)
        .then((manifest) => {
          const parsed = v.safeParse(moduleDescriptionsSchema, (manifest as { modules?: unknown } | null)?.modules);
          if (parsed.success) held.set(url, { modules: parsed.output, at: Date.now() });
        })
        .catch(() => undefined)
        .finally(() => reading.delete(url));
      reading.set(url, running);
    }
    return running;
  };

  return async function modulesOf(table: Readonly<Record<string, string>>): Promise<Record<string, LiveModules>> {
    const found: Record<string, LiveModules> = Object.create(null);
    await Promise.all(
      Object.entries(table).map(async ([remote, url]) => {
        let entry = held.get(url);
        if (!entry) {
          await Promise.race([read(url), new Promise((resolve) => setTimeout(resolve, FIRST_READ_MS).unref())]);
          entry = held.get(url);
        } else if (Date.now() - entry.at > FRESH_MS) {
          void read(url);
        }
        if (entry) found[remote] = { manifestUrl: url, modules: entry.modules };
      }),
    );
    return found;
  };
}
