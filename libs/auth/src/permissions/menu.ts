import type { PermissionHolder } from '@backoffice/validation/session';
import type { MenuItemDefinition } from '../session/session-types';
import { holdsAnyStartingWith, passesAccess } from './access-rule';

/**
 * The spec: a signed-in-only module always shows; a guarded one shows when the user holds any permission
 * starting with the module name AND passes the module's own permission rule (so the entry never leads to /404).
 */
export function showsInMenu(item: Pick<MenuItemDefinition, 'access' | 'permissionPrefix'>, holder: PermissionHolder | null): boolean {
  if (!holder) return false;
  if (item.access.kind === 'signed-in') return true;
  const prefixOk = item.permissionPrefix === undefined || holdsAnyStartingWith(holder, item.permissionPrefix);
  return prefixOk && passesAccess(item.access, holder);
}

/** The side menu of a user, in the table's order. */
export function deriveSidebarMenu<T extends MenuItemDefinition>(items: readonly T[], holder: PermissionHolder | null): T[] {
  return items.filter((item) => showsInMenu(item, holder));
}
