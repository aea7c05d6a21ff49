import { anyOf, signedInOnly as signedIn, type AccessRule, type MenuItemDefinition } from '@backoffice/auth';
import { MODULES, moduleGuard, modulePermissions, type ModuleDefinition } from '@backoffice/validation';
import type { RemoteRef } from './federation/remotes';

/** Who may open a module: any signed-in user, or a user holding any one of the listed permissions. */
export type ModuleAccess = AccessRule;

export interface ModuleEntry extends MenuItemDefinition {
  /** Route prefix; the remote owns everything below it. */
  path: string;
  label: string;
  group: 'main' | 'app-setting';
  /** Route guard (spec 1 §2 / §6): signed in only, or a single / any-of permission check; a failure goes to /404. */
  access: ModuleAccess;
  /** Menu rule "any permission starting with the module name" (spec 1 §6); absent for signed-in-only modules. */
  permissionPrefix?: string;
  target: RemoteRef;
}

/** A preview-only screen, routed outside the main layout (spec 1 §2). */
export interface PreviewEntry {
  path: string;
  label: string;
  access: ModuleAccess;
  target: RemoteRef;
}

/** Which remote renders a module: its definition's `remote` (the remote's webpack exposes read the same field). */
function targetOf(definition: ModuleDefinition): RemoteRef {
  // Every module of the catalog names its remote; one without would have no screen to route to.
  if (!definition.remote) throw new Error(`Module ${definition.name} names no remote`);
  return { remote: definition.remote.app, expose: definition.remote.expose };
}

/** The shell's row of a module definition: route, guard and menu rule, all derived from it. */
export function shellEntry(definition: ModuleDefinition, target: RemoteRef = targetOf(definition)): ModuleEntry {
  const guard = moduleGuard(definition);
  return {
    path: `/${definition.name}`,
    label: definition.menu.label,
    group: definition.menu.group,
    access: definition.access === 'signed-in' ? signedIn : anyOf(...guard),
    ...(definition.access === 'signed-in' ? {} : { permissionPrefix: definition.access.group }),
    target,
  };
}

/** Every module of the product, in the menu order of the spec (libs/validation MODULES). */
export const modules: ModuleEntry[] = MODULES.map((definition) => shellEntry(definition));

/**
 * Preview screens outside the shell layout, as the definitions name them; each needs its module's permissions (spec
 * 1 §2): a preview is opened from the add, edit, clone or view form, so any permission of those modes lets it render.
 */
export const previews: PreviewEntry[] = MODULES.flatMap((definition) =>
  definition.preview
    ? [{ path: definition.preview.path, label: definition.preview.label, access: anyOf(...modulePermissions(definition, 'view', 'add', 'edit')), target: { remote: definition.preview.app, expose: definition.preview.expose } }]
    : [],
);
