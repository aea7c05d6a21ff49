// Passkeys: registration on the profile (several, named, listed, removed with a fresh factor), the sign-in's second
// step and step-up with a passkey, sign-in without the password where PASSKEY_SIGN_IN allows it, the throttle
// counted before the check, and a super admin's reset. The browser's side is a software authenticator
// (soft-authenticator.ts) whose answers @simplewebauthn/server verifies as it would a real one's.
import { Secret, TOTP } from 'otpauth';
import { ensureRole, insertUser } from '../src/core/accounts';
import { hashPassword } from '../src/core/passwords';
import { DEMO_PASSWORD } from '../src/core/seed';
import { createTestApp, login, type TestApp } from './helpers';
import { SoftAuthenticator } from './soft-authenticator';

let clock = new Date('2026-03-01T10:00:00Z');
const now = () => clock;
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const rp = { rpId: 'localhost', origin: 'http://localhost:4200' };

let app: TestApp;
let userNo = 0;
beforeAll(async () => {
  app = await createTestApp({ now, publicUrl: rp.origin, passkeySignIn: true });
});
afterAll(() => app.close());

const post = (url: string, payload: object | undefined, token?: string) =>
  app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers: token ? { 'x-access-token': token } : {} });
const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? { 'x-access-token': token } : {} });

async function newUser(roleName = 'Passkey tests'): Promise<{ id: number; email: string }> {
  const email = `passkey-${++userNo}@example.com`;
  const roleId = await ensureRole(app.db, { roleName, permissions: [] });
  const id = await insertUser(app.db, { email, firstName: 'Pass', lastName: `Key ${userNo}`, passwordHash: await hashPassword(DEMO_PASSWORD), rolesIds: [roleId] }, clock);
  return { id, email };
}

/** Registers a passkey on the signed-in profile; answers the authenticator and the stored passkey's id. */
async function addPasskey(token: string, name: string, authenticator = new SoftAuthenticator(rp)): Promise<{ authenticator: SoftAuthenticator; id: number }> {
  const options = await post('/api/v1/profile/passkeys/options', undefined, token);
  expect(options.statusCode).toBe(200);
  const res = await post('/api/v1/profile/passkeys', { name, response: authenticator.register(options.json().data) }, token);
  expect([res.statusCode, res.json().message]).toEqual([201, 'Passkey added']);
  return { authenticator, id: res.json().data.id };
}

