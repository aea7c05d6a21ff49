// The modules the shell routes, learned at run time from the remotes' descriptions (never compiled in): held per
// remote, checked against the kernel's schema before use, and remembered in this browser so a returning user's menu
// and routes are there at once while the fresh descriptions are read.
import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { moduleDescriptionsSchema, type ModuleDescription } from '@backoffice/validation';
import { shellModules, type ShellModules } from '../modules';

const CACHE_KEY = 'backoffice.moduleDescriptions';

export interface ModuleTableState extends ShellModules {
  /** True once every remote's descriptions were read afresh (or could not be): an unknown path is then a 404. */
  settled: boolean;
}

let remoteOrder: readonly string[] = [];
const described = new Map<string, readonly ModuleDescription[]>();
let state: ModuleTableState = { modules: [], previews: [], settled: false };
const listeners = new Set<() => void>();
let settle: () => void = () => undefined;
let settledOnce = new Promise<void>((resolve) => (settle = resolve));

function publish(settled = state.settled): void {
  const ordered = new Map(remoteOrder.filter((remote) => described.has(remote)).map((remote) => [remote, described.get(remote) ?? []]));
  state = { ...shellModules(ordered), settled };
  for (const listener of listeners) listener();
}

/** The remotes whose modules may be routed, in config.json's order; their remembered descriptions apply at once. */
export function configureModuleTable(remotes: readonly string[]): void {
  remoteOrder = remotes;
  const cached = readCache();
  for (const remote of remotes) {
    const modules = cached.get(remote);
    if (modules) described.set(remote, modules);
  }
  publish();
}

/**
 * Takes a remote's descriptions (from the API's live table or its manifest); false, and nothing changed, when they
 * are not valid descriptions: a broken manifest cannot put a route or a menu entry into the shell.
 */
export function setRemoteModules(remote: string, modules: unknown): boolean {
  if (!remoteOrder.includes(remote)) return false;
  const parsed = v.safeParse(moduleDescriptionsSchema, modules);
  if (!parsed.success) {
    console.warn(`The modules ${remote} describes are not valid; its menu entries are kept as they were.`, v.flatten(parsed.issues));
    return false;
  }
  described.set(remote, parsed.output);
  return true;
}

/** Every remote was read (or could not be): the table is published, remembered, and unknown paths become 404s. */
export function markModuleTableRead(): void {
  publish(true);
  settle();
  writeCache();
}

export function moduleTable(): ModuleTableState {
  return state;
}

/** Resolves once the table was read afresh the first time (a deep link waits for it before warming a remote). */
export function moduleTableSettled(): Promise<void> {
  return settledOnce;
}

export function subscribeModuleTable(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The module table, re-rendering when a remote's modules change. */
export function useModuleTable(): ModuleTableState {
  return useSyncExternalStore(subscribeModuleTable, moduleTable);
}

/** Forgets every remote's modules (sign-out of a test; a new page starts from the remembered ones). */
export function resetModuleTable(): void {
  described.clear();
  remoteOrder = [];
  state = { modules: [], previews: [], settled: false };
  settledOnce = new Promise<void>((resolve) => (settle = resolve));
  for (const listener of listeners) listener();
}

function readCache(): Map<string, readonly ModuleDescription[]> {
  const held = new Map<string, readonly ModuleDescription[]>();
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return held;
    for (const [remote, modules] of Object.entries(stored)) {
      const parsed = v.safeParse(moduleDescriptionsSchema, modules);
      if (parsed.success) held.set(remote, parsed.output);
    }
  } catch {
    // Unreadable or no storage: the table waits for the fresh descriptions, as on a first visit.
  }
  return held;
}

function writeCache(): void {
  try {
    localStorage.setItem(CACHE_KEY, JSON.stringify(Object.fromEntries(described)));
  } catch {
    // No storage (private mode): the next page reads the descriptions afresh.
  }
}
