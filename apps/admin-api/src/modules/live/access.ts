// Who may hear of a module's records on the feed: whoever may open its list or a record of it (the module
// definition's access rule, libs/validation), every signed-in user for signed-in-only modules. History entries of
// anything that is not a module of the catalogue are heard by no one.
import { hasAnyPermission, moduleGuard, modulePermission, type PermissionHolder } from '@backoffice/validation';
import { moduleNamed } from '../../core/module-catalog';

export function mayWatchModule(holder: PermissionHolder, name: string): boolean {
  const module = moduleNamed(name);
  if (!module) return false;
  if (module.access === 'signed-in') return true;
  return hasAnyPermission(holder, [...moduleGuard(module), modulePermission(module, 'read')!]);
}

/** The same answer for one stream's many events: its permissions are fixed while it is open (the guard sees to it). */
export function moduleFilter(holder: PermissionHolder): (name: string) => boolean {
  const known = new Map<string, boolean>();
  return (name) => {
    let may = known.get(name);
    if (may === undefined) known.set(name, (may = mayWatchModule(holder, name)));
    return may;
  };
}

const prints = new WeakMap<object, string>();

/**
 * The permissions a stream was opened with, as one comparable text (a role edit changes it: the stream ends).
 * Remembered per permission map: sessions of the same roles share one (core/permission-sets.ts), and the guard
 * asks for every open stream each second.
 */
export function permissionPrint(holder: PermissionHolder): string {
  const known = prints.get(holder.permissions);
  const print = known ?? Object.keys(holder.permissions).filter((p) => holder.permissions[p] === true).sort().join(',');
  if (known === undefined) prints.set(holder.permissions, print);
  return `${holder.allPermissions ? '*' : ''}${print}`;
}
