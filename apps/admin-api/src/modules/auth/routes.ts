// Sign-in, profile, logout and password change (spec 1 §7 Authentication). Reset links: ./password-reset.ts.
import { changePasswordSchema, loginSchema } from '@backoffice/validation';
import type { FastifyInstance } from 'fastify';
import { findUserByEmail } from '../../core/accounts';
import { docSchema } from '../../core/doc-schema';
import { LoginThrottle } from '../../core/login-throttle';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../core/passwords';
import { createSession, revokeSession, revokeUserSessions } from '../../core/sessions';
import { HttpError } from '../../http/errors';
import { validate } from '../../http/validate';
import passwordResetRoutes from './password-reset';

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const throttle = new LoginThrottle(app.config.now);

  app.post('/auth/login', { config: { access: 'public' }, schema: docSchema({ tags: ['auth'], summary: 'Sign in; answers the access token', body: loginSchema }) }, async (request) => {
    const { email, password } = validate(loginSchema, request.body);
    throttle.check(email, request.ip);
    const user = await findUserByEmail(app.db, email);
    const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
    if (!user || !ok) {
      throttle.failed(email, request.ip);
      throw new HttpError(401, 'Invalid email or password');
    }
    throttle.succeeded(email, request.ip);
    const now = app.config.now();
    if (user.blocked_till && new Date(user.blocked_till) > now) throw new HttpError(403, 'This account is blocked.');
    const accessToken = await createSession(app.db, user.id, now, request.ip, app.config.sessionIdleMs);
    return { data: { accessToken } };
  });

  app.get('/profile', { config: { access: 'signed-in' }, schema: { tags: ['auth'], summary: 'The signed-in user, permissions and allPermissions' } }, async (request) => {
    const { userId, firstName, lastName, email, roles, permissions, allPermissions } = request.session;
    return { data: { user: { id: userId, firstName, lastName, email, roles }, permissions, allPermissions } };
  });

  app.post('/logout', { config: { access: 'signed-in' }, schema: { tags: ['auth'], summary: 'Revoke this session' } }, async (request) => {
    await revokeSession(app.db, request.session.sessionId);
    return { data: null };
  });

  app.post('/profile/password', { config: { access: 'signed-in' }, schema: docSchema({ tags: ['auth'], summary: 'Change own password; revokes other sessions', body: changePasswordSchema }) }, async (request) => {
    const input = validate(changePasswordSchema, request.body);
    const { rows } = await app.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [request.session.userId]);
    if (!rows[0] || !(await verifyPassword(rows[0].password_hash, input.oldPassword))) {
      // 400, not 401: a 401 would sign the user out (spec 1 §8).
      throw new HttpError(400, 'Validation failed', { oldPassword: ['Old password is not correct'] });
    }
    const passwordHash = await hashPassword(input.password);
    await app.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [request.session.userId, passwordHash, app.config.now().toISOString()]);
      await revokeUserSessions(tx, request.session.userId, request.session.sessionId);
    });
    return { data: null, message: 'Password changed successfully' };
  });

  await app.register(passwordResetRoutes);
}
