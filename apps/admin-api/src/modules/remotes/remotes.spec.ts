// The deployed remotes: the live table every shell reads (ETag, 304), switching as super admin only (history, 409
// when switched meanwhile), checked against the live shell the API reads from SHELL_URL (config.json's remotes and
// origins, shell-contracts.json: 409 with the reasons, forced only with a written reason), and the load errors
// browsers report (configured remotes only, rate-limited, bounded). The shell and the remotes' hosts are real HTTP
// servers on 127.0.0.1 (testing.ts).
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { serveTestShell, testManifest, type TestHosts } from './testing';

let app: TestApp;
let hosts: TestHosts;
let admin: string;
let editor: string;
let configured: Record<string, string>;
let content: string;
const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { 'x-access-token': token, ...headers }, ...(payload ? { payload } : {}) });

const release = (version: string) => `${content}/releases/${version}/mf-manifest.json`;
const history = async () => (await call('GET', '/remotes', admin)).json().data.switches as Array<{ remote: string; version: string; by: string; toUrl: string; forcedReason: string | null }>;
const liveUrl = async (name: string) => (await call('GET', '/remotes/live', admin)).json().data.remotes[name] as string | undefined;

beforeAll(async () => {
  const shell = await serveTestShell(['content', 'landing']);
  ({ hosts, configured } = shell);
  content = new URL(configured.content).origin;
  hosts.files.set(release('1.1.0'), testManifest('content', '1.1.0'));
  hosts.files.set(release('1.0.0'), testManifest('content', '1.0.0'));
  // Needs a newer @backoffice/ui than the shell's 3.1.0 and an export it lacks.
  hosts.files.set(release('2.0.0'), testManifest('content', '2.0.0', '^3.2.0', ['ListPage', 'CarouselField']));
  app = await createTestApp({ shellUrl: shell.shellUrl });
  admin = await login(app, 'admin@example.com');
  editor = await login(app, 'editor@example.com');
});
afterAll(async () => {
  await app.close();
  await hosts.close();
});

