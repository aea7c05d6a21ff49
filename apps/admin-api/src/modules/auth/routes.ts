// Sign-in, profile, logout and password change (the spec's Authentication). Reset links: ./password-reset.ts.
import { changePasswordSchema, loginSchema } from '@backoffice/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findUserByEmail } from '../../core/accounts';
import { docSchema , type RoutesApp } from '../../core/doc-schema';
import { LoginThrottle, Throttle, type ThrottleKey } from '../../core/login-throttle';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../core/passwords';
import { createSession, endPasswordResets, findStorageKey, revokeSession, revokeUserSessions } from '../../core/sessions';
import { HttpError } from '../../http/errors';
import passwordResetRoutes from './password-reset';
import passkeyRoutes from './passkey-routes';
import { createChallenge, isTrustedBrowser, secondFactorMethods, trustBrowser } from './second-factor';
import secondFactorRoutes from './second-factor-routes';
import { ssoProviderFor } from './sso-provider';
import ssoRoutes from './sso-routes';
import { clearStorageCookie, deviceCookieNameFor, readStorageCookie, setDeviceCookie, setStorageCookie, setTrustedBrowserCookie, storageCookieName, trustedBrowserCookieNameFor } from './storage-cookie';

/** Docs: what GET /profile answers. */
const profileDoc = {
  type: 'object',
  required: ['user', 'permissions', 'allPermissions', 'storageKey'],
  properties: {
    user: {
      type: 'object',
      required: ['id', 'firstName', 'lastName', 'email', 'roles'],
      properties: { id: { type: 'integer' }, firstName: { type: 'string' }, lastName: { type: 'string' }, email: { type: 'string' }, roles: { type: 'array', items: { type: 'string' } } },
    },
    permissions: { type: 'object', description: 'Permission → true', additionalProperties: { type: 'boolean' } },
    allPermissions: { type: 'boolean', description: 'A super admin: passes every check except users.password' },
    storageKey: { type: 'string' },
    secondFactor: {
      type: 'object',
      required: ['enrolled', 'required'],
      description: 'required and not enrolled: this session may only set one up (every other route answers 403 second_factor_enrolment_required)',
      properties: { enrolled: { type: 'boolean' }, required: { type: 'boolean' } },
    },
  },
};

/** Docs: what the password step answers — a session, or (a user with a second factor) the second step's challenge. */
const loginDoc = {
  anyOf: [
    { type: 'object', required: ['accessToken', 'storageKey'], properties: { accessToken: { type: 'string' }, storageKey: { type: 'string' } } },
    {
      type: 'object',
      required: ['secondFactor'],
      properties: {
        secondFactor: {
          type: 'object',
          required: ['challengeToken', 'expiresAt', 'trustDeviceDays'],
          description: 'Send the token with a code to POST v1/auth/login/second-factor before it expires',
          properties: {
            challengeToken: { type: 'string' },
            expiresAt: { type: 'string', format: 'date-time' },
            trustDeviceDays: { type: 'integer', minimum: 0, description: 'How long "remember this browser" lasts; 0: not offered' },
            totp: { type: 'boolean', description: 'A code (authenticator app or recovery code) completes the step' },
            passkey: { type: 'boolean', description: 'A passkey completes the step (POST v1/auth/login/passkey-options, then v1/auth/login/passkey)' },
          },
        },
      },
    },
  ],
};

/** Docs: what logout answers. */
const logoutDoc = {
  type: 'object',
  required: ['endSessionUrl'],
  properties: { endSessionUrl: { type: ['string', 'null'], description: "A session opened through single sign-on: the identity provider's logout, to open next (null: nothing more to do)" } },
};

/** Opens the session of a user who passed every step; `verified`: the second factor was proved just now. */
export type SignInCompletion = (
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: number; email: string },
  options: { verified: boolean; rememberDevice?: boolean; viaSso?: boolean },
) => Promise<{ accessToken: string; storageKey: string }>;

/** After the first factor (the password, or the identity provider): the second step's challenge, or the session. */
export type SignInContinuation = (
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: number; email: string; blocked_till: Date | string | null },
  options?: { viaSso?: boolean },
) => Promise<{ accessToken: string; storageKey: string } | { secondFactor: Record<string, unknown> }>;

