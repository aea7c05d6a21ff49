// Staff accounts and their roles (spec 1 §6, spec 2 §5).
import { adminUserCreateSchema, adminUserUpdateSchema, roleSchema } from '../schemas/users';
import { defineModule } from './define-module';

export const rolesModule = defineModule({
  name: 'roles',
  item: 'Role',
  menu: { label: 'Roles', group: 'main' },
  access: { group: 'roles' },
  api: { base: 'admin', path: 'roles' },
  schema: roleSchema,
  list: { searchable: true, sortable: ['roleName'], defaultSort: { field: 'roleName', order: 'asc' } },
});

export const usersModule = defineModule({
  name: 'users',
  item: 'User',
  menu: { label: 'Users', group: 'main' },
  access: { group: 'users' },
  api: { base: 'admin', path: 'users' },
  schema: adminUserCreateSchema,
  updateSchema: adminUserUpdateSchema,
  list: { searchable: true, sortable: ['firstName', 'lastName', 'email'], defaultSort: { field: 'id', order: 'asc' } },
});