describe('remotes', () => {
  it('switches a remote as super admin, records both switches, and every shell sees the change (304 until then)', async () => {
    const empty = await call('GET', '/remotes/live', editor);
    expect(empty.json().data.remotes).toEqual({});
    const etag = String(empty.headers.etag);
    expect((await call('GET', '/remotes/live', editor, undefined, { 'if-none-match': etag })).statusCode).toBe(304);

    const first = await call('PUT', '/remotes/content', admin, { manifestUrl: release('1.1.0'), version: '1.1.0', fromUrl: configured.content });
    expect(first.json()).toMatchObject({ message: 'content now serves 1.1.0' });
    const changed = await call('GET', '/remotes/live', editor, undefined, { 'if-none-match': etag });
    expect([changed.statusCode, changed.json().data.remotes]).toEqual([200, { content: release('1.1.0') }]);

    const back = await call('PUT', '/remotes/content', admin, { manifestUrl: release('1.0.0'), version: '1.0.0', fromUrl: release('1.1.0') });
    expect(back.statusCode).toBe(200);
    const list = (await call('GET', '/remotes', admin)).json().data;
    expect(list.live).toEqual([expect.objectContaining({ name: 'content', manifestUrl: release('1.0.0'), version: '1.0.0' })]);
    // Staff read who switched by name (the Modules screen's history); the email stays beside it.
    expect(list.switches.map((s: { version: string; by: string; byName: string | null; forcedReason: string | null }) => [s.version, s.by, s.byName, s.forcedReason])).toEqual([
      ['1.0.0', 'admin@example.com', 'Anna Kowalska', null],
      ['1.1.0', 'admin@example.com', 'Anna Kowalska', null],
    ]);
  });

  it('answers 409 to a switch from a build that is no longer live', async () => {
    const stale = await call('PUT', '/remotes/content', admin, { manifestUrl: release('1.1.0'), version: '1.1.0', fromUrl: release('1.1.0') });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('content was switched by someone else meanwhile. Reload the screen and check again.');
  });

  it("refuses a build on another host (400): evil.example, another remote's origin, not a manifest URL", async () => {
    // A remote never switched (no live row, fromUrl null) is held to its config.json origin too.
    const landing = new URL(configured.landing).origin;
    for (const manifestUrl of ['https://evil.example/mf-manifest.json', `${content}/releases/1.1.0/mf-manifest.json`]) {
      const res = await call('PUT', '/remotes/landing', admin, { manifestUrl, version: '1.1.0', fromUrl: null });
      expect([res.statusCode, res.json().errorMessages]).toEqual([400, { manifestUrl: [`must be on the remote's own origin (${landing})`] }]);
    }
    expect(await liveUrl('landing')).toBeUndefined();
    const fromUrl = release('1.0.0');
    const evil = await call('PUT', '/remotes/content', admin, { manifestUrl: 'https://evil.example/mf-manifest.json', version: '9', fromUrl });
    expect([evil.statusCode, evil.json().errorMessages]).toEqual([400, { manifestUrl: [`must be on the remote's own origin (${content})`] }]);
    const neighbour = await call('PUT', '/remotes/content', admin, { manifestUrl: configured.landing, version: '1.0.0', fromUrl });
    expect([neighbour.statusCode, neighbour.json().errorMessages]).toEqual([400, { manifestUrl: [`must be on the remote's own origin (${content})`] }]);
    expect((await call('PUT', '/remotes/content', admin, { manifestUrl: 'javascript:alert(1)', version: '9', fromUrl })).statusCode).toBe(400);
    expect(await liveUrl('content')).toBe(fromUrl);
  });

  it("refuses a remote the shell's config.json does not name, `constructor` included (404)", async () => {
    for (const name of ['constructor', 'matrix-1']) {
      const res = await call('PUT', `/remotes/${name}`, admin, { manifestUrl: `${content}/mf-manifest.json`, version: '1.0.0', fromUrl: null });
      expect([res.statusCode, res.json().message]).toEqual([404, `The shell's config.json has no remote named ${name}.`]);
    }
    expect(Object.keys((await call('GET', '/remotes/live', admin)).json().data.remotes)).toEqual(['content']);
  });

  it("switches back to config.json's build whatever the table holds (a bad URL written before the origin check)", async () => {
    await app.db.query("UPDATE remotes SET manifest_url = 'https://evil.example/x' WHERE name = 'content'");
    await app.db.query("INSERT INTO remotes (name, manifest_url, build_version) VALUES ('constructor', $1, '1')", [configured.content]);
    // No shell is sent there meanwhile: the row is not served, so shells load config.json's build.
    const served = (await call('GET', '/remotes/live', editor)).json().data.remotes;
    expect([Object.hasOwn(served, 'content'), Object.hasOwn(served, 'constructor')]).toEqual([false, false]);
    await app.db.query("DELETE FROM remotes WHERE name = 'constructor'");
    const back = await call('PUT', '/remotes/content', admin, { manifestUrl: configured.content, version: '1.0.0', fromUrl: 'https://evil.example/x' });
    expect([back.statusCode, back.json().message]).toEqual([200, 'content now serves 1.0.0']);
    expect(await liveUrl('content')).toBe(configured.content);
    // Even from a screen loaded before someone else's switch: going back to the configured build is never stale.
    const again = await call('PUT', '/remotes/content', admin, { manifestUrl: configured.content, version: '1.0.0', fromUrl: release('1.1.0') });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a build that does not fit the live shell (409 with the reasons, worded as the shell words them)', async () => {
    const res = await call('PUT', '/remotes/content', admin, { manifestUrl: release('2.0.0'), version: '2.0.0', fromUrl: configured.content });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'content 2.0.0 does not fit the live shell.',
      reasons: [
        'content 2.0.0 needs @backoffice/ui ≥ 3.2, this shell has 3.1.0 — release the shell first',
        "content 2.0.0 uses CarouselField from @backoffice/ui, which this shell's @backoffice/ui 3.1.0 does not export — release the shell first",
      ],
    });
    // A manifest that is not there is not switched to either.
    const missing = await call('PUT', '/remotes/content', admin, { manifestUrl: release('7.0.0'), version: '7.0.0', fromUrl: configured.content });
    expect([missing.statusCode, missing.json().message]).toEqual([502, `The manifest at ${release('7.0.0')} could not be read (HTTP 404).`]);
    expect(await liveUrl('content')).toBe(configured.content);
  });

  it('forces an unfitting build only with a written reason, which the history keeps', async () => {
    const body = { manifestUrl: release('2.0.0'), version: '2.0.0', fromUrl: configured.content, force: true };
    for (const reason of [undefined, '   ', 'x'.repeat(501)]) {
      const refused = await call('PUT', '/remotes/content', admin, { ...body, ...(reason === undefined ? {} : { reason }) });
      expect([refused.statusCode, Object.keys(refused.json().errorMessages ?? {})]).toEqual([400, ['reason']]);
    }
    expect(await liveUrl('content')).toBe(configured.content);

    const forced = await call('PUT', '/remotes/content', admin, { ...body, reason: ' Hotfix for the coupon screen; the shell ships tonight ' });
    expect([forced.statusCode, forced.json().message]).toEqual([200, 'content now serves 2.0.0']);
    expect(await liveUrl('content')).toBe(release('2.0.0'));
    expect((await history())[0]).toMatchObject({ remote: 'content', version: '2.0.0', by: 'admin@example.com', forcedReason: 'Hotfix for the coupon screen; the shell ships tonight' });
  });

  it('refuses the Modules screen and switching to anyone but a super admin (403), on the server', async () => {
    expect((await call('GET', '/remotes', editor)).statusCode).toBe(403);
    expect((await call('PUT', '/remotes/content', editor, { manifestUrl: configured.content, version: '1.0.0', fromUrl: null })).statusCode).toBe(403);
    expect((await call('PUT', '/remotes/landing', editor, { manifestUrl: configured.landing, version: '1.0.0', fromUrl: null, force: true, reason: 'mine' })).statusCode).toBe(403);
    expect(await liveUrl('landing')).toBeUndefined();
  });
});

