import Fastify from 'fastify';
import { STARTING_MESSAGE, listenEarly } from './early-listen';

test('answers 503 in the { message } envelope until the app is ready, then the app answers on the same port', async () => {
  const listener = await listenEarly(0, '127.0.0.1');
  try {
    const before = await fetch(`http://127.0.0.1:${listener.port}/api/health`);
    expect(before.status).toBe(503);
    expect(before.headers.get('retry-after')).toBe('1');
    expect(await before.json()).toEqual({ message: STARTING_MESSAGE });

    const app = Fastify({ serverFactory: listener.serverFactory });
    app.get('/api/health', async () => ({ data: { status: 'ok' } }));
    await app.ready();
    listener.serve();
    const after = await fetch(`http://127.0.0.1:${listener.port}/api/health`);
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ data: { status: 'ok' } });
    await app.close();
  } finally {
    await listener.close();
  }
});

test('a port already bound is refused before anything else happens', async () => {
  const first = await listenEarly(0, '127.0.0.1');
  try {
    await expect(listenEarly(first.port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
  } finally {
    await first.close();
  }
});
