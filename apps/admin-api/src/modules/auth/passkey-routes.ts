// Passkey routes: the profile's list, registration and removal (a fresh factor), the sign-in's second step and
// step-up with a passkey, and — where PASSKEY_SIGN_IN allows — sign-in without the password. Every assertion is
// counted on the second factor's throttle before it is checked, like a code.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { docSchema, type JsonObject , type RoutesApp } from '../../core/doc-schema';
import { Throttle, type ThrottleKey } from '../../core/login-throttle';
import { newToken } from '../../core/tokens';
import { HttpError, notFound } from '../../http/errors';
import { idParams } from '../../http/id-params';
import { freshFactorSchema, loginPasskeyOptionsSchema, loginPasskeySchema, passkeySignInSchema, passkeyStepUpSchema, registerPasskeySchema } from './passkey-schemas';
import { assertionOptions, hasPasskey, listPasskeys, passkeyOwner, registerPasskey, registrationOptions, removePasskey, sessionOwner, tokenOwner, verifyAssertion } from './passkeys';
import type { SignInCompletion } from './routes';
import { endChallenge, factorState, findChallenge, verifySecondFactor } from './second-factor';

const tags = ['auth'];
const CODE_MESSAGE = (seconds: number) => `Too many wrong codes. Try again in ${seconds} seconds.`;
const EXPIRED = 'This sign-in has expired. Enter your password again.';
const PASSKEY_FAILED = () => new HttpError(400, 'Validation failed', { passkey: ['The passkey could not be verified. Try again.'] });

const passkeyDoc: JsonObject = {
  type: 'object',
  required: ['id', 'name', 'createdAt', 'lastUsedAt'],
  properties: { id: { type: 'integer' }, name: { type: 'string' }, createdAt: { type: 'string', format: 'date-time' }, lastUsedAt: { type: ['string', 'null'], format: 'date-time' } },
};
const optionsDoc: JsonObject = { type: 'object', description: 'WebAuthn options for @simplewebauthn/browser (PublicKeyCredential*OptionsJSON)', additionalProperties: true };
const signInOptionsDoc: JsonObject = {
  type: 'object',
  required: ['passkey', 'sso'],
  properties: {
    passkey: { type: 'boolean', description: 'Sign in with a passkey, without the password (PASSKEY_SIGN_IN)' },
    sso: {
      type: ['object', 'null'],
      required: ['name'],
      description: 'Single sign-on (OIDC_*): the button says "Sign in with <name>" and opens GET v1/auth/sso/start; null: not configured',
      properties: { name: { type: 'string' } },
    },
  },
};
const signedInDoc: JsonObject = { type: 'object', required: ['accessToken', 'storageKey'], properties: { accessToken: { type: 'string' }, storageKey: { type: 'string' } } };

