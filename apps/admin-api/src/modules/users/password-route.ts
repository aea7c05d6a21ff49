// Setting a colleague's password (users.password — checked by name even for super admins): the account
// is signed out everywhere and its pending reset links end, so whoever held the old password is locked out at once.
import { setUserPasswordSchema } from '@backoffice/validation';
import { docSchema , type RoutesApp } from '../../core/doc-schema';
import { hashPassword } from '../../core/passwords';
import { endPasswordResets, revokeUserSessions } from '../../core/sessions';
import { HttpError } from '../../http/errors';
import { recordRequestHistory } from '../../resource/history';
import { userRecordDoc } from './resource';
import { checkActOn, loadUser } from './repository';
import { idParams } from '../../http/id-params';
import { can } from '../../core/access';
import { usersModule } from '@backoffice/modules-content';


export default async function passwordRoute(app: RoutesApp): Promise<void> {
  app.post('/users/:id/password', { config: can(usersModule, 'password'), schema: docSchema({ operationId: 'setUserPassword', tags: ['users'], summary: 'Set a staff account a new password (ends its sessions)', params: idParams, body: setUserPasswordSchema, data: userRecordDoc, errors: [404, 409] }) }, async (request) => {
    const { id } = request.params;
    const { password } = request.body;
    // One's own password changes in the profile, where the old one is asked: a borrowed session cannot take the account.
    if (id === request.session.userId) throw new HttpError(409, 'Change your own password in your profile.');
    await loadUser(app.db, id);
    await checkActOn(app.db, request.session, id);
    const passwordHash = await hashPassword(password);
    await app.db.transaction(async (tx) => {
      const before = await loadUser(tx, id);
      await tx.query('UPDATE users SET password_hash = $2, version = version + 1, updated_at = $3 WHERE id = $1', [id, passwordHash, app.config.now().toISOString()]);
      await endPasswordResets(tx, id);
      await revokeUserSessions(tx, id);
      const after = await loadUser(tx, id);
      // The trail says a password was set, never what it was.
      await recordRequestHistory(tx, request, { module: 'users', recordId: id, action: 'password', version: after.version, before: { ...before }, after: { ...after }, detail: { passwordChanged: true } });
    });
    return { data: await loadUser(app.db, id), message: 'Password changed successfully' };
  });
}
