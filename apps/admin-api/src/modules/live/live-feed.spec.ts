// The change feed. Filtered by the caller's permissions per module; resumed with Last-Event-ID without a
// gap (concurrent writes included: each change once, in feed order); writes of module plugins (a block) reach it;
// ended with an `end` event on logout, block and permission change; 5 streams per session. Runs on PGlite and,
// with TEST_DATABASE_URL, PostgreSQL (live-instances.spec.ts covers two instances).
import type { AddressInfo } from 'node:net';
import { MAX_STREAMS_PER_SESSION } from '../../core/stream-guard';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { changesOf, openFeed, type FeedStream } from './testing';
import { storedImage } from '../../../test/stored-images';

let app: TestApp;
let base: string;
let admin: string;
let n = 0;
let emptyRole: number;

beforeAll(async () => {
  app = await createTestApp();
  // The image the fixtures name, stored at its rule's size (a link to no stored file is refused).
  await storedImage(app, 'medals/m.png', 'medal');
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  admin = await login(app, 'admin@example.com');
  emptyRole = (await call('POST', '/api/v1/roles', admin, { roleName: 'Live nothing' })).json().data.id;
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });

const newMedal = async (token = admin) => {
  const res = await call('POST', '/api/v1/medals', token, { medalKey: `live-${++n}`, namePl: 'Medal', rule: 'Wygraj kupon.', imageUrl: '/files/medals/m.png', sortOrder: 1 });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; version: number };
};
const newUser = async () => {
  const res = await call('POST', '/api/v1/users', admin, { firstName: 'Live', lastName: `User ${++n}`, email: `live${n}@example.com`, rolesIds: [emptyRole], password: 'Passw0rd!' });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number };
};

/** A fresh account whose one role holds `permissions`, signed in. */
async function account(permissions: string[]) {
  const role = (await call('POST', '/api/v1/roles', admin, { roleName: `Live ${++n}`, permissions })).json().data;
  const email = `live-account${n}@example.com`;
  const user = (await call('POST', '/api/v1/users', admin, { firstName: 'Live', lastName: `Account ${n}`, email, rolesIds: [role.id], password: 'Passw0rd!' })).json().data;
  return { role, userId: user.id as number, email, token: await login(app, email, 'Passw0rd!') };
}

async function feed(token: string, lastEventId?: string): Promise<FeedStream> {
  const stream = await openFeed(base, token, lastEventId);
  expect(stream.status).toBe(200);
  if (lastEventId === undefined) await stream.next((e) => e.event === 'ready');
  return stream;
}