describe('what a build needs of the API', () => {
  it('names the modules this API serves, and refuses (409) a build whose screens call a module it does not serve', async () => {
    const served = (await call('GET', '/remotes/live', editor)).json().data.api.modules as string[];
    expect(served).toEqual(expect.arrayContaining(['banners', 'landing-pages', 'promotions']));
    expect(served).not.toContain('promo-partners');
    const needsMore = testManifest('content', '4.0.0');
    hosts.files.set(release('4.0.0'), { buildRecord: { ...needsMore.buildRecord, api: ['banners', 'promo-partners'] } });
    const fromUrl = (await liveUrl('content')) ?? configured.content;
    const refused = await call('PUT', '/remotes/content', admin, { manifestUrl: release('4.0.0'), version: '4.0.0', fromUrl });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reasons).toEqual(['content 4.0.0 needs the promo-partners API, which this API does not serve — release the API first']);
  });
});

describe('the modules of the live builds', () => {
  const banners = { name: 'banners', menu: { label: 'Banners', group: 'main', order: 60 }, access: { group: 'banners' }, forms: { edit: 'edit/:id' }, expose: 'Banners' };
  const partners = { name: 'promo-partners', menu: { label: 'Promo Partners', group: 'main', order: 65 }, access: { group: 'promoPartners' }, expose: 'PromoPartners' };

  it("names the modules each remote's live build describes, the configured build's for a remote never switched, and a new module after a switch", async () => {
    const landing = { name: 'landing-pages', menu: { label: 'Landing Pages', group: 'main', order: 180 }, access: { group: 'landing' }, expose: 'LandingPages' };
    hosts.files.set(configured.landing, { ...testManifest('landing', '1.0.0'), modules: [landing] });
    hosts.files.set(release('3.0.0'), { ...testManifest('content', '3.0.0'), modules: [banners] });
    hosts.files.set(release('3.1.0'), { ...testManifest('content', '3.1.0'), modules: [banners, partners] });
    const fromUrl = await liveUrl('content') ?? configured.content;
    expect((await call('PUT', '/remotes/content', admin, { manifestUrl: release('3.0.0'), version: '3.0.0', fromUrl })).statusCode).toBe(200);
    const before = (await call('GET', '/remotes/live', editor)).json().data.modules;
    expect(before).toEqual({ content: { manifestUrl: release('3.0.0'), modules: [banners] }, landing: { manifestUrl: configured.landing, modules: [landing] } });

    expect((await call('PUT', '/remotes/content', admin, { manifestUrl: release('3.1.0'), version: '3.1.0', fromUrl: release('3.0.0') })).statusCode).toBe(200);
    const after = (await call('GET', '/remotes/live', editor)).json().data.modules;
    expect(after.content.modules.map((m: { name: string }) => m.name)).toEqual(['banners', 'promo-partners']);
  });
});

