// Sign-in fit for a betting operator: the second factor (TOTP, recovery codes), the sign-in's second step and its
// throttle, a super admin's reset, the per-role policy that forces enrolment, step-up before sensitive changes, and
// remembered browsers.
import { Secret, TOTP } from 'otpauth';
import { ensureRole, insertUser } from '../src/core/accounts';
import { hashPassword } from '../src/core/passwords';
import { DEMO_PASSWORD } from '../src/core/seed';
import { createTestApp, login, waitForMail, type TestApp } from './helpers';

let clock = new Date('2026-03-01T10:00:00Z');
const now = () => clock;
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let app: TestApp;
let userNo = 0;
beforeAll(async () => {
  app = await createTestApp({ now, trustedDeviceDays: 30 });
});
afterAll(() => app.close());

type Res = Awaited<ReturnType<TestApp['inject']>>;
const post = (url: string, payload: object | undefined, token?: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers: { ...headers, ...(token ? { 'x-access-token': token } : {}) } });
const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
const codeAt = (secret: string, at = clock) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
const cookiesOf = (res: Res) => ([res.headers['set-cookie'] ?? []].flat() as string[]).map((c) => c.split(';')[0]);

/** A staff account of its own (each test counts on its own throttle keys), with an empty role unless given. */
async function newUser(roleName = 'Second factor tests'): Promise<{ id: number; email: string }> {
  const email = `two-step-${++userNo}@example.com`;
  const roleId = await ensureRole(app.db, { roleName, permissions: [] });
  const id = await insertUser(app.db, { email, firstName: 'Two', lastName: `Step ${userNo}`, passwordHash: await hashPassword(DEMO_PASSWORD), rolesIds: [roleId] }, clock);
  return { id, email };
}

/** Sets up the authenticator on the profile: its secret, and the recovery codes shown once. */
async function enrol(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await post('/api/v1/profile/second-factor/totp', undefined, token);
  expect(started.statusCode).toBe(200);
  const { secret } = started.json().data as { secret: string };
  const confirmed = await post('/api/v1/profile/second-factor/totp/confirm', { code: codeAt(secret) }, token);
  expect(confirmed.statusCode).toBe(200);
  // The next code is for the next 30-s step: the one just used cannot be used again.
  advance(30);
  return { secret, recoveryCodes: confirmed.json().data.recoveryCodes };
}

const passwordStep = (email: string, headers: Record<string, string> = {}) => post('/api/v1/auth/login', { email, password: DEMO_PASSWORD }, undefined, headers);
const secondStep = (challengeToken: string, code: string, extra: object = {}) => post('/api/v1/auth/login/second-factor', { challengeToken, code, ...extra });
async function challengeFor(email: string): Promise<string> {
  const res = await passwordStep(email);
  expect(res.statusCode).toBe(200);
  return res.json().data.secondFactor.challengeToken;
}

