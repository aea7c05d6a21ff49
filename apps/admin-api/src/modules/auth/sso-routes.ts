// Single sign-on through the operator's OpenID Connect provider (authorization code + PKCE):
// 1. GET v1/auth/sso/start: a sign-in record (state, nonce, PKCE verifier; hashes only where a hash will do), a cookie
//    binding it to this browser, and a redirect to the provider.
// 2. GET v1/auth/sso/callback: the provider's answer checked (state, code exchange, ID token), the account found or
//    created and its roles brought in line with the groups, then back to the shell's /login with a one-time hand-off
//    code in the fragment (never sent to a server, never in a log) or the reason it was refused.
// 3. POST v1/auth/sso/complete: that code, from the same browser (the cookie), within two minutes and once, opens the
//    session as the password does — through the second step where the user has a factor of this server.
import * as v from 'valibot';
import type { SsoSettings } from '../../core/config';
import { docSchema, type JsonObject , type RoutesApp } from '../../core/doc-schema';
import { hashToken, newToken } from '../../core/tokens';
import { HttpError, notFound } from '../../http/errors';
import type { SignInContinuation } from './routes';
import { ssoAccount, SsoRefusal } from './sso-accounts';
import { ssoProviderFor, ssoRandom } from './sso-provider';
import { readStorageCookie, setSsoBrowserCookie, ssoBrowserCookieNameFor } from './storage-cookie';

const tags = ['auth'];
const SIGN_IN_MS = 10 * 60_000;
const HANDOFF_MS = 2 * 60_000;
const FAILED = 'Single sign-on did not complete. Try again.';
const SSO_FLOW = [
  'Single sign-on is a browser journey (GET v1/auth/sign-in-options says whether it is configured):',
  '1. the browser opens GET v1/auth/sso/start?returnTo=<path>, which redirects to the identity provider (authorization code + PKCE);',
  '2. the provider sends it back to GET v1/auth/sso/callback, which redirects to /login#sso=<code> (or /login#sso-error=<message>);',
  '3. the page posts the code here, from the same browser within two minutes, once: the session (as POST v1/auth/login answers it) or the second step.',
].join('\n');