describe('load errors', () => {
  const report = { remote: 'landing', errorId: 'E-ABC123', version: '2.0.0', manifestUrl: 'http://127.0.0.1/mf-manifest.json', reasons: ['landing 2.0.0 needs @backoffice/ui ≥ 3.2, this shell has 3.1.0 — release the shell first'] };
  const keptOf = async (remote: string) => Number((await app.db.query<{ n: string }>('SELECT count(*) AS n FROM remote_load_errors WHERE remote = $1', [remote])).rows[0].n);

  it('keeps the load errors browsers report, newest first, and refuses malformed reports', async () => {
    expect((await call('POST', '/remotes/load-errors', editor, report)).statusCode).toBe(200);
    const errors = (await call('GET', '/remotes', admin)).json().data.loadErrors;
    expect(errors[0]).toMatchObject({ remote: 'landing', errorId: 'E-ABC123', version: '2.0.0', reasons: report.reasons });
    const bad = await call('POST', '/remotes/load-errors', editor, { ...report, errorId: 'x', reasons: [] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errorMessages).sort()).toEqual(['errorId', 'reasons']);
  });

  it("refuses a report for a remote the shell's config.json does not name (400)", async () => {
    for (const remote of ['constructor', 'made-up']) {
      const res = await call('POST', '/remotes/load-errors', editor, { ...report, remote });
      expect([res.statusCode, res.json().errorMessages]).toEqual([400, { remote: ["must be a remote of the shell's config.json"] }]);
      expect(await keptOf(remote)).toBe(0);
    }
  });

  it('deletes reports older than the retention (30 days) at the next report', async () => {
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await app.db.query("INSERT INTO remote_load_errors (remote, error_id, build_version, manifest_url, reasons, reported_at) VALUES ('gone', 'E-OLD000', '0.1.0', 'x', '[]', $1)", [old]);
    expect(await keptOf('gone')).toBe(1);
    expect((await call('POST', '/remotes/load-errors', editor, { ...report, remote: 'content' })).statusCode).toBe(200);
    expect(await keptOf('gone')).toBe(0);
  });

  it('throttles a session past 30 reports (429), and keeps 50 reports of a remote at most whatever browsers send', async () => {
    const flooder = await login(app, 'viewer@example.com');
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let i = 0; i < 400; i++) {
      const res = await call('POST', '/remotes/load-errors', flooder, { ...report, errorId: `E-${String(i).padStart(6, '0')}` });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) retryAfter ??= res.headers['retry-after'];
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Two more sessions' full budgets: past the cap, the oldest go.
    for (const email of ['admin@example.com', 'editor@example.com']) {
      const token = await login(app, email);
      for (let i = 0; i < 30; i++) expect((await call('POST', '/remotes/load-errors', token, { ...report, errorId: `E-B${String(i).padStart(5, '0')}` })).statusCode).toBe(200);
    }
    expect(await keptOf('landing')).toBe(50);
    const shown = (await call('GET', '/remotes', admin)).json().data.loadErrors;
    expect(shown.filter((e: { remote: string }) => e.remote === 'landing')).toHaveLength(10);
  });
});