export default async function authRoutes(app: RoutesApp): Promise<void> {
  const loginThrottle = new LoginThrottle(app.db, app.config.now);
  const throttle = new Throttle(app.db, app.config.now);
  const cookieName = storageCookieName(app.config.publicUrl);
  const deviceCookieName = deviceCookieNameFor(app.config.publicUrl);
  const trustedCookieName = trustedBrowserCookieNameFor(app.config.publicUrl);
  const trustDeviceDays = Math.round(app.config.trustedDeviceMs / 86_400_000);

  /** The identity provider's logout for a session it opened (null: none offered, or it cannot be reached now). */
  const providerLogout = async () => {
    if (!app.config.sso) return null;
    try {
      return await ssoProviderFor(app.config.sso).endSessionUrl(`${app.config.publicUrl}/login`);
    } catch (error) {
      app.log.warn({ err: error }, 'The identity provider could not be reached for its logout');
      return null;
    }
  };

  const completeSignIn: SignInCompletion = async (request, reply, user, { verified, rememberDevice = false, viaSso = false }) => {
    const now = app.config.now();
    const session = await createSession(app.db, user.id, now, request.ip, app.config.sessionIdleMs, verified ? now : null, viaSso);
    setStorageCookie(request, reply, cookieName, session.storageCookie);
    setDeviceCookie(request, reply, deviceCookieName, await loginThrottle.trustDevice(user.email));
    if (verified && rememberDevice && app.config.trustedDeviceMs > 0) {
      setTrustedBrowserCookie(request, reply, trustedCookieName, await trustBrowser(app.db, user.id, now, app.config.trustedDeviceMs), app.config.trustedDeviceMs);
    }
    // The access token and storage key: never cached.
    reply.header('cache-control', 'no-store');
    return { accessToken: session.token, storageKey: session.storageKey };
  };

  const continueSignIn: SignInContinuation = async (request, reply, user, { viaSso = false } = {}) => {
    const now = app.config.now();
    if (user.blocked_till && new Date(user.blocked_till) > now) throw new HttpError(403, 'This account is blocked.');
    // A user with a second factor gets its step (a challenge, not a session), unless this browser is remembered.
    const methods = await secondFactorMethods(app.db, user.id);
    if ((methods.totp || methods.passkey) && !(await isTrustedBrowser(app.db, user.id, readStorageCookie(request, trustedCookieName), now))) {
      const challenge = await createChallenge(app.db, user.id, now);
      reply.header('cache-control', 'no-store');
      return { secondFactor: { challengeToken: challenge.token, expiresAt: challenge.expiresAt, trustDeviceDays, ...methods } };
    }
    return completeSignIn(request, reply, user, { verified: false, viaSso });
  };

  app.post('/auth/login', { config: { access: 'public' }, schema: docSchema({ operationId: 'login', tags: ['auth'], summary: 'Sign in; answers the access token and the storage key, or the challenge of the second step', body: loginSchema, data: loginDoc, errors: [401, 403, 429] }) }, async (request, reply) => {
    const { email, password } = request.body;
    // Order: count the attempt, check the password, then the block; only then is the browser trusted.
    const attempt = await loginThrottle.begin(email, request.ip, readStorageCookie(request, deviceCookieName));
    const user = await findUserByEmail(app.db, email);
    const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
    if (!user || !ok) {
      await loginThrottle.failed(attempt);
      throw new HttpError(401, 'Invalid email or password');
    }
    await loginThrottle.succeeded(attempt);
    // Tied to the identity provider, with local passwords switched off: the provider is the only way in.
    if (user.sso_subject && app.config.sso && !app.config.sso.localPasswords) throw new HttpError(403, `Sign in with ${app.config.sso.name}.`);
    return { data: await continueSignIn(request, reply, user) };
  });

  app.get('/profile', { config: { access: 'signed-in', duringEnrolment: true }, schema: docSchema({ operationId: 'getProfile', tags: ['auth'], summary: 'The signed-in user, permissions, allPermissions and the storage key', data: profileDoc }) }, async (request) => {
    const { userId, firstName, lastName, email, roles, permissions, allPermissions, storageKey, secondFactor } = request.session;
    return { data: { user: { id: userId, firstName, lastName, email, roles }, permissions, allPermissions, storageKey, secondFactor: { enrolled: secondFactor?.enrolled ?? false, required: secondFactor?.required ?? false } } };
  });

  // After a reload the page has only the encrypted session; its key comes back for the HttpOnly cookie of a live session.
  app.get('/auth/storage-key', { config: { access: 'public' }, schema: docSchema({ operationId: 'getStorageKey', tags: ['auth'], summary: 'The storage key of the session this browser signed in (HttpOnly cookie)', data: { type: 'object', required: ['storageKey'], properties: { storageKey: { type: 'string' } } }, errors: [401] }) }, async (request, reply) => {
    const cookie = readStorageCookie(request, cookieName);
    const storageKey = cookie ? await findStorageKey(app.db, cookie, app.config.now(), { idleMs: app.config.sessionIdleMs, maxMs: app.config.sessionMaxMs }) : null;
    reply.header('cache-control', 'no-store');
    if (!storageKey) throw new HttpError(401, 'Please sign in.');
    return { data: { storageKey } };
  });

  app.post('/logout', { config: { access: 'signed-in', duringEnrolment: true }, schema: docSchema({ operationId: 'logout', tags: ['auth'], summary: 'Revoke this session', data: logoutDoc }) }, async (request, reply) => {
    const { rows } = await app.db.query<{ via_sso: boolean }>('SELECT via_sso FROM sessions WHERE id = $1', [request.session.sessionId]);
    await revokeSession(app.db, request.session.sessionId);
    clearStorageCookie(request, reply, cookieName);
    return { data: { endSessionUrl: rows[0]?.via_sso ? await providerLogout() : null } };
  });

  app.post('/profile/password', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'changeOwnPassword', tags: ['auth'], summary: 'Change own password; revokes other sessions and pending reset links', body: changePasswordSchema, data: null, errors: [429] }) }, async (request) => {
    const input = request.body;
    const { userId, sessionId } = request.session;
    const guesses: ThrottleKey[] = [['oldPassword', String(userId)]];
    // Counted before argon2: parallel wrong guesses cannot all be tested.
    await throttle.take(guesses);
    const { rows } = await app.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
    if (!rows[0] || !(await verifyPassword(rows[0].password_hash, input.oldPassword))) {
      await throttle.failed(guesses);
      // 400, not 401: a 401 would sign the user out.
      throw new HttpError(400, 'Validation failed', { oldPassword: ['Old password is not correct'] });
    }
    await throttle.release(guesses);
    const passwordHash = await hashPassword(input.password);
    await app.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [userId, passwordHash, app.config.now().toISOString()]);
      await revokeUserSessions(tx, userId, sessionId);
      await endPasswordResets(tx, userId);
    });
    return { data: null, message: 'Password changed successfully' };
  });

  await app.register(passwordResetRoutes);
  await app.register(secondFactorRoutes, { completeSignIn });
  await app.register(passkeyRoutes, { completeSignIn });
  await app.register(ssoRoutes, { continueSignIn, sso: app.config.sso });
}
