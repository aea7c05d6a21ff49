import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@backoffice/api';
import { provideAllMui } from './lazy-mui';
import { liveTableRead, onLiveTable } from './live-remotes';
import { fetchManifestEarly, loadPlugin, refusalFor, type Refusal } from './load-plugin';
import { overriddenRemotes } from './runtime-config';

export interface RemoteRef {
  /** Federation name of the remote, e.g. "landing". */
  remote: string;
  /** Exposed module, e.g. "LandingPages" (exposed as "./LandingPages"). */
  expose: string;
}

let manifests: Record<string, string> = {};
let configured: Record<string, string> = {};
/** Bumped when the live table switches remotes, so mounted routes pick the new build at their next render. */
let generation = 0;
/** Remotes whose code ran in this page (a build was loaded). */
const started = new Set<string>();
const listeners = new Set<() => void>();

/** Tells the federation runtime where each remote lives; nothing is fetched until a route needs it. */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  manifests = { ...config.remotes };
  configured = { ...config.remotes };
  registerPlugins([loadPlugin()]);
  registerRemotes(Object.entries(manifests).map(([name, entry]) => ({ name, entry })));
  onLiveTable(applyLiveTable);
}

/** The manifest URL each remote is loaded from now (the live table's, else config.json's). */
export function liveManifests(): Readonly<Record<string, string>> {
  return manifests;
}

/** The shell's own config.json URL of each remote (the first switch of a remote starts from it). */
export function configuredManifests(): Readonly<Record<string, string>> {
  return configured;
}

/**
 * Switches each remote whose URL the table changed; its next load fetches that build. A remote this page already ran
 * is switched by reloading the page (it was just navigated, so nothing typed is lost): two builds of one remote share
 * its chunk-loading global, and the second would pick up the first's chunks instead of fetching its own.
 */
export function applyLiveTable(table: Record<string, string>, reload = () => window.location.reload()): void {
  const changed: string[] = [];
  const overridden = overriddenRemotes();
  for (const name of Object.keys(configured)) {
    // A developer's override is this browser's own choice: the live table does not switch it away.
    if (Object.hasOwn(overridden, name)) continue;
    const url = Object.hasOwn(table, name) ? table[name] : configured[name];
    if (!url || url === manifests[name]) continue;
    manifests[name] = url;
    changed.push(name);
  }
  if (changed.length === 0) return;
  if (changed.some((name) => started.has(name)) && !reloadedJustNow(changed.map((name) => manifests[name]).join(' '))) {
    reload();
    return;
  }
  for (const name of changed) resetRemote({ remote: name, expose: '' });
  generation += 1;
  for (const listener of listeners) listener();
}

const RELOAD_KEY = 'backoffice.remoteSwitchReload';
/** True right after this very switch reloaded this tab: never reload in a loop for one switch, whatever happens. */
function reloadedJustNow(target: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? 'null') as { target: string; at: number } | null;
    if (last?.target === target && Date.now() - last.at < 10_000) return true;
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ target, at: Date.now() }));
  } catch {
    // No storage: reload anyway (the next read finds the table applied).
  }
  return false;
}

/** For useSyncExternalStore: re-renders a remote route when the live table switched a build. */
export function subscribeLiveTable(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const liveTableGeneration = () => generation;

/** A remote served without a manifest (a bare remoteEntry.js) skips the snapshot hook: it gets the whole catalogue. */
const withoutManifest = (remote: string) => !/\.json(\?|$)/.test(manifests[remote] ?? '');

/** The remote's code could not be fetched or had no module to render: a network or deployment problem. */
export class RemoteLoadError extends Error {
  constructor(key: string, cause: unknown) {
    super(`Remote module ${key} could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/** The remote's build does not fit this shell (a library version or export it needs): a release problem. */
export class IncompatibleRemoteError extends RemoteLoadError {
  constructor(
    key: string,
    readonly refusal: Refusal,
  ) {
    super(key, new Error(refusal.reasons.join('; ')));
    this.name = 'IncompatibleRemoteError';
  }
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
    // The manifest this page would load is fetched while the live table is read (it nearly always names the same).
    if (!withoutManifest(ref.remote)) fetchManifestEarly(manifests[ref.remote]);
    load = liveTableRead()
      .then(() => (withoutManifest(ref.remote) ? provideAllMui() : undefined))
      .then(() => loadRemote<RemoteModule>(key))
      .then(
        (module) => {
          if (!module?.default) throw new RemoteLoadError(key, new Error('no default export'));
          ready.set(key, module.default);
          started.add(ref.remote);
          return module;
        },
        (error: unknown) => {
          const refusal = refusalFor(ref.remote);
          throw refusal ? new IncompatibleRemoteError(key, refusal) : new RemoteLoadError(key, error);
        },
      );
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
  if (!entry) return;
  // Removed, then registered afresh: `registerRemotes(…, { force: true })` does the same but logs a warning that
  // the remote "is already registered" on every Retry. removeRemote is not in the runtime's types, hence the cast.
  const instance = getInstance();
  const handler = instance?.remoteHandler as unknown as { removeRemote?: (remote: object) => void } | undefined;
  const registered = instance?.options.remotes.find((remote) => remote.name === ref.remote);
  if (handler?.removeRemote && registered) {
    handler.removeRemote(registered);
    registerRemotes([{ name: ref.remote, entry }]);
  } else {
    registerRemotes([{ name: ref.remote, entry }], { force: true });
  }
}