describe('the change feed', () => {
  it('sends a viewer of module A the changes of A and nothing of module B', async () => {
    const { token } = await account(['medals.index', 'medals.read']);
    const watcher = await feed(token);
    const everything = await feed(admin);
    const user = await newUser();
    const medal = await newMedal();
    const change = await watcher.next((e) => e.event === 'change' && e.data.module === 'medals' && e.data.id === medal.id);
    expect(change.data).toMatchObject({ kind: 'create', version: medal.version, by: { name: expect.stringMatching(/\S/) } });
    expect(change.id).toBe(String(change.data.seq));
    // The admin hears both, the user first: had the watcher been sent it, it would have come before the medal.
    await everything.next((e) => e.event === 'change' && e.data.module === 'medals' && e.data.id === medal.id);
    expect(changesOf(everything, 'users').map((e) => e.data.id)).toContain(user.id);
    expect(watcher.events.filter((e) => e.event === 'change' && e.data.module !== 'medals')).toEqual([]);
    watcher.abort();
    everything.abort();
  });

  it('resumes after Last-Event-ID with every change missed, once each and in order, then goes on live', async () => {
    const first = await feed(admin);
    const from = (await first.next((e) => e.event === 'ready')).id!;
    first.abort();
    const missed = await Promise.all(Array.from({ length: 12 }, () => newMedal()));
    const resumed = await feed(admin, from);
    const expected = missed.map((m) => m.id).sort((a, b) => a - b);
    await resumed.next(() => changesOf(resumed, 'medals').length >= expected.length);
    const seqs = resumed.events.filter((e) => e.event === 'change').map((e) => Number(e.id));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(changesOf(resumed, 'medals').map((e) => e.data.id as number).sort((a, b) => a - b)).toEqual(expected);
    expect(resumed.events.some((e) => e.event === 'ready')).toBe(false);
    const live = await newMedal();
    await resumed.next((e) => e.event === 'change' && e.data.id === live.id && e.data.module === 'medals');
    resumed.abort();
  });

  it('answers at once (status and headers) when Last-Event-ID is the head and nothing is new', async () => {
    const first = await feed(admin);
    const head = (await first.next((e) => e.event === 'ready')).id!;
    first.abort();
    const started = Date.now();
    // Before, nothing was sent until a change or the 15-s heartbeat: fetch resolved only then.
    const opened = await Promise.race([openFeed(base, admin, head), new Promise<null>((resolve) => setTimeout(() => resolve(null), 3_000))]);
    expect(opened?.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3_000);
    opened?.abort();
  });

  it('takes a Last-Event-ID beyond the head as absent: it starts at the head and misses nothing after it', async () => {
    const first = await feed(admin);
    const head = Number((await first.next((e) => e.event === 'ready')).id!);
    first.abort();
    const stream = await feed(admin, String(head + 1_000));
    expect((await stream.next((e) => e.event === 'ready')).data).toEqual({ seq: head });
    const medal = await newMedal();
    await stream.next((e) => e.event === 'change' && e.data.module === 'medals' && e.data.id === medal.id);
    stream.abort();
  });

  it('carries writes of module plugins beyond the record engine (blocking a user)', async () => {
    const stream = await feed(admin);
    const user = await newUser();
    expect((await call('POST', `/api/v1/users/${user.id}/block`, admin, { blockedTill: '2099-01-01T00:00:00.000Z' })).statusCode).toBe(200);
    await stream.next((e) => e.event === 'change' && e.data.module === 'users' && e.data.id === user.id && e.data.kind === 'block');
    stream.abort();
  });

  it('ends with `end` {reason: "logout"} within 2 s of its session signing out', async () => {
    const { token } = await account(['medals.index']);
    const stream = await feed(token);
    expect((await call('POST', '/api/v1/logout', token)).statusCode).toBe(200);
    const from = Date.now();
    expect((await stream.next((e) => e.event === 'end', 2_500)).data).toEqual({ reason: 'logout' });
    expect((await stream.ended) - from).toBeLessThan(2_500);
  });

  it('ends with reason "blocked" when the account is blocked and "permissions" when its role changes', async () => {
    const blocked = await account(['medals.index']);
    const changed = await account(['medals.index']);
    const kept = await feed((await account(['medals.index'])).token);
    const a = await feed(blocked.token);
    const b = await feed(changed.token);
    expect((await call('POST', `/api/v1/users/${blocked.userId}/block`, admin, { blockedTill: '2099-01-01T00:00:00.000Z' })).statusCode).toBe(200);
    const role = changed.role as { id: number; roleName: string; version: number };
    expect((await call('PUT', `/api/v1/roles/${role.id}`, admin, { roleName: role.roleName, permissions: ['medals.index', 'users.index'], version: role.version })).statusCode).toBe(200);
    expect((await a.next((e) => e.event === 'end', 2_500)).data).toEqual({ reason: 'blocked' });
    expect((await b.next((e) => e.event === 'end', 2_500)).data).toEqual({ reason: 'permissions' });
    await Promise.all([a.ended, b.ended]);
    // A session whose permissions did not change keeps its stream (the guard has checked it meanwhile).
    const stillOpen = await Promise.race([kept.ended.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 1_200))]);
    expect([stillOpen, kept.events.filter((e) => e.event === 'end')]).toEqual([true, []]);
    kept.abort();
  });

  it(`holds at most ${MAX_STREAMS_PER_SESSION} streams per session (429 beyond)`, async () => {
    const { token } = await account(['medals.index']);
    const open = await Promise.all(Array.from({ length: MAX_STREAMS_PER_SESSION }, () => feed(token)));
    expect((await openFeed(base, token)).status).toBe(429);
    for (const stream of open) stream.abort();
  });
});
