import Fastify from 'fastify';
import { listenEarly } from './early-listen';
import { trackRequestsUnderWay } from './requests-under-way';

// As in the API: the port is the early listener's, so Fastify's close does not wait for the requests itself.
async function appOnEarlyPort() {
  const listener = await listenEarly(0, '127.0.0.1');
  const app = Fastify({ serverFactory: listener.serverFactory });
  const events: string[] = [];
  const requests = trackRequestsUnderWay(app);
  app.addHook('onClose', async () => {
    await requests.settled(2_000);
    events.push('database closed');
  });
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    events.push('answered');
    return { data: 'done' };
  });
  await app.ready();
  listener.serve();
  return { app, listener, events, requests, url: `http://127.0.0.1:${listener.port}` };
}

test('closing waits for a request under way before the database is closed, and it is answered', async () => {
  const { app, listener, events, requests, url } = await appOnEarlyPort();
  try {
    const answer = fetch(`${url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.count).toBe(1);
    const closed = app.close();
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
  const { app, listener, url } = await appOnEarlyPort();
  try {
    await fetch(`${url}/slow`);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(500);
  } finally {
    await listener.close();
  }
});

test('a request whose client hung up is under way until its handler has answered', async () => {
  const { app, listener, events, requests, url } = await appOnEarlyPort();
  try {
    const hangUp = new AbortController();
    const answer = fetch(`${url}/slow`, { signal: hangUp.signal }).catch(() => 'hung up');
    await new Promise((resolve) => setTimeout(resolve, 50));
    hangUp.abort();
    expect(await answer).toBe('hung up');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.count).toBe(1);
    await app.close();
    expect(events).toEqual(['answered', 'database closed']);
    expect(requests.count).toBe(0);
  } finally {
    await listener.close();
  }
});
