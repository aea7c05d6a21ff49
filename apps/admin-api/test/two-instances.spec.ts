// Two API instances (buildApp twice) on one PostgreSQL schema and one S3 bucket served by a real local
// S3 server behave as one instance. Runs only with TEST_DATABASE_URL (npm test's PostgreSQL pass).
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { LandingPage } from '@backoffice/modules-landing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { caller, createPage, pageConfig } from '../src/modules/landing/testing';
import { PNG_1PX, uploadBody } from '../src/modules/files/test-kit';
import { login } from './helpers';
import { startLocalS3, type LocalS3 } from './s3-server';

const databaseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = databaseUrl ? describe : describe.skip;

jest.setTimeout(120_000);

describeOnPostgres('two API instances on one PostgreSQL and one S3 bucket', () => {
  const schema = `test_two_${randomBytes(5).toString('hex')}`;
  let s3: LocalS3;
  let clock = new Date('2026-11-22T12:00:00.000Z');
  // Each instance's "scheduled landing pages published" log lines: which instance published which page.
  const published: Record<'A' | 'B', number[]> = { A: [], B: [] };
  let a: FastifyInstance;
  let b: FastifyInstance;
  const savedEnv = { ...process.env };

  const logTo = (name: 'A' | 'B') =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          const entry = JSON.parse(line) as { msg?: string; ids?: number[] };
          if (entry.msg === 'scheduled landing pages published') published[name].push(...(entry.ids ?? []));
        }
        done();
      },
    });

  const instance = (name: 'A' | 'B') =>
    buildApp({
      databaseUrl,
      databaseSchema: schema,
      dataDir: 'memory',
      demoData: true,
      now: () => clock,
      logger: { level: 'info', stream: logTo(name) },
      mailer: { send: async () => undefined },
    });

  beforeAll(async () => {
    s3 = await startLocalS3();
    Object.assign(process.env, {
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
      LANDING_SCHEDULER_INTERVAL_MS: '100',
    });
    // Both start at once, as two pods of one deployment do: migrations and seeds must not collide.
    [a, b] = await Promise.all([instance('A'), instance('B')]);
    await Promise.all([a.ready(), b.ready()]);
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    process.env = savedEnv;
    await s3?.stop();
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('sessions: sign in on A, use on B; sign out on B revokes on A', async () => {
    const token = await login(a, 'editor@example.com');
    const profile = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/v1/profile', headers: { 'x-access-token': token } });
    expect((await profile(b)).statusCode).toBe(200);
    expect((await b.inject({ method: 'POST', url: '/api/v1/logout', headers: { 'x-access-token': token } })).statusCode).toBe(200);
    expect((await profile(a)).statusCode).toBe(401);
    expect((await profile(b)).statusCode).toBe(401);
  });

  it('scheduled publishing: both schedulers tick, every due page is published exactly once', async () => {
    const callA = caller(a, await login(a, 'admin@example.com'));
    const pages: LandingPage[] = [];
    for (let i = 0; i < 6; i++) pages.push(await createPage(callA, `two-sched-${i}`, { status: 'draft', publishAt: '2026-11-22T12:15:00Z' }));
    clock = new Date('2026-11-22T12:15:00.000Z');
    const ids = pages.map((page) => page.id).sort((x, y) => x - y);
    const until = Date.now() + 20_000;
    while ([...published.A, ...published.B].length < ids.length && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    // A few more ticks of both: nothing is published twice.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect([...published.A, ...published.B].sort((x, y) => x - y)).toEqual(ids);
    for (const page of pages) {
      const now = (await callA('GET', `/api/landingPages/${page.id}`)).body.data as LandingPage;
      expect(now).toMatchObject({ status: 'published', publishAt: null, version: page.version + 1 });
    }
  });

  it('unique link codes: the same code created at once on A and B gives one 201 and one 409', async () => {
    const [callA, callB] = [caller(a, await login(a, 'admin@example.com')), caller(b, await login(b, 'admin@example.com'))];
    for (let round = 0; round < 3; round++) {
      const code = `twin-${round}`;
      const results = await Promise.all([callA, callB].map((call) => call('POST', '/api/landingPages', { config: pageConfig(code) })));
      expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
    }
  });

  it('files: uploaded on A, listed and downloaded on B (one bucket)', async () => {
    const tokenA = await login(a, 'admin@example.com');
    const tokenB = await login(b, 'viewer@example.com');
    const upload = await a.inject({ method: 'POST', url: '/api/v1/files', headers: { 'x-access-token': tokenA }, payload: uploadBody('two-instances.png', 'banners') });
    expect(upload.statusCode).toBe(201);
    const listing = await b.inject({ method: 'GET', url: '/api/v1/files?path=banners', headers: { 'x-access-token': tokenB } });
    expect((listing.json() as { data: { entries: { name: string }[] } }).data.entries.map((e) => e.name)).toContain('two-instances.png');
    const download = await b.inject({ method: 'GET', url: '/files/banners/two-instances.png' });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG_1PX)).toBe(true);
  });

  // Login throttling is being moved into the database by the sessions/throttling work; once it is,
  // this case shows that failures counted on A lock the same email on B.
  it.todo('login throttling: failures on A and B add up to one lock');
});
