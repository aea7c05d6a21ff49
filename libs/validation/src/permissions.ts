// The permission catalogue shared by server and client, and the one rule that decides a check.

import { describedModules, subscribeModuleDirectory } from './modules/module-directory';

const CRUD = ['index', 'create', 'update', 'read', 'delete'] as const;

/** A permission group's five standard permissions: `crudPermissions('banners')` → banners.index … banners.delete. */
const crudPermissions = <G extends string>(group: G) => CRUD.map((action) => `${group}.${action}` as const);

/** A permission: `module.action` ('landing.update'), or a name of its own ('security'). */
export type Permission = string;

/** How a permission is spelled: a group, then up to three dotted actions ('chatroom.message.delete'). */
export const PERMISSION_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,62}(\.[A-Za-z][A-Za-z0-9_]{0,62}){0,3}$/;

/**
 * Permissions of the file manager's writes, which no module definition declares: its route is open to every signed-in
 * user, and module image fields upload through the same API. An upload is a create; replacing, renaming or moving
 * a file is an update.
 */
const KERNEL_PERMISSIONS: readonly Permission[] = ['files.create', 'files.update', 'files.delete'];

/** Permissions a super admin does NOT get implicitly: they must be granted by name. */
export const EXPLICIT_PERMISSIONS: readonly Permission[] = ['users.password'];

/**
 * Every permission a role can hold, in menu order of the modules that declare them, then the kernel's: derived
 * from the module directory (each module's description lists its group's permissions), so a module that brings a new
 * permission group ships it in its own definition.
 */
let catalogue: readonly Permission[] = KERNEL_PERMISSIONS;
let known = new Set<string>(catalogue);

function derive(): void {
  const all = new Set<string>();
  for (const module of describedModules()) {
    if (module.access === 'signed-in') continue;
    for (const permission of module.access.permissions ?? crudPermissions(module.access.group)) all.add(permission);
  }
  for (const permission of KERNEL_PERMISSIONS) all.add(permission);
  catalogue = [...all];
  known = all;
}
derive();
subscribeModuleDirectory(derive);

/** Every permission a role can hold (the running product's modules and the kernel's), in catalogue order. */
export function permissionCatalogue(): readonly Permission[] {
  return catalogue;
}

/** True when the string is a permission of the catalogue (guards role payloads and route declarations). */
export function isPermission(value: string): boolean {
  return known.has(value);
}

/** The catalogue grouped by module (the part before the first dot), in catalogue order — for role editors. */
export function permissionGroups(): Array<{ group: string; permissions: Permission[] }> {
  const groups = new Map<string, Permission[]>();
  for (const p of catalogue) {
    const group = p.split('.')[0];
    groups.set(group, [...(groups.get(group) ?? []), p]);
  }
  return [...groups].map(([group, permissions]) => ({ group, permissions }));
}

/** What a permission check looks at: the session's permission map and the super-admin flag. */
export interface PermissionHolder {
  permissions: Readonly<Record<string, true | boolean>>;
  allPermissions: boolean;
}

/**
 * The single rule: super admins pass everything except the explicit permissions
 * (`users.password`), which must be in the map. Example: `hasPermission(session, 'landing.update')`.
 */
export function hasPermission(holder: PermissionHolder | null | undefined, permission: string): boolean {
  if (!holder) return false;
  if (holder.permissions[permission] === true) return true;
  return holder.allPermissions && !EXPLICIT_PERMISSIONS.includes(permission);
}

/** Every listed permission is held. */
export function hasAllPermissions(holder: PermissionHolder | null | undefined, permissions: readonly string[]): boolean {
  return permissions.every((p) => hasPermission(holder, p));
}

/** At least one listed permission is held (an empty list grants nothing). */
export function hasAnyPermission(holder: PermissionHolder | null | undefined, permissions: readonly string[]): boolean {
  return permissions.some((p) => hasPermission(holder, p));
}

/** The permission map a super admin receives: every catalogue permission except the explicit ones. */
export function superAdminPermissions(): Record<string, true> {
  const map: Record<string, true> = Object.create(null);
  for (const p of catalogue) if (!EXPLICIT_PERMISSIONS.includes(p)) map[p] = true;
  return map;
}
