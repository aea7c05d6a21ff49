// Staff accounts and their roles.
import * as v from 'valibot';
import { string, messages, adminUserCreateSchema, adminUserUpdateSchema, blockUserSchema, roleSchema, CRUD_FORMS, defineModule } from '@backoffice/validation';

/** The users list's status tabs: blocked = blockedTill still ahead (an expired block is active again). */
export const USER_STATUS_TABS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'blocked', label: 'Blocked' },
] as const;

export const rolesModule = defineModule({
  name: 'roles',
  item: 'Role',
  menu: { label: 'Roles', group: 'main', order: 10 },
  access: { group: 'roles' },
  api: { base: 'admin', path: 'roles' },
  schema: roleSchema,
  list: { searchable: true, sortable: ['roleName', 'usersCount'], defaultSort: { field: 'roleName', order: 'asc' } },
  forms: CRUD_FORMS,
  remote: { app: 'content', expose: 'Roles', file: 'roles/index.tsx' },
});

export const usersModule = defineModule({
  name: 'users',
  item: 'User',
  menu: { label: 'Users', group: 'main', order: 40 },
  access: { group: 'users', actions: ['password'] },
  api: { base: 'admin', path: 'users', updateMethod: 'put' },
  schema: adminUserCreateSchema,
  updateSchema: adminUserUpdateSchema,
  list: {
    tabs: USER_STATUS_TABS,
    searchable: true,
    sortable: ['firstName', 'lastName', 'email'],
    defaultSort: { field: 'id', order: 'asc' },
    // The role filter: only the users holding this role.
    filters: { roleId: v.optional(v.pipe(string(), v.regex(/^\d{1,9}$/, messages.invalid('role')))) },
  },
  forms: CRUD_FORMS,
  // Blocking ends the account's sessions at once; both are changes of the account (users.update).
  operations: {
    block: { method: 'POST', needs: 'update', schema: blockUserSchema, summary: 'Block a staff account until blockedTill' },
    unblock: { method: 'POST', needs: 'update', schema: v.optional(v.strictObject({})), summary: 'Unblock a staff account' },
  },
  remote: { app: 'content', expose: 'Users', file: 'users/index.tsx' },
});
