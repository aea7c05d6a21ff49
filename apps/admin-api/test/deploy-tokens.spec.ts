// Releasing a remote from a team's CI: a super admin creates a deploy token for landing; with it, the CI uploads a
// build to the release store (a real S3 server, s3rver), seals it (immutable from then on), switches landing to it
// and starts a canary; browsers load the sealed files from the API. The same token is refused for content (403) and
// for every route that is not a release route; revoked, it is refused (401). Every use is in the remotes history
// under the token's name.
import net from 'node:net';
import { createTestApp, login, type TestApp } from './helpers';
import { startLocalS3, type LocalS3 } from './s3-server';
import { serveTestShell, testManifest, type TestHosts } from '../src/modules/remotes/testing';

let app: TestApp;
let s3: LocalS3;
let hosts: TestHosts;
let admin: string;
let configured: Record<string, string>;
let publicUrl: string;
const S3_ENV = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'RELEASES_S3_BUCKET'] as const;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { 'x-access-token': admin }, ...(payload ? { payload } : {}) });
const withToken = (token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object | Buffer) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, ...(Buffer.isBuffer(payload) ? { 'content-type': 'application/octet-stream' } : {}) },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  s3 = await startLocalS3('backoffice', 'backoffice-releases');
  Object.assign(process.env, { S3_BUCKET: 'backoffice', S3_ENDPOINT: s3.endpoint, S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', RELEASES_S3_BUCKET: 'backoffice-releases' });
  const shell = await serveTestShell(['landing', 'content']);
  ({ hosts, configured } = shell);
  // The API reads a published manifest back over HTTP at the switch, as it reads any build: it listens for real.
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  app = await createTestApp({ shellUrl: shell.shellUrl, publicUrl });
  await app.listen({ port, host: '127.0.0.1' });
  admin = await login(app, 'admin@example.com');
}, 60_000);
afterAll(async () => {
  await app.close();
  await hosts.close();
  await s3.stop();
  for (const key of S3_ENV) delete process.env[key];
});