export default async function passkeyRoutes(app: RoutesApp, options: { completeSignIn: SignInCompletion }): Promise<void> {
  const throttle = new Throttle(app.db, app.config.now);
  const rp = app.config.webauthn;
  const userKey = (userId: number): ThrottleKey => ['secondFactorUser', String(userId)];
  const addressKey = (ip: string): ThrottleKey => ['secondFactorAddress', ip];

  /** Counts one attempt before `check` runs (as second-factor-routes.ts does for codes). */
  async function guarded<T>(keys: ThrottleKey[], check: () => Promise<T | null>): Promise<T | null> {
    await throttle.take(keys, CODE_MESSAGE);
    const result = await check();
    if (result !== null) await throttle.release(keys);
    else await throttle.failed(keys);
    return result;
  }
  const markVerified = (sessionId: number) => app.db.query('UPDATE sessions SET second_factor_at = $2 WHERE id = $1', [sessionId, app.config.now().toISOString()]);
  const asAssertion = (passkey: unknown) => passkey as AuthenticationResponseJSON;

  app.get('/auth/sign-in-options', { config: { access: 'public' }, schema: docSchema({ operationId: 'getSignInOptions', tags, summary: 'What the login page offers besides the password', data: signInOptionsDoc }) }, async () => {
    return { data: { passkey: app.config.passkeySignIn, sso: app.config.sso ? { name: app.config.sso.name } : null } };
  });

  app.get('/profile/passkeys', { config: { access: 'signed-in', duringEnrolment: true }, schema: docSchema({ operationId: 'listPasskeys', tags, summary: "The signed-in user's passkeys", data: { type: 'array', items: passkeyDoc } }) }, async (request) => {
    return { data: await listPasskeys(app.db, request.session.userId) };
  });

  // Registration: options (a challenge bound to this session), then the browser's answer with a name.
  app.post('/profile/passkeys/options', { config: { access: 'signed-in', duringEnrolment: true }, schema: docSchema({ operationId: 'passkeyRegistrationOptions', tags, summary: 'Start registering a passkey: WebAuthn creation options (the challenge lives 5 minutes, used once)', data: optionsDoc }) }, async (request, reply) => {
    const { userId, email, firstName, lastName, sessionId } = request.session;
    reply.header('cache-control', 'no-store');
    return { data: await registrationOptions(app.db, rp, { id: userId, email, name: `${firstName} ${lastName}`.trim() || email }, sessionId, app.config.now()) };
  });

  app.post('/profile/passkeys', { config: { access: 'signed-in', duringEnrolment: true }, schema: docSchema({ operationId: 'registerPasskey', tags, summary: 'Finish registering a passkey: its name and the browser’s answer', body: registerPasskeySchema, data: passkeyDoc, status: 201 }) }, async (request, reply) => {
    const { name, response } = request.body;
    const { userId, sessionId } = request.session;
    const created = await registerPasskey(app.db, rp, userId, sessionId, name, response as RegistrationResponseJSON, app.config.now());
    if (!created) throw PASSKEY_FAILED();
    // Registering proves the factor, as an authenticator's first code does.
    await markVerified(sessionId);
    reply.code(201);
    return { data: created, message: 'Passkey added' };
  });

  // Options for an assertion by the signed-in user (step-up, removal): bound to this session.
  app.post('/profile/passkeys/assertion-options', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'passkeyAssertionOptions', tags, summary: 'WebAuthn request options to confirm it is you with a passkey (step-up, removal)', data: optionsDoc, errors: [409] }) }, async (request, reply) => {
    const { userId, sessionId } = request.session;
    if (!(await hasPasskey(app.db, userId))) throw new HttpError(409, 'You have no passkey.');
    reply.header('cache-control', 'no-store');
    return { data: await assertionOptions(app.db, rp, sessionOwner('assert', sessionId), userId, app.config.now()) };
  });

  app.post('/profile/passkeys/:id/remove', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'removePasskey', tags, summary: 'Remove a passkey (a fresh code or passkey confirms it)', params: idParams, body: freshFactorSchema, data: null, errors: [404, 409, 429, 503] }) }, async (request) => {
    const { id } = request.params;
    const input = request.body;
    const { userId, email, sessionId } = request.session;
    const owned = (await listPasskeys(app.db, userId)).some((passkey) => passkey.id === id);
    if (!owned) throw notFound('Passkey');
    const state = await factorState(app.db, userId);
    if (state.required && !state.enrolled && state.passkeys === 1) throw new HttpError(409, 'Your role requires a second factor: it cannot be removed.');
    const now = app.config.now();
    if (input.code !== undefined) {
      if (!app.config.totpKey) throw new HttpError(503, 'Codes cannot be checked: the server has no TOTP_SECRET_KEY.');
      const key = app.config.totpKey;
      const ok = await guarded([userKey(userId)], async () => ((await verifySecondFactor(app.db, key, userId, email, input.code ?? '', now)) ? true : null));
      if (!ok) throw new HttpError(400, 'Validation failed', { code: ['The code is not correct'] });
    } else if (!(await guarded([userKey(userId)], () => verifyAssertion(app.db, rp, sessionOwner('assert', sessionId), userId, asAssertion(input.passkey), now)))) {
      throw PASSKEY_FAILED();
    }
    await removePasskey(app.db, userId, id);
    return { data: null, message: 'Passkey removed' };
  });

  app.post('/auth/step-up/passkey', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'stepUpPasskey', tags, summary: 'Prove the second factor again with a passkey (a sensitive change asked for it)', body: passkeyStepUpSchema, data: null, errors: [429] }) }, async (request) => {
    const { passkey } = request.body;
    const { userId, sessionId } = request.session;
    if (!(await guarded([userKey(userId)], () => verifyAssertion(app.db, rp, sessionOwner('assert', sessionId), userId, asAssertion(passkey), app.config.now())))) throw PASSKEY_FAILED();
    await markVerified(sessionId);
    return { data: null };
  });

  // The sign-in's second step with a passkey: options bound to the password step's challenge, then the assertion.
  app.post('/auth/login/passkey-options', { config: { access: 'public' }, schema: docSchema({ operationId: 'loginPasskeyOptions', tags, summary: "Second step of sign-in with a passkey: WebAuthn request options for the challenge's user", body: loginPasskeyOptionsSchema, data: optionsDoc, errors: [401] }) }, async (request, reply) => {
    const { challengeToken } = request.body;
    const now = app.config.now();
    const challenge = await findChallenge(app.db, challengeToken, now);
    reply.header('cache-control', 'no-store');
    if (!challenge) throw new HttpError(401, EXPIRED);
    return { data: await assertionOptions(app.db, rp, tokenOwner('login', challengeToken), challenge.userId, now) };
  });

  app.post('/auth/login/passkey', { config: { access: 'public' }, schema: docSchema({ operationId: 'loginPasskey', tags, summary: 'Second step of sign-in with a passkey; answers the session', body: loginPasskeySchema, data: signedInDoc, errors: [401, 429] }) }, async (request, reply) => {
    const input = request.body;
    const now = app.config.now();
    const challenge = await findChallenge(app.db, input.challengeToken, now);
    reply.header('cache-control', 'no-store');
    if (!challenge) throw new HttpError(401, EXPIRED);
    const keys: ThrottleKey[] = [userKey(challenge.userId), addressKey(request.ip)];
    if (!(await guarded(keys, () => verifyAssertion(app.db, rp, tokenOwner('login', input.challengeToken), challenge.userId, asAssertion(input.passkey), now)))) throw PASSKEY_FAILED();
    if (!(await endChallenge(app.db, input.challengeToken))) throw new HttpError(401, EXPIRED);
    return { data: await options.completeSignIn(request, reply, { id: challenge.userId, email: challenge.email }, { verified: true, rememberDevice: input.rememberDevice === true }) };
  });

  // Without the password (PASSKEY_SIGN_IN): a discoverable passkey names its user.
  const signInOff = () => new HttpError(403, 'Signing in with a passkey is not enabled.');
  app.post('/auth/passkey/options', { config: { access: 'public' }, schema: docSchema({ operationId: 'passkeySignInOptions', tags, summary: 'Sign in with a passkey, without the password: WebAuthn request options and the token to send back', data: { type: 'object', required: ['challengeToken', 'options'], properties: { challengeToken: { type: 'string' }, options: optionsDoc } }, errors: [403] }) }, async (_request, reply) => {
    if (!app.config.passkeySignIn) throw signInOff();
    const challengeToken = newToken();
    reply.header('cache-control', 'no-store');
    return { data: { challengeToken, options: await assertionOptions(app.db, rp, tokenOwner('signin', challengeToken), null, app.config.now()) } };
  });

  app.post('/auth/passkey/sign-in', { config: { access: 'public' }, schema: docSchema({ operationId: 'passkeySignIn', tags, summary: 'Sign in with a passkey, without the password; answers the session', body: passkeySignInSchema, data: signedInDoc, errors: [403, 429] }) }, async (request, reply) => {
    if (!app.config.passkeySignIn) throw signInOff();
    const input = request.body;
    const now = app.config.now();
    reply.header('cache-control', 'no-store');
    // Counted before the signature is checked: per address, and per account once the credential names one.
    const owner = await passkeyOwner(app.db, input.passkey.id);
    const keys: ThrottleKey[] = owner === null ? [addressKey(request.ip)] : [addressKey(request.ip), userKey(owner)];
    const userId = await guarded(keys, () => verifyAssertion(app.db, rp, tokenOwner('signin', input.challengeToken), null, asAssertion(input.passkey), now));
    if (userId === null) throw PASSKEY_FAILED();
    const { rows } = await app.db.query<{ email: string; blocked_till: Date | string | null }>('SELECT email, blocked_till FROM users WHERE id = $1', [userId]);
    const user = rows[0];
    if (!user) throw PASSKEY_FAILED();
    if (user.blocked_till && new Date(user.blocked_till) > now) throw new HttpError(403, 'This account is blocked.');
    return { data: await options.completeSignIn(request, reply, { id: userId, email: user.email }, { verified: true }) };
  });
}