const startQuery = v.object({ returnTo: v.optional(v.pipe(v.string(), v.maxLength(2000))) });
const callbackQuery = v.looseObject({
  code: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  state: v.optional(v.pipe(v.string(), v.maxLength(200))),
  error: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
const completeBody = v.strictObject({ code: v.pipe(v.string('Code is required'), v.minLength(1, 'Code is required'), v.maxLength(200, 'Code is not valid')) });

const signedInDoc: JsonObject = {
  anyOf: [
    { type: 'object', required: ['accessToken', 'storageKey'], properties: { accessToken: { type: 'string' }, storageKey: { type: 'string' }, returnTo: { type: 'string' } } },
    { type: 'object', required: ['secondFactor'], properties: { secondFactor: { type: 'object', description: 'As POST v1/auth/login answers it' }, returnTo: { type: 'string' } } },
  ],
};

/**
 * A browser navigation that answers with a redirect only: left out of the document (no client calls it, and an
 * operation there needs a 2xx); completeSingleSignOn's description tells the whole flow.
 */
function redirectDoc<Q extends v.GenericSchema>(parts: { operationId: string; summary: string; querystring: Q }, location: string) {
  const schema = docSchema({ ...parts, tags, data: null, errors: [404] });
  const { 404: notConfigured } = schema.response as Record<number, unknown>;
  return { ...schema, hide: true, response: { 302: { description: location, type: 'null' }, 404: notConfigured } };
}

/** Only a path of this app: an absolute or protocol-relative address would make the sign-in an open redirect. */
const safeReturn = (value: string | undefined) => (value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : '/');

/** Registered on every server, so the document always describes them; without OIDC_* settings they answer 404. */
export default async function ssoRoutes(app: RoutesApp, options: { continueSignIn: SignInContinuation; sso: SsoSettings | null }): Promise<void> {
  const { continueSignIn } = options;
  const configured = () => {
    // 404, not 503: nothing is wrong with the server, it just has no such way in (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET).
    if (!options.sso) throw new HttpError(404, 'Single sign-on is not configured on this server.');
    return { sso: options.sso, provider: ssoProviderFor(options.sso) };
  };
  const { publicUrl } = app.config;
  const redirectUri = `${publicUrl}/api/v1/auth/sso/callback`;
  const browserCookie = ssoBrowserCookieNameFor(publicUrl);
  const toLogin = (fragment: Record<string, string>) => `${publicUrl}/login#${new URLSearchParams(fragment).toString()}`;

  app.get('/auth/sso/start', { config: { access: 'public' }, schema: redirectDoc({ operationId: 'startSingleSignOn', summary: 'Sign in through the identity provider: a redirect to it', querystring: startQuery }, 'To the identity provider (Location)') }, async (request, reply) => {
    const { returnTo } = request.query;
    const { sso, provider } = configured();
    const now = app.config.now();
    const { state, nonce, codeVerifier } = await ssoRandom();
    const browser = newToken();
    let location: string;
    try {
      location = await provider.authorizationUrl({ redirectUri, state, nonce, codeVerifier });
    } catch (error) {
      request.log.error({ err: error }, 'The identity provider could not be reached');
      return reply.header('cache-control', 'no-store').redirect(toLogin({ 'sso-error': `${sso.name} cannot be reached. Try again in a moment.` }), 302);
    }
    await app.db.query('DELETE FROM sso_sign_ins WHERE expires_at < $1', [now.toISOString()]);
    await app.db.query(
      'INSERT INTO sso_sign_ins (state_hash, browser_hash, code_verifier, nonce, return_to, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [hashToken(state), hashToken(browser), codeVerifier, nonce, safeReturn(returnTo), new Date(now.getTime() + SIGN_IN_MS).toISOString()],
    );
    setSsoBrowserCookie(request, reply, browserCookie, browser, SIGN_IN_MS);
    return reply.header('cache-control', 'no-store').redirect(location, 302);
  });

  app.get('/auth/sso/callback', { config: { access: 'public' }, schema: redirectDoc({ operationId: 'singleSignOnCallback', summary: "The identity provider's answer: back to /login with a one-time code (or the reason it failed)", querystring: callbackQuery }, 'To the shell: /login#sso=<code> or /login#sso-error=<message>') }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const query = request.query;
    const { sso, provider } = configured();
    const now = app.config.now();
    // Whatever the answer, the sign-in record is used up.
    const { rows } = query.state
      ? await app.db.query<{ state_hash: string; browser_hash: string; code_verifier: string; nonce: string; return_to: string }>(
          'DELETE FROM sso_sign_ins WHERE state_hash = $1 AND expires_at > $2 AND user_id IS NULL RETURNING state_hash, browser_hash, code_verifier, nonce, return_to',
          [hashToken(query.state), now.toISOString()],
        )
      : { rows: [] };
    const signIn = rows[0];
    if (!signIn || !query.state) return reply.redirect(toLogin({ 'sso-error': 'This sign-in has expired. Start again.' }), 302);
    if (query.error) return reply.redirect(toLogin({ 'sso-error': query.error === 'access_denied' ? `${sso.name} did not let you in.` : FAILED }), 302);
    try {
      // The address exactly as the provider sent the browser back (openid-client checks state and issuer in it).
      const callbackUrl = `${redirectUri}${request.url.slice(request.url.indexOf('?'))}`;
      const claims = await provider.signIn({ callbackUrl, state: query.state, nonce: signIn.nonce, codeVerifier: signIn.code_verifier });
      const account = await ssoAccount(app.db, sso, claims, now);
      const handoff = newToken();
      // Kept for the hand-off: the account, the browser binding and where the user was going; the PKCE values are spent.
      await app.db.query(
        `INSERT INTO sso_sign_ins (state_hash, browser_hash, code_verifier, nonce, return_to, user_id, handoff_hash, expires_at)
         VALUES ($1, $2, '', '', $3, $4, $5, $6)`,
        [signIn.state_hash, signIn.browser_hash, signIn.return_to, account.id, hashToken(handoff), new Date(now.getTime() + HANDOFF_MS).toISOString()],
      );
      return reply.redirect(toLogin({ sso: handoff }), 302);
    } catch (error) {
      if (error instanceof SsoRefusal) return reply.redirect(toLogin({ 'sso-error': error.message }), 302);
      request.log.warn({ err: error }, 'Single sign-on failed');
      return reply.redirect(toLogin({ 'sso-error': FAILED }), 302);
    }
  });

  app.post('/auth/sso/complete', { config: { access: 'public' }, schema: docSchema({ operationId: 'completeSingleSignOn', tags, summary: 'Open the session of a sign-in through the identity provider (the code from /login#sso=…, this browser, once)', description: SSO_FLOW, body: completeBody, data: signedInDoc, errors: [403, 404] }) }, async (request, reply) => {
    const { code } = request.body;
    configured();
    const browser = readStorageCookie(request, browserCookie);
    const { rows } = await app.db.query<{ user_id: number; return_to: string; browser_hash: string }>(
      'DELETE FROM sso_sign_ins WHERE handoff_hash = $1 AND expires_at > $2 RETURNING user_id, return_to, browser_hash',
      [hashToken(code), app.config.now().toISOString()],
    );
    const signIn = rows[0];
    // Another browser with the code (a leaked address bar) gets nothing: the code is spent either way.
    if (!signIn || !browser || hashToken(browser) !== signIn.browser_hash) throw new HttpError(400, 'Validation failed', { code: ['This sign-in has expired. Start again.'] });
    const users = await app.db.query<{ id: number; email: string; blocked_till: Date | string | null }>('SELECT id, email, blocked_till FROM users WHERE id = $1', [signIn.user_id]);
    if (!users.rows[0]) throw notFound();
    return { data: { ...(await continueSignIn(request, reply, users.rows[0], { viaSso: true })), returnTo: signIn.return_to } };
  });
}