describe('deploy tokens', () => {
  it('publish a build to the bucket, switch and canary only the remotes they name, and stop at revoke', async () => {
    const created = await asAdmin('POST', '/deploy-tokens', { name: 'landing CI', remotes: ['landing'] });
    expect(created.statusCode).toBe(201);
    const { token, id } = created.json().data as { token: string; id: number };
    expect(token).toMatch(/^bodt_/);
    // Listed without the token.
    const listed = (await asAdmin('GET', '/deploy-tokens')).json().data;
    expect(listed).toEqual([expect.objectContaining({ id, name: 'landing CI', remotes: ['landing'], lastUsedAt: null, revokedAt: null })]);
    expect(JSON.stringify(listed)).not.toContain(token);
    expect((await asAdmin('POST', '/deploy-tokens', { name: 'x', remotes: ['nope'] })).json().errorMessages).toEqual({ remotes: ["not a remote of the shell's config.json: nope"] });

    // Upload, seal: the files land in the releases bucket.
    const manifest = Buffer.from(JSON.stringify({ ...testManifest('landing', '1.4.0'), metaData: { name: 'landing' } }));
    const chunk = Buffer.from('console.log("landing 1.4.0");');
    const first = await withToken(token, 'PUT', '/releases/landing/1.4.0/files/mf-manifest.json', manifest);
    expect([first.statusCode, first.body]).toEqual([200, '{"data":null}']);
    expect((await withToken(token, 'PUT', '/releases/landing/1.4.0/files/static/js/main.abc123.js', chunk)).statusCode).toBe(200);
    // A build whose files did not all arrive is not published.
    expect((await withToken(token, 'POST', '/releases/landing/1.4.0/seal', { files: ['mf-manifest.json', 'static/js/main.abc123.js', 'static/js/lost.js'] })).json().errorMessages).toEqual({ files: ['not uploaded: static/js/lost.js'] });
    // Not served before it is sealed.
    expect((await app.inject({ method: 'GET', url: '/api/v1/releases/landing/1.4.0/mf-manifest.json' })).statusCode).toBe(404);
    const sealed = await withToken(token, 'POST', '/releases/landing/1.4.0/seal', { files: ['mf-manifest.json', 'static/js/main.abc123.js'] });
    expect(sealed.statusCode).toBe(200);
    const manifestUrl = `${publicUrl}/api/v1/releases/landing/1.4.0/mf-manifest.json`;
    expect(sealed.json().data).toEqual({ manifestUrl });
    const inBucket = await fetch(`${s3.endpoint}/backoffice-releases/landing/1.4.0/static/js/main.abc123.js`);
    expect(await inBucket.text()).toBe('console.log("landing 1.4.0");');

    // Immutable: no file may change, no second seal.
    expect((await withToken(token, 'PUT', '/releases/landing/1.4.0/files/static/js/main.abc123.js', Buffer.from('evil()'))).statusCode).toBe(409);
    expect((await withToken(token, 'POST', '/releases/landing/1.4.0/seal', { files: ['mf-manifest.json'] })).statusCode).toBe(409);
    // Browsers load it, cached for good.
    const served = await fetch(`${publicUrl}/api/v1/releases/landing/1.4.0/static/js/main.abc123.js`);
    expect([served.status, served.headers.get('content-type'), served.headers.get('cache-control'), await served.text()]).toEqual([200, 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable', 'console.log("landing 1.4.0");']);

    // Switch landing to it, then a canary of the same build after going back.
    const { live } = (await withToken(token, 'GET', '/releases/landing')).json().data as { live: string | null };
    const switched = await withToken(token, 'PUT', '/remotes/landing', { manifestUrl, version: '1.4.0', fromUrl: live });
    expect([switched.statusCode, switched.json().message]).toEqual([200, 'landing now serves 1.4.0']);
    expect((await withToken(token, 'PUT', '/remotes/landing', { manifestUrl: configured.landing, version: '1.0.0', fromUrl: manifestUrl })).statusCode).toBe(200);
    const canary = await withToken(token, 'PUT', '/remotes/landing/canary', { manifestUrl, version: '1.4.0', percent: 10 });
    expect([canary.statusCode, canary.json().data.by]).toEqual([200, 'deploy token landing CI']);
    const history = (await asAdmin('GET', '/remotes')).json().data.switches as Array<{ remote: string; kind: string; by: string; version: string }>;
    expect(history.filter((row) => row.remote === 'landing').map((row) => [row.kind, row.version, row.by])).toEqual([
      ['canary', '1.4.0', 'deploy token landing CI'],
      ['switch', '1.0.0', 'deploy token landing CI'],
      ['switch', '1.4.0', 'deploy token landing CI'],
    ]);

    // Not content, not any other route.
    const manifest2 = Buffer.from(JSON.stringify(testManifest('content', '9.9.9')));
    expect((await withToken(token, 'PUT', '/releases/content/9.9.9/files/mf-manifest.json', manifest2)).statusCode).toBe(403);
    expect((await withToken(token, 'PUT', '/remotes/content', { manifestUrl: configured.content, version: '1.0.0', fromUrl: null })).statusCode).toBe(403);
    for (const [method, url] of [['GET', '/profile'], ['GET', '/remotes'], ['GET', '/remotes/live'], ['GET', '/deploy-tokens'], ['POST', '/deploy-tokens'], ['GET', '/users'], ['GET', '/banners'], ['DELETE', `/deploy-tokens/${id}`]] as const) {
      expect([method, url, (await withToken(token, method, url, method === 'POST' ? { name: 'mine', remotes: ['content'] } : undefined)).statusCode]).toEqual([method, url, 403]);
    }
    expect((await asAdmin('GET', '/deploy-tokens')).json().data[0].lastUsedAt).not.toBeNull();

    // Revoked: 401 everywhere, and listed as revoked.
    expect((await asAdmin('DELETE', `/deploy-tokens/${id}`)).statusCode).toBe(200);
    expect((await withToken(token, 'GET', '/releases/landing')).statusCode).toBe(401);
    expect((await withToken(token, 'DELETE', '/remotes/landing/canary')).statusCode).toBe(401);
    expect((await asAdmin('GET', '/deploy-tokens')).json().data[0].revokedAt).not.toBeNull();
    // A made-up token is refused the same way.
    expect((await withToken('bodt_made-up', 'GET', '/releases/landing')).statusCode).toBe(401);
  });

  it('only a super admin creates, lists and revokes tokens', async () => {
    const editor = await login(app, 'editor@example.com');
    const asEditor = (method: 'GET' | 'POST', url: string, payload?: object) => app.inject({ method, url: `/api/v1${url}`, headers: { 'x-access-token': editor }, ...(payload ? { payload } : {}) });
    expect((await asEditor('GET', '/deploy-tokens')).statusCode).toBe(403);
    expect((await asEditor('POST', '/deploy-tokens', { name: 'sneaky', remotes: ['landing'] })).statusCode).toBe(403);
    expect((await asEditor('GET', '/releases/landing')).statusCode).toBe(403);
  });
});
