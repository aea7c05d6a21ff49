import { anyOf, signedInOnly as signedIn, type AccessRule, type MenuItemDefinition } from '@backoffice/auth';
import { moduleGuard, modulePermissions, type ModuleDescription } from '@backoffice/validation';
import type { RemoteRef } from './federation/remotes';

/** Who may open a module: any signed-in user, or a user holding any one of the listed permissions. */
export type ModuleAccess = AccessRule;

export interface ModuleEntry extends MenuItemDefinition {
  /** Route prefix; the remote owns everything below it. */
  path: string;
  label: string;
  group: 'main' | 'app-setting';
  /** Route guard: signed in only, or a single / any-of permission check; a failure goes to /404. */
  access: ModuleAccess;
  /** Menu rule "any permission starting with the module name"; absent for signed-in-only modules. */
  permissionPrefix?: string;
  target: RemoteRef;
  /** The remote's description, for record links (its form routes and the permissions each needs). */
  description: ModuleDescription;
}

/** A preview-only screen, routed outside the main layout. */
export interface PreviewEntry {
  path: string;
  label: string;
  access: ModuleAccess;
  target: RemoteRef;
}

/** The shell's modules: menu entries with their routes and guards, and the preview screens, in menu order. */
export interface ShellModules {
  modules: ModuleEntry[];
  previews: PreviewEntry[];
}

/** The shell's row of a module a remote describes: route, guard and menu rule, all derived from the description. */
export function shellEntry(remote: string, description: ModuleDescription): ModuleEntry {
  const { access } = description;
  return {
    path: `/${description.name}`,
    label: description.menu.label,
    group: description.menu.group,
    access: access === 'signed-in' ? signedIn : anyOf(...moduleGuard(description)),
    ...(access === 'signed-in' ? {} : { permissionPrefix: access.group }),
    target: { remote, expose: description.expose },
    description,
  };
}

/**
 * The shell's modules from each remote's descriptions (remote name → its modules), in menu order. A path two remotes
 * claim goes to the first remote of `described`'s order (config.json's): the other's entry is left out, not mixed in.
 * A preview needs its module's permissions: it is opened from the add, edit, clone or view form, so any permission
 * of those modes lets it render.
 */
export function shellModules(described: ReadonlyMap<string, readonly ModuleDescription[]>): ShellModules {
  const claimed = new Set<string>();
  const rows: { order: number; entry: ModuleEntry }[] = [];
  const previews: PreviewEntry[] = [];
  for (const [remote, descriptions] of described) {
    for (const description of descriptions) {
      const entry = shellEntry(remote, description);
      if (claimed.has(entry.path)) continue;
      claimed.add(entry.path);
      rows.push({ order: description.menu.order, entry });
      const preview = description.preview;
      if (preview && !claimed.has(preview.path)) {
        claimed.add(preview.path);
        previews.push({ path: preview.path, label: preview.label, access: anyOf(...modulePermissions(description, 'view', 'add', 'edit')), target: { remote, expose: preview.expose } });
      }
    }
  }
  rows.sort((a, b) => a.order - b.order || a.entry.label.localeCompare(b.entry.label));
  return { modules: rows.map((row) => row.entry), previews };
}