const challengeFor = async (email: string): Promise<{ challengeToken: string; totp: boolean; passkey: boolean }> => {
  const res = await post('/api/v1/auth/login', { email, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  return res.json().data.secondFactor;
};
const loginOptions = async (challengeToken: string) => (await post('/api/v1/auth/login/passkey-options', { challengeToken })).json().data;
const signInOptions = async () => (await post('/api/v1/auth/passkey/options', undefined)).json().data as { challengeToken: string; options: { challenge: string } };

describe('registering passkeys on the profile', () => {
  it('registers several, named and listed, verified by @simplewebauthn against a challenge of this session', async () => {
    const user = await newUser();
    const token = await login(app, user.email);
    await addPasskey(token, 'Laptop');
    advance(60);
    await addPasskey(token, '  Phone  ');
    const list = (await get('/api/v1/profile/passkeys', token)).json().data;
    expect(list).toEqual([
      { id: expect.any(Number), name: 'Laptop', createdAt: '2026-03-01T10:00:00.000Z', lastUsedAt: null },
      { id: expect.any(Number), name: 'Phone', createdAt: '2026-03-01T10:01:00.000Z', lastUsedAt: null },
    ]);
    expect((await get('/api/v1/profile/second-factor', token)).json().data).toMatchObject({ enrolled: false, passkeys: 2 });
    expect((await get('/api/v1/profile', token)).json().data.secondFactor).toEqual({ enrolled: true, required: false });
  });

  it('refuses a challenge used twice, one of another session, an expired one, a wrong origin or RP ID, and no user verification', async () => {
    const user = await newUser();
    const token = await login(app, user.email);
    const other = await login(app, user.email);
    const failed = { statusCode: 400, errorMessages: { passkey: ['The passkey could not be verified. Try again.'] } };
    const attempt = async (answer: (options: { challenge: string; user: { id: string } }) => object, sessionOfOptions = token) => {
      const options = (await post('/api/v1/profile/passkeys/options', undefined, sessionOfOptions)).json().data;
      const res = await post('/api/v1/profile/passkeys', { name: 'Key', response: answer(options) }, token);
      return { statusCode: res.statusCode, errorMessages: res.json().errorMessages };
    };
    expect(await attempt((o) => new SoftAuthenticator(rp).register(o), other)).toEqual(failed);
    expect(await attempt((o) => new SoftAuthenticator(rp).register(o, { origin: 'https://evil.example' }))).toEqual(failed);
    expect(await attempt((o) => new SoftAuthenticator(rp).register(o, { rpId: 'evil.example' }))).toEqual(failed);
    expect(await attempt((o) => new SoftAuthenticator({ ...rp, userVerified: false }).register(o))).toEqual(failed);
    expect(
      await attempt((o) => {
        advance(301);
        return new SoftAuthenticator(rp).register(o);
      }),
    ).toEqual(failed);
    // Used once: the same answer again finds no challenge.
    const options = (await post('/api/v1/profile/passkeys/options', undefined, token)).json().data;
    const response = new SoftAuthenticator(rp).register(options);
    expect((await post('/api/v1/profile/passkeys', { name: 'Key', response }, token)).statusCode).toBe(201);
    expect((await post('/api/v1/profile/passkeys', { name: 'Again', response }, token)).statusCode).toBe(400);
    expect((await get('/api/v1/profile/passkeys', token)).json().data).toHaveLength(1);
  });

  it('answers 400 with errorMessages for malformed bodies', async () => {
    const token = await login(app, (await newUser()).email);
    for (const payload of [{}, { name: '', response: {} }, { name: 'x', response: { id: 'not base64url!', rawId: 'a', type: 'public-key', response: {} } }, { name: 'x', response: 'nope', extra: 1 }]) {
      const res = await post('/api/v1/profile/passkeys', payload, token);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errorMessages).length).toBeGreaterThan(0);
    }
    const res = await post('/api/v1/auth/login/passkey', { challengeToken: 'x', passkey: { id: 'a' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('signing in with a passkey', () => {
  it('completes the second step after the password, and the passkey is used once per challenge', async () => {
    const user = await newUser();
    const { authenticator } = await addPasskey(await login(app, user.email), 'Laptop');
    const challenge = await challengeFor(user.email);
    expect(challenge).toMatchObject({ totp: false, passkey: true });
    const options = await loginOptions(challenge.challengeToken);
    expect(options.allowCredentials).toEqual([{ id: authenticator.id, type: 'public-key', transports: ['internal', 'hybrid'] }]);
    const assertion = authenticator.assert(options);
    const res = await post('/api/v1/auth/login/passkey', { challengeToken: challenge.challengeToken, passkey: assertion });
    expect(res.statusCode).toBe(200);
    const { accessToken } = res.json().data;
    expect((await get('/api/v1/profile', accessToken)).json().data.user.email).toBe(user.email);
    expect((await get('/api/v1/profile/passkeys', accessToken)).json().data[0].lastUsedAt).toBe(clock.toISOString());
    // The same assertion again: the challenge token and the WebAuthn challenge are spent.
    expect((await post('/api/v1/auth/login/passkey', { challengeToken: challenge.challengeToken, passkey: assertion })).statusCode).toBe(401);
  });

  it("refuses another user's passkey at the second step", async () => {
    const owner = await newUser();
    const { authenticator } = await addPasskey(await login(app, owner.email), 'Mine');
    const victim = await newUser();
    await addPasskey(await login(app, victim.email), 'Theirs');
    const challenge = await challengeFor(victim.email);
    const res = await post('/api/v1/auth/login/passkey', { challengeToken: challenge.challengeToken, passkey: authenticator.assert(await loginOptions(challenge.challengeToken)) });
    expect(res.statusCode).toBe(400);
  });

  it('counts each attempt before the check: the sixth, even a right one, is refused', async () => {
    const user = await newUser();
    const { authenticator } = await addPasskey(await login(app, user.email), 'Laptop');
    const stranger = new SoftAuthenticator(rp);
    const challenge = await challengeFor(user.email);
    for (let i = 0; i < 5; i++) {
      const wrong = await post('/api/v1/auth/login/passkey', { challengeToken: challenge.challengeToken, passkey: stranger.assert(await loginOptions(challenge.challengeToken)) });
      expect(wrong.statusCode).toBe(400);
    }
    const right = await post('/api/v1/auth/login/passkey', { challengeToken: challenge.challengeToken, passkey: authenticator.assert(await loginOptions(challenge.challengeToken)) });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/^Too many wrong codes\. Try again in \d+ seconds\.$/);
  });

  it('signs in without the password with a discoverable passkey, where PASSKEY_SIGN_IN allows it', async () => {
    expect((await get('/api/v1/auth/sign-in-options')).json().data).toEqual({ passkey: true, sso: null });
    const user = await newUser();
    const { authenticator } = await addPasskey(await login(app, user.email), 'Laptop');
    const { challengeToken, options } = await signInOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    const res = await post('/api/v1/auth/passkey/sign-in', { challengeToken, passkey: authenticator.assert(options) });
    expect(res.statusCode).toBe(200);
    const profile = (await get('/api/v1/profile', res.json().data.accessToken)).json().data;
    expect(profile.user.email).toBe(user.email);
    // Signed in with a verified passkey: the factor is proved, no step-up right after.
    const { rows } = await app.db.query<{ second_factor_at: unknown }>('SELECT second_factor_at FROM sessions WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [user.id]);
    expect(rows[0].second_factor_at).not.toBeNull();
    // A blocked account: 403 after the passkey is verified.
    await app.db.query("UPDATE users SET blocked_till = '2099-01-01' WHERE id = $1", [user.id]);
    const blocked = await signInOptions();
    const refused = await post('/api/v1/auth/passkey/sign-in', { challengeToken: blocked.challengeToken, passkey: authenticator.assert(blocked.options) });
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'This account is blocked.']);
  });

  it('is off unless PASSKEY_SIGN_IN says so', async () => {
    const off = await createTestApp({ now, publicUrl: rp.origin });
    try {
      expect((await off.inject({ method: 'GET', url: '/api/v1/auth/sign-in-options' })).json().data).toEqual({ passkey: false, sso: null });
      const res = await off.inject({ method: 'POST', url: '/api/v1/auth/passkey/options' });
      expect([res.statusCode, res.json().message]).toEqual([403, 'Signing in with a passkey is not enabled.']);
    } finally {
      await off.close();
    }
  });
});

describe('step-up, removal and reset', () => {
  it('accepts a passkey for step-up', async () => {
    const user = await newUser();
    const token = await login(app, user.email);
    const { authenticator } = await addPasskey(token, 'Laptop');
    advance(16 * 60);
    // Adding another passkey is a sensitive change once the last proof is old.
    const late = await post('/api/v1/profile/passkeys/options', undefined, token);
    const refused = await post('/api/v1/profile/passkeys', { name: 'Second', response: new SoftAuthenticator(rp).register(late.json().data) }, token);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'step_up_required']);
    const options = (await post('/api/v1/profile/passkeys/assertion-options', undefined, token)).json().data;
    expect((await post('/api/v1/auth/step-up/passkey', { passkey: authenticator.assert(options) }, token)).statusCode).toBe(200);
    await addPasskey(token, 'Second');
  });

  it('removes a passkey with a fresh passkey or code, and keeps the last factor a role requires', async () => {
    const user = await newUser('Passkey required');
    const token = await login(app, user.email);
    const { authenticator, id: first } = await addPasskey(token, 'Laptop');
    const { id: second } = await addPasskey(token, 'Phone');
    expect((await post(`/api/v1/profile/passkeys/${first}/remove`, {}, token)).json().errorMessages).toEqual({ _: ['Confirm with a code or a passkey'] });
    expect((await post(`/api/v1/profile/passkeys/${first}/remove`, { code: '123456' }, token)).json().errorMessages).toEqual({ code: ['The code is not correct'] });
    const options = (await post('/api/v1/profile/passkeys/assertion-options', undefined, token)).json().data;
    const removed = await post(`/api/v1/profile/passkeys/${first}/remove`, { passkey: authenticator.assert(options) }, token);
    expect([removed.statusCode, removed.json().message]).toEqual([200, 'Passkey removed']);
    expect((await get('/api/v1/profile/passkeys', token)).json().data.map((p: { id: number }) => p.id)).toEqual([second]);
    expect((await post(`/api/v1/profile/passkeys/${first}/remove`, { code: '123456' }, token)).statusCode).toBe(404);
    // A role that requires a factor: the last passkey stays.
    const { rows } = await app.db.query<{ id: number }>("SELECT id FROM roles WHERE role_name = 'Passkey required'");
    await app.db.query('INSERT INTO role_second_factor_policy (role_id, updated_at) VALUES ($1, now())', [rows[0].id]);
    const last = await post(`/api/v1/profile/passkeys/${second}/remove`, { code: '123456' }, token);
    expect([last.statusCode, last.json().message]).toEqual([409, 'Your role requires a second factor: it cannot be removed.']);
    // Someone else's passkey is not found.
    expect((await post(`/api/v1/profile/passkeys/${second}/remove`, { code: '123456' }, await login(app, (await newUser()).email))).statusCode).toBe(404);
  });

  it('removes with a code from the authenticator app too', async () => {
    const user = await newUser();
    const token = await login(app, user.email);
    const { id } = await addPasskey(token, 'Laptop');
    const { secret } = (await post('/api/v1/profile/second-factor/totp', undefined, token)).json().data;
    const code = () => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.getTime() });
    expect((await post('/api/v1/profile/second-factor/totp/confirm', { code: code() }, token)).statusCode).toBe(200);
    advance(30);
    expect((await challengeFor(user.email))).toMatchObject({ totp: true, passkey: true });
    expect((await post(`/api/v1/profile/passkeys/${id}/remove`, { code: code() }, token)).statusCode).toBe(200);
  });

  it("a super admin's reset removes the passkeys", async () => {
    const user = await newUser();
    const { authenticator } = await addPasskey(await login(app, user.email), 'Laptop');
    const admin = await login(app, 'admin@example.com');
    expect((await post(`/api/v1/users/${user.id}/second-factor/reset`, undefined, admin)).statusCode).toBe(200);
    const { rows } = await app.db.query('SELECT 1 FROM user_passkeys WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(0);
    // The password alone signs in again, and the passkey no longer does.
    expect((await post('/api/v1/auth/login', { email: user.email, password: DEMO_PASSWORD })).json().data.accessToken).toEqual(expect.any(String));
    const { challengeToken, options } = await signInOptions();
    expect((await post('/api/v1/auth/passkey/sign-in', { challengeToken, passkey: authenticator.assert(options) })).statusCode).toBe(400);
  });
});
