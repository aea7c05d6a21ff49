// The permission catalogue as the role matrix shows it: one row per module group, one column per standard action,
// and the group's other permissions (users.password, hotbanners.clone …) as its extras. The catalogue is the running
// product's: every live remote's modules declare their own groups.
import { describedModules, permissionCatalogue, type Permission } from '@backoffice/validation';

export const MATRIX_ACTIONS = ['index', 'create', 'update', 'read', 'delete'] as const;
export type MatrixAction = (typeof MATRIX_ACTIONS)[number];

export interface PermissionExtra {
  permission: Permission;
  /** The permission without its row's prefix: 'password', 'clone', 'user.manage'. */
  label: string;
}

export interface PermissionRow {
  group: string;
  /** The menu label of the group's module ('Hot Banners'), or the group's name when no module names it. */
  label: string;
  actions: Partial<Record<MatrixAction, Permission>>;
  extras: PermissionExtra[];
  /** Every permission of the row, in catalogue order. */
  all: Permission[];
}

// The players of a promotion are read under the promotion group's row.
const ROW_OF: Readonly<Record<string, string>> = { promotion_users: 'promotion' };

const labelOf = (group: string) =>
  describedModules().find((m) => m.access !== 'signed-in' && m.access.group === group)?.menu.label ?? group.charAt(0).toUpperCase() + group.slice(1);

/** The rows of the catalogue, in its order: `permissionRows()[0]` is Roles with index … delete. */
export function permissionRows(catalogue: readonly Permission[] = permissionCatalogue()): PermissionRow[] {
  const rows = new Map<string, PermissionRow>();
  for (const permission of catalogue) {
    const prefix = permission.split('.')[0];
    const group = ROW_OF[prefix] ?? prefix;
    let row = rows.get(group);
    if (!row) rows.set(group, (row = { group, label: labelOf(group), actions: {}, extras: [], all: [] }));
    row.all.push(permission);
    const action = permission.slice(group.length + 1);
    if (permission.startsWith(`${group}.`) && (MATRIX_ACTIONS as readonly string[]).includes(action)) row.actions[action as MatrixAction] = permission;
    else row.extras.push({ permission, label: permission.startsWith(`${group}.`) ? action : permission });
  }
  return [...rows.values()];
}

/** Rows whose label, group or a permission contains the text (case-insensitive); all rows for empty text. */
export function filterRows(rows: readonly PermissionRow[], text: string): PermissionRow[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) => row.label.toLowerCase().includes(needle) || row.all.some((p) => p.toLowerCase().includes(needle)));
}
