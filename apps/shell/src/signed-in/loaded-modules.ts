import type { ComponentType } from 'react';
import { preloadRemote, type RemoteRef } from '../federation/remotes';

// Modules already fetched, by "remote/expose". React.lazy suspends on its first render even when its promise has
// settled, so a warmed module is rendered directly from here instead of through the lazy wrapper.
const loaded = new Map<string, ComponentType>();
const keyOf = (ref: RemoteRef) => `${ref.remote}/${ref.expose}`;

/** Starts fetching a module (menu hover or focus, idle after sign-in) and remembers it once it is there. */
export function warmModule(ref: RemoteRef): Promise<void> {
  return preloadRemote(ref).then(
    (module) => {
      loaded.set(keyOf(ref), module.default);
    },
    () => undefined, // the route reports a failed load itself, with Retry
  );
}

/** The module's component when it has been fetched already. */
export function loadedModule(ref: RemoteRef): ComponentType | undefined {
  return loaded.get(keyOf(ref));
}

/** Forgets a module (Retry after a crash fetches it again). */
export function forgetModule(ref: RemoteRef): void {
  loaded.delete(keyOf(ref));
}
