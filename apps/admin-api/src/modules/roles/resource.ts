// v1/roles: the resource engine over the roles table, with the rules that keep roles from escalating access.
// Registered by app.ts with the other resources (resources.ts).
import { hasPermission, isPermission, messages, permissionCatalogue, roleSchema } from '@backoffice/validation';
import { rolesModule } from '@backoffice/modules-content';
import { countSuperAdmins, lockSuperAdmins } from '../../core/accounts';
import { recordSchema } from '../../core/doc-schema';
import { STORED_RULE } from '../../core/doc-extensions';
import type { Db } from '../../db/db';
import { HttpError } from '../../http/errors';
import { defineResource } from '../../resource/definition';
import { lastSuperAdmin } from '../users/repository';

const USERS_COUNT = '(SELECT count(*)::int FROM user_roles ur WHERE ur.role_id = t.id)';
const roleDoc = recordSchema(roleSchema);

/** "1 user" / "3 users": the delete refusal says how many hold the role. */
export const usersText = (n: number) => `${n} ${n === 1 ? 'user' : 'users'}`;

export const rolesResource = defineResource({
  module: rolesModule,
  table: 'roles',
  // Every answer says how many users hold the role (the list's column; the screen warns before a delete).
  columns: `t.*, ${USERS_COUNT} AS users_count`,
  sortSql: { usersCount: USERS_COUNT },
  recordDoc: { ...roleDoc, required: [...(roleDoc.required ?? []), 'usersCount'], properties: { ...roleDoc.properties, usersCount: { type: 'integer', minimum: 0, description: 'Users holding the role' } } },
  jsonFields: ['permissions'],
  // A permission granted anew must be one of the catalogue (beforeWrite): a new role's body states the catalogue's
  // values; a change may also keep one a dropped module left on the role, stated as a value the stored role holds.
  bodyDoc: (body, kind) => {
    const permissions = body.properties?.permissions;
    if (!permissions) return body;
    const catalogue = { type: 'string', enum: [...permissionCatalogue()], description: 'A permission of the catalogue: of a module the API serves, or of the kernel' };
    const kept = { type: 'string', [STORED_RULE]: 'permissions[]', description: 'A permission the stored role already holds (one a dropped module left may stay; any other: "must be a valid permission!")' };
    const items = kind === 'create' ? catalogue : { anyOf: [catalogue, kept] };
    return { ...body, properties: { ...body.properties, permissions: { ...permissions, items } } };
  },
  searchFields: ['roleName'],
  async beforeWrite(input, { request, db, existing }) {
    const session = request.session;
    const before = existing ? (existing.permissions as string[]) : [];
    // A super admin role passes every check: only a super admin may create one, change one or turn one off.
    if ((input.allPermissions || existing?.allPermissions === true) && !session.allPermissions) {
      throw new HttpError(403, 'Only a super admin can create or change a super admin role.');
    }
    // Only what a served module declares may be granted (a super admin holds every string, so this comes first); one a
    // dropped module left on the role may stay, since the role editor no longer shows it to untick.
    const unknown = input.permissions.filter((p) => !before.includes(p) && !isPermission(p));
    if (unknown.length > 0) throw new HttpError(400, 'Validation failed', { permissions: [messages.invalid('permission')] });
    // Granting is limited to what the granter holds, so roles.update cannot be turned into every permission.
    const added = input.permissions.filter((p) => !before.includes(p) && !hasPermission(session, p));
    if (added.length > 0) throw new HttpError(403, `You cannot grant permissions you do not hold: ${added.join(', ')}`);
    // And so is taking away: a roles.* holder must not strip other teams of what it cannot do itself.
    const removed = before.filter((p) => !(input.permissions as readonly string[]).includes(p) && !hasPermission(session, p));
    if (removed.length > 0) throw new HttpError(403, `You cannot remove permissions you do not hold: ${removed.join(', ')}`);
    if (existing?.allPermissions === true && !input.allPermissions) await checkRoleDemotion(db, existing.id, session.userId, request.server.config.now());
    return { ...input, permissions: [...new Set(input.permissions)] };
  },
  async beforeDelete(record, { request, db }) {
    if (record.allPermissions === true && !request.session.allPermissions) throw new HttpError(403, 'Only a super admin can delete a super admin role.');
    const notHeld = (record.permissions as string[]).filter((p) => !hasPermission(request.session, p));
    if (notHeld.length > 0) throw new HttpError(403, `You cannot delete a role granting permissions you do not hold: ${notHeld.join(', ')}`);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_roles WHERE role_id = $1', [record.id]);
    const holders = Number(rows[0].n);
    if (holders > 0) throw new HttpError(409, `This role cannot be deleted: ${usersText(holders)} still ${holders === 1 ? 'holds' : 'hold'} it. Remove it from them first.`);
  },
});

/** Turning a super admin role off must leave a super admin, and not be the actor's own last one (self-demotion). */
async function checkRoleDemotion(db: Db, roleId: number, actorId: number, now: Date): Promise<void> {
  await lockSuperAdmins(db);
  if ((await countSuperAdmins(db, now, { roleId })) === 0) throw lastSuperAdmin();
  const { rows } = await db.query(
    'SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1 AND r.all_permissions AND r.id <> $2',
    [actorId, roleId],
  );
  const holds = await db.query('SELECT 1 FROM user_roles WHERE user_id = $1 AND role_id = $2', [actorId, roleId]);
  if (holds.rows.length > 0 && rows.length === 0) throw new HttpError(409, 'You cannot remove your own super admin role.');
}
