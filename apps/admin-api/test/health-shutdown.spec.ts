// Health for probes and a stop that drains (README "Running it in production"), through a real listen on
// 127.0.0.1:0: live and ready answer without a session, ready says 503 while a migration is missing and from the
// moment a stop begins; a stop ends the SSE streams, answers the request under way, refuses new connections and
// closes the database within SHUTDOWN_GRACE_SECONDS. PGlite, and PostgreSQL with TEST_DATABASE_URL.
import { listenEarly, type EarlyListener } from '../src/http/early-listen';
import { shutDown } from '../src/core/shutdown';
import { createTestApp, login, type TestApp } from './helpers';

const KIND = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function serve(options: { shutdownGraceSeconds?: number; slowMs?: number } = {}) {
  const listener = await listenEarly(0, '127.0.0.1');
  const url = `http://127.0.0.1:${listener.port}`;
  const starting = await fetch(`${url}/api/health/live`);
  const startingReady = await fetch(`${url}/api/health/ready`);
  const app = await createTestApp({ serverFactory: listener.serverFactory, shutdownGraceSeconds: options.shutdownGraceSeconds });
  const events: string[] = [];
  // A request that takes a while, as a slow write would.
  app.get('/test/slow', { config: { access: 'public' } }, async () => {
    await sleep(options.slowMs ?? 400);
    events.push('slow answered');
    return { data: 'done' };
  });
  await app.ready();
  listener.serve();
  return { app, listener, url, events, starting, startingReady };
}

/** Reads an SSE response until the server ends it; resolves with what it sent. */
async function readToEnd(response: Response): Promise<string> {
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) text += decoder.decode(chunk);
  return text;
}

describe('health and a draining stop', () => {
  let served: { app: TestApp; listener: EarlyListener; url: string; events: string[] } | undefined;
  afterEach(async () => {
    if (served) await shutDown(served.app, served.listener).catch(() => undefined);
    served = undefined;
  });

  it('live answers while starting and after; ready only once the database and its migrations are there', async () => {
    const s = await serve();
    served = s;
    expect(s.starting.status).toBe(200);
    expect(await s.starting.json()).toEqual({ data: { status: 'starting' } });
    expect(s.startingReady.status).toBe(503);

    const live = await fetch(`${s.url}/api/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ data: { status: 'live' } });
    const ready = await fetch(`${s.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ data: { status: 'ready', database: KIND, pendingMigrations: 0 } });
    // The first health route stays.
    expect((await fetch(`${s.url}/api/health`)).status).toBe(200);

    // A build ahead of its database (a migration not recorded) is not ready.
    const { rows } = await s.app.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1');
    await s.app.db.query('DELETE FROM schema_migrations WHERE name = $1', [rows[0]!.name]);
    const behind = await fetch(`${s.url}/api/health/ready`);
    expect(behind.status).toBe(503);
    expect(await behind.json()).toEqual({ message: 'Not ready: migrations not applied', data: { status: 'migrations-pending', database: KIND, pendingMigrations: 1 } });
    await s.app.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [rows[0]!.name]);
    expect((await fetch(`${s.url}/api/health/ready`)).status).toBe(200);
  });

  it('a stop ends the streams, answers the request under way, refuses new work, then closes the database', async () => {
    const s = await serve({ shutdownGraceSeconds: 5 });
    served = s;
    const token = await login(s.app, 'admin@example.com');
    const feed = await fetch(`${s.url}/api/v1/live`, { headers: { 'x-access-token': token, accept: 'text/event-stream' } });
    expect(feed.status).toBe(200);
    const feedText = readToEnd(feed);
    const rooms = await s.app.inject({ method: 'GET', url: '/api/v1/chat/rooms', headers: { 'x-access-token': token } });
    const roomId = (rooms.json() as { data: { id: number }[] }).data[0]!.id;
    const chat = await fetch(`${s.url}/api/v1/chat/rooms/${roomId}/stream`, { headers: { 'x-access-token': token, accept: 'text/event-stream' } });
    expect(chat.status).toBe(200);
    const chatText = readToEnd(chat);

    const slow = fetch(`${s.url}/test/slow`);
    await sleep(100);
    const started = Date.now();
    const stopping = shutDown(s.app, s.listener);
    await sleep(20);
    // New connections are refused (a fresh agent: no connection to reuse), and what still arrives answers 503.
    const late = await fetch(`${s.url}/api/health/ready`, { headers: { connection: 'close' } }).then((r) => r.status, () => 'refused');
    expect(['refused', 503]).toContain(late);

    expect(await feedText).toContain(': connected');
    expect(await chatText).toContain('"type":"ready"');
    const slowAnswer = await slow;
    expect(slowAnswer.status).toBe(200);
    expect(await slowAnswer.json()).toEqual({ data: 'done' });
    await stopping;
    served = undefined;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(s.events).toEqual(['slow answered']);
    await expect(s.app.db.query('SELECT 1')).rejects.toThrow();
  });

  it('the grace bounds the wait: a request slower than SHUTDOWN_GRACE_SECONDS does not hold the stop', async () => {
    const s = await serve({ shutdownGraceSeconds: 1, slowMs: 4_000 });
    served = s;
    const slow = fetch(`${s.url}/test/slow`).then((r) => r.status, () => 'cut');
    await sleep(100);
    const started = Date.now();
    await shutDown(s.app, s.listener);
    served = undefined;
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(3_000);
    expect(await slow).toBe('cut');
  });
});
