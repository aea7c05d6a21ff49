// Forgotten password: a single-use, expiring token mailed as a link to the shell's reset screen.
import { forgotPasswordSchema, resetPasswordSchema } from '@backoffice/validation';
import type { FastifyInstance } from 'fastify';
import { findUserByEmail } from '../../core/accounts';
import { docSchema } from '../../core/doc-schema';
import { hashPassword } from '../../core/passwords';
import { revokeUserSessions } from '../../core/sessions';
import { hashToken, newToken } from '../../core/tokens';
import { HttpError } from '../../http/errors';
import { validate } from '../../http/validate';

const FORGOT_ANSWER = 'If this email belongs to an account, a link to reset the password has been sent.';
// One mail per address per minute: the form cannot be used to flood someone's inbox.
const MAIL_INTERVAL_MS = 60_000;

export default async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const lastMailAt = new Map<string, number>();

  app.post('/password/forgot', { config: { access: 'public' }, schema: docSchema({ tags: ['auth'], summary: 'Mail a reset link (same answer for unknown emails)', body: forgotPasswordSchema }) }, async (request) => {
    const { email } = validate(forgotPasswordSchema, request.body);
    const now = app.config.now();
    const user = await findUserByEmail(app.db, email);
    const recent = lastMailAt.get(email);
    if (user && !(recent !== undefined && now.getTime() - recent < MAIL_INTERVAL_MS)) {
      lastMailAt.set(email, now.getTime());
      const token = newToken();
      await app.db.query('DELETE FROM password_resets WHERE expires_at < $1 OR used_at IS NOT NULL', [now.toISOString()]);
      await app.db.query('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
        hashToken(token),
        user.id,
        new Date(now.getTime() + app.config.resetTokenTtlMs).toISOString(),
      ]);
      const link = `${app.config.publicUrl}/reset-password/${token}`;
      await app.mailer
        .send({
          to: user.email,
          subject: 'Back Office: reset your password',
          text: `Someone asked to reset the password of your Back Office account.\n\nOpen this link within an hour to choose a new one:\n${link}\n\nIf it was not you, ignore this message.`,
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'reset mail not sent'));
    }
    return { data: null, message: FORGOT_ANSWER };
  });

  app.post('/password/reset', { config: { access: 'public' }, schema: docSchema({ tags: ['auth'], summary: 'Set a new password with a reset token', body: resetPasswordSchema }) }, async (request) => {
    const { token, password } = validate(resetPasswordSchema, request.body);
    const now = app.config.now();
    const passwordHash = await hashPassword(password);
    const changed = await app.db.transaction(async (tx) => {
      // Marking it used in the same statement that finds it makes the token single-use even under a race.
      const { rows } = await tx.query<{ user_id: number }>(
        'UPDATE password_resets SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id',
        [hashToken(token), now.toISOString()],
      );
      const userId = rows[0]?.user_id;
      if (userId === undefined) return false;
      await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [userId, passwordHash, now.toISOString()]);
      await revokeUserSessions(tx, userId);
      return true;
    });
    if (!changed) throw new HttpError(400, 'This reset link is invalid or has expired.', { token: ['This reset link is invalid or has expired.'] });
    return { data: null, message: 'Password has been reset. You can sign in now.' };
  });
}
