// Hardening of sign-in and password reset: throttles per address and in the database, the per-email
// slow-down, throttled forgot/reset/old-password, reset links ended by a password change, mail after the answer,
// the per-session storage key and the security headers.
import type { MailMessage } from '../src/core/mailer';
import { hashPassword } from '../src/core/passwords';
import { createTestApp, login, waitForMail, type TestApp } from './helpers';

jest.mock('../src/core/passwords', () => {
  const actual = jest.requireActual('../src/core/passwords');
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});

let clock = new Date('2026-03-01T10:00:00Z');
const now = () => clock;
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ now });
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, { ip = '203.0.113.1', token }: { ip?: string; token?: string } = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip, headers: token ? { 'x-access-token': token } : {} });
const signIn = (email: string, password: string, ip: string, cookie?: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: ip, headers: cookie ? { cookie } : {} });
const deviceCookieOf = (res: { headers: Record<string, unknown> }) =>
  ([res.headers['set-cookie'] ?? []].flat() as string[]).map((c) => c.split(';')[0]).find((c) => c.startsWith('bo_dv_')) ?? '';

const resetTokenOf = (mail: MailMessage) => /reset-password\/([\w-]+)/.exec(mail.text)?.[1] ?? '';

describe('sign-in throttle', () => {
  it('slows down an email attacked from many addresses, but lets the owner in from a known browser at once', async () => {
    const first = await signIn('viewer@example.com', 'Passw0rd!', '10.1.1.1');
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    // 2 failures from each of 40 addresses: under every per-address limit, 80 on the email.
    for (let i = 0; i < 40; i++) {
      for (let j = 0; j < 2; j++) {
        const res = await signIn('viewer@example.com', 'wrong-pass', `198.51.100.${i}`);
        expect([401, 429]).toContain(res.statusCode);
      }
    }
    const stranger = await signIn('viewer@example.com', 'Passw0rd!', '192.0.2.77');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeLessThanOrEqual(30);
    // The owner, from the browser they signed in with before (its device cookie), is not kept out, from any address.
    expect((await signIn('viewer@example.com', 'Passw0rd!', '10.1.1.1', device)).statusCode).toBe(200);
    expect((await signIn('viewer@example.com', 'Passw0rd!', '192.0.2.78', device)).statusCode).toBe(200);
    // The same address without that cookie (a stranger behind the owner's NAT) is slowed like anyone.
    expect((await signIn('viewer@example.com', 'Passw0rd!', '10.1.1.1')).statusCode).toBe(429);
    // A slow-down, not a lock: a new address gets its turn within 30 s.
    advance(31);
    expect((await signIn('viewer@example.com', 'Passw0rd!', '192.0.2.77')).statusCode).toBe(200);
  });

  it('locks an address after 30 failures on any emails without locking out other addresses', async () => {
    advance(16 * 60);
    for (let i = 0; i < 30; i++) await signIn(`nobody${i}@example.com`, 'wrong-pass', '198.51.100.200');
    expect((await signIn('editor@example.com', 'Passw0rd!', '198.51.100.200')).statusCode).toBe(429);
    expect((await signIn('editor@example.com', 'Passw0rd!', '198.51.100.201')).statusCode).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('throttles forgot-password per address', async () => {
    for (let i = 0; i < 10; i++) expect((await post('/api/v1/password/forgot', { email: `x${i}@example.com` }, { ip: '198.51.100.50' })).statusCode).toBe(200);
    const res = await post('/api/v1/password/forgot', { email: 'x@example.com' }, { ip: '198.51.100.50' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await post('/api/v1/password/forgot', { email: 'x@example.com' }, { ip: '198.51.100.51' })).statusCode).toBe(200);
  });

  it('checks a reset token before hashing the new password, and throttles bad tokens per address', async () => {
    const hash = jest.mocked(hashPassword);
    hash.mockClear();
    for (let i = 0; i < 10; i++) {
      const res = await post('/api/v1/password/reset', { token: `bad-token-${i}`, password: 'NewPassw0rd!' }, { ip: '198.51.100.60' });
      expect(res.statusCode).toBe(400);
    }
    expect(hash).not.toHaveBeenCalled();
    expect((await post('/api/v1/password/reset', { token: 'bad-token-x', password: 'NewPassw0rd!' }, { ip: '198.51.100.60' })).statusCode).toBe(429);
  });

  it('ends every pending reset link when the password is changed or reset', async () => {
    const before = app.sentMail.length;
    await post('/api/v1/password/forgot', { email: 'editor@example.com' }, { ip: '198.51.100.70' });
    const first = resetTokenOf(await waitForMail(app, before + 1));
    advance(61);
    await post('/api/v1/password/forgot', { email: 'editor@example.com' }, { ip: '198.51.100.70' });
    const second = resetTokenOf(await waitForMail(app, before + 2));
    advance(61);
    await post('/api/v1/password/forgot', { email: 'editor@example.com' }, { ip: '198.51.100.70' });
    const third = resetTokenOf(await waitForMail(app, before + 3));

    // A reset with one link ends the others.
    expect((await post('/api/v1/password/reset', { token: second, password: 'Reset1Passw0rd!' })).statusCode).toBe(200);
    expect((await post('/api/v1/password/reset', { token: first, password: 'Other1Passw0rd!' })).statusCode).toBe(400);

    // A password change ends a link issued before it.
    const token = await login(app, 'editor@example.com', 'Reset1Passw0rd!');
    advance(61);
    await post('/api/v1/password/forgot', { email: 'editor@example.com' }, { ip: '198.51.100.70' });
    const fourth = resetTokenOf(await waitForMail(app, before + 4));
    const change = await post('/api/v1/profile/password', { oldPassword: 'Reset1Passw0rd!', password: 'Passw0rd!', confirmPassword: 'Passw0rd!' }, { token });
    expect(change.statusCode).toBe(200);
    expect((await post('/api/v1/password/reset', { token: fourth, password: 'Other1Passw0rd!' })).statusCode).toBe(400);
    expect((await post('/api/v1/password/reset', { token: third, password: 'Other1Passw0rd!' })).statusCode).toBe(400);
  });

  it('answers forgot-password before the mail goes out, and a failing mail is only logged', async () => {
    let release: () => void = () => undefined;
    let mode: 'hang' | 'fail' = 'hang';
    const other = await createTestApp({
      now,
      mailer: { send: () => (mode === 'hang' ? new Promise<void>((resolve) => (release = resolve)) : Promise.reject(new Error('SMTP down'))) },
    });
    try {
      const forgot = () => other.inject({ method: 'POST', url: '/api/v1/password/forgot', payload: { email: 'editor@example.com' } });
      const answer = await Promise.race([forgot().then((res) => res.statusCode), new Promise((resolve) => setTimeout(() => resolve('timed out'), 5000))]);
      expect(answer).toBe(200);
      mode = 'fail';
      advance(61);
      expect((await forgot()).statusCode).toBe(200);
    } finally {
      release();
      await other.close();
    }
  });
});

describe('password change', () => {
  it('throttles wrong old passwords per user', async () => {
    const token = await login(app, 'admin@example.com');
    const change = (oldPassword: string) => post('/api/v1/profile/password', { oldPassword, password: 'Changed1!', confirmPassword: 'Changed1!' }, { token });
    for (let i = 0; i < 5; i++) expect((await change('wrong-old-pass')).statusCode).toBe(400);
    const locked = await change('Passw0rd!');
    expect(locked.statusCode).toBe(429);
    // A 429 keeps the user signed in (only a 401 signs out).
    expect((await app.inject({ method: 'GET', url: '/api/v1/profile', headers: { 'x-access-token': token } })).statusCode).toBe(200);
  });
});

describe('storage key', () => {
  it('hands the storage key to this session only: login, profile, and the HttpOnly cookie after a reload; logout ends it', async () => {
    advance(16 * 60);
    const res = await signIn('viewer@example.com', 'Passw0rd!', '10.1.1.1');
    const { accessToken, storageKey } = res.json().data;
    expect(storageKey).toMatch(/^[\w-]{40,}$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const profile = await app.inject({ method: 'GET', url: '/api/v1/profile', headers: { 'x-access-token': accessToken } });
    expect(profile.json().data.storageKey).toBe(storageKey);

    const cookieHeader = cookie.split(';')[0];
    const reload = await app.inject({ method: 'GET', url: '/api/v1/auth/storage-key', headers: { cookie: cookieHeader } });
    expect(reload.statusCode).toBe(200);
    expect(reload.json().data.storageKey).toBe(storageKey);
    expect(reload.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/api/v1/auth/storage-key' })).statusCode).toBe(401);

    await app.inject({ method: 'POST', url: '/api/v1/logout', headers: { 'x-access-token': accessToken } });
    expect((await app.inject({ method: 'GET', url: '/api/v1/auth/storage-key', headers: { cookie: cookieHeader } })).statusCode).toBe(401);
  });
});

describe('security headers', () => {
  it('sends nosniff and no-referrer on every answer, errors included', async () => {
    for (const res of [
      await app.inject({ method: 'GET', url: '/api/health' }),
      await app.inject({ method: 'GET', url: '/api/v1/profile' }),
      await app.inject({ method: 'GET', url: '/no-such-route' }),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});
