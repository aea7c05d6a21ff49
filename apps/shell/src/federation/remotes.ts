import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@backoffice/api';

export interface RemoteRef {
  /** Federation name of the remote, e.g. "landing". */
  remote: string;
  /** Exposed module, e.g. "LandingPages" (exposed as "./LandingPages"). */
  expose: string;
}

let manifests: Record<string, string> = {};

/** Tells the federation runtime where each remote lives; nothing is fetched until a route needs it. */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  manifests = config.remotes;
  registerRemotes(Object.entries(manifests).map(([name, entry]) => ({ name, entry })));
}

type RemoteModule = { default: ComponentType };
const loads = new Map<string, Promise<RemoteModule>>();
const components = new Map<string, LazyExoticComponent<ComponentType>>();
// Modules already fetched (warmed on intent or when idle) render directly: React.lazy suspends on its first render
// even when its promise has settled, which would flash the loading bar the warming was meant to avoid.
const ready = new Map<string, ComponentType>();
const keyOf = (ref: RemoteRef) => `${ref.remote}/${ref.expose}`;

/** Starts loading a remote module (on hover, focus, or after sign-in) so its route paints without a fallback. */
export function preloadRemote(ref: RemoteRef): Promise<RemoteModule> {
  const key = keyOf(ref);
  let load = loads.get(key);
  if (!load) {
    load = loadRemote<RemoteModule>(key).then((module) => {
      if (!module?.default) throw new Error(`Remote module ${key} has no default export`);
      ready.set(key, module.default);
      return module;
    });
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** Warms a module on intent (menu hover or focus, idle after sign-in); a failure is left for its route to report. */
export function warmRemote(ref: RemoteRef): Promise<void> {
  return preloadRemote(ref).then(
    () => undefined,
    () => undefined,
  );
}

/** The module's component: the loaded one when it is there, else a lazy one (cached, so a remount does not reload). */
export function remoteComponent(ref: RemoteRef): ComponentType {
  const key = keyOf(ref);
  const loaded = ready.get(key);
  if (loaded) return loaded;
  let component = components.get(key);
  if (!component) {
    component = lazy(() => preloadRemote(ref));
    components.set(key, component);
  }
  return component;
}

/** Forgets a failed remote so Retry fetches its entry again instead of the runtime's cached failure. */
export function resetRemote(ref: RemoteRef): void {
  for (const key of [...components.keys()]) if (key.startsWith(`${ref.remote}/`)) components.delete(key);
  for (const key of [...loads.keys()]) if (key.startsWith(`${ref.remote}/`)) loads.delete(key);
  for (const key of [...ready.keys()]) if (key.startsWith(`${ref.remote}/`)) ready.delete(key);
  const entry = manifests[ref.remote];
  if (entry) registerRemotes([{ name: ref.remote, entry }], { force: true });
}