describe('TOTP enrolment on the profile', () => {
  it('shows a QR code and the secret, is confirmed by a first code, and hands out ten recovery codes once', async () => {
    const user = await newUser();
    const token = await login(app, user.email);
    expect((await get('/api/v1/profile/second-factor', token)).json().data).toEqual({ enrolled: false, pending: false, recoveryCodesLeft: 0, required: false, passkeys: 0 });
    const started = await post('/api/v1/profile/second-factor/totp', undefined, token);
    const { secret, otpauthUrl, qrSvg } = started.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(`otpauth://totp/Back%20Office:${encodeURIComponent(user.email)}?issuer=Back%20Office&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await get('/api/v1/profile/second-factor', token)).json().data).toMatchObject({ enrolled: false, pending: true });
    // A wrong first code leaves the enrolment pending.
    const wrong = await post('/api/v1/profile/second-factor/totp/confirm', { code: codeAt(secret, new Date(clock.getTime() - 600_000)) }, token);
    expect([wrong.statusCode, wrong.json().errorMessages]).toEqual([400, { code: ['The code is not correct'] }]);
    const confirmed = await post('/api/v1/profile/second-factor/totp/confirm', { code: codeAt(secret) }, token);
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Stored hashed (argon2id), never as typed.
    const { rows } = await app.db.query<{ code_hash: string }>('SELECT code_hash FROM user_recovery_codes WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row.code_hash).toMatch(/^\$argon2id\$/);
    expect((await get('/api/v1/profile/second-factor', token)).json().data).toEqual({ enrolled: true, pending: false, recoveryCodesLeft: 10, required: false, passkeys: 0 });
    expect((await get('/api/v1/profile', token)).json().data.secondFactor).toEqual({ enrolled: true, required: false });
    // A second set-up is refused until the first is removed.
    expect((await post('/api/v1/profile/second-factor/totp', undefined, token)).statusCode).toBe(409);
  });

  it('is removed with a fresh code only; then sign-in asks for the password alone', async () => {
    const user = await newUser();
    const token = await login(app, user.email);
    const { secret } = await enrol(token);
    expect((await post('/api/v1/profile/second-factor/totp/remove', { code: '000000' === codeAt(secret) ? '111111' : '000000' }, token)).statusCode).toBe(400);
    expect((await post('/api/v1/profile/second-factor/totp/remove', { code: codeAt(secret) }, token)).statusCode).toBe(200);
    const res = await passwordStep(user.email);
    expect(res.json().data.accessToken).toEqual(expect.any(String));
  });
});

describe('sign-in with a second factor', () => {
  it('answers a challenge (not a session) after the password, and a session after the code', async () => {
    const user = await newUser();
    const { secret } = await enrol(await login(app, user.email));
    const first = await passwordStep(user.email);
    expect(first.statusCode).toBe(200);
    const { secondFactor } = first.json().data;
    expect(first.json().data.accessToken).toBeUndefined();
    expect(secondFactor).toEqual({ challengeToken: expect.any(String), expiresAt: new Date(clock.getTime() + 300_000).toISOString(), trustDeviceDays: 30, totp: true, passkey: false });
    expect(cookiesOf(first)).toEqual([]);
    // The challenge opens nothing but the second step.
    expect((await get('/api/v1/profile', secondFactor.challengeToken)).statusCode).toBe(401);
    const done = await secondStep(secondFactor.challengeToken, codeAt(secret));
    expect(done.statusCode).toBe(200);
    const { accessToken } = done.json().data;
    expect((await get('/api/v1/profile', accessToken)).json().data.user.email).toBe(user.email);
    // Single use: the same challenge (and the same code) cannot open a second session.
    expect((await secondStep(secondFactor.challengeToken, codeAt(secret))).statusCode).toBe(401);
  });

  it('refuses a code used once already, and a challenge older than five minutes', async () => {
    const user = await newUser();
    const { secret } = await enrol(await login(app, user.email));
    const code = codeAt(secret);
    expect((await secondStep(await challengeFor(user.email), code)).statusCode).toBe(200);
    const replay = await secondStep(await challengeFor(user.email), code);
    expect(replay.statusCode).toBe(400);
    const late = await challengeFor(user.email);
    advance(301);
    expect((await secondStep(late, codeAt(secret))).statusCode).toBe(401);
  });

  it('counts wrong codes before checking them: the sixth attempt in 15 minutes is refused, even with the right code', async () => {
    const user = await newUser();
    const { secret } = await enrol(await login(app, user.email));
    const challenge = await challengeFor(user.email);
    const wrong = codeAt(secret, new Date(clock.getTime() + 3_600_000));
    for (let i = 0; i < 5; i++) expect((await secondStep(challenge, wrong)).statusCode).toBe(400);
    const refused = await secondStep(challenge, codeAt(secret));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many wrong codes/);
    // Parallel guesses cannot slip past the count either.
    const other = await newUser();
    const secret2 = (await enrol(await login(app, other.email))).secret;
    const challenge2 = await challengeFor(other.email);
    const parallel = await Promise.all(Array.from({ length: 12 }, () => secondStep(challenge2, codeAt(secret2, new Date(clock.getTime() + 7_200_000)))));
    expect(parallel.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect(parallel.filter((r) => r.statusCode === 429)).toHaveLength(7);
    advance(15 * 60 + 1);
    expect((await secondStep(await challengeFor(user.email), codeAt(secret))).statusCode).toBe(200);
  });

  it('takes a recovery code once', async () => {
    const user = await newUser();
    const { recoveryCodes } = await enrol(await login(app, user.email));
    const [code] = recoveryCodes;
    // Typed as printed, in capitals or without the dash: the same code.
    const done = await secondStep(await challengeFor(user.email), code.toUpperCase().replace('-', ' '));
    expect(done.statusCode).toBe(200);
    const token = done.json().data.accessToken;
    expect((await get('/api/v1/profile/second-factor', token)).json().data.recoveryCodesLeft).toBe(9);
    expect((await secondStep(await challengeFor(user.email), code)).statusCode).toBe(400);
    expect((await secondStep(await challengeFor(user.email), recoveryCodes[1])).statusCode).toBe(200);
  });

  it('remembers a browser that asked for it (TRUSTED_DEVICE_DAYS), for its own account only', async () => {
    const user = await newUser();
    const { secret } = await enrol(await login(app, user.email));
    const done = await secondStep(await challengeFor(user.email), codeAt(secret), { rememberDevice: true });
    const trusted = cookiesOf(done).find((c) => c.startsWith('bo_tb_'));
    expect(trusted).toBeDefined();
    expect(([done.headers['set-cookie']].flat() as string[]).find((c) => c.startsWith('bo_tb_'))).toMatch(/HttpOnly; SameSite=Strict/);
    const again = await passwordStep(user.email, { cookie: trusted! });
    expect(again.json().data.accessToken).toEqual(expect.any(String));
    const other = await newUser();
    await enrol(await login(app, other.email));
    expect((await passwordStep(other.email, { cookie: trusted! })).json().data.secondFactor).toBeDefined();
    advance(30 * 86_400 + 1);
    expect((await passwordStep(user.email, { cookie: trusted! })).json().data.secondFactor).toBeDefined();
  });
});

describe("a super admin's reset", () => {
  it("removes the user's factors, ends their sessions, is recorded in the history and mailed to the user", async () => {
    const user = await newUser();
    const userToken = await login(app, user.email);
    await enrol(userToken);
    const admin = await login(app, 'admin@example.com');
    const mails = app.sentMail.length;
    const res = await post(`/api/v1/users/${user.id}/second-factor/reset`, undefined, admin);
    expect(res.statusCode).toBe(200);
    expect((await get('/api/v1/profile', userToken)).statusCode).toBe(401);
    expect((await passwordStep(user.email)).json().data.accessToken).toEqual(expect.any(String));
    const { rows } = await app.db.query<{ action: string; user_email: string; detail: unknown }>("SELECT action, user_email, detail FROM history_entries WHERE module = 'users' AND record_id = $1", [String(user.id)]);
    expect(rows).toEqual([{ action: 'second-factor-reset', user_email: 'admin@example.com', detail: { hadSecondFactor: true } }]);
    const mail = await waitForMail(app, mails + 1);
    expect(mail).toMatchObject({ to: user.email, subject: 'Back Office: your two-step sign-in was reset' });
    expect(mail.text).toContain('admin@example.com reset the two-step sign-in');
  });

  it('is a super admin’s alone', async () => {
    const user = await newUser();
    const { rows } = await app.db.query<{ id: number }>("SELECT id FROM roles WHERE role_name = 'Users manager'");
    const roleId = rows[0]?.id ?? (await ensureRole(app.db, { roleName: 'Users manager', permissions: ['users.index', 'users.read', 'users.update'] }));
    const manager = await insertUser(app.db, { email: `manager${++userNo}@example.com`, firstName: 'M', lastName: 'M', passwordHash: await hashPassword(DEMO_PASSWORD), rolesIds: [roleId] }, clock);
    expect(manager).toBeGreaterThan(0);
    const res = await post(`/api/v1/users/${user.id}/second-factor/reset`, undefined, await login(app, `manager${userNo}@example.com`));
    expect([res.statusCode, res.json().message]).toEqual([403, "Only a super admin can reset a user's second factor."]);
  });
});

describe('the per-role policy', () => {
  it('leads a user whose role requires a factor through enrolment before anything else', async () => {
    const user = await newUser('Must use two-step');
    const admin = await login(app, 'admin@example.com');
    const policy = (await get('/api/v1/roles/second-factor-policy', admin)).json().data as { id: number; roleName: string; required: boolean }[];
    const role = policy.find((r) => r.roleName === 'Must use two-step')!;
    expect(role.required).toBe(false);
    // The demo roles keep password-only sign-in.
    expect(policy.filter((r) => r.required)).toEqual([]);
    const set = await app.inject({ method: 'PUT', url: `/api/v1/roles/${role.id}/second-factor-policy`, payload: { required: true }, headers: { 'x-access-token': admin } });
    expect(set.json().data).toEqual({ id: role.id, roleName: 'Must use two-step', required: true });

    // The password alone opens a session that can only set the factor up.
    const token = await login(app, user.email);
    expect((await get('/api/v1/profile', token)).json().data.secondFactor).toEqual({ enrolled: false, required: true });
    const refused = await get('/api/v1/latestConfig', token);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'second_factor_enrolment_required']);
    expect((await post('/api/v1/profile/password', { oldPassword: DEMO_PASSWORD, password: 'N3wPassw0rd', confirmPassword: 'N3wPassw0rd' }, token)).statusCode).toBe(403);
    const { secret } = await enrol(token);
    expect((await get('/api/v1/latestConfig', token)).statusCode).toBe(200);
    // A required factor cannot be removed.
    const remove = await post('/api/v1/profile/second-factor/totp/remove', { code: codeAt(secret) }, token);
    expect([remove.statusCode, remove.json().message]).toEqual([409, 'Your role requires a second factor: it cannot be removed.']);
    // Only a super admin changes the policy.
    const other = await login(app, 'viewer@example.com');
    expect((await app.inject({ method: 'PUT', url: `/api/v1/roles/${role.id}/second-factor-policy`, payload: { required: false }, headers: { 'x-access-token': other } })).statusCode).toBe(403);
  });
});

describe('step-up', () => {
  it('asks a user with a factor for a code again before a sensitive change once the last proof is older than STEP_UP_MINUTES', async () => {
    // A super admin of their own, so the demo admin's sessions stay password-only for the other tests.
    const superRole = await ensureRole(app.db, { roleName: 'Super admin' , permissions: [] });
    const email = `chief${++userNo}@example.com`;
    await insertUser(app.db, { email, firstName: 'Chief', lastName: 'Admin', passwordHash: await hashPassword(DEMO_PASSWORD), rolesIds: [superRole] }, clock);
    const { secret } = await enrol(await login(app, email));
    const done = await secondStep(await challengeFor(email), codeAt(secret));
    const token = done.json().data.accessToken as string;
    const createRole = () => post('/api/v1/roles', { roleName: `Step-up ${++userNo}` }, token);
    // Proved at sign-in: a change within 15 minutes goes through.
    advance(14 * 60);
    expect((await createRole()).statusCode).toBe(201);
    advance(2 * 60);
    const asked = await createRole();
    expect([asked.statusCode, asked.json().code]).toEqual([403, 'step_up_required']);
    // Reads and ordinary changes are not asked.
    expect((await get('/api/v1/roles', token)).statusCode).toBe(200);
    expect((await post('/api/v1/auth/step-up', { code: codeAt(secret, new Date(clock.getTime() + 3_600_000)) }, token)).statusCode).toBe(400);
    advance(30);
    expect((await post('/api/v1/auth/step-up', { code: codeAt(secret) }, token)).statusCode).toBe(200);
    expect((await createRole()).statusCode).toBe(201);
    // A user without a factor is not asked (the demo admin).
    advance(60 * 60);
    const admin = await login(app, 'admin@example.com');
    advance(60 * 60);
    expect((await post('/api/v1/roles', { roleName: `Password only ${++userNo}` }, admin)).statusCode).toBe(201);
    expect((await post('/api/v1/auth/step-up', { code: '123456' }, admin)).statusCode).toBe(409);
  });
});
