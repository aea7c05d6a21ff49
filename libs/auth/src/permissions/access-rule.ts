import { hasAllPermissions, hasAnyPermission, type PermissionHolder } from '@backoffice/validation/session';

/** Who may open something: any signed-in user, a user holding any one of the permissions, or all of them. */
export type AccessRule =
  | { kind: 'signed-in' }
  | { kind: 'any-of'; permissions: readonly string[] }
  | { kind: 'all-of'; permissions: readonly string[] };

export const signedInOnly: AccessRule = { kind: 'signed-in' };
/** `anyOf('landing.read', 'landing.update')`; a single permission is `anyOf('roles.index')`. */
export const anyOf = (...permissions: string[]): AccessRule => ({ kind: 'any-of', permissions });
export const allOf = (...permissions: string[]): AccessRule => ({ kind: 'all-of', permissions });

/** Decides a rule for a signed-in holder (null = signed out, who passes nothing). */
export function passesAccess(rule: AccessRule, holder: PermissionHolder | null): boolean {
  if (!holder) return false;
  switch (rule.kind) {
    case 'signed-in':
      return true;
    case 'any-of':
      return hasAnyPermission(holder, rule.permissions);
    case 'all-of':
      return hasAllPermissions(holder, rule.permissions);
  }
}

/** The spec's menu rule, first half: the user holds some permission starting with the module name. */
export function holdsAnyStartingWith(holder: PermissionHolder | null, prefix: string): boolean {
  if (!holder) return false;
  if (holder.allPermissions) return true;
  return Object.keys(holder.permissions).some((key) => holder.permissions[key] === true && key.startsWith(prefix));
}
