import type { MenuItemDefinition } from '@backoffice/auth';
import { modules, type ModuleEntry } from '../modules';

const byPath = new Map(modules.map((m) => [m.path, m]));

/** The session's derived sidebar menu, as the shell's module entries (with their remote targets). */
export function menuModules(sidebarMenu: readonly MenuItemDefinition[]): ModuleEntry[] {
  return sidebarMenu.map((item) => byPath.get(item.path)).filter((m): m is ModuleEntry => m !== undefined);
}
