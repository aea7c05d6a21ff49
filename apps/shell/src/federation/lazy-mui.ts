// The shell offers remotes every public MUI sub-path, so a remote released with a part no app used before still
// finds it, and every MUI context exists once. Only the parts the workspace imports are registered at start-up
// (cheap on /login); any other part is registered from the catalogue when a remote's manifest names it, before that
// remote's code is fetched (tools/webpack/shared.js). Registering all ~160 of them before every first remote cost
// each signed-in page a chunk and their registration.
import { getInstance } from '@module-federation/enhanced/runtime';
import type { LazyMuiPart } from './mui-catalogue';

const SCOPE = 'default';
let catalogue: Promise<readonly LazyMuiPart[]> | null = null;

/** The catalogue's chunk, once; a failed load is tried again by the next remote. */
function loadCatalogue(): Promise<readonly LazyMuiPart[]> {
  catalogue ??= import('./mui-catalogue').then(
    ({ lazyMui }) => lazyMui,
    (error: unknown) => {
      catalogue = null;
      throw error;
    },
  );
  return catalogue;
}

/** Registers with the share scope the catalogue's parts among `requests` that this shell does not offer yet. */
export async function provideMuiParts(requests: readonly string[]): Promise<void> {
  const missing = new Set(requests.filter((request) => request.startsWith('@mui/') && !offeredHere(request)));
  if (missing.size === 0) return;
  await register((parts) => parts.filter(([request]) => missing.has(request)));
}

/** Registers every part of the catalogue (a remote without a manifest does not say which it needs). */
export function provideAllMui(): Promise<void> {
  return register((parts) => parts);
}

/** True when this shell already offers the part (registered at start-up or for an earlier remote). */
function offeredHere(request: string): boolean {
  const instance = getInstance();
  return Object.values(instance?.shareScopeMap[SCOPE]?.[request] ?? {}).some((offer) => offer.from === instance?.options.name);
}

/** Registers the picked parts of the catalogue, except those already offered: each part is registered once. */
function register(pick: (parts: readonly LazyMuiPart[]) => readonly LazyMuiPart[]): Promise<void> {
  return loadCatalogue().then(
    (parts) => {
      const chosen = pick(parts).filter(([request]) => !offeredHere(request));
      if (chosen.length === 0) return;
      getInstance()?.registerShared(
        Object.fromEntries(
          chosen.map(([request, version, load]) => [
            request,
            {
              version,
              scope: SCOPE,
              shareConfig: { singleton: true, requiredVersion: false },
              get: () => load().then((module) => () => module),
            },
          ]),
        ),
      );
    },
    (error: unknown) => {
      // Remotes that use only the parts registered at start-up still work.
      console.error('The MUI catalogue could not be loaded', error);
    },
  );
}
