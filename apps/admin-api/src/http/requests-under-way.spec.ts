import Fastify from 'fastify';
import { listenEarly } from './early-listen';
import { trackRequestsUnderWay } from './requests-under-way';

// The slow handler waits for the test to let it answer, and says when it has started: a loaded machine delays the
// request's arrival, so a fixed pause cannot say it is under way.
function gatedHandler() {
  let arrive!: () => void;
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release, handle: () => (arrive(), released) };
}

// As in the API: the port is the early listener's, so Fastify's close does not wait for the requests itself.
async function appOnEarlyPort() {
  const listener = await listenEarly(0, '127.0.0.1');
  const app = Fastify({ serverFactory: listener.serverFactory });
  const events: string[] = [];
  const gate = gatedHandler();
  const requests = trackRequestsUnderWay(app);
  app.addHook('onClose', async () => {
    await requests.settled(5_000);
    events.push('database closed');
  });
  app.get('/slow', async () => {
    await gate.handle();
    events.push('answered');
    return { data: 'done' };
  });
  await app.ready();
  listener.serve();
  return { app, listener, events, requests, gate, url: `http://127.0.0.1:${listener.port}` };
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('closing waits for a request under way before the database is closed, and it is answered', async () => {
  const { app, listener, events, requests, gate, url } = await appOnEarlyPort();
  try {
    const answer = fetch(`${url}/slow`);
    await gate.arrived;
    expect(requests.count).toBe(1);
    const closed = app.close();
    await tick(50);
    expect(events).toEqual([]);
    gate.release();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: 'done' });
    await closed;
    expect(events).toEqual(['answered', 'database closed']);
    expect(requests.count).toBe(0);
  } finally {
    await listener.close();
  }
});

test('closing with nothing under way does not wait', async () => {
  const { app, listener, gate, url } = await appOnEarlyPort();
  try {
    gate.release();
    await fetch(`${url}/slow`);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(500);
  } finally {
    await listener.close();
  }
});

test('a request whose client hung up is under way until its handler has answered', async () => {
  const { app, listener, events, requests, gate, url } = await appOnEarlyPort();
  try {
    const hangUp = new AbortController();
    const answer = fetch(`${url}/slow`, { signal: hangUp.signal }).catch(() => 'hung up');
    await gate.arrived;
    hangUp.abort();
    expect(await answer).toBe('hung up');
    await tick(50);
    expect(requests.count).toBe(1);
    const closed = app.close();
    gate.release();
    await closed;
    expect(events).toEqual(['answered', 'database closed']);
    expect(requests.count).toBe(0);
  } finally {
    await listener.close();
  }
});
