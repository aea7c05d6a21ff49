// Canaries: a super admin serves a build that fits to a share of staff, stable per user; the live table answers each
// user with their build; promote serves it to everyone, roll back to no one; the API rolls a canary back by itself when
// its field data crosses a limit, and says why in the history. The shell and remote hosts are real HTTP servers.
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { bucketOf } from './canary';
import { serveTestShell, testManifest, type TestHosts } from './testing';

let app: TestApp;
let hosts: TestHosts;
let admin: string;
let editor: string;
let configured: Record<string, string>;
let content: string;
const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });
const release = (version: string) => `${content}/releases/${version}/mf-manifest.json`;
const liveFor = async (token: string) => (await call('GET', '/remotes/live', token)).json().data.remotes.content as string | undefined;
const overview = async () => (await call('GET', '/remotes', admin)).json().data as { canaries: Array<{ version: string; percent: number }>; switches: Array<{ kind: string; version: string; note: string | null; by: string }> };
const userId = async (email: string) => Number((await app.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).rows[0].id);

beforeAll(async () => {
  const shell = await serveTestShell(['content', 'landing']);
  ({ hosts, configured } = shell);
  content = new URL(configured.content).origin;
  for (const version of ['1.1.0', '1.2.0']) hosts.files.set(release(version), testManifest('content', version));
  hosts.files.set(release('2.0.0'), testManifest('content', '2.0.0', '^3.2.0'));
  app = await createTestApp({ shellUrl: shell.shellUrl, canary: { checkMs: 100, minSessions: 20 } });
  admin = await login(app, 'admin@example.com');
  editor = await login(app, 'editor@example.com');
});
afterAll(async () => {
  await app.close();
  await hosts.close();
});

