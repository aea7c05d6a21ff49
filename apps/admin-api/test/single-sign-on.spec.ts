// Single sign-on, the API's side: the account a provider's user signs in to and its roles from the groups; the
// hand-off from the callback to the session (this browser only, once, in time); local passwords switched off for
// users tied to the provider; the login page's option; a provider that cannot be reached. The whole journey against
// a real provider (oidc-provider) is the e2e test single-sign-on.spec.ts.
import { ensureRole, insertUser } from '../src/core/accounts';
import type { SsoSettings } from '../src/core/config';
import { hashPassword } from '../src/core/passwords';
import { DEMO_PASSWORD } from '../src/core/seed';
import { readSettings } from '../src/core/settings';
import { hashToken } from '../src/core/tokens';
import { ssoAccount, SsoRefusal } from '../src/modules/auth/sso-accounts';
import { ssoBrowserCookieNameFor } from '../src/modules/auth/storage-cookie';
import { createTestApp, type TestApp } from './helpers';

let clock = new Date('2026-03-01T10:00:00Z');
const now = () => clock;
const publicUrl = 'http://localhost:4200';
// Nothing listens on port 9 (discard): the provider "cannot be reached".
const sso = { issuer: 'http://127.0.0.1:9', clientId: 'backoffice', clientSecret: 'secret', name: 'Contoso ID', roleMap: [{ group: 'bo-landing', role: 'Landing editor' }, { group: 'bo-readers', role: 'Viewer' }], createUsers: true, localPasswords: false };

let app: TestApp;
let settings: SsoSettings;
beforeAll(async () => {
  app = await createTestApp({ now, publicUrl, sso });
  settings = app.config.sso!;
  await ensureRole(app.db, { roleName: 'Landing editor', permissions: ['landing.index'] });
  await ensureRole(app.db, { roleName: 'Viewer', permissions: ['banners.index'] });
});
afterAll(() => app.close());

const rolesOf = async (userId: number) =>
  (await app.db.query<{ role_name: string }>('SELECT r.role_name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1 ORDER BY 1', [userId])).rows.map((row) => row.role_name);

describe('the account and its roles', () => {
  it('creates the account at the first sign-in with the roles its groups map to, and follows the groups after', async () => {
    const claims = { sub: 'ewa-1', email: 'Ewa.SSO@example.com', given_name: 'Ewa', family_name: 'Nowak', groups: ['bo-landing', 'bo-readers', 'other'] };
    const account = await ssoAccount(app.db, settings, claims, clock);
    expect(account.email).toBe('ewa.sso@example.com');
    expect(await rolesOf(account.id)).toEqual(['Landing editor', 'Viewer']);
    // A role an administrator gave by hand (not in the map) stays; a removed group takes its role away.
    const manual = await ensureRole(app.db, { roleName: 'Campaign reviewer', permissions: [] });
    await app.db.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)', [account.id, manual]);
    const again = await ssoAccount(app.db, settings, { ...claims, groups: ['bo-readers'] }, clock);
    expect(again.id).toBe(account.id);
    expect(await rolesOf(account.id)).toEqual(['Campaign reviewer', 'Viewer']);
  });

  it('ties an account an administrator made to the provider by its verified address, never by an unverified one', async () => {
    const role = await ensureRole(app.db, { roleName: 'Viewer', permissions: [] });
    const id = await insertUser(app.db, { email: 'olek@example.com', firstName: 'Olek', lastName: 'Lis', passwordHash: await hashPassword(DEMO_PASSWORD), rolesIds: [role] }, clock);
    await expect(ssoAccount(app.db, { ...settings, createUsers: false }, { sub: 'olek-x', email: 'olek@example.com', email_verified: false, groups: [] }, clock)).rejects.toThrow(SsoRefusal);
    const account = await ssoAccount(app.db, settings, { sub: 'olek-1', email: 'olek@example.com', groups: ['bo-readers'] }, clock);
    expect(account.id).toBe(id);
    expect((await app.db.query('SELECT sso_subject FROM users WHERE id = $1', [id])).rows[0]).toEqual({ sso_subject: 'olek-1' });
  });

  it('refuses, with the reason, a user whose groups give no role and an unknown user where accounts are not created', async () => {
    await expect(ssoAccount(app.db, settings, { sub: 'nobody', email: 'nobody@example.com', groups: ['other'] }, clock)).rejects.toThrow('None of your groups gives a role in Back Office. Ask an administrator for access.');
    await expect(ssoAccount(app.db, { ...settings, createUsers: false }, { sub: 'stranger', email: 'stranger@example.com', groups: ['bo-readers'] }, clock)).rejects.toThrow('Your account is not set up in Back Office yet. Ask an administrator to add it.');
    expect((await app.db.query("SELECT 1 FROM users WHERE email IN ('nobody@example.com', 'stranger@example.com')")).rows).toHaveLength(0);
    // Every group gone at the provider: the roles go now, and the sign-in is refused.
    const ewa = await ssoAccount(app.db, settings, { sub: 'ewa-2', email: 'ewa2@example.com', groups: ['bo-readers'] }, clock);
    await expect(ssoAccount(app.db, settings, { sub: 'ewa-2', email: 'ewa2@example.com', groups: [] }, clock)).rejects.toThrow('Your account has no role in Back Office. Ask an administrator for access.');
    expect(await rolesOf(ewa.id)).toEqual([]);
  });
});

