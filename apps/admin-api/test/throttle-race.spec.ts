// Throttles hold against parallel requests (an attempt is counted before argon2, in
// the database) and against a shared address (a browser that signed in before is counted on its own). Runs on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { verifyPassword } from '../src/core/passwords';
import { createTestApp, login, type TestApp } from './helpers';

jest.mock('../src/core/passwords', () => {
  const actual = jest.requireActual('../src/core/passwords');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});
const passwordsTested = () => (verifyPassword as jest.Mock).mock.calls.length;

let clock = new Date('2026-03-01T10:00:00Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ now: () => clock });
});
afterAll(() => app.close());
beforeEach(() => {
  (verifyPassword as jest.Mock).mockClear();
  advance(16 * 60);
});

const signIn = (email: string, password: string, ip: string, cookie?: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: ip, headers: cookie ? { cookie } : {} });
const deviceCookieOf = (res: { headers: Record<string, unknown> }) =>
  ([res.headers['set-cookie'] ?? []].flat() as string[]).map((c) => c.split(';')[0]).find((c) => c.startsWith('bo_dv_')) ?? '';

describe('parallel requests', () => {
  it('200 parallel sign-ins for one email from one address test at most 5 passwords', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => signIn('viewer@example.com', 'wrong-pass', '203.0.113.50')));
    const statuses = answers.reduce<Record<number, number>>((all, res) => ({ ...all, [res.statusCode]: (all[res.statusCode] ?? 0) + 1 }), {});
    console.log(`200 parallel sign-ins: ${passwordsTested()} passwords tested, answers ${JSON.stringify(statuses)}`);
    expect(passwordsTested()).toBeLessThanOrEqual(5);
    expect(statuses[401]).toBe(passwordsTested());
    expect(statuses[429]).toBe(200 - passwordsTested());
  });

  it('120 parallel sign-ins on many emails from one address test at most 30 passwords', async () => {
    const answers = await Promise.all(Array.from({ length: 120 }, (_, i) => signIn(`nobody${i % 40}@example.com`, 'wrong-pass', '203.0.113.51')));
    expect(passwordsTested()).toBeLessThanOrEqual(30);
    expect(answers.filter((res) => res.statusCode === 429).length).toBe(120 - passwordsTested());
  });

  it('30 parallel wrong old passwords test at most 5', async () => {
    const token = await login(app, 'editor@example.com');
    (verifyPassword as jest.Mock).mockClear();
    const change = () =>
      app.inject({ method: 'POST', url: '/api/v1/profile/password', headers: { 'x-access-token': token }, payload: { oldPassword: 'wrong-old-pass', password: 'Changed1!', confirmPassword: 'Changed1!' } });
    const answers = await Promise.all(Array.from({ length: 30 }, change));
    console.log(`30 parallel old-password guesses: ${passwordsTested()} tested`);
    expect(passwordsTested()).toBeLessThanOrEqual(5);
    expect(answers.filter((res) => res.statusCode === 429).length).toBe(30 - passwordsTested());
  });
});

describe('a shared address (office NAT)', () => {
  it('a stranger on the same address cannot lock out a colleague whose browser signed in before; the stranger stays bounded', async () => {
    const office = '198.51.100.77';
    const first = await signIn('editor@example.com', 'Passw0rd!', office);
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).toMatch(/^bo_dv_[0-9a-f]{8}=.+/);
    // The stranger: 5 on the colleague's email, then 40 on other emails from the same address.
    const stranger = [];
    for (let i = 0; i < 5; i++) stranger.push((await signIn('editor@example.com', 'guess', office)).statusCode);
    for (let i = 0; i < 40; i++) stranger.push((await signIn(`someone${i}@example.com`, 'guess', office)).statusCode);
    expect(stranger.filter((s) => s === 401).length).toBeLessThanOrEqual(30);
    expect((await signIn('editor@example.com', 'Passw0rd!', office)).statusCode).toBe(429);
    // The colleague's browser is counted on its own key: in at once.
    expect((await signIn('editor@example.com', 'Passw0rd!', office, device)).statusCode).toBe(200);
    // A device cookie is no master key: guessing with it is locked after 5 too.
    const withDevice = [];
    for (let i = 0; i < 8; i++) withDevice.push((await signIn('editor@example.com', 'guess', office, device)).statusCode);
    expect(withDevice).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // Another account's device cookie does not count as known for this email.
    expect((await signIn('viewer@example.com', 'guess', office, device)).statusCode).toBe(429);
  });

  it('a blocked account: 401 for a wrong password, 403 only after the right one, and its browser is not trusted', async () => {
    await app.db.query(`UPDATE users SET blocked_till = $1 WHERE email = 'viewer@example.com'`, [new Date(clock.getTime() + 3600_000).toISOString()]);
    try {
      expect((await signIn('viewer@example.com', 'wrong-pass', '198.51.100.90')).statusCode).toBe(401);
      const blocked = await signIn('viewer@example.com', 'Passw0rd!', '198.51.100.90');
      expect(blocked.statusCode).toBe(403);
      expect(deviceCookieOf(blocked)).toBe('');
      const { rows } = await app.db.query(`SELECT 1 FROM login_known_devices WHERE email = 'viewer@example.com'`);
      expect(rows).toEqual([]);
    } finally {
      await app.db.query(`UPDATE users SET blocked_till = NULL WHERE email = 'viewer@example.com'`);
    }
  });
});
