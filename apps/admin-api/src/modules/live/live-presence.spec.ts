// Presence (soft locks). A tab's PUT makes it appear on the record (GET and a `presence` event on the
// feed of whoever may read the module), `editing` turning on is announced, leave and a 60-s silence end it (the
// sweep announces the expiry). Module checks: unknown 400, not readable 403. PGlite and PostgreSQL.
import type { AddressInfo } from 'node:net';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { MAX_PRESENCE_TABS } from './presence';
import { openFeed, type FeedEvent, type FeedStream } from './testing';

let clock = new Date();
let app: TestApp;
let base: string;
let admin: string;
let viewer: string;
let medalsOnly: string;
const sweep = process.env.LIVE_SWEEP_MS;

beforeAll(async () => {
  // A short sweep, so an expiry is announced within the test's patience (5 s in production).
  process.env.LIVE_SWEEP_MS = '200';
  app = await createTestApp({ now: () => clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  admin = await login(app, 'admin@example.com');
  viewer = await login(app, 'viewer@example.com');
  const role = (await call('POST', '/api/v1/roles', admin, { roleName: 'Medals only', permissions: ['medals.index', 'medals.read'] })).json().data;
  await call('POST', '/api/v1/users', admin, { firstName: 'Medal', lastName: 'Watcher', email: 'medal-watcher@example.com', rolesIds: [role.id], password: 'Passw0rd!' });
  medalsOnly = await login(app, 'medal-watcher@example.com', 'Passw0rd!');
});
afterAll(async () => {
  if (sweep === undefined) delete process.env.LIVE_SWEEP_MS;
  else process.env.LIVE_SWEEP_MS = sweep;
  await app.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });
const put = (token: string, body: object) => call('PUT', '/api/v1/live/presence', token, body);
const usersOn = async (token: string, module: string, id: number) => {
  const res = await call('GET', `/api/v1/live/presence?module=${module}&id=${id}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data.users as { userId: number; name: string; tabId: string; editing: boolean; since: string }[];
};
const presenceOf = (module: string, id: number, test: (users: FeedEvent['data'][]) => boolean) => (e: FeedEvent) =>
  e.event === 'presence' && e.data.module === module && e.data.id === id && test(e.data.users as FeedEvent['data'][]);

async function feed(token: string): Promise<FeedStream> {
  const stream = await openFeed(base, token);
  expect(stream.status).toBe(200);
  await stream.next((e) => e.event === 'ready');
  return stream;
}

describe('presence on a record', () => {
  it('appears on open, is announced when editing starts and when the tab leaves', async () => {
    const watching = await feed(admin);
    const tabId = 'viewer-tab-0001';
    expect((await put(viewer, { module: 'medals', id: 7, tabId })).statusCode).toBe(204);
    const shown = await watching.next(presenceOf('medals', 7, (users) => users.length === 1));
    expect(shown.id).toBeUndefined();
    expect(shown.data.users).toEqual([expect.objectContaining({ tabId, editing: false, name: expect.stringMatching(/\S/) })]);
    expect(await usersOn(admin, 'medals', 7)).toEqual([expect.objectContaining({ tabId, editing: false })]);
    // A heartbeat that changes nothing announces nothing; editing does.
    expect((await put(viewer, { module: 'medals', id: 7, tabId, editing: false })).statusCode).toBe(204);
    expect((await put(viewer, { module: 'medals', id: 7, tabId, editing: true })).statusCode).toBe(204);
    await watching.next(presenceOf('medals', 7, (users) => users.length === 1 && users[0]!.editing === true));
    expect(watching.events.filter(presenceOf('medals', 7, () => true))).toHaveLength(2);
    expect((await call('POST', '/api/v1/live/presence/leave', viewer, { module: 'medals', id: 7, tabId })).statusCode).toBe(204);
    await watching.next(presenceOf('medals', 7, (users) => users.length === 0));
    expect(await usersOn(admin, 'medals', 7)).toEqual([]);
    watching.abort();
  });

  it('ends 60 s after the last heartbeat, announced by the sweep', async () => {
    const watching = await feed(admin);
    expect((await put(viewer, { module: 'medals', id: 8, tabId: 'viewer-tab-0002' })).statusCode).toBe(204);
    await watching.next(presenceOf('medals', 8, (users) => users.length === 1));
    clock = new Date(clock.getTime() + 50_000);
    expect(await usersOn(admin, 'medals', 8)).toHaveLength(1);
    clock = new Date(clock.getTime() + 11_000);
    await watching.next(presenceOf('medals', 8, (users) => users.length === 0), 2_000);
    expect(await usersOn(admin, 'medals', 8)).toEqual([]);
    watching.abort();
  });

  it(`holds at most ${MAX_PRESENCE_TABS} present tabs per user: a further new tab is refused (429), so watchers hear of ${MAX_PRESENCE_TABS}`, async () => {
    const watching = await feed(admin);
    const tab = (i: number) => `viewer-flood-${String(i).padStart(4, '0')}`;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await put(viewer, { module: 'medals', id: 1000 + i, tabId: tab(i) })).statusCode);
    expect(statuses).toEqual([...Array(MAX_PRESENCE_TABS).fill(204), ...Array(30 - MAX_PRESENCE_TABS).fill(429)]);
    await watching.next(presenceOf('medals', 1000 + MAX_PRESENCE_TABS - 1, (users) => users.length === 1));
    await new Promise((resolve) => setTimeout(resolve, 500)); // two sweeps: anything else would have been told by now
    const flooded = new Set(watching.events.filter((e) => e.event === 'presence' && Number(e.data.id) >= 1000 && Number(e.data.id) < 1030).map((e) => e.data.id));
    expect(flooded.size).toBe(MAX_PRESENCE_TABS);
    // A present tab still beats; one leaving frees its place for another.
    expect((await put(viewer, { module: 'medals', id: 1000, tabId: tab(0), editing: true })).statusCode).toBe(204);
    expect((await call('POST', '/api/v1/live/presence/leave', viewer, { module: 'medals', id: 1001, tabId: tab(1) })).statusCode).toBe(204);
    expect((await put(viewer, { module: 'medals', id: 1020, tabId: tab(20) })).statusCode).toBe(204);
    expect((await put(viewer, { module: 'medals', id: 1021, tabId: tab(21) })).statusCode).toBe(429);
    for (let i = 0; i < 30; i++) await call('POST', '/api/v1/live/presence/leave', viewer, { module: 'medals', id: 1000 + i, tabId: tab(i) });
    watching.abort();
  });

  it('tells only those who may read the module, and refuses modules unknown (400) or not readable (403)', async () => {
    const watching = await feed(medalsOnly);
    const everything = await feed(admin);
    expect((await put(admin, { module: 'users', id: 1, tabId: 'admin-tab-0001' })).statusCode).toBe(204);
    expect((await put(admin, { module: 'medals', id: 9, tabId: 'admin-tab-0002' })).statusCode).toBe(204);
    await watching.next(presenceOf('medals', 9, (users) => users.length === 1));
    await everything.next(presenceOf('users', 1, (users) => users.length === 1));
    expect(watching.events.filter((e) => e.event === 'presence' && e.data.module !== 'medals')).toEqual([]);
    expect((await put(medalsOnly, { module: 'users', id: 1, tabId: 'medal-tab-0001' })).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/live/presence?module=users&id=1', medalsOnly)).statusCode).toBe(403);
    const unknown = await put(medalsOnly, { module: 'no-such-module', id: 1, tabId: 'medal-tab-0001' });
    expect([unknown.statusCode, unknown.json().errorMessages]).toEqual([400, { module: ['must be a valid module!'] }]);
    expect((await put(medalsOnly, { module: 'medals', id: 1, tabId: 'x' })).statusCode).toBe(400);
    watching.abort();
    everything.abort();
  });
});
