// An open chat stream answers to its session. It ends within 2 s of a logout, of the account being
// blocked and of chatroom.index leaving the account's role, while streams that still qualify stay open; and one
// session holds at most MAX_STREAMS_PER_SESSION streams (429 beyond). Runs on PGlite and, with TEST_DATABASE_URL,
// PostgreSQL (chat-instances.spec.ts covers a change made through another instance).
import type { AddressInfo } from 'node:net';
import { MAX_STREAMS_PER_SESSION } from '../../core/stream-guard';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { openStream, type OpenStream } from './testing';

let app: TestApp;
let base: string;
let admin: string;
let room: number;
let accounts = 0;

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  admin = await login(app, 'admin@example.com');
  room = (await call('GET', '/api/v1/chat/rooms', admin)).json().data[0].id;
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  app.inject({ method, url, headers: token ? { 'x-access-token': token } : {}, ...(payload ? { payload } : {}) });

/** A fresh account whose own role grants chatroom.index, signed in. */
async function watcher(): Promise<{ userId: number; email: string; role: { id: number; version: number; roleName: string }; token: string }> {
  const n = ++accounts;
  const role = (await call('POST', '/api/v1/roles', admin, { roleName: `Chat watcher ${n}`, permissions: ['chatroom.index'] })).json().data;
  const email = `watcher${n}@example.com`;
  const user = (await call('POST', '/api/v1/users', admin, { firstName: 'Chat', lastName: `Watcher ${n}`, email, rolesIds: [role.id], password: 'Passw0rd!' })).json().data;
  return { userId: user.id, email, role, token: await login(app, email, 'Passw0rd!') };
}

/** Opens a stream and waits until its first events (the snapshot and `ready`) arrived. */
async function streaming(token: string): Promise<OpenStream> {
  const stream = await openStream(base, room, token);
  expect(stream.status).toBe(200);
  for (let i = 0; i < 100 && !stream.received.some((line) => line.includes('"ready"')); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  return stream;
}

/** Milliseconds from now until the stream ended (the stream's own timeout fails the test). */
async function endsWithin(stream: OpenStream): Promise<number> {
  const from = Date.now();
  return (await stream.ended) - from;
}

const stillOpen = async (stream: OpenStream, ms: number) =>
  Promise.race([stream.ended.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), ms))]);

describe('an open chat stream answers to its session', () => {
  it('ends within 2 s of its session logging out; another session of the same account keeps streaming', async () => {
    const { token, email } = await watcher();
    const other = await streaming(await login(app, email, 'Passw0rd!'));
    const stream = await streaming(token);
    expect((await call('POST', '/api/v1/logout', token)).statusCode).toBe(200);
    expect(await endsWithin(stream)).toBeLessThan(2_000);
    expect(await stillOpen(other, 500)).toBe(true);
    other.abort();
  });

  it('ends within 2 s of the account being blocked', async () => {
    const { userId, token } = await watcher();
    const stream = await streaming(token);
    expect((await call('POST', `/api/v1/users/${userId}/block`, admin, { blockedTill: '2099-01-01T00:00:00.000Z' })).statusCode).toBe(200);
    expect(await endsWithin(stream)).toBeLessThan(2_000);
  });

  it('ends within 2 s of chatroom.index leaving the role, and is refused (403) when it comes back', async () => {
    const { role, token } = await watcher();
    const stream = await streaming(token);
    // A change that keeps chatroom.index keeps the stream.
    const kept = await call('PUT', `/api/v1/roles/${role.id}`, admin, { roleName: role.roleName, permissions: ['chatroom.index', 'banners.index'], version: role.version });
    expect(kept.statusCode).toBe(200);
    expect(await stillOpen(stream, 1_500)).toBe(true);
    const removed = await call('PUT', `/api/v1/roles/${role.id}`, admin, { roleName: role.roleName, permissions: ['banners.index'], version: kept.json().data.version });
    expect(removed.statusCode).toBe(200);
    expect(await endsWithin(stream)).toBeLessThan(2_000);
    expect((await openStream(base, room, token)).status).toBe(403);
  });

  it(`holds at most ${MAX_STREAMS_PER_SESSION} streams per session: the next is refused with 429 until one closes`, async () => {
    const { token, email } = await watcher();
    const open = await Promise.all(Array.from({ length: MAX_STREAMS_PER_SESSION }, () => streaming(token)));
    const refused = await openStream(base, room, token);
    expect(refused.status).toBe(429);
    // Another session (the same account signed in again) has places of its own.
    const second = await streaming(await login(app, email, 'Passw0rd!'));
    open[0]!.abort();
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 40));
      const again = await openStream(base, room, token);
      status = again.status;
      again.abort();
    }
    expect(status).toBe(200);
    for (const stream of [...open, second]) stream.abort();
  });
});

describe('an open chat stream ends with its session\'s lifetime', () => {
  it('ends within 2 s once the session passes its idle time, an open stream not counting as activity', async () => {
    let clock = new Date();
    const timed = await createTestApp({ now: () => clock, sessionIdleMinutes: 30 });
    try {
      await timed.listen({ port: 0, host: '127.0.0.1' });
      const timedBase = `http://127.0.0.1:${(timed.server.address() as AddressInfo).port}`;
      const token = await login(timed, 'viewer@example.com');
      const stream = await openStream(timedBase, room, token);
      expect(stream.status).toBe(200);
      clock = new Date(clock.getTime() + 20 * 60_000);
      expect(await stillOpen(stream, 1_500)).toBe(true);
      clock = new Date(clock.getTime() + 11 * 60_000);
      expect(await endsWithin(stream)).toBeLessThan(2_000);
    } finally {
      await timed.close();
    }
  });
});
