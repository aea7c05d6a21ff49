// Blocking a staff account until a date: its sessions end at once and it cannot sign in until then.
import * as v from 'valibot';
import { blockUserSchema } from '@backoffice/validation';
import type { FastifyInstance } from 'fastify';
import { lockSuperAdmins } from '../../core/accounts';
import { revokeUserSessions } from '../../core/sessions';
import { docSchema } from '../../core/doc-schema';
import { HttpError } from '../../http/errors';
import { validate } from '../../http/validate';
import { recordRequestHistory } from '../../resource/history';
import { userRecordDoc } from './resource';
import { checkActOn, checkSuperAdminRemains, loadUser } from './repository';
import { idParams } from '../../http/id-params';

const tags = ['users'];

export default async function blockRoutes(app: FastifyInstance): Promise<void> {
  app.post('/users/:id/block', { config: { access: { permission: 'users.update' } }, schema: docSchema({ operationId: 'blockUser', tags, summary: 'Block a staff account until blockedTill', params: idParams, body: blockUserSchema, data: userRecordDoc, errors: [404, 409] }) }, async (request) => {
    const { id } = validate(idParams, request.params);
    const { blockedTill } = validate(blockUserSchema, request.body);
    if (id === request.session.userId) throw new HttpError(409, 'You cannot block your own account.');
    if (new Date(blockedTill) <= app.config.now()) throw new HttpError(400, 'Validation failed', { blockedTill: ['must be in the future'] });
    await app.db.transaction(async (tx) => {
      await lockSuperAdmins(tx);
      const before = await loadUser(tx, id);
      if ((await checkActOn(tx, request.session, id)).allPermissions) await checkSuperAdminRemains(tx, id, app.config.now());
      await tx.query('UPDATE users SET blocked_till = $2, version = version + 1, updated_at = $3 WHERE id = $1', [id, blockedTill, app.config.now().toISOString()]);
      await revokeUserSessions(tx, id);
      const after = await loadUser(tx, id);
      await recordRequestHistory(tx, request, { module: 'users', recordId: id, action: 'block', version: after.version, before: { ...before }, after: { ...after } });
    });
    return { data: await loadUser(app.db, id), message: 'User blocked successfully' };
  });

  app.post('/users/:id/unblock', { config: { access: { permission: 'users.update' } }, schema: docSchema({ operationId: 'unblockUser', tags, summary: 'Unblock a staff account', params: idParams, data: userRecordDoc, errors: [404] }) }, async (request) => {
    const { id } = validate(idParams, request.params);
    validate(v.optional(v.strictObject({})), request.body);
    const user = await app.db.transaction(async (tx) => {
      const before = await loadUser(tx, id);
      await checkActOn(tx, request.session, id);
      await tx.query('UPDATE users SET blocked_till = NULL, version = version + 1, updated_at = $2 WHERE id = $1', [id, app.config.now().toISOString()]);
      const after = await loadUser(tx, id);
      await recordRequestHistory(tx, request, { module: 'users', recordId: id, action: 'unblock', version: after.version, before: { ...before }, after: { ...after } });
      return after;
    });
    return { data: user, message: 'User unblocked successfully' };
  });
}
