// The Security module against a local fake of Cloudflare's two endpoints (a node http server on a free port):
// the token goes as a Bearer header, the level is read and changed, Cloudflare's refusals become 502s naming the
// reason, and without a token and zone id nothing is called and the screen is told "not configured".
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { cloudflareClient } from './cloudflare-client';

const ZONE = '0123456789abcdef0123456789abcdef';
const TOKEN = 'test-token-not-real';

interface Seen { method: string; url: string; authorization?: string; body?: unknown }

/** A fake of GET / PATCH /zones/{zone}/settings/security_level keeping one level; `refuse` makes it answer an error. */
function fakeCloudflare() {
  const state = { value: 'medium', refuse: false, seen: [] as Seen[] };
  const read = (request: IncomingMessage) => new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });
  const server: Server = createServer(async (request, response) => {
    const text = await read(request);
    const body = text ? JSON.parse(text) : undefined;
    state.seen.push({ method: request.method!, url: request.url!, authorization: request.headers.authorization, body });
    const send = (status: number, payload: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (request.url !== `/client/v4/zones/${ZONE}/settings/security_level`) return send(404, { success: false, errors: [{ code: 7003, message: 'Could not route to /zones' }] });
    if (request.headers.authorization !== `Bearer ${TOKEN}`) return send(403, { success: false, errors: [{ code: 9109, message: 'Invalid access token' }] });
    if (state.refuse) return send(400, { success: false, errors: [{ code: 1007, message: 'Invalid value for zone setting security_level' }] });
    if (request.method === 'PATCH') state.value = body.value;
    send(200, { success: true, errors: [], messages: [], result: { id: 'security_level', value: state.value, editable: true, modified_on: '2026-11-23T12:00:00.000Z' } });
  });
  return {
    state,
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const fake = fakeCloudflare();
let apiUrl: string;
beforeAll(async () => {
  apiUrl = await fake.start();
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.state.value = 'medium';
  fake.state.refuse = false;
  fake.state.seen = [];
});

describe('the Cloudflare client', () => {
  it('reads and changes the security level with the Bearer token', async () => {
    const client = cloudflareClient({ apiToken: TOKEN, zoneId: ZONE, apiUrl });
    expect(await client.getSecurityLevel()).toEqual({ value: 'medium', editable: true, modifiedOn: '2026-11-23T12:00:00.000Z' });
    expect((await client.setSecurityLevel('under_attack')).value).toBe('under_attack');
    expect(fake.state.seen.map(({ method, authorization, body }) => ({ method, authorization, body }))).toEqual([
      { method: 'GET', authorization: `Bearer ${TOKEN}`, body: undefined },
      { method: 'PATCH', authorization: `Bearer ${TOKEN}`, body: { value: 'under_attack' } },
    ]);
  });

  it("turns Cloudflare's refusals and silence into 502s naming the reason, never the token", async () => {
    const wrong = cloudflareClient({ apiToken: 'other', zoneId: ZONE, apiUrl });
    await expect(wrong.getSecurityLevel()).rejects.toMatchObject({ statusCode: 502, message: 'Cloudflare refused the request (HTTP 403: Invalid access token).' });
    const down = cloudflareClient({ apiToken: TOKEN, zoneId: ZONE, apiUrl: 'http://127.0.0.1:9' });
    await expect(down.getSecurityLevel()).rejects.toMatchObject({ statusCode: 502 });
    await expect(down.getSecurityLevel()).rejects.not.toMatchObject({ message: expect.stringContaining(TOKEN) });
  });
});

describe('v1/security/cloudflare', () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp({ cloudflare: { apiToken: TOKEN, zoneId: ZONE, apiUrl } });
    admin = await login(app, 'admin@example.com');
  });
  afterAll(() => app.close());
  const call = (method: 'GET' | 'PATCH', token?: string, payload?: object) =>
    app.inject({ method, url: '/api/v1/security/cloudflare', headers: token ? { 'x-access-token': token } : {}, ...(payload ? { payload } : {}) });

  it('shows and changes the level, with the history entry', async () => {
    expect((await call('GET', admin)).json().data).toEqual({ configured: true, value: 'medium', editable: true, modifiedOn: '2026-11-23T12:00:00.000Z' });
    const changed = await call('PATCH', admin, { value: 'under_attack' });
    expect(changed.json()).toMatchObject({ message: "Security level changed to I'm under attack", data: { configured: true, value: 'under_attack' } });
    expect(fake.state.value).toBe('under_attack');
    const history = await app.inject({ method: 'GET', url: `/api/v1/history?module=security`, headers: { 'x-access-token': admin } });
    expect(history.json().data.items[0]).toMatchObject({ module: 'security', recordId: ZONE, userEmail: 'admin@example.com' });
  });

  it('refuses an unknown level with 400 and calls nothing; a Cloudflare refusal is a 502 with its reason', async () => {
    const bad = await call('PATCH', admin, { value: 'paranoid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessages).toEqual({ value: ['please select security level'] });
    expect(fake.state.seen).toEqual([]);
    fake.state.refuse = true;
    const refused = await call('PATCH', admin, { value: 'low' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe('Cloudflare refused the request (HTTP 400: Invalid value for zone setting security_level).');
  });

  it('needs the security permission', async () => {
    expect((await call('GET')).statusCode).toBe(401);
    const viewer = await login(app, 'viewer@example.com');
    expect((await call('GET', viewer)).statusCode).toBe(403);
    expect((await call('PATCH', viewer, { value: 'high' })).statusCode).toBe(403);
    expect(fake.state.seen).toEqual([]);
  });
});

describe('without CLOUDFLARE_API_TOKEN and CLOUDFLARE_ZONE_ID', () => {
  it('says the connection is not configured and changes nothing', async () => {
    const app = await createTestApp();
    try {
      const admin = await login(app, 'admin@example.com');
      const headers = { 'x-access-token': admin };
      expect((await app.inject({ method: 'GET', url: '/api/v1/security/cloudflare', headers })).json().data).toEqual({ configured: false });
      const patch = await app.inject({ method: 'PATCH', url: '/api/v1/security/cloudflare', headers, payload: { value: 'under_attack' } });
      expect(patch.statusCode).toBe(409);
      expect(patch.json()).toEqual({ configured: false, message: 'The Cloudflare connection is not configured (CLOUDFLARE_API_TOKEN and CLOUDFLARE_ZONE_ID). Nothing was changed.' });
      expect(fake.state.seen).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
