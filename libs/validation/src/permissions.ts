// The permission catalogue shared by server and client (spec 1 §6), and the one rule that decides a check.

const CRUD = ['index', 'create', 'update', 'read', 'delete'] as const;

const crud = <G extends string>(group: G) => CRUD.map((action) => `${group}.${action}` as const);

/** Every `module.action` permission a role can hold, grouped as spec 1 §6 lists them. */
export const PERMISSIONS = [
  ...crud('roles'),
  ...crud('users'),
  'users.password',
  ...crud('hotbanners'),
  // Spec 2 §6: "A hot banner clone has its own clone permission."
  'hotbanners.clone',
  ...crud('banners'),
  ...crud('placement'),
  ...crud('entertainment'),
  ...crud('promotion'),
  'promotion_users.read',
  ...crud('custompage'),
  ...crud('regulation'),
  ...crud('message'),
  'apptranslation.index',
  'apptranslation.create',
  'apptranslation.update',
  'apptranslation.read',
  // Issue 32/38: a mistyped key must be removable; spec 1 §6 lists no delete for translations (docs/decisions.md).
  'apptranslation.delete',
  ...crud('mybet'),
  ...crud('promocode'),
  ...crud('sportEventImage'),
  ...crud('landing'),
  ...crud('bonusRename'),
  ...crud('editableSeoDesc'),
  ...crud('medals'),
  'chatroom.index',
  'chatroom.user.manage',
  'chatroom.message.delete',
  'security',
  // Issue 17: reading the whole audit trail (the global history screen); a record's own history needs its module's read.
  'history.index',
  // Issue 32: writing in the file manager (reading it needs only a sign-in, spec 1 §2). An upload is a create,
  // replacing an existing file (overwrite) and renaming or moving are updates.
  'files.create',
  'files.update',
  'files.delete',
  // Issue 35: campaigns; publish covers publishing, scheduling, unscheduling and rolling back.
  ...crud('campaign'),
  'campaign.publish',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** Permissions a super admin does NOT get implicitly: they must be granted by name. */
export const EXPLICIT_PERMISSIONS: readonly Permission[] = ['users.password'];

const known = new Set<string>(PERMISSIONS);

/** True when the string is a permission of the catalogue (guards role payloads and route declarations). */
export function isPermission(value: string): value is Permission {
  return known.has(value);
}

/** Catalogue grouped by module (the part before the first dot), in catalogue order — for role editors. */
export const PERMISSION_GROUPS: ReadonlyArray<{ group: string; permissions: Permission[] }> = (() => {
  const groups = new Map<string, Permission[]>();
  for (const p of PERMISSIONS) {
    const group = p.split('.')[0];
    groups.set(group, [...(groups.get(group) ?? []), p]);
  }
  return [...groups].map(([group, permissions]) => ({ group, permissions }));
})();

/** What a permission check looks at: the session's permission map and the super-admin flag. */
export interface PermissionHolder {
  permissions: Readonly<Record<string, true | boolean>>;
  allPermissions: boolean;
}

/**
 * The single rule (spec 1 §6): super admins pass everything except the explicit permissions
 * (`users.password`), which must be in the map. Example: `hasPermission(session, 'landing.update')`.
 */
export function hasPermission(holder: PermissionHolder | null | undefined, permission: string): boolean {
  if (!holder) return false;
  if (holder.permissions[permission] === true) return true;
  return holder.allPermissions && !EXPLICIT_PERMISSIONS.includes(permission as Permission);
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
  const map: Record<string, true> = {};
  for (const p of PERMISSIONS) if (!EXPLICIT_PERMISSIONS.includes(p)) map[p] = true;
  return map;
}
