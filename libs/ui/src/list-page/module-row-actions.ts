import { useMemo } from 'react';
import { moduleFormPath, modulePermissions, type FormMode, type ModuleDefinition, type ModuleUse } from '@backoffice/validation';
import { useModuleDefinition } from '../module-routes/module-context';
import type { RowActionsConfig, RowLinkAction } from './types';

/** The module's rule for a use as the row icons ask it: one permission, any of several, or none (signed in). */
export function moduleAccess(definition: ModuleDefinition | undefined, use: ModuleUse): { permission?: string; anyOf?: readonly string[] } {
  const needed = definition ? modulePermissions(definition, use) : [];
  if (needed.length === 0) return {};
  return needed.length === 1 ? { permission: needed[0] } : { anyOf: needed };
}

const given = (action: { permission?: string; anyOf?: readonly string[] }) => action.permission !== undefined || action.anyOf !== undefined;

function link<T>(definition: ModuleDefinition | undefined, icon: FormMode, action: RowLinkAction<T> | undefined): RowLinkAction<T> | undefined {
  if (!action) return undefined;
  // The view icon opens the read-only screen: view, or preview where the module has that instead.
  const mode = icon === 'view' && definition?.forms?.view === undefined && definition?.forms?.preview !== undefined ? 'preview' : icon;
  const to = action.to ?? (definition?.forms?.[mode] !== undefined ? (row: T) => moduleFormPath(definition, mode, row as object) ?? '' : undefined);
  if (!to) throw new Error(`Row action ${mode}: the module has no ${mode} route and the action no \`to\``);
  return { ...(given(action) ? {} : moduleAccess(definition, mode)), ...action, to };
}

/**
 * Fills a list's row actions from the module of the screen (ModuleRoutes): each icon's route from the definition's
 * `forms`, its permissions from the same rule as the route and the server (view = read or update), an operation's
 * from its `needs`. What an action spells itself wins.
 */
export function resolveRowActions<T>(definition: ModuleDefinition | undefined, actions: RowActionsConfig<T> | undefined): RowActionsConfig<T> | undefined {
  if (!actions) return undefined;
  return {
    ...actions,
    view: link(definition, 'view', actions.view),
    edit: link(definition, 'edit', actions.edit),
    clone: link(definition, 'clone', actions.clone),
    delete: actions.delete && { ...(given(actions.delete) ? {} : moduleAccess(definition, 'delete')), ...actions.delete },
    restore: actions.restore && { ...(actions.restore.permission ? {} : moduleAccess(definition, 'restore')), ...actions.restore },
    operations: actions.operations?.map((operation) => (operation.needs && !operation.permission ? { ...moduleAccess(definition, operation.needs), ...operation } : operation)),
  };
}

/** resolveRowActions with the module of this screen (else the resource's), once per change of the actions. */
export function useModuleRowActions<T>(actions: RowActionsConfig<T> | undefined, fallback?: ModuleDefinition): RowActionsConfig<T> | undefined {
  const definition = useModuleDefinition() ?? fallback;
  return useMemo(() => resolveRowActions(definition, actions), [definition, actions]);
}
