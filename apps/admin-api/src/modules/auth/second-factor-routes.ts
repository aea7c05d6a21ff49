// The second factor's routes: the sign-in's second step, step-up, the profile's enrolment and removal, a super
// admin's reset of a user's factors, and the per-role policy. Every code attempt is counted on the throttle before
// the code is checked (secondFactorUser: per account, whichever route; secondFactorAddress: the public step per
// address), like sign-in's; a success gives its count back.
import { loginSecondFactorSchema, secondFactorPolicySchema, stepUpSchema, totpCodeSchema } from '@backoffice/validation';
import { docSchema, type JsonObject , type RoutesApp } from '../../core/doc-schema';
import { Throttle, type ThrottleKey } from '../../core/login-throttle';
import { revokeUserSessions } from '../../core/sessions';
import { HttpError, notFound } from '../../http/errors';
import { idParams } from '../../http/id-params';
import { recordRequestHistory } from '../../resource/history';
import { backgroundRunner } from './background';
import { checkStepUpRoutes } from './gate';
import { NO_KEY_MESSAGE, prepareTotpSecrets } from './secret-box';
import {
  confirmTotp,
  endChallenge,
  factorState,
  findChallenge,
  hasSecondFactor,
  removeFactors,
  secondFactorMethods,
  startTotpEnrolment,
  verifySecondFactor,
  verifyTotp,
} from './second-factor';
import type { SignInCompletion } from './routes';
import { can } from '../../core/access';
import { rolesModule, usersModule } from '@backoffice/modules-content';

const tags = ['auth'];
const CODE_MESSAGE = (seconds: number) => `Too many wrong codes. Try again in ${seconds} seconds.`;
const WRONG_CODE = () => new HttpError(400, 'Validation failed', { code: ['The code is not correct'] });

const factorStateDoc: JsonObject = {
  type: 'object',
  required: ['enrolled', 'pending', 'recoveryCodesLeft', 'required', 'passkeys'],
  properties: {
    enrolled: { type: 'boolean', description: 'An authenticator app is set up' },
    pending: { type: 'boolean', description: 'An enrolment waits for its first code' },
    recoveryCodesLeft: { type: 'integer', minimum: 0 },
    required: { type: 'boolean', description: 'A role of this user requires a second factor' },
    passkeys: { type: 'integer', minimum: 0, description: 'How many passkeys the user registered' },
  },
};
const signedInDoc: JsonObject = { type: 'object', required: ['accessToken', 'storageKey'], properties: { accessToken: { type: 'string' }, storageKey: { type: 'string' } } };
const policyDoc: JsonObject = {
  type: 'object',
  required: ['id', 'roleName', 'required'],
  properties: { id: { type: 'integer' }, roleName: { type: 'string' }, required: { type: 'boolean', description: 'Holders must use a second factor' } },
};

