// Who may hand out which access, and whose account one may touch: nobody gives or takes over more than they hold.
import { hasPermission, type PermissionHolder } from '@backoffice/validation';
import type { RolesAccess } from '../../core/accounts';

/**
 * What `access` grants beyond what `holder` holds: ['super admin'] for an allPermissions role held by a
 * non-super-admin, else the permissions the holder lacks. Empty when access ⊆ holder.
 * @example exceeding({ permissions: { 'users.index': true }, allPermissions: false }, { allPermissions: false, permissions: ['roles.index'] }) // ['roles.index']
 */
export function exceeding(holder: PermissionHolder, access: RolesAccess): string[] {
  if (access.allPermissions && !holder.allPermissions) return ['super admin'];
  return access.permissions.filter((p) => !hasPermission(holder, p));
}