describe('canaries', () => {
  it('serves the canary to the users in its share only, stable per user; promote serves it to everyone', async () => {
    const [a, e] = [bucketOf(await userId('admin@example.com'), 'content'), bucketOf(await userId('editor@example.com'), 'content')];
    expect(a).not.toBe(e);
    // A share just above the lower of the two buckets: that user is in, the other out.
    const percent = Math.min(a, e) + 1;
    const res = await call('PUT', '/remotes/content/canary', admin, { manifestUrl: release('1.1.0'), version: '1.1.0', percent });
    expect(res.statusCode).toBe(200);
    const [inside, outside] = a < e ? [admin, editor] : [editor, admin];
    for (let i = 0; i < 3; i++) {
      expect(await liveFor(inside)).toBe(release('1.1.0'));
      expect(await liveFor(outside)).toBeUndefined();
    }
    expect((await overview()).canaries).toMatchObject([{ version: '1.1.0', percent }]);
    expect((await overview()).switches[0]).toMatchObject({ kind: 'canary', version: '1.1.0', note: `${percent} %`, by: 'admin@example.com' });

    expect((await call('POST', '/remotes/content/canary/promote', admin)).statusCode).toBe(200);
    expect([await liveFor(inside), await liveFor(outside)]).toEqual([release('1.1.0'), release('1.1.0')]);
    expect((await overview()).canaries).toEqual([]);
    expect((await overview()).switches[0]).toMatchObject({ kind: 'canary-promoted', version: '1.1.0' });
  });

  it('rolls a canary back on request: everyone keeps the live build', async () => {
    expect((await call('PUT', '/remotes/content/canary', admin, { manifestUrl: release('1.2.0'), version: '1.2.0', percent: 99 })).statusCode).toBe(200);
    expect((await call('DELETE', '/remotes/content/canary', admin)).statusCode).toBe(200);
    expect([await liveFor(admin), await liveFor(editor)]).toEqual([release('1.1.0'), release('1.1.0')]);
    expect((await overview()).switches[0]).toMatchObject({ kind: 'canary-rolled-back', version: '1.2.0' });
    expect((await call('DELETE', '/remotes/content/canary', admin)).statusCode).toBe(409);
  });

  it('refuses what cannot be a canary: a second one, the live build, a build that does not fit, a bad share, another caller', async () => {
    expect((await call('PUT', '/remotes/content/canary', admin, { manifestUrl: release('1.2.0'), version: '1.2.0', percent: 10 })).statusCode).toBe(200);
    const second = await call('PUT', '/remotes/content/canary', admin, { manifestUrl: release('1.2.0'), version: '1.2.0', percent: 20 });
    expect([second.statusCode, second.json().message]).toEqual([409, 'content already has a canary (1.2.0 to 10 %): promote it or roll it back first.']);
    expect((await call('DELETE', '/remotes/content/canary', admin)).statusCode).toBe(200);

    expect((await call('PUT', '/remotes/content/canary', admin, { manifestUrl: release('1.1.0'), version: '1.1.0', percent: 10 })).json().errorMessages).toEqual({ manifestUrl: ['is the live build already'] });
    const unfit = await call('PUT', '/remotes/content/canary', admin, { manifestUrl: release('2.0.0'), version: '2.0.0', percent: 10 });
    expect([unfit.statusCode, unfit.json().reasons.length > 0]).toEqual([409, true]);
    for (const percent of [0, 100, 12.5]) {
      expect((await call('PUT', '/remotes/content/canary', admin, { manifestUrl: release('1.2.0'), version: '1.2.0', percent })).statusCode).toBe(400);
    }
    expect((await call('PUT', '/remotes/constructor/canary', admin, { manifestUrl: release('1.2.0'), version: '1.2.0', percent: 10 })).statusCode).toBe(404);
    expect((await call('PUT', '/remotes/content/canary', editor, { manifestUrl: release('1.2.0'), version: '1.2.0', percent: 10 })).statusCode).toBe(403);
    expect((await call('POST', '/remotes/content/canary/promote', editor)).statusCode).toBe(403);
    expect((await call('DELETE', '/remotes/content/canary', editor)).statusCode).toBe(403);
    expect((await overview()).canaries).toEqual([]);
  });

  it('is ended by a full switch of the remote', async () => {
    expect((await call('PUT', '/remotes/content/canary', admin, { manifestUrl: release('1.2.0'), version: '1.2.0', percent: 99 })).statusCode).toBe(200);
    expect((await call('PUT', '/remotes/content', admin, { manifestUrl: configured.content, version: '1.0.0', fromUrl: release('1.1.0') })).statusCode).toBe(200);
    expect((await overview()).canaries).toEqual([]);
    expect([await liveFor(admin), await liveFor(editor)]).toEqual([configured.content, configured.content]);
  });

  it('is rolled back by the API when its sessions crash past the limit, with the figures in the history', async () => {
    expect((await call('PUT', '/remotes/content/canary', admin, { manifestUrl: release('1.2.0'), version: '1.2.0', percent: 50 })).statusCode).toBe(200);
    // 19 sessions: below the minimum, no verdict even with errors.
    const samples = (from: number, to: number, kind: string) =>
      app.db.query(
        `INSERT INTO remote_field_samples (remote, build_version, session_hash, kind, value, reported_at)
         SELECT 'content', '1.2.0', 's' || n, $3, 0, now() FROM generate_series($1::int, $2::int) n`,
        [from, to, kind],
      );
    await samples(1, 19, 'view');
    await samples(1, 2, 'error');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await overview()).canaries).toHaveLength(1);

    await samples(20, 20, 'view');
    for (let i = 0; i < 50 && (await overview()).canaries.length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await overview()).canaries).toEqual([]);
    expect((await overview()).switches[0]).toMatchObject({
      kind: 'canary-auto-rolled-back', version: '1.2.0', by: 'system',
      note: 'Rolled back automatically: 2 of 20 sessions (10 %) met a crashed screen; the limit is 5 %.',
    });
    expect(await liveFor(admin)).toBe(configured.content);
  });
});
