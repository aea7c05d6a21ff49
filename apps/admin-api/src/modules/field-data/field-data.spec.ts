// Field data of remote builds: any signed-in shell reports batches for a configured remote (throttled per session),
// the super admin reads per build the sessions, the share of sessions with a crashed screen and the 75th percentiles;
// the table stays bounded whatever browsers send.
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { serveTestShell, type TestHosts } from '../remotes/testing';
import { KEPT_SAMPLES } from './routes';

let app: TestApp;
let hosts: TestHosts;
let admin: string;
const report = (token: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/remotes/field-data', headers: { 'x-access-token': token }, payload });
const summary = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/remotes/field-data', headers: { 'x-access-token': admin } });
  expect(res.statusCode).toBe(200);
  return res.json().data.builds as Array<Record<string, unknown>>;
};

beforeAll(async () => {
  const shell = await serveTestShell(['content', 'landing']);
  hosts = shell.hosts;
  app = await createTestApp({ shellUrl: shell.shellUrl });
  admin = await login(app, 'admin@example.com');
});
afterAll(async () => {
  await app.close();
  await hosts.close();
});

describe('field data of remote builds', () => {
  it('sums each build: sessions, the share with a crashed screen, p75 of INP, LCP and CLS', async () => {
    const viewer = await login(app, 'viewer@example.com');
    const editor = await login(app, 'editor@example.com');
    const inp = [40, 80, 120, 160].map((value) => ({ kind: 'INP', value }));
    expect((await report(viewer, { remote: 'content', version: '1.1.0', samples: [{ kind: 'view' }, { kind: 'error' }, ...inp, { kind: 'LCP', value: 900 }, { kind: 'CLS', value: 0.02 }] })).statusCode).toBe(200);
    expect((await report(editor, { remote: 'content', version: '1.1.0', samples: [{ kind: 'view' }, { kind: 'view' }] })).statusCode).toBe(200);
    expect((await report(editor, { remote: 'content', version: '1.0.0', samples: [{ kind: 'view' }, { kind: 'INP', value: 24 }] })).statusCode).toBe(200);

    const builds = await summary();
    const canary = builds.find((b) => b.remote === 'content' && b.version === '1.1.0');
    expect(canary).toMatchObject({ sessions: 2, errorSessions: 1, errorRate: 0.5, views: 3, errors: 1, p75Inp: 130, p75Lcp: 900, p75Cls: 0.02 });
    expect(builds.find((b) => b.version === '1.0.0')).toMatchObject({ sessions: 1, errorSessions: 0, errorRate: 0, p75Inp: 24, p75Lcp: null });
  });

  it('refuses malformed batches (400 naming the field) and remotes config.json does not name', async () => {
    const viewer = await login(app, 'viewer@example.com');
    const cases: Array<[object, string]> = [
      [{ remote: 'content', version: '1.0.0', samples: [] }, 'samples'],
      [{ remote: 'content', version: '1.0.0', samples: [{ kind: 'FID', value: 1 }] }, 'samples.0.kind'],
      [{ remote: 'content', version: '1.0.0', samples: [{ kind: 'INP', value: -1 }] }, 'samples.0.value'],
      [{ remote: 'content', version: '', samples: [{ kind: 'view' }] }, 'version'],
      [{ remote: 'content', version: '1', samples: Array.from({ length: 51 }, () => ({ kind: 'view' })) }, 'samples'],
      [{ remote: 'constructor', version: '1', samples: [{ kind: 'view' }] }, 'remote'],
      [{ remote: 'content', version: '1', samples: [{ kind: 'view', user: 'x' }] }, 'samples.0'],
    ];
    for (const [payload, field] of cases) {
      const res = await report(viewer, payload);
      expect([JSON.stringify(payload).slice(0, 60), res.statusCode]).toEqual([JSON.stringify(payload).slice(0, 60), 400]);
      expect(Object.keys(res.json().errorMessages ?? {}).some((key) => key.startsWith(field))).toBe(true);
    }
  });

  it('refuses the summary to all but a super admin (403) and reports from no session (401)', async () => {
    const editor = await login(app, 'editor@example.com');
    expect((await app.inject({ method: 'GET', url: '/api/v1/remotes/field-data', headers: { 'x-access-token': editor } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/v1/remotes/field-data', payload: { remote: 'content', version: '1', samples: [{ kind: 'view' }] } })).statusCode).toBe(401);
  });

  it(`throttles a session past 120 batches (429) and keeps at most ${KEPT_SAMPLES} samples of a remote`, async () => {
    const viewer = await login(app, 'viewer@example.com');
    const batch = { remote: 'landing', version: '2.0.0', samples: Array.from({ length: 50 }, () => ({ kind: 'INP', value: 10 })) };
    const answers = [];
    for (let i = 0; i < 121; i++) answers.push((await report(viewer, batch)).statusCode);
    expect(answers.filter((code) => code === 200)).toHaveLength(120);
    expect(answers.at(-1)).toBe(429);
    // The cap holds whatever the throttle lets through: fill past it directly, then one more report trims.
    await app.db.query(
      `INSERT INTO remote_field_samples (remote, build_version, session_hash, kind, value, reported_at)
       SELECT 'landing', '2.0.0', 's', 'view', 0, now() FROM generate_series(1, $1)`,
      [KEPT_SAMPLES],
    );
    const other = await login(app, 'editor@example.com');
    expect((await report(other, { remote: 'landing', version: '2.0.0', samples: [{ kind: 'view' }] })).statusCode).toBe(200);
    const { rows } = await app.db.query<{ n: string }>("SELECT count(*) AS n FROM remote_field_samples WHERE remote = 'landing'");
    expect(Number(rows[0].n)).toBe(KEPT_SAMPLES);
  });
});
