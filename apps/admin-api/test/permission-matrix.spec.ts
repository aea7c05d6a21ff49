// Every declared route, generically: no token → 401 with a body; missing permission → 403; granted → passes the
// guard. Routes of this core (auth, users, roles) must also never answer 5xx to these junk requests.
import type { RouteAccess } from '../src/core/session';
import { createTestApp, login, type TestApp } from './helpers';

let app: TestApp;
let admin: string;
let nobody: string;

const CORE_PREFIXES = ['/api/v1/auth', '/api/v1/profile', '/api/v1/logout', '/api/v1/password', '/api/v1/users', '/api/v1/roles'];

beforeAll(async () => {
  app = await createTestApp();
  admin = await login(app, 'admin@example.com');
  // A signed-in user whose only role grants nothing.
  const role = await app.inject({ method: 'POST', url: '/api/v1/roles', headers: { 'x-access-token': admin }, payload: { roleName: 'Nothing', permissions: [] } });
  await app.inject({
    method: 'POST',
    url: '/api/v1/users',
    headers: { 'x-access-token': admin },
    payload: { firstName: 'No', lastName: 'Body', email: 'nobody@example.com', rolesIds: [role.json().data.id], password: 'Passw0rd!' },
  });
  nobody = await login(app, 'nobody@example.com');
});
afterAll(() => app.close());

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*/g, 'x');
const isPermissionRoute = (access: RouteAccess) => typeof access !== 'string';
const DESTRUCTIVE = new Set(['POST /api/v1/logout', 'POST /api/v1/profile/password']);
/** Server-sent event streams stay open, so a granted inject never ends: chatroom.spec reads them over HTTP. */
const STREAMS = new Set(['GET /api/v1/chat/rooms/:roomId/stream', 'GET /api/v1/live']);

function routes() {
  return app.routeAccess.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && r.access !== 'public');
}

describe('permission matrix', () => {
  it('covers the core routes', () => {
    const urls = routes().map((r) => `${r.method} ${r.url}`);
    for (const expected of ['GET /api/v1/profile', 'GET /api/v1/users', 'POST /api/v1/users', 'PUT /api/v1/roles/:id', 'DELETE /api/v1/users/:id', 'POST /api/v1/users/:id/block']) {
      expect(urls).toContain(expected);
    }
  });

  it('answers 401 with a JSON message without a token, or with a bogus one', async () => {
    for (const route of routes()) {
      for (const headers of [{}, { 'x-access-token': 'not-a-session' }]) {
        const res = await app.inject({ method: route.method as 'GET', url: concrete(route.url), headers, payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
        expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({ route: `${route.method} ${route.url}`, status: 401 });
        expect(typeof res.json().message).toBe('string');
      }
    }
  });

  it('answers 403 when the permission is missing and lets a granted user through', async () => {
    for (const route of routes()) {
      const name = `${route.method} ${route.url}`;
      const request = (token: string) =>
        app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: { 'x-access-token': token }, payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
      if (isPermissionRoute(route.access)) expect({ name, status: (await request(nobody)).statusCode }).toEqual({ name, status: 403 });
      if (STREAMS.has(name)) continue;
      const token = DESTRUCTIVE.has(name) ? await login(app, 'editor@example.com') : admin;
      const granted = await request(token);
      expect({ name, guarded: [401, 403].includes(granted.statusCode) }).toEqual({ name, guarded: false });
      if (CORE_PREFIXES.some((p) => route.url.startsWith(p))) expect({ name, status: granted.statusCode < 500 }).toEqual({ name, status: true });
    }
  });

  it('refuses to register a route that declares no access, or an unknown permission', async () => {
    const bare = await createTestApp({ demoData: false });
    expect(() => bare.get('/api/v1/oops', async () => ({}))).toThrow(/declares no config.access/);
    expect(() => bare.get('/api/v1/typo', { config: { access: { permission: 'landing.updaet' } } }, async () => ({}))).toThrow(/unknown permission/);
    await bare.close();
  });
});
