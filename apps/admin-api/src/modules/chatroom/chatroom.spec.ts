// The chat service: posting (a blocked player refused), the live stream with Last-Event-ID replay across a
// reconnect (nothing lost, nothing twice), moderation events in the stream, and who may do what.
import type { AddressInfo } from 'node:net';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { startChatTraffic } from './demo';
import { nextAddress, playerPost } from './testing';

let app: TestApp;
let base: string;
let admin: string;
let viewer: string;
let editor: string;

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  [admin, viewer, editor] = await Promise.all(['admin@example.com', 'viewer@example.com', 'editor@example.com'].map((email) => login(app, email)));
});
afterAll(async () => {
  // A stream still open when the server closes is ended by it (close would otherwise wait for it forever).
  const controller = new AbortController();
  const open = await fetch(`${base}/api/v1/chat/rooms/1/stream`, { headers: { accept: 'text/event-stream', 'x-access-token': admin, 'last-event-id': '1' }, signal: controller.signal });
  expect(open.status).toBe(200);
  await app.close();
  controller.abort();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  app.inject({ method, url, headers: token ? { 'x-access-token': token } : {}, ...(payload ? { payload } : {}) });
let players = 0;
/** A player's post with a valid token, from an address of its own (the rate limits have tests of their own). */
const post = (roomId: number, text: string, player = `p-test-${++players}`, nickname = 'Testowy') =>
  app.inject({ method: 'POST', url: `/api/chat/rooms/${roomId}/messages`, remoteAddress: nextAddress(), payload: playerPost(player, nickname, text) });

async function roomId(): Promise<number> {
  return (await call('GET', '/api/v1/chat/rooms', admin)).json().data[0].id;
}

interface Received {
  id: string;
  data: { type: string; message?: { id: number; text: string; hidden: boolean }; messageId?: number };
}

/** Opens a room's stream over real HTTP and collects its events until `until` holds (or the time runs out). */
async function readStream(room: number, until: (events: Received[]) => boolean, lastEventId?: string, token = admin): Promise<Received[]> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream', 'x-access-token': token, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) };
  const response = await fetch(`${base}/api/v1/chat/rooms/${room}/stream`, { headers, signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: Received[] = [];
  let buffer = '';
  const deadline = setTimeout(() => controller.abort(), 5_000);
  try {
    while (!until(events)) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const id = /^id: ?(.*)$/m.exec(block)?.[1];
        const data = /^data: ?(.*)$/m.exec(block)?.[1];
        if (id !== undefined && data !== undefined) events.push({ id, data: JSON.parse(data) });
      }
    }
  } finally {
    clearTimeout(deadline);
    controller.abort();
  }
  return events;
}

describe('chat service', () => {
  it('lists the demo rooms to chatroom.index holders only', async () => {
    const rooms = (await call('GET', '/api/v1/chat/rooms', viewer)).json().data;
    expect(rooms.length).toBeGreaterThan(1);
    expect(rooms[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), messagesCount: expect.any(Number) });
    expect((await call('GET', '/api/v1/chat/rooms', editor)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/chat/rooms')).statusCode).toBe(401);
  });

  it('validates a post: 400 with the field messages, 404 for a room that does not exist', async () => {
    const room = await roomId();
    const bad = await call('POST', `/api/chat/rooms/${room}/messages`, undefined, { ...playerPost('p-1', 'A', 'x'), nickname: '', text: '   ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessages).toMatchObject({ nickname: ['Nickname is required!'], text: ['Message is required!'] });
    expect((await call('POST', `/api/chat/rooms/${room}/messages`, undefined, { ...playerPost('p-1', 'A', 'x'), extra: 1 })).statusCode).toBe(400);
    expect((await post(999999, 'Halo')).statusCode).toBe(404);
    expect((await call('POST', '/api/chat/rooms/abc/messages', undefined, playerPost('p', 'n', 't'))).statusCode).toBe(400);
  });

  it('starts a stream with the newest messages and `ready`, then sends new ones live', async () => {
    const room = await roomId();
    const first = await readStream(room, (events) => events.some((e) => e.data.type === 'ready'));
    const ready = first.at(-1)!;
    expect(ready.data.type).toBe('ready');
    const snapshot = first.slice(0, -1);
    expect(snapshot.length).toBeGreaterThan(3);
    // The snapshot is oldest first; a message's event id is its message id.
    for (const e of snapshot) expect(Number(e.id)).toBe(e.data.message!.id);
    expect(snapshot.map((e) => Number(e.id))).toEqual([...snapshot.map((e) => Number(e.id))].sort((a, b) => a - b));
    expect(snapshot.some((e) => e.data.message!.hidden)).toBe(true);

    const live = readStream(room, (events) => events.some((e) => e.data.message?.text === 'Na żywo!'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const posted = await post(room, 'Na żywo!');
    expect(posted.statusCode).toBe(201);
    const started = Date.now();
    const events = await live;
    expect(Date.now() - started).toBeLessThan(1_000);
    const mine = events.find((e) => e.data.message?.text === 'Na żywo!')!;
    expect(Number(mine.id)).toBe(posted.json().data.id);
  });

  it('replays everything after Last-Event-ID once, moderation events included, in order', async () => {
    const room = await roomId();
    const ready = (await readStream(room, (events) => events.some((e) => e.data.type === 'ready'))).at(-1)!;
    // While "disconnected": two posts, a hide, a delete, and a post to another room.
    const a = (await post(room, 'Pierwsza po przerwie')).json().data;
    const b = (await post(room, 'Druga po przerwie')).json().data;
    expect((await call('POST', `/api/v1/chat/messages/${a.id}/hide`, admin)).json()).toMatchObject({ data: { id: a.id, hidden: true }, message: 'Message hidden' });
    expect((await call('DELETE', `/api/v1/chat/messages/${b.id}`, admin)).statusCode).toBe(200);
    const others = (await call('GET', '/api/v1/chat/rooms', admin)).json().data[1].id;
    await post(others, 'Inny pokój');

    const replayed = await readStream(room, (events) => events.some((e) => e.data.type === 'deleted'), ready.id);
    expect(replayed.map((e) => e.data.type)).toEqual(['message', 'hidden', 'deleted']);
    expect(replayed[0]).toMatchObject({ id: String(a.id), data: { message: { text: 'Pierwsza po przerwie' } } });
    expect(replayed[1]!.data.messageId).toBe(a.id);
    expect(replayed[2]!.data.messageId).toBe(b.id);
    const ids = replayed.map((e) => Number(e.id));
    expect(ids[0]!).toBeGreaterThan(Number(ready.id));
    expect(ids).toEqual([...new Set(ids)].sort((x, y) => x - y));

    // Reconnecting after the last of them: nothing again, and the next post arrives alone.
    const after = readStream(room, (events) => events.length > 0, String(ids.at(-1)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const c = (await post(room, 'Trzecia')).json().data;
    expect((await after).map((e) => e.id)).toEqual([String(c.id)]);
  });

  it('refuses the stream without chatroom.index and for an unknown room', async () => {
    const room = await roomId();
    const denied = await fetch(`${base}/api/v1/chat/rooms/${room}/stream`, { headers: { accept: 'text/event-stream', 'x-access-token': editor } });
    expect(denied.status).toBe(403);
    expect((await fetch(`${base}/api/v1/chat/rooms/${room}/stream`, { headers: { accept: 'text/event-stream' } })).status).toBe(401);
    expect((await fetch(`${base}/api/v1/chat/rooms/999999/stream`, { headers: { accept: 'text/event-stream', 'x-access-token': admin } })).status).toBe(404);
  });

  it('refuses a blocked player with a clear message until the block is lifted', async () => {
    const room = await roomId();
    expect((await post(room, 'Zanim mnie zablokują', 'p-block', 'Awanturnik')).statusCode).toBe(201);
    const found = (await call('GET', '/api/v1/chat/users?search=awanturnik', admin)).json().data;
    expect(found.total).toBe(1);
    const user = found.items[0];

    const missing = await call('POST', `/api/v1/chat/users/${user.id}/block`, admin, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessages).toEqual({ blockedTill: ['Blocked till is required!'] });
    expect((await call('POST', `/api/v1/chat/users/${user.id}/block`, admin, { blockedTill: '2001-01-01T00:00:00.000Z' })).statusCode).toBe(400);

    const blocked = await call('POST', `/api/v1/chat/users/${user.id}/block`, admin, { blockedTill: '2099-06-01T10:00:00.000Z' });
    expect(blocked.json()).toMatchObject({ data: { id: user.id, blockedTill: '2099-06-01T10:00:00.000Z' }, message: 'Chat user blocked successfully' });
    // Refused under a new nickname too, and the refusal changes nothing: the nickname stays.
    const refused = await post(room, 'Jednak piszę', 'p-block', 'NowyNick');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'You are blocked in the chat until 1.06.2099, 12:00.', blockedTill: '2099-06-01T10:00:00.000Z' });
    expect((await call('GET', `/api/v1/chat/users?search=p-block`, admin)).json().data.items.map((u: { nickname: string }) => u.nickname)).toEqual(['Awanturnik']);
    expect((await call('GET', '/api/v1/chat/users?status=blocked&search=p-block', admin)).json().data.total).toBe(1);

    expect((await call('POST', `/api/v1/chat/users/${user.id}/unblock`, admin)).json()).toMatchObject({ data: { blockedTill: null }, message: 'Chat user unblocked successfully' });
    expect((await post(room, 'Już mogę', 'p-block', 'Awanturnik')).statusCode).toBe(201);
  });

  it('pages and searches chat users; refuses bad list queries with 400', async () => {
    const page = (await call('GET', '/api/v1/chat/users?page=1&pageSize=5', viewer)).json().data;
    expect(page).toMatchObject({ page: 1, pageSize: 5, total: expect.any(Number) });
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);
    const second = (await call('GET', '/api/v1/chat/users?page=2&pageSize=5', viewer)).json().data;
    expect(second.items.map((u: { id: number }) => u.id)).not.toContain(page.items[0].id);
    expect((await call('GET', '/api/v1/chat/users?pageSize=abc', viewer)).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/chat/users?status=nope', viewer)).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/chat/users?unknown=1', viewer)).statusCode).toBe(400);
  });

  it('moderation needs its permission: the viewer and the editor get 403, a moderator without message.delete too', async () => {
    const room = await roomId();
    const message = (await post(room, 'Do moderacji')).json().data;
    const user = { id: message.userId };
    for (const token of [viewer, editor]) {
      expect((await call('POST', `/api/v1/chat/messages/${message.id}/hide`, token)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/v1/chat/messages/${message.id}`, token)).statusCode).toBe(403);
      expect((await call('POST', `/api/v1/chat/users/${user.id}/block`, token, { blockedTill: '2099-01-01T00:00:00.000Z' })).statusCode).toBe(403);
    }
    const role = (await call('POST', '/api/v1/roles', admin, { roleName: 'Moderator czatu', permissions: ['chatroom.index', 'chatroom.user.manage'] })).json().data;
    await call('POST', '/api/v1/users', admin, { firstName: 'Mod', lastName: 'Czat', email: 'mod@example.com', rolesIds: [role.id], password: 'Passw0rd!' });
    const moderator = await login(app, 'mod@example.com', 'Passw0rd!');
    expect((await call('POST', `/api/v1/chat/messages/${message.id}/hide`, moderator)).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/chat/users/${user.id}/block`, moderator, { blockedTill: '2099-01-01T00:00:00.000Z' })).statusCode).toBe(200);
    expect((await call('POST', `/api/v1/chat/users/${user.id}/unblock`, moderator)).statusCode).toBe(200);
    expect((await call('POST', '/api/v1/chat/messages/999999/hide', admin)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/chat/messages/${message.id}/unhide`, admin)).json().data.hidden).toBe(false);
  });
});

describe('demo chat traffic', () => {
  it('is off in tests (nothing posts on its own), and when started posts Polish lines every few seconds', async () => {
    const count = async () => Number((await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages')).rows[0]!.n);
    expect(app.config.chatDemoTraffic).toBe(false);
    const before = await count();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await count()).toBe(before);

    const changed: number[] = [];
    const stop = startChatTraffic(app.db, { watch: async () => () => undefined, changed: (room) => changed.push(room), close: async () => undefined }, app.log);
    try {
      await new Promise((resolve) => setTimeout(resolve, 5_500));
    } finally {
      stop();
    }
    expect(await count()).toBeGreaterThan(before);
    expect(changed.length).toBeGreaterThan(0);
  }, 30_000);
});
