// v1/roles: the resource engine over the roles table, with the rules that keep roles from escalating access.
// Registered by app.ts with the other resources (resources.ts).
import { hasPermission, rolesModule } from '@backoffice/validation';
import { HttpError } from '../../http/errors';
import { defineResource } from '../../resource/definition';

export const rolesResource = defineResource({
  module: rolesModule,
  table: 'roles',
  jsonFields: ['permissions'],
  searchFields: ['roleName'],
  beforeWrite(input, { request, existing }) {
    const session = request.session;
    const before = existing ? (existing.permissions as string[]) : [];
    // Granting is limited to what the granter holds, so roles.update cannot be turned into every permission.
    if (input.allPermissions && !session.allPermissions && !(existing?.allPermissions === true)) {
      throw new HttpError(403, 'Only a super admin can create a super admin role.');
    }
    const added = input.permissions.filter((p) => !before.includes(p) && !hasPermission(session, p));
    if (added.length > 0) throw new HttpError(403, `You cannot grant permissions you do not hold: ${added.join(', ')}`);
    return { ...input, permissions: [...new Set(input.permissions)] };
  },
  async beforeDelete(record, { db }) {
    const { rows } = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM user_roles WHERE role_id = $1', [record.id]);
    if (rows[0].n !== '0') throw new HttpError(409, `This role is assigned to ${rows[0].n} user(s). Remove it from them first.`);
  },
});
