// Rolling deploy: the previous release's API (its sources taken from git) and this release's API on one PostgreSQL
// schema, with staff working across the switch: 0 answers 5xx, 0 lost writes, and the live feed resumes on the new
// instance with Last-Event-ID, missing no change. Runs only with TEST_DATABASE_URL (CI's PostgreSQL pass).
// ROLLING_DEPLOY_FROM names the previous release (a commit, tag or HEAD~N); by default the commit before the newest
// migration, so the new release always migrates a schema the old one is serving. The old sources are unpacked with
// `git archive` into a temp folder whose node_modules is a link to this one (no install).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../src/core/seed';
import { openFeed, type FeedStream } from '../src/modules/live/testing';

const ROOT = path.resolve(__dirname, '../../..');
const databaseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = databaseUrl ? describe : describe.skip;
jest.setTimeout(180_000);

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

function previousRelease(): string {
  const named = process.env.ROLLING_DEPLOY_FROM?.trim();
  const ref = named || `${git('log', '-1', '--format=%H', '--', 'apps/admin-api/src/db/migrations')}^`;
  try {
    return git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  } catch {
    throw new Error(`rolling deploy: the previous release ${ref} is not in this clone (a shallow clone? git fetch --unshallow, or set ROLLING_DEPLOY_FROM)`);
  }
}

interface Instance {
  name: string;
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function start(name: string, cwd: string, schema: string): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/admin-api/src/main.ts'], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', DEMO_DATA: 'true', DATABASE_URL: databaseUrl!, DATABASE_SCHEMA: schema, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${name} exited ${child.exitCode}: ${output}`);
    const port = /port (\d+) bound/.exec(output)?.[1];
    const res = port ? await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => null) : null;
    if (res?.status === 200) return { name, child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not become ready: ${output}`);
}

async function dropSchema(schema: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}

describeOnPostgres('rolling deploy: previous and this release on one PostgreSQL', () => {
  const schema = `test_roll_${randomBytes(5).toString('hex')}`;
  const oldDir = mkdtempSync(path.join(os.tmpdir(), 'backoffice-previous-'));
  const instances: Instance[] = [];

  beforeAll(() => {
    const commit = previousRelease();
    execFileSync('sh', ['-c', `git archive ${commit} apps/admin-api libs tsconfig.base.json package.json | tar -x -C "${oldDir}"`], { cwd: ROOT });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(oldDir, 'node_modules'), 'dir');
  });
  afterAll(async () => {
    for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
    await Promise.all(instances.map((instance) => instance.exited));
    rmSync(oldDir, { recursive: true, force: true });
    await dropSchema(schema);
  });

  it('serves staff through the switch: no 5xx, no lost write, the feed resumes', async () => {
    const old = await start('previous', oldDir, schema);
    instances.push(old);
    // The balancer's rotation: the instances that take new requests.
    let rotation: Instance[] = [old];
    let turn = 0;
    const failures: string[] = [];
    const served = new Map<string, number>();
    const call = async (method: string, url: string, token?: string, body?: object) => {
      const target = rotation[turn++ % rotation.length]!;
      const res = await fetch(`${target.base}${url}`, {
        method,
        headers: { ...(token ? { 'x-access-token': token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      served.set(target.name, (served.get(target.name) ?? 0) + 1);
      if (res.status >= 500) failures.push(`${target.name} ${method} ${url}: ${res.status} ${text}`);
      return { status: res.status, json: text ? (JSON.parse(text) as { data?: Record<string, unknown> }) : {}, target: target.name };
    };
    const login = async () => (await call('POST', '/api/v1/auth/login', undefined, { email: 'admin@example.com', password: DEMO_PASSWORD })).json.data!.accessToken as string;
    const token = await login();
    expect(token).toBeTruthy();

    // The live feed, on the old instance first.
    const feeds: FeedStream[] = [await openFeed(old.base, token, undefined, 120_000)];
    await feeds[0]!.next((e) => e.event === 'ready', 10_000);

    // Staff: list, create, edit, save, again and again, until told to stop. Every saved name is remembered.
    const expected = new Map<number, string>();
    let running = true;
    let n = 0;
    const staff = async (who: number) => {
      while (running) {
        const list = await call('GET', '/api/v1/roles?page=1&pageSize=10', token);
        expect(list.status).toBe(200);
        const created = await call('POST', '/api/v1/roles', token, { roleName: `Rolling ${who}-${++n}`, permissions: ['landing.read'] });
        expect(created.status).toBe(201);
        const role = created.json.data as { id: number; version: number; roleName: string };
        expected.set(role.id, role.roleName);
        const opened = await call('GET', `/api/v1/roles/${role.id}`, token);
        expect(opened.status).toBe(200);
        const name = `${role.roleName} edited`;
        const saved = await call('PUT', `/api/v1/roles/${role.id}`, token, { roleName: name, permissions: ['landing.read'], version: (opened.json.data as { version: number }).version });
        expect(saved.status).toBe(200);
        expected.set(role.id, name);
      }
    };
    const workers = [staff(1), staff(2)];

    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const next = await start('this release', ROOT, schema);
    instances.push(next);
    rotation = [old, next];
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // The old instance leaves the rotation, then gets SIGTERM: it drains and ends its streams.
    rotation = [next];
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lastSeen = () => [...feeds[0]!.events].reverse().find((e) => e.id !== undefined)?.id;
    old.child.kill('SIGTERM');
    expect(await old.exited).toBe(0);
    await feeds[0]!.ended;
    // The browser reconnects to the new instance with the last id it saw.
    feeds.push(await openFeed(next.base, token, lastSeen(), 120_000));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    running = false;
    await Promise.all(workers);

    expect(failures).toEqual([]);
    // Both releases really served staff (the old one from the start, the new one through and after the switch).
    expect(served.get('previous')).toBeGreaterThan(5);
    expect(served.get('this release')).toBeGreaterThan(5);
    // No lost write: every role is there with its last saved name, read from the new instance.
    expect(expected.size).toBeGreaterThan(4);
    for (const [id, name] of expected) expect((await call('GET', `/api/v1/roles/${id}`, token)).json.data?.roleName).toBe(name);
    // The feed across both streams names every created role, and the resumed stream says no `ready` (a resume).
    await feeds[1]!.next(() => expected.size <= new Set(feeds.flatMap((feed) => feed.events.filter((e) => e.event === 'change' && e.data.module === 'roles').map((e) => e.data.id))).size, 10_000);
    expect(feeds[1]!.events.some((e) => e.event === 'ready')).toBe(false);
    feeds[1]!.abort();
  });
});
