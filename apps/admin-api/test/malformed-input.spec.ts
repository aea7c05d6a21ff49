// Hostile and sloppy input on every core write route and list query: 400 with errorMessages, nothing stored.
import type { TestApp } from './helpers';
import { createTestApp, login } from './helpers';

let app: TestApp;
let admin: string;
let userId: number;
let roleId: number;

beforeAll(async () => {
  app = await createTestApp();
  admin = await login(app, 'admin@example.com');
  const users = await app.inject({ method: 'GET', url: '/api/v1/users?search=editor@', headers: { 'x-access-token': admin } });
  userId = users.json().data.items[0].id;
  roleId = users.json().data.items[0].rolesIds[0];
});
afterAll(() => app.close());

const huge = 'x'.repeat(100_000);
const validUser = { firstName: 'Ewa', lastName: 'Lis', email: 'ewa@example.com', rolesIds: [1], password: 'Passw0rd!' };
const validRole = { roleName: 'Editors', permissions: ['landing.read'] };

/** Each write route with a valid body; every case below is a broken variant of it. */
const WRITES: Array<{ method: 'POST' | 'PUT' | 'PATCH'; url: () => string; valid: Record<string, unknown>; optional?: string[] }> = [
  { method: 'POST', url: () => '/api/v1/auth/login', valid: { email: 'admin@example.com', password: 'Passw0rd!' } },
  { method: 'POST', url: () => '/api/v1/password/forgot', valid: { email: 'admin@example.com' } },
  { method: 'POST', url: () => '/api/v1/password/reset', valid: { token: 'abc', password: 'Passw0rd!' } },
  { method: 'POST', url: () => '/api/v1/profile/password', valid: { oldPassword: 'Passw0rd!', password: 'Passw0rd!2', confirmPassword: 'Passw0rd!2' } },
  { method: 'POST', url: () => '/api/v1/roles', valid: validRole, optional: ['permissions'] },
  { method: 'PUT', url: () => `/api/v1/roles/${roleId}`, valid: { ...validRole, version: 1 }, optional: ['permissions'] },
  { method: 'PATCH', url: () => `/api/v1/roles/${roleId}`, valid: { roleName: 'Editors', version: 1 }, optional: ['roleName'] },
  { method: 'POST', url: () => '/api/v1/users', valid: validUser },
  { method: 'PUT', url: () => `/api/v1/users/${userId}`, valid: { ...validUser, password: undefined, version: 1 } },
  { method: 'POST', url: () => `/api/v1/users/${userId}/block`, valid: { blockedTill: '2099-01-01T00:00:00.000Z' } },
];

function brokenVariants(valid: Record<string, unknown>, optional: string[] = []): Array<[string, unknown]> {
  const keys = Object.keys(valid).filter((k) => valid[k] !== undefined);
  const required = keys.filter((k) => !optional.includes(k));
  return [
    ['empty object', {}],
    ['array body', [valid]],
    ['string body', 'hello'],
    ['unknown field', { ...valid, isAdmin: true }],
    ...required.map((k): [string, unknown] => [`missing ${k}`, { ...valid, [k]: undefined }]),
    ...keys.map((k): [string, unknown] => [`wrong type ${k}`, { ...valid, [k]: typeof valid[k] === 'number' ? 'one' : 12345 }]),
    ...keys.map((k): [string, unknown] => [`huge ${k}`, { ...valid, [k]: typeof valid[k] === 'string' ? huge : [huge] }]),
  ];
}

async function snapshot(): Promise<string> {
  const parts = await Promise.all(
    ['users', 'roles', 'user_roles', 'password_resets'].map((t) => app.db.query(`SELECT * FROM ${t} ORDER BY 1, 2`)),
  );
  return JSON.stringify(parts.map((p) => p.rows));
}

describe('malformed bodies', () => {
  it.each(WRITES.map((w, i) => [`${w.method} #${i}`, w] as const))('%s: 400 with errorMessages and nothing changed', async (_name, write) => {
    const before = await snapshot();
    for (const [label, body] of brokenVariants(write.valid, write.optional)) {
      const res = await app.inject({
        method: write.method,
        url: write.url(),
        headers: { 'x-access-token': admin, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      const summary = { label, status: res.statusCode };
      expect(summary).toEqual({ label, status: 400 });
      const json = res.json();
      expect(json.message).toEqual(expect.any(String));
      expect(Object.keys(json.errorMessages ?? {}).length).toBeGreaterThan(0);
    }
    expect(await snapshot()).toBe(before);
  });

  it('maps broken JSON, wrong content types and oversized bodies to the envelope', async () => {
    const broken = await app.inject({ method: 'POST', url: '/api/v1/roles', headers: { 'x-access-token': admin, 'content-type': 'application/json' }, payload: '{"roleName":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'The request body is not valid JSON.' });
    const text = await app.inject({ method: 'POST', url: '/api/v1/roles', headers: { 'x-access-token': admin, 'content-type': 'text/plain' }, payload: 'roleName=x' });
    // Fastify parses text/plain itself: the body is a string, which the schema refuses.
    expect([400, 415]).toContain(text.statusCode);
    expect(text.json().message).toEqual(expect.any(String));
    const big = await app.inject({ method: 'POST', url: '/api/v1/roles', headers: { 'x-access-token': admin, 'content-type': 'application/json' }, payload: JSON.stringify({ roleName: 'x'.repeat(2_000_000) }) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'The request is too large.' });
  });
});

describe('malformed list queries', () => {
  it.each([
    ['pageSize=abc', 'pageSize'],
    ['pageSize=1000', 'pageSize'],
    ['page=-1', 'page'],
    ['page=0', 'page'],
    ['status=bogus', 'status'],
    ['order=sideways', 'order'],
    ['sort=password_hash', 'sort'],
    [`search=${'y'.repeat(500)}`, 'search'],
    ['pageSize=1&pageSize=2', 'pageSize'],
    ['limit=5', 'limit'],
    ['drop=table', 'drop'],
  ])('GET /users?%s → 400 on %s', async (query, field) => {
    for (const base of ['/api/v1/users', '/api/v1/roles']) {
      const res = await app.inject({ method: 'GET', url: `${base}?${query}`, headers: { 'x-access-token': admin } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessages[field]).toBeDefined();
    }
  });

  it('refuses malformed ids with 400, unknown ids with 404', async () => {
    const bad = await app.inject({ method: 'GET', url: '/api/v1/users/abc', headers: { 'x-access-token': admin } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessages.id).toBeDefined();
    expect((await app.inject({ method: 'GET', url: '/api/v1/roles/99999', headers: { 'x-access-token': admin } })).statusCode).toBe(404);
  });
});