export default async function secondFactorRoutes(app: RoutesApp, options: { completeSignIn: SignInCompletion }): Promise<void> {
  // At start, before any route answers: a stored secret the server cannot read stops it here (secret-box.ts).
  await prepareTotpSecrets(app.db, app.config.totpKey, app.log);
  const throttle = new Throttle(app.db, app.config.now);
  const inBackground = backgroundRunner(app);

  /** Counts one code attempt before `check` runs; a wrong code locks the keys once their budget is spent. */
  async function guarded(keys: ThrottleKey[], check: () => Promise<boolean>): Promise<boolean> {
    await throttle.take(keys, CODE_MESSAGE);
    const ok = await check();
    if (ok) await throttle.release(keys);
    else await throttle.failed(keys);
    return ok;
  }
  const userKey = (userId: number): ThrottleKey => ['secondFactorUser', String(userId)];
  // Without TOTP_SECRET_KEY no secret can be stored or read (the start refuses when one is stored already).
  const totpKey = (): Buffer => {
    if (!app.config.totpKey) throw new HttpError(503, NO_KEY_MESSAGE);
    return app.config.totpKey;
  };

  const markVerified = (sessionId: number) =>
    app.db.query('UPDATE sessions SET second_factor_at = $2 WHERE id = $1', [sessionId, app.config.now().toISOString()]);

  // The sign-in's second step: the challenge of the password step and a code complete the sign-in.
  app.post('/auth/login/second-factor', { config: { access: 'public' }, schema: docSchema({ operationId: 'loginSecondFactor', tags, summary: 'Second step of sign-in: the challenge token and a TOTP or recovery code; answers the session', body: loginSecondFactorSchema, data: signedInDoc, errors: [401, 403, 429, 503] }) }, async (request, reply) => {
    const input = request.body;
    const now = app.config.now();
    const challenge = await findChallenge(app.db, input.challengeToken, now);
    reply.header('cache-control', 'no-store');
    // 401 without a session: the form goes back to the password step.
    if (!challenge) throw new HttpError(401, 'This sign-in has expired. Enter your password again.');
    const keys: ThrottleKey[] = [userKey(challenge.userId), ['secondFactorAddress', request.ip]];
    if (!(await guarded(keys, () => verifySecondFactor(app.db, totpKey(), challenge.userId, challenge.email, input.code, now)))) throw WRONG_CODE();
    if (!(await endChallenge(app.db, input.challengeToken))) throw new HttpError(401, 'This sign-in has expired. Enter your password again.');
    const data = await options.completeSignIn(request, reply, { id: challenge.userId, email: challenge.email }, { verified: true, rememberDevice: input.rememberDevice === true });
    return { data };
  });

  // Step-up: a sensitive change answered 403 step_up_required; a code here lets it through for STEP_UP_MINUTES.
  app.post('/auth/step-up', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'stepUp', tags, summary: 'Prove the second factor again (a sensitive change asked for it)', body: stepUpSchema, data: null, errors: [409, 429, 503] }) }, async (request) => {
    const { code } = request.body;
    const { userId, email, sessionId } = request.session;
    if (!(await hasSecondFactor(app.db, userId))) throw new HttpError(409, 'You have no second factor to confirm.');
    if (!(await guarded([userKey(userId)], () => verifySecondFactor(app.db, totpKey(), userId, email, code, app.config.now())))) throw WRONG_CODE();
    await markVerified(sessionId);
    return { data: null };
  });

  app.get('/profile/second-factor', { config: { access: 'signed-in', duringEnrolment: true }, schema: docSchema({ operationId: 'getSecondFactor', tags, summary: 'Whether the signed-in user has a second factor, and whether a role requires one', data: factorStateDoc }) }, async (request) => {
    return { data: await factorState(app.db, request.session.userId) };
  });

  // Enrolment: a new secret (QR code and text), confirmed by its first code.
  app.post('/profile/second-factor/totp', { config: { access: 'signed-in', duringEnrolment: true }, schema: docSchema({ operationId: 'startTotpEnrolment', tags, summary: 'Start setting up an authenticator app: its secret, otpauth link and QR code (SVG)', data: { type: 'object', required: ['secret', 'otpauthUrl', 'qrSvg'], properties: { secret: { type: 'string' }, otpauthUrl: { type: 'string' }, qrSvg: { type: 'string' } } }, errors: [409, 503] }) }, async (request, reply) => {
    const { userId, email } = request.session;
    if ((await secondFactorMethods(app.db, userId)).totp) throw new HttpError(409, 'An authenticator app is already set up. Remove it first.');
    reply.header('cache-control', 'no-store');
    return { data: await startTotpEnrolment(app.db, totpKey(), userId, email, app.config.now()) };
  });

  app.post('/profile/second-factor/totp/confirm', { config: { access: 'signed-in', duringEnrolment: true }, schema: docSchema({ operationId: 'confirmTotpEnrolment', tags, summary: 'Finish the set-up with the first code; answers the ten recovery codes (shown once)', body: totpCodeSchema, data: { type: 'object', required: ['recoveryCodes'], properties: { recoveryCodes: { type: 'array', items: { type: 'string' } } } }, errors: [409, 429, 503] }) }, async (request, reply) => {
    const { code } = request.body;
    const { userId, email, sessionId } = request.session;
    const state = await factorState(app.db, userId);
    if (!state.pending) throw new HttpError(409, state.enrolled ? 'An authenticator app is already set up.' : 'Start the set-up first.');
    if (!(await guarded([userKey(userId)], () => verifyTotp(app.db, totpKey(), userId, email, code, app.config.now(), true)))) throw WRONG_CODE();
    const recoveryCodes = await confirmTotp(app.db, userId, app.config.now());
    await markVerified(sessionId);
    reply.header('cache-control', 'no-store');
    return { data: { recoveryCodes }, message: 'Two-step sign-in is on' };
  });

  app.post('/profile/second-factor/totp/remove', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'removeTotp', tags, summary: 'Remove the authenticator app and recovery codes (a fresh code confirms it)', body: totpCodeSchema, data: null, errors: [409, 429, 503] }) }, async (request) => {
    const { code } = request.body;
    const { userId, email } = request.session;
    const state = await factorState(app.db, userId);
    if (!state.enrolled) throw new HttpError(409, 'No authenticator app is set up.');
    // A passkey left keeps the role's requirement met.
    if (state.required && state.passkeys === 0) throw new HttpError(409, 'Your role requires a second factor: it cannot be removed.');
    if (!(await guarded([userKey(userId)], () => verifyTotp(app.db, totpKey(), userId, email, code, app.config.now())))) throw WRONG_CODE();
    await app.db.transaction((tx) => removeFactors(tx, userId));
    return { data: null, message: 'Two-step sign-in is off' };
  });

  // A super admin resets a user's factors (a lost phone): recorded in the history, the user told by mail.
  app.post('/users/:id/second-factor/reset', { config: can(usersModule, 'update'), schema: docSchema({ operationId: 'resetUserSecondFactor', tags: ['users'], summary: "Reset a user's second factor (super admins): ends their sessions and mails them", params: idParams, data: null, errors: [404] }) }, async (request) => {
    const { id } = request.params;
    if (!request.session.allPermissions) throw new HttpError(403, "Only a super admin can reset a user's second factor.");
    const { rows } = await app.db.query<{ email: string; first_name: string }>('SELECT email, first_name FROM users WHERE id = $1', [id]);
    const user = rows[0];
    if (!user) throw notFound('User');
    await app.db.transaction(async (tx) => {
      const had = await hasSecondFactor(tx, id);
      await removeFactors(tx, id);
      await revokeUserSessions(tx, id, id === request.session.userId ? request.session.sessionId : undefined);
      await recordRequestHistory(tx, request, { module: 'users', recordId: id, action: 'second-factor-reset', detail: { hadSecondFactor: had } });
    });
    inBackground(request.log, 'second-factor reset mail', () =>
      app.mailer.send({
        to: user.email,
        subject: 'Back Office: your two-step sign-in was reset',
        text: `Hello ${user.first_name},\n\n${request.session.email} reset the two-step sign-in of your Back Office account: your authenticator app, recovery codes, passkeys and remembered browsers no longer work, and you were signed out.\n\nAt your next sign-in you can set up an authenticator app or a passkey again on your profile page (your role may ask for it right after the password).\n\nIf you did not ask for this, tell your administrator.`,
      }),
    );
    return { data: null, message: 'Second factor reset' };
  });

  // The policy: roles whose holders must use a second factor (a super admin's setting; see docs/decisions.md).
  app.get('/roles/second-factor-policy', { config: can(rolesModule, 'index'), schema: docSchema({ operationId: 'listSecondFactorPolicy', tags: ['roles'], summary: 'Each role and whether its holders must use a second factor', data: { type: 'array', items: policyDoc } }) }, async () => {
    const { rows } = await app.db.query<{ id: number; role_name: string; required: boolean }>(
      'SELECT r.id, r.role_name, p.role_id IS NOT NULL AS required FROM roles r LEFT JOIN role_second_factor_policy p ON p.role_id = r.id ORDER BY lower(r.role_name)',
    );
    return { data: rows.map((row) => ({ id: row.id, roleName: row.role_name, required: row.required })) };
  });

  app.put('/roles/:id/second-factor-policy', { config: can(rolesModule, 'update'), schema: docSchema({ operationId: 'setSecondFactorPolicy', tags: ['roles'], summary: "Require (or stop requiring) a second factor of a role's holders (super admins)", params: idParams, body: secondFactorPolicySchema, data: policyDoc, errors: [404] }) }, async (request) => {
    const { id } = request.params;
    const { required } = request.body;
    if (!request.session.allPermissions) throw new HttpError(403, 'Only a super admin can change the sign-in policy.');
    const data = await app.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ role_name: string; required: boolean }>('SELECT r.role_name, p.role_id IS NOT NULL AS required FROM roles r LEFT JOIN role_second_factor_policy p ON p.role_id = r.id WHERE r.id = $1', [id]);
      if (!rows[0]) throw notFound('Role');
      if (required) await tx.query('INSERT INTO role_second_factor_policy (role_id, updated_at) VALUES ($1, $2) ON CONFLICT (role_id) DO NOTHING', [id, app.config.now().toISOString()]);
      else await tx.query('DELETE FROM role_second_factor_policy WHERE role_id = $1', [id]);
      if (rows[0].required !== required) {
        await recordRequestHistory(tx, request, { module: 'roles', recordId: id, action: 'second-factor-policy', before: { requireSecondFactor: rows[0].required }, after: { requireSecondFactor: required } });
      }
      return { id, roleName: rows[0].role_name, required };
    });
    return { data, message: required ? 'A second factor is now required for this role' : 'A second factor is no longer required for this role' };
  });

  // The list names routes of every module: checked once all are registered.
  app.addHook('onReady', async () => checkStepUpRoutes(app));
}
