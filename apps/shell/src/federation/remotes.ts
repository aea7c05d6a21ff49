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
const keyOf = (ref: RemoteRef) => `${ref.remote}/${ref.expose}`;

/** Starts loading a remote module (on hover, focus, or after sign-in) so its route paints without a fallback. */
export function preloadRemote(ref: RemoteRef): Promise<RemoteModule> {
  const key = keyOf(ref);
  let load = loads.get(key);
  if (!load) {
    load = loadRemote<RemoteModule>(key).then((module) => {
      if (!module?.default) throw new Error(`Remote module ${key} has no default export`);
      return module;
    });
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** A lazy component for a remote module, cached so a remount does not reload it. */
export function remoteComponent(ref: RemoteRef): LazyExoticComponent<ComponentType> {
  const key = keyOf(ref);
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
  const entry = manifests[ref.remote];
  if (entry) registerRemotes([{ name: ref.remote, entry }], { force: true });
}
