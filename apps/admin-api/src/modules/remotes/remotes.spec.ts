// The deployed remotes: the live table every shell reads (ETag, 304), switching as super admin only (history, 409
// when switched meanwhile, same origin only), and the load errors browsers report.
import { createTestApp, login, type TestApp } from '../../../test/helpers';

let app: TestApp;
let admin: string;
let editor: string;
const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { 'x-access-token': token, ...headers }, ...(payload ? { payload } : {}) });

const v1 = 'http://localhost:4201/1.0.0/mf-manifest.json';
const v2 = 'http://localhost:4201/1.1.0/mf-manifest.json';

beforeAll(async () => {
  app = await createTestApp();
  admin = await login(app, 'admin@example.com');
  editor = await login(app, 'editor@example.com');
});
afterAll(() => app.close());

describe('remotes', () => {
  it('switches a remote as super admin, records both switches, and every shell sees the change (304 until then)', async () => {
    const empty = await call('GET', '/remotes/live', editor);
    expect(empty.json().data.remotes).toEqual({});
    const etag = String(empty.headers.etag);
    expect((await call('GET', '/remotes/live', editor, undefined, { 'if-none-match': etag })).statusCode).toBe(304);

    const first = await call('PUT', '/remotes/content', admin, { manifestUrl: v2, version: '1.1.0', fromUrl: 'http://localhost:4201/mf-manifest.json' });
    expect(first.json()).toMatchObject({ message: 'content now serves 1.1.0' });
    const changed = await call('GET', '/remotes/live', editor, undefined, { 'if-none-match': etag });
    expect([changed.statusCode, changed.json().data.remotes]).toEqual([200, { content: v2 }]);

    const back = await call('PUT', '/remotes/content', admin, { manifestUrl: v1, version: '1.0.0', fromUrl: v2 });
    expect(back.statusCode).toBe(200);
    const list = (await call('GET', '/remotes', admin)).json().data;
    expect(list.live).toEqual([expect.objectContaining({ name: 'content', manifestUrl: v1, version: '1.0.0' })]);
    expect(list.switches.map((s: { version: string; by: string }) => [s.version, s.by])).toEqual([['1.0.0', 'admin@example.com'], ['1.1.0', 'admin@example.com']]);
  });

  it('answers 409 to a switch from a build that is no longer live, and 400 to another origin or a bad URL', async () => {
    const stale = await call('PUT', '/remotes/content', admin, { manifestUrl: v2, version: '1.1.0', fromUrl: v2 });
    expect(stale.statusCode).toBe(409);
    const elsewhere = await call('PUT', '/remotes/content', admin, { manifestUrl: 'https://evil.example/mf-manifest.json', version: '9', fromUrl: v1 });
    expect([elsewhere.statusCode, elsewhere.json().errorMessages]).toEqual([400, { manifestUrl: ["must be on the remote's own origin (http://localhost:4201)"] }]);
    const bad = await call('PUT', '/remotes/content', admin, { manifestUrl: 'javascript:alert(1)', version: '9', fromUrl: v1 });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses the Modules screen and switching to anyone but a super admin (403), on the server', async () => {
    expect((await call('GET', '/remotes', editor)).statusCode).toBe(403);
    expect((await call('PUT', '/remotes/content', editor, { manifestUrl: v2, version: '1.1.0', fromUrl: v1 })).statusCode).toBe(403);
    expect((await call('GET', '/remotes/live', editor)).json().data.remotes).toEqual({ content: v1 });
  });

  it('keeps the load errors browsers report, newest first, and refuses malformed reports', async () => {
    const report = { remote: 'landing', errorId: 'E-ABC123', version: '2.0.0', manifestUrl: 'http://localhost:4202/mf-manifest.json', reasons: ['landing 2.0.0 needs @backoffice/ui ≥ 1.1, this shell has 1.0.0 — release the shell first'] };
    expect((await call('POST', '/remotes/load-errors', editor, report)).statusCode).toBe(200);
    const errors = (await call('GET', '/remotes', admin)).json().data.loadErrors;
    expect(errors[0]).toMatchObject({ remote: 'landing', errorId: 'E-ABC123', version: '2.0.0', reasons: report.reasons });
    const bad = await call('POST', '/remotes/load-errors', editor, { ...report, errorId: 'x', reasons: [] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errorMessages).sort()).toEqual(['errorId', 'reasons']);
  });
});
