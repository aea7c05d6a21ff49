import { setRuntimeConfig } from '../runtime-config';
import { createEventStreamParser, openEventStream, type StreamEvent, type StreamState } from './event-stream';
import { setTokenProvider, setUnauthorizedHandler } from './registry';

describe('createEventStreamParser', () => {
  it('joins events split across chunks, keeps ids, names, multi-line data, skips comments', () => {
    const retries: number[] = [];
    const parse = createEventStreamParser((ms) => retries.push(ms));
    expect(parse('id: 7\nda')).toEqual([]);
    expect(parse('ta: {"a":1}\n\n: heartbeat\n\nevent: ping\ndata: x\ndata: y\r\n\r\nretry: 1500\n')).toEqual([
      { id: '7', event: 'message', data: '{"a":1}' },
      { id: '7', event: 'ping', data: 'x\ny' },
    ]);
    expect(retries).toEqual([1500]);
    // An id without data sets the id for what follows; an event without data is not dispatched.
    expect(parse('id: 9\n\ndata:z\n\n')).toEqual([{ id: '9', event: 'message', data: 'z' }]);
  });
});

/** A response whose body yields the given chunks, then ends (or stays open when `hang`). */
function streamResponse(status: number, chunks: string[], hang = false) {
  const encoder = new TextEncoder();
  let i = 0;
  return {
    status,
    ok: status >= 200 && status < 300,
    body: {
      getReader: () => ({
        read: () =>
          i < chunks.length
            ? Promise.resolve({ value: encoder.encode(chunks[i++]), done: false })
            : hang
              ? new Promise<never>(() => undefined)
              : Promise.resolve({ value: undefined, done: true }),
      }),
    },
  } as unknown as Response;
}

describe('openEventStream', () => {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  let answers: (() => Response | Promise<Response>)[] = [];

  beforeEach(() => {
    jest.useFakeTimers();
    calls.length = 0;
    setRuntimeConfig({ apiBase: '/api/v1', chatHost: '' });
    setTokenProvider(() => 'tok');
    Object.defineProperty(globalThis, 'fetch', {
      configurable: true,
      writable: true,
      value: async (url: string, init: RequestInit) => {
        calls.push({ url, headers: init.headers as Record<string, string> });
        const next = answers.shift();
        if (!next) return new Promise<never>(() => undefined);
        return next();
      },
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    setTokenProvider(() => null);
  });

  const flush = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };

  it('sends the token, reconnects after a drop with Last-Event-ID and backs off after failures', async () => {
    answers = [
      () => streamResponse(200, ['id: 1\ndata: "a"\n\n', 'id: 2\ndata: "b"\n\n']),
      () => Promise.reject(new TypeError('network down')),
      () => streamResponse(200, ['id: 3\ndata: "c"\n\n'], true),
    ];
    const events: StreamEvent[] = [];
    const states: [StreamState, number | undefined][] = [];
    const stream = openEventStream({ path: 'chat/rooms/1/stream', base: 'chat', onEvent: (e) => events.push(e), onState: (s, d) => states.push([s, d?.retryInMs]) });
    await flush();
    expect(calls[0]).toMatchObject({ url: '/api/v1/chat/rooms/1/stream', headers: { accept: 'text/event-stream', 'x-access-token': 'tok' } });
    expect(calls[0]!.headers['last-event-id']).toBeUndefined();
    expect(events.map((e) => e.data)).toEqual(['"a"', '"b"']);
    // The first stream ended: retry after 1 s, with the last id.
    jest.advanceTimersByTime(1_000);
    await flush();
    expect(calls[1]!.headers['last-event-id']).toBe('2');
    // That attempt failed: the next waits 2 s.
    jest.advanceTimersByTime(1_999);
    await flush();
    expect(calls).toHaveLength(2);
    jest.advanceTimersByTime(1);
    await flush();
    expect(calls[2]!.headers['last-event-id']).toBe('2');
    expect(events.map((e) => e.id)).toEqual(['1', '2', '3']);
    expect(stream.lastEventId).toBe('3');
    expect(states).toEqual([['connecting', undefined], ['open', undefined], ['reconnecting', 1000], ['reconnecting', undefined], ['reconnecting', 2000], ['reconnecting', undefined], ['open', undefined]]);
    stream.close();
    expect(states.at(-1)).toEqual(['closed', undefined]);
  });

  it('uses chatHost when configured', async () => {
    setRuntimeConfig({ apiBase: '/api/v1', chatHost: 'https://chat.example.pl/api/v1' });
    answers = [() => streamResponse(200, [], true)];
    const stream = openEventStream({ path: 'chat/rooms/2/stream', base: 'chat', onEvent: () => undefined });
    await flush();
    expect(calls[0]!.url).toBe('https://chat.example.pl/api/v1/chat/rooms/2/stream');
    stream.close();
  });

  it('stops on 403 without retrying, and signs out on 401', async () => {
    const unauthorized = jest.fn();
    setUnauthorizedHandler(unauthorized);
    answers = [() => streamResponse(403, [])];
    const states: StreamState[] = [];
    openEventStream({ path: 'x', onEvent: () => undefined, onState: (s) => states.push(s) });
    await flush();
    jest.advanceTimersByTime(60_000);
    await flush();
    expect(calls).toHaveLength(1);
    expect(states).toEqual(['connecting', 'failed']);

    answers = [() => streamResponse(401, [])];
    openEventStream({ path: 'x', onEvent: () => undefined });
    await flush();
    expect(unauthorized).toHaveBeenCalledTimes(1);
    setUnauthorizedHandler(() => undefined);
  });
});
