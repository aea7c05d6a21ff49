// Authenticator secrets at rest: sealed with TOTP_SECRET_KEY (AES-256-GCM), never in clear in the database; a server
// that cannot read a stored secret (no key outside demo/dev/test, or another key) refuses to start; secrets stored
// before encryption are sealed at the next start and keep working. Each start reopens the same database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { ensureRole, insertUser } from '../src/core/accounts';
import { hashPassword } from '../src/core/passwords';
import { DEMO_PASSWORD } from '../src/core/seed';
import { readSettings } from '../src/core/settings';
import { openSecret, parseTotpKey, sealSecret } from '../src/modules/auth/secret-box';
import { createTestApp, login, type TestApp } from './helpers';

jest.setTimeout(120_000);

const keyOne = randomBytes(32);
const keyTwo = randomBytes(32);
const dir = mkdtempSync(path.join(tmpdir(), 'totp-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A production-like start (no demo data, NODE_ENV=production) of the same database, with or without a key. */
async function start(totpSecretKey?: Buffer): Promise<TestApp> {
  const was = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await createTestApp({ dataDir: dir, demoData: false, totpSecretKey });
  } finally {
    process.env.NODE_ENV = was;
  }
}

const codeOf = (secret: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

async function newUser(app: TestApp, email: string): Promise<number> {
  const roleId = await ensureRole(app.db, { roleName: 'Key tests', permissions: [] });
  return insertUser(app.db, { email, firstName: 'Key', lastName: 'Test', passwordHash: await hashPassword(DEMO_PASSWORD), rolesIds: [roleId] }, new Date());
}

/** The password step then a code: true when the code signs the user in. */
async function signsInWith(app: TestApp, email: string, code: string): Promise<boolean> {
  const first = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: DEMO_PASSWORD } });
  const challengeToken = first.json().data.secondFactor.challengeToken as string;
  const second = await app.inject({ method: 'POST', url: '/api/v1/auth/login/second-factor', payload: { challengeToken, code } });
  return second.statusCode === 200 && typeof second.json().data.accessToken === 'string';
}

describe('the sealed box', () => {
  it('opens only with its key and for its user', () => {
    const sealed = sealSecret(keyOne, 7, 'JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealSecret(keyOne, 7, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(openSecret(keyOne, 7, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openSecret(keyTwo, 7, sealed)).toThrow();
    expect(() => openSecret(keyOne, 8, sealed)).toThrow();
  });

  it('takes the key as 64 hexadecimal characters or base64 of 32 bytes, and names the setting without its value when wrong', () => {
    expect(parseTotpKey(keyOne.toString('hex'))?.equals(keyOne)).toBe(true);
    expect(parseTotpKey(keyOne.toString('base64'))?.equals(keyOne)).toBe(true);
    expect(parseTotpKey(randomBytes(16).toString('base64'))).toBeNull();
    const ok = readSettings({ TOTP_SECRET_KEY: keyOne.toString('base64') });
    expect(ok.ok && ok.settings.app.totpSecretKey?.equals(keyOne)).toBe(true);
    expect(readSettings({ TOTP_SECRET_KEY: 'short-and-guessable' })).toEqual({
      ok: false,
      problems: ['TOTP_SECRET_KEY: expected 32 random bytes as base64 (openssl rand -base64 32) or 64 hexadecimal characters'],
    });
  });
});

describe('TOTP_SECRET_KEY on a production server', () => {
  it('refuses enrolment without a key, seals secrets with one, refuses to start without it or with another, and seals secrets stored before', async () => {
    // No key and nothing stored: the server starts; setting up an app is refused, saying why.
    let app = await start();
    await newUser(app, 'sealed@example.com');
    await newUser(app, 'legacy@example.com');
    const refused = await app.inject({ method: 'POST', url: '/api/v1/profile/second-factor/totp', headers: { 'x-access-token': await login(app, 'sealed@example.com') } });
    expect([refused.statusCode, refused.json().message]).toEqual([503, 'Two-step sign-in is not configured on this server: TOTP_SECRET_KEY is not set.']);
    await app.close();

    app = await start(keyOne);
    const token = await login(app, 'sealed@example.com');
    const { secret } = (await app.inject({ method: 'POST', url: '/api/v1/profile/second-factor/totp', headers: { 'x-access-token': token } })).json().data as { secret: string };
    const enrolledAt = Date.now();
    expect((await app.inject({ method: 'POST', url: '/api/v1/profile/second-factor/totp/confirm', payload: { code: codeOf(secret, enrolledAt) }, headers: { 'x-access-token': token } })).statusCode).toBe(200);
    const stored = await app.db.query<{ secret: string }>("SELECT t.secret FROM user_totp t JOIN users u ON u.id = t.user_id WHERE u.email = 'sealed@example.com'");
    expect(stored.rows[0].secret).toMatch(/^v1\./);
    expect(stored.rows[0].secret).not.toContain(secret);
    // A secret stored in clear, as before encryption.
    const legacySecret = new Secret({ size: 20 }).base32;
    await app.db.query("INSERT INTO user_totp (user_id, secret, confirmed_at, last_step, created_at) SELECT id, $1, now(), 0, now() FROM users WHERE email = 'legacy@example.com'", [legacySecret]);
    await app.close();

    await expect(start()).rejects.toThrow('TOTP_SECRET_KEY is not set, but 2 authenticator secret(s) are stored: set the key they were sealed with (README "Settings").');
    await expect(start(keyTwo)).rejects.toThrow('TOTP_SECRET_KEY does not open the stored authenticator secrets: set the key they were sealed with.');

    app = await start(keyOne);
    try {
      const legacy = await app.db.query<{ secret: string }>("SELECT t.secret FROM user_totp t JOIN users u ON u.id = t.user_id WHERE u.email = 'legacy@example.com'");
      expect(legacy.rows[0].secret).toMatch(/^v1\./);
      expect(await signsInWith(app, 'legacy@example.com', codeOf(legacySecret))).toBe(true);
      // The enrolment's code is spent; the app's code 30 s on (within the accepted window) signs in.
      expect(await signsInWith(app, 'sealed@example.com', codeOf(secret, enrolledAt + 30_000))).toBe(true);
    } finally {
      await app.close();
    }
  });
});
