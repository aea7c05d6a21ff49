// The users list and read on the resource engine: never the password hash, roles as ids and names.
import { type BlockUserInput } from '@backoffice/validation';
import { usersModule } from '@backoffice/modules-content';
import { lockSuperAdmins } from '../../core/accounts';
import { revokeUserSessions } from '../../core/sessions';
import { HttpError } from '../../http/errors';
import { defineResource } from '../../resource/definition';
import { checkActOn, checkSuperAdminRemains, USER_COLUMNS } from './repository';

const stamp = { type: 'string', format: 'date-time' };

/** Docs: an account as every users route answers it (never the password hash). */
export const userRecordDoc = {
  type: 'object',
  required: ['id', 'email', 'firstName', 'lastName', 'rolesIds', 'roles', 'version', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    email: { type: 'string', format: 'email' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    blockedTill: { ...stamp, nullable: true },
    rolesIds: { type: 'array', items: { type: 'integer' } },
    roles: { type: 'array', items: { type: 'string' }, description: 'Role names' },
    version: { type: 'integer', minimum: 1 },
    createdAt: stamp,
    updatedAt: stamp,
  },
};

export const usersResource = defineResource({
  module: usersModule,
  table: 'users',
  columns: USER_COLUMNS,
  searchFields: ['firstName', 'lastName', 'email'],
  // Blocked while blockedTill is ahead; a block that has run out is active again (as sign-in sees it).
  tabSql: { active: 't.blocked_till IS NULL OR t.blocked_till <= now()', blocked: 't.blocked_till > now()' },
  filterSql: { roleId: (value) => `EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_id = t.id AND ur.role_id = ${value}::int)` },
  routes: ['list', 'get'],
  recordDoc: userRecordDoc,
  // The engine's operations (POST /users/:id/block, /unblock): the record's lock, version bump and history entry.
  operations: {
    async block(user, body, { request, db }) {
      const { blockedTill } = body as BlockUserInput;
      const now = request.server.config.now();
      if (user.id === request.session.userId) throw new HttpError(409, 'You cannot block your own account.');
      if (new Date(blockedTill) <= now) throw new HttpError(400, 'Validation failed', { blockedTill: ['must be in the future'] });
      await lockSuperAdmins(db);
      if ((await checkActOn(db, request.session, user.id)).allPermissions) await checkSuperAdminRemains(db, user.id, now);
      // Its sessions end in the same transaction as the block: no request of it is answered after the commit.
      await revokeUserSessions(db, user.id);
      return { set: { blockedTill }, message: 'User blocked successfully' };
    },
    async unblock(user, _body, { request, db }) {
      await checkActOn(db, request.session, user.id);
      return { set: { blockedTill: null }, message: 'User unblocked successfully' };
    },
  },
});
