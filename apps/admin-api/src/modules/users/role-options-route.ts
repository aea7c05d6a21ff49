// The roles a users form may offer, for staff who manage users without holding roles.index: each role's name and
// whether the caller may assign it (a role granting more than the caller holds is shown but cannot be picked).
import * as v from 'valibot';
import { docSchema , type RoutesApp } from '../../core/doc-schema';
import { exceeding } from './authority';
import { can } from '../../core/access';
import { usersModule } from '@backoffice/modules-content';

const options = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'roleName', 'grantable'],
    properties: {
      id: { type: 'integer', minimum: 1 },
      roleName: { type: 'string' },
      grantable: { type: 'boolean', description: 'The caller holds everything the role grants, so may assign it' },
    },
  },
};

export default async function roleOptionsRoute(app: RoutesApp): Promise<void> {
  app.get('/users/role-options', { config: can(usersModule, 'index', 'create', 'update'), schema: docSchema({ operationId: 'listUserRoleOptions', tags: ['users'], summary: 'The roles a users form offers, and which the caller may assign', querystring: v.optional(v.strictObject({})), data: options }) }, async (request) => {
    const { rows } = await app.db.query<{ id: number; role_name: string; all_permissions: boolean; permissions: string[] }>(
      'SELECT id, role_name, all_permissions, permissions FROM roles ORDER BY lower(role_name), id',
    );
    return {
      data: rows.map((r) => ({ id: r.id, roleName: r.role_name, grantable: exceeding(request.session, { allPermissions: r.all_permissions, permissions: r.permissions }).length === 0 })),
    };
  });
}
