// Forgotten password: a single-use, expiring token mailed as a link to the shell's reset screen.
import { forgotPasswordSchema, resetPasswordSchema } from '@backoffice/validation';
import { findUserByEmail } from '../../core/accounts';
import { docSchema , type RoutesApp } from '../../core/doc-schema';
import { Throttle, type ThrottleKey } from '../../core/login-throttle';
import { hashPassword } from '../../core/passwords';
import { endPasswordResets, revokeUserSessions } from '../../core/sessions';
import { hashToken, newToken } from '../../core/tokens';
import { HttpError } from '../../http/errors';
import { backgroundRunner } from './background';

const FORGOT_ANSWER = 'If this email belongs to an account, a link to reset the password has been sent.';
const INVALID_LINK = 'This reset link is invalid or has expired.';

export default async function passwordResetRoutes(app: RoutesApp): Promise<void> {
  const throttle = new Throttle(app.db, app.config.now);
  const inBackground = backgroundRunner(app);

  /** Issues a token and mails the link, unless this email got one within the last minute (no inbox flooding). */
  async function mailResetLink(email: string): Promise<void> {
    const user = await findUserByEmail(app.db, email);
    if (!user) return;
    const mailKey: ThrottleKey = ['forgotMail', user.email.toLowerCase()];
    if ((await throttle.attempt([mailKey])) > 0) return;
    const now = app.config.now();
    const token = newToken();
    await app.db.query('DELETE FROM password_resets WHERE expires_at < $1 OR used_at IS NOT NULL', [now.toISOString()]);
    await app.db.query('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
      hashToken(token),
      user.id,
      new Date(now.getTime() + app.config.resetTokenTtlMs).toISOString(),
    ]);
    const link = `${app.config.publicUrl}/reset-password/${token}`;
    await app.mailer.send({
      to: user.email,
      subject: 'Back Office: reset your password',
      text: `Someone asked to reset the password of your Back Office account.\n\nOpen this link within an hour to choose a new one:\n${link}\n\nIf it was not you, ignore this message.`,
    });
  }

  app.post('/password/forgot', { config: { access: 'public' }, schema: docSchema({ operationId: 'forgotPassword', tags: ['auth'], summary: 'Mail a reset link (same answer, same time for unknown emails)', body: forgotPasswordSchema, data: null, errors: [429] }) }, async (request) => {
    const { email } = request.body;
    const perAddress: ThrottleKey[] = [['forgotAddress', request.ip]];
    await throttle.take(perAddress);
    // Every request spends the budget: the tenth locks the address.
    await throttle.failed(perAddress);
    // Answered before the lookup and the mail: with real SMTP their time would tell which emails exist.
    inBackground(request.log, 'reset mail', () => mailResetLink(email));
    return { data: null, message: FORGOT_ANSWER };
  });

  app.post('/password/reset', { config: { access: 'public' }, schema: docSchema({ operationId: 'resetPassword', tags: ['auth'], summary: 'Set a new password with a reset token', body: resetPasswordSchema, data: null, errors: [429] }) }, async (request) => {
    const { token, password } = request.body;
    const guesses: ThrottleKey[] = [['resetAddress', request.ip]];
    await throttle.take(guesses);
    const tokenHash = hashToken(token);
    // The token first: a flood of bad tokens must not cost an argon2 hash each.
    const found = await app.db.query('SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2', [
      tokenHash,
      app.config.now().toISOString(),
    ]);
    if (found.rows.length === 0) {
      await throttle.failed(guesses);
      throw new HttpError(400, INVALID_LINK, { token: [INVALID_LINK] });
    }
    await throttle.release(guesses);
    const passwordHash = await hashPassword(password);
    const changed = await app.db.transaction(async (tx) => {
      const now = app.config.now().toISOString();
      // Marking it used in the same statement that finds it keeps the token single-use under a race.
      const { rows } = await tx.query<{ user_id: number }>(
        'UPDATE password_resets SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id',
        [tokenHash, now],
      );
      const userId = rows[0]?.user_id;
      if (userId === undefined) return false;
      await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [userId, passwordHash, now]);
      await revokeUserSessions(tx, userId);
      await endPasswordResets(tx, userId);
      return true;
    });
    if (!changed) throw new HttpError(400, INVALID_LINK, { token: [INVALID_LINK] });
    return { data: null, message: 'Password has been reset. You can sign in now.' };
  });
}
