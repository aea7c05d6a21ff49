import { setRuntimeConfig } from '../runtime-config';
import { setTokenProvider } from '../http/registry';
import type { StreamEvent } from '../http/event-stream';
import { openSharedFeed } from './shared-feed';
import { openFeedConnection } from './feed-connection';
import { dispatchLiveEvent, subscribeLiveChanges, subscribeLivePresence } from './feed-hub';

/** A stream answer whose body yields the chunks, then stays open (`hang`) or ends. */
function streamResponse(chunks: string[], hang = true) {
  const encoder = new TextEncoder();
  let i = 0;
  return {
    status: 200,
    ok: true,
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

const change = (seq: number, id = 5) =>
  `id: ${seq}\nevent: change\ndata: ${JSON.stringify({ seq, module: 'hotbanner', id, version: seq, kind: 'update', by: { id: 2, name: 'Ed' }, at: '2026-11-25T10:00:00Z' })}\n\n`;

/** Web Locks as the browser grants them: one holder per name, the others wait in line (abortable). */
class FakeLocks {
  private held = new Map<string, boolean>();
  private queue = new Map<string, (() => void)[]>();
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<void> {
    return new Promise((resolve, reject) => {
      const grant = () => {
        this.held.set(name, true);
        void callback().then(() => {
          this.held.set(name, false);
          resolve();
          this.queue.get(name)?.shift()?.();
        });
      };
      if (!this.held.get(name)) return grant();
      const waiting = this.queue.get(name) ?? [];
      waiting.push(grant);
      this.queue.set(name, waiting);
      options.signal?.addEventListener('abort', () => {
        waiting.splice(waiting.indexOf(grant), 1);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  }
}

/** BroadcastChannel: delivers to the other channels of the same name, never to the sender. */
class FakeChannel {
  static all: FakeChannel[] = [];
  onmessage: ((message: { data: unknown }) => void) | null = null;
  constructor(readonly name: string) {
    FakeChannel.all.push(this);
  }
  postMessage(data: unknown) {
    for (const other of FakeChannel.all) if (other !== this && other.name === this.name) void Promise.resolve().then(() => other.onmessage?.({ data: JSON.parse(JSON.stringify(data)) as unknown }));
  }
  close() {
    FakeChannel.all = FakeChannel.all.filter((c) => c !== this);
  }
}

const flush = async () => {
  for (let i = 0; i < 30; i++) await Promise.resolve();
};

describe('live feed connection', () => {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  let answers: (() => Response | Promise<Response>)[] = [];

  beforeEach(() => {
    jest.useFakeTimers();
    calls.length = 0;
    setRuntimeConfig({ apiBase: '/api/v1' });
    setTokenProvider(() => 'tok');
    Object.defineProperty(globalThis, 'fetch', {
      configurable: true,
      writable: true,
      value: async (url: string, init: RequestInit) => {
        calls.push({ url, headers: init.headers as Record<string, string> });
        const next = answers.shift();
        return next ? next() : new Promise<never>(() => undefined);
      },
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    setTokenProvider(() => null);
    Object.defineProperty(navigator, 'locks', { configurable: true, value: undefined });
    Object.defineProperty(globalThis, 'BroadcastChannel', { configurable: true, writable: true, value: undefined });
    FakeChannel.all = [];
  });

  it('reconnects after a drop and resumes with Last-Event-ID; stops for good on end: logout', async () => {
    answers = [() => streamResponse([change(7), change(8)], false), () => streamResponse([change(9), 'event: end\ndata: {"reason":"logout"}\n\n'], false)];
    const seen: StreamEvent[] = [];
    const connection = openFeedConnection((e) => seen.push(e));
    await flush();
    expect(calls[0]).toMatchObject({ url: '/api/v1/live', headers: { 'x-access-token': 'tok' } });
    jest.advanceTimersByTime(1_000);
    await flush();
    expect(calls[1]!.headers['last-event-id']).toBe('8');
    expect(seen.map((e) => e.id)).toEqual(['7', '8', '9']);
    // Ended by the server: no reconnect however long we wait.
    jest.advanceTimersByTime(120_000);
    await flush();
    expect(calls).toHaveLength(2);
    connection.close();
  });

  it('after end: permissions, reconnects from the last id (the feed now follows the new permissions)', async () => {
    answers = [() => streamResponse([change(3), 'event: end\ndata: {"reason":"permissions"}\n\n'], false), () => streamResponse([], true)];
    const connection = openFeedConnection(() => undefined);
    await flush();
    jest.advanceTimersByTime(1_000);
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers['last-event-id']).toBe('3');
    connection.close();
  });

  it('shares one stream between tabs; when the leader tab closes, the next resumes after the last event seen', async () => {
    Object.defineProperty(navigator, 'locks', { configurable: true, value: new FakeLocks() });
    Object.defineProperty(globalThis, 'BroadcastChannel', { configurable: true, writable: true, value: FakeChannel });
    answers = [() => streamResponse([change(10), change(11)]), () => streamResponse([change(12)])];
    const tabA: string[] = [];
    const tabB: string[] = [];
    const stopA = openSharedFeed({ scope: '1', onEvent: (e) => tabA.push(e.id ?? '') });
    const stopB = openSharedFeed({ scope: '1', onEvent: (e) => tabB.push(e.id ?? '') });
    await flush();
    // One stream for the two tabs; the follower gets the leader's events.
    expect(calls).toHaveLength(1);
    expect(tabA).toEqual(['10', '11']);
    expect(tabB).toEqual(['10', '11']);
    stopA();
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers['last-event-id']).toBe('11');
    expect(tabB).toEqual(['10', '11', '12']);
    expect(tabA).toEqual(['10', '11']);
    stopB();
  });

  it('without Web Locks each tab reads its own stream (never one per list)', async () => {
    answers = [() => streamResponse([change(1)])];
    const seen: string[] = [];
    const stop = openSharedFeed({ scope: '1', onEvent: (e) => seen.push(e.id ?? '') });
    await flush();
    expect(calls).toHaveLength(1);
    expect(seen).toEqual(['1']);
    stop();
  });
});

describe('feed hub', () => {
  it('hands change and presence events to their subscribers, and ignores the rest', () => {
    const changes: unknown[] = [];
    const presence: unknown[] = [];
    const offChanges = subscribeLiveChanges((c) => changes.push(c.id));
    const offPresence = subscribeLivePresence((p) => presence.push(p.users.length));
    dispatchLiveEvent({ event: 'change', id: '1', data: '{"seq":1,"module":"hotbanner","id":5,"version":2,"kind":"update","by":{"id":1,"name":"A"},"at":""}' });
    dispatchLiveEvent({ event: 'presence', data: '{"module":"hotbanner","id":5,"users":[]}' });
    dispatchLiveEvent({ event: 'change', data: 'not json' });
    dispatchLiveEvent({ event: 'end', data: '{"reason":"logout"}' });
    offChanges();
    offPresence();
    dispatchLiveEvent({ event: 'change', data: '{"module":"hotbanner","id":6}' });
    expect(changes).toEqual([5]);
    expect(presence).toEqual([0]);
  });
});
