// Every module of the running product as the remotes describe them, for what crosses modules: a history entry's or
// a campaign item's link to its record, its module's name, the permission a restore needs. The shell fills it from
// the remotes' descriptions (it learns them at run time); one copy is shared with every remote, so a remote knows
// the other remotes' modules without bundling their definitions. The server fills it from its own catalogue.
import type { ModuleDescription } from './module-description';

let described: readonly ModuleDescription[] = [];
let byName = new Map<string, ModuleDescription>();
const listeners = new Set<() => void>();

/** Replaces the directory: every module, in menu order. */
export function setModuleDirectory(modules: readonly ModuleDescription[]): void {
  described = modules;
  byName = new Map(modules.map((module) => [module.name, module]));
  for (const listener of listeners) listener();
}

/** Every module, in menu order (empty until the shell has read the remotes' descriptions). */
export function describedModules(): readonly ModuleDescription[] {
  return described;
}

/** The description of a module by its name (route segment), if a live remote renders it. */
export function describedModule(name: string): ModuleDescription | undefined {
  return byName.get(name);
}

/** Called when the directory changes (for useSyncExternalStore). */
export function subscribeModuleDirectory(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
