import type { MenuItemDefinition } from '@backoffice/auth';
import { moduleTable } from '../federation/module-table';
import type { ModuleEntry } from '../modules';

/** The session's derived sidebar menu, as the shell's module entries (with their remote targets). */
export function menuModules(sidebarMenu: readonly MenuItemDefinition[]): ModuleEntry[] {
  // An entry no longer in the table (its remote dropped it) is left out.
  const byPath = new Map(moduleTable().modules.map((m) => [m.path, m]));
  return sidebarMenu.map((item) => byPath.get(item.path)).filter((m): m is ModuleEntry => m !== undefined);
}
