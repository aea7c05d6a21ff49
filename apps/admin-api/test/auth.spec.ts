// The whole sign-in life cycle through inject on a fresh database.
import { createTestApp, login, waitForMail, type TestApp } from './helpers';

let clock = new Date('2026-03-01T10:00:00Z');
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ now: () => clock, sessionIdleMinutes: 60 });
});
afterAll(() => app.close());

const profile = (token?: string) => app.inject({ method: 'GET', url: '/api/v1/profile', headers: token ? { 'x-access-token': token } : {} });
const post = (url: string, payload: unknown, token?: string) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { 'x-access-token': token } : {} });
const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

describe('sign-in life cycle', () => {
  it('signs in, reads the profile, logs out, then answers 401 with a body', async () => {
    const token = await login(app, 'editor@example.com');
    const res = await profile(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.user).toMatchObject({ firstName: 'Piotr', lastName: 'Nowak', email: 'editor@example.com', roles: ['Landing editor'] });
    expect(body.data.allPermissions).toBe(false);
    expect(Object.keys(body.data.permissions).sort()).toEqual([
      'campaign.create', 'campaign.delete', 'campaign.index', 'campaign.publish', 'campaign.read', 'campaign.update',
      'landing.create', 'landing.delete', 'landing.index', 'landing.read', 'landing.update',
    ]);

    // Sent the way some clients do: JSON content type, empty body.
    const logout = await app.inject({ method: 'POST', url: '/api/v1/logout', headers: { 'x-access-token': token, 'content-type': 'application/json' }, payload: '' });
    expect(logout.statusCode).toBe(200);
    const after = await profile(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: expect.any(String) });
  });

  it('gives a super admin every permission except users.password unless granted', async () => {
    const body = (await profile(await login(app, 'admin@example.com'))).json();
    expect(body.data.allPermissions).toBe(true);
    expect(body.data.permissions['security']).toBe(true);
    // The demo super admin role grants users.password explicitly.
    expect(body.data.permissions['users.password']).toBe(true);
  });

  it('refuses wrong credentials without telling which part was wrong', async () => {
    const wrong = await post('/api/v1/auth/login', { email: 'editor@example.com', password: 'nope-nope' });
    const unknown = await post('/api/v1/auth/login', { email: 'ghost@example.com', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('expires a session after inactivity but keeps a used one alive', async () => {
    const token = await login(app, 'viewer@example.com');
    advance(50);
    expect((await profile(token)).statusCode).toBe(200);
    advance(50);
    expect((await profile(token)).statusCode).toBe(200);
    advance(61);
    const expired = await profile(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toMatch(/expired/);
  });

  it('ends a session 12 hours after sign-in however busy it is (the absolute lifetime)', async () => {
    const token = await login(app, 'viewer@example.com');
    // Used every 50 minutes, so never idle: 14 × 50 min = 11 h 40 min still signed in.
    for (let i = 0; i < 14; i++) {
      advance(50);
      expect((await profile(token)).statusCode).toBe(200);
    }
    advance(50);
    const ended = await profile(token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toMatch(/expired/);
  });

  it('sends Cache-Control: no-store with signed-in answers and the sign-in itself', async () => {
    const signIn = await post('/api/v1/auth/login', { email: 'viewer@example.com', password: 'Passw0rd!' });
    expect(signIn.headers['cache-control']).toBe('no-store');
    const token = signIn.json().data.accessToken as string;
    const me = await profile(token);
    expect(me.json().data.storageKey).toEqual(expect.any(String));
    expect(me.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/v1/app-translations?status=app', '/api/v1/users']) {
      expect((await app.inject({ method: 'GET', url, headers: { 'x-access-token': token } })).headers['cache-control']).toBe('no-store');
    }
  });

  it('throttles repeated failures for one email and address with 429, then lets the owner in after a short lock', async () => {
    for (let i = 0; i < 5; i++) expect((await post('/api/v1/auth/login', { email: 'viewer@example.com', password: 'wrong-pass' })).statusCode).toBe(401);
    const locked = await post('/api/v1/auth/login', { email: 'viewer@example.com', password: 'Passw0rd!' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
    expect(locked.headers['retry-after']).toBeDefined();
    advance(2);
    expect((await post('/api/v1/auth/login', { email: 'viewer@example.com', password: 'Passw0rd!' })).statusCode).toBe(200);
  });
});

describe('password reset and change', () => {
  it('mails a single-use link, resets the password and revokes old sessions', async () => {
    const oldToken = await login(app, 'editor@example.com');
    const mailed = app.sentMail.length;
    const forgot = await post('/api/v1/password/forgot', { email: 'editor@example.com' });
    const unknown = await post('/api/v1/password/forgot', { email: 'nobody@example.com' });
    expect(forgot.statusCode).toBe(200);
    expect(unknown.json()).toEqual(forgot.json());
    const mail = await waitForMail(app, mailed + 1);
    expect(mail?.to).toBe('editor@example.com');
    const resetToken = /reset-password\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(resetToken).toBeDefined();

    const reset = await post('/api/v1/password/reset', { token: resetToken, password: 'NewPassw0rd!' });
    expect(reset.statusCode).toBe(200);
    expect((await profile(oldToken)).statusCode).toBe(401);
    expect((await post('/api/v1/password/reset', { token: resetToken, password: 'Another1!' })).statusCode).toBe(400);
    await login(app, 'editor@example.com', 'NewPassw0rd!');
  });

  it('refuses an expired reset token', async () => {
    advance(2);
    const mailed = app.sentMail.length;
    await post('/api/v1/password/forgot', { email: 'viewer@example.com' });
    const resetToken = /reset-password\/([\w-]+)/.exec((await waitForMail(app, mailed + 1)).text)?.[1];
    advance(61);
    const res = await post('/api/v1/password/reset', { token: resetToken, password: 'NewPassw0rd!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages.token).toBeDefined();
  });

  it('changes the own password, keeps this session and revokes the others', async () => {
    const other = await login(app, 'admin@example.com');
    const current = await login(app, 'admin@example.com');
    const bad = await post('/api/v1/profile/password', { oldPassword: 'wrong-one', password: 'Changed1!', confirmPassword: 'Changed1!' }, current);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessages).toEqual({ oldPassword: ['Old password is not correct'] });
    const mismatch = await post('/api/v1/profile/password', { oldPassword: 'Passw0rd!', password: 'Changed1!', confirmPassword: 'Changed2!' }, current);
    expect(mismatch.json().errorMessages).toEqual({ confirmPassword: ['Passwords do not match'] });

    const ok = await post('/api/v1/profile/password', { oldPassword: 'Passw0rd!', password: 'Changed1!', confirmPassword: 'Changed1!' }, current);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Password changed successfully');
    expect((await profile(current)).statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
  });
});