describe('routes', () => {
  it('the login page offers "Sign in with <name>"', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/auth/sign-in-options' })).json().data).toEqual({ passkey: false, sso: { name: 'Contoso ID' } });
  });

  it('a provider that cannot be reached sends the browser back to /login with the reason', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/auth/sso/start?returnTo=/banners' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${publicUrl}/login#${new URLSearchParams({ 'sso-error': 'Contoso ID cannot be reached. Try again in a moment.' })}`);
  });

  it('a callback of an unknown or spent sign-in answers "expired" without asking the provider', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/auth/sso/callback?code=abc&state=unknown' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toContain('sso-error=This+sign-in+has+expired.+Start+again.');
  });

  it('the hand-off code opens the session in the browser that started the sign-in, once, within two minutes', async () => {
    const account = await ssoAccount(app.db, settings, { sub: 'hand-off', email: 'handoff@example.com', groups: ['bo-readers'] }, clock);
    const handOff = async (code: string, browser: string, state: string) => {
      await app.db.query(
        "INSERT INTO sso_sign_ins (state_hash, browser_hash, code_verifier, nonce, return_to, user_id, handoff_hash, expires_at) VALUES ($1, $2, '', '', '/banners', $3, $4, $5)",
        [hashToken(state), hashToken(browser), account.id, hashToken(code), new Date(clock.getTime() + 120_000).toISOString()],
      );
    };
    const complete = (code: string, cookie?: string) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/sso/complete', payload: { code }, headers: cookie ? { cookie } : {} });
    const name = ssoBrowserCookieNameFor(publicUrl);

    await handOff('code-1', 'browser-1', 'state-1');
    // Another browser (no cookie, or another one): refused, and the code is spent.
    expect((await complete('code-1')).statusCode).toBe(400);
    expect((await complete('code-1', `${name}=browser-1`)).json().errorMessages).toEqual({ code: ['This sign-in has expired. Start again.'] });

    await handOff('code-2', 'browser-2', 'state-2');
    const ok = await complete('code-2', `${name}=browser-2`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ accessToken: expect.any(String), returnTo: '/banners' });
    const profile = await app.inject({ method: 'GET', url: '/api/v1/profile', headers: { 'x-access-token': ok.json().data.accessToken } });
    expect(profile.json().data.user.email).toBe('handoff@example.com');
    // Once only.
    expect((await complete('code-2', `${name}=browser-2`)).statusCode).toBe(400);

    // Too late.
    await handOff('code-3', 'browser-3', 'state-3');
    clock = new Date(clock.getTime() + 121_000);
    expect((await complete('code-3', `${name}=browser-3`)).statusCode).toBe(400);
  });

  it('a user tied to the provider cannot use a local password when OIDC_LOCAL_PASSWORDS is false', async () => {
    const role = await ensureRole(app.db, { roleName: 'Viewer', permissions: [] });
    await insertUser(app.db, { email: 'tied@example.com', firstName: 'Tied', lastName: 'User', passwordHash: await hashPassword(DEMO_PASSWORD), rolesIds: [role] }, clock);
    await ssoAccount(app.db, settings, { sub: 'tied-1', email: 'tied@example.com', groups: ['bo-readers'] }, clock);
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'tied@example.com', password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Sign in with Contoso ID.');
  });
});

describe('settings', () => {
  it('turns single sign-on on with issuer, client id and secret together, https only away from this machine', () => {
    const base = { OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'bo', OIDC_CLIENT_SECRET: 's', OIDC_ROLE_MAP: 'bo-landing=Landing editor, bo-readers=Viewer' };
    const read = readSettings(base);
    expect(read.ok && read.settings.app.sso).toMatchObject({ issuer: 'https://id.example.com', roleMap: [{ group: 'bo-landing', role: 'Landing editor' }, { group: 'bo-readers', role: 'Viewer' }] });
    expect(readSettings({ OIDC_ISSUER: 'https://id.example.com' })).toMatchObject({ ok: false, problems: ['OIDC_CLIENT_ID: expected to be set together with OIDC_ISSUER', 'OIDC_CLIENT_SECRET: expected to be set together with OIDC_ISSUER'] });
    expect(readSettings({ ...base, OIDC_ISSUER: 'http://id.example.com' })).toMatchObject({ ok: false });
    expect(readSettings({ ...base, OIDC_ROLE_MAP: 'bo-landing' })).toMatchObject({ ok: false });
  });
});
