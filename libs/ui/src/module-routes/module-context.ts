// The module a screen belongs to, provided by ModuleRoutes: lists, row icons, links and permission checks derive
// their paths and rules from its definition instead of spelling them.
import { createContext, useContext } from 'react';
import { canAny, checkSession, useSession, type SessionState } from '@backoffice/auth';
import { describedModule, modulePermissions, moduleRecordRoute, type ModuleDefinition, type ModuleUse } from '@backoffice/validation';

export const ModuleContext = createContext<ModuleDefinition | undefined>(undefined);

/** The definition of the module this screen belongs to (undefined outside ModuleRoutes). */
export function useModuleDefinition(): ModuleDefinition | undefined {
  return useContext(ModuleContext);
}

/** Whether the session may do `use` in the module: any one of its permissions (none needed in signed-in modules). */
export function mayUse(state: SessionState, definition: Pick<ModuleDefinition, 'access'>, ...uses: ModuleUse[]): boolean {
  const anyOf = modulePermissions(definition, ...uses);
  return anyOf.length === 0 || checkSession(state, { anyOf });
}

/**
 * Whether the signed-in user may do any one of `uses` in the module of this screen (or in `module`, for a screen
 * rendered outside ModuleRoutes). Re-renders when the session changes. `useModuleCan('update')`.
 */
export function useModuleCan(uses: ModuleUse | readonly ModuleUse[], module?: Pick<ModuleDefinition, 'access'>): boolean {
  const own = useModuleDefinition();
  const definition = module ?? own;
  const list = typeof uses === 'string' ? [uses] : uses;
  return useSession((state) => {
    if (!definition) throw new Error('useModuleCan: not below ModuleRoutes; pass the module definition');
    return mayUse(state, definition, ...list);
  });
}

/**
 * Where a link to one record of a module leads (history, the home schedule, the finder): its edit screen for those
 * who may update it, else its read-only screen, else the module's list. Any module of the running product, as its
 * remote describes it (the shell's module directory), not only this remote's.
 */
export function recordRoute(module: string, key: string): string {
  const definition = describedModule(module);
  if (!definition) return `/${module}`;
  return moduleRecordRoute(definition, key, (anyOf) => anyOf.length === 0 || canAny(anyOf));
}
