// Server-sent events read with fetch: the browser's EventSource cannot send the `x-access-token` header, so this
// small reader does what it does — parse the stream, remember the last event id, reconnect with `Last-Event-ID`
// after a drop, waiting longer after each failed attempt (1 s, 2 s, 4 s … 30 s).
import { apiUrl, authHeaders, type ApiBase } from './client';
import { onUnauthorized } from './registry';

/** One event of a stream: its id (when it had one), name ("message" by default) and data text. */
export interface StreamEvent {
  id?: string;
  event: string;
  data: string;
}

/** connecting → open → (dropped) reconnecting → open …; `closed` after close(), `failed` when the server refuses. */
export type StreamState = 'connecting' | 'open' | 'reconnecting' | 'failed' | 'closed';

/**
 * The server-sent events format (text/event-stream, as the WHATWG HTML standard defines it), fed chunk by chunk. Returns the events completed by the chunk;
 * `retry` lines report the server's reconnect delay.
 */
export function createEventStreamParser(onRetry: (ms: number) => void = () => undefined) {
  let buffer = '';
  let data: string[] = [];
  let event = '';
  let id: string | undefined;
  return (chunk: string): StreamEvent[] => {
    buffer += chunk;
    const out: StreamEvent[] = [];
    const lines = buffer.split(/\r\n|\r|\n/);
    // The last piece may be a line still being written (a lone \r at the end too: its \n may follow).
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) out.push({ ...(id !== undefined ? { id } : {}), event: event || 'message', data: data.join('\n') });
        data = [];
        event = '';
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') data.push(value);
      else if (field === 'event') event = value;
      else if (field === 'id' && !value.includes('\0')) id = value;
      else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
    }
    return out;
  };
}

export interface EventStreamOptions {
  path: string;
  base?: ApiBase;
  onEvent: (event: StreamEvent) => void;
  onState?: (state: StreamState, detail?: { status?: number; retryInMs?: number }) => void;
  /** Resume after this id (the first request sends it as Last-Event-ID). */
  lastEventId?: string;
  /** First reconnect delay; doubled after each failed attempt up to maxDelayMs (a successful open resets it). */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

export interface EventStreamHandle {
  close(): void;
  /** The id of the last event received (what a reconnect sends as Last-Event-ID). */
  readonly lastEventId: string | undefined;
}

/**
 * Opens an authenticated event stream and keeps it open until close():
 *   const stream = openEventStream({ path: 'chat/rooms/1/stream', base: 'chat', onEvent: (e) => apply(JSON.parse(e.data)) });
 * A 401 signs the user out (as every call does); 403 and 404 stop with `failed`; anything else is retried.
 */
export function openEventStream(options: EventStreamOptions): EventStreamHandle {
  const initialDelay = options.initialDelayMs ?? 1_000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  let lastEventId = options.lastEventId;
  let delay = initialDelay;
  let closed = false;
  let first = true;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const state = (next: StreamState, detail?: { status?: number; retryInMs?: number }) => {
    if (!closed || next === 'closed') options.onState?.(next, detail);
  };

  async function connect(): Promise<void> {
    controller = new AbortController();
    const headers: Record<string, string> = { accept: 'text/event-stream', ...authHeaders(), ...(lastEventId ? { 'last-event-id': lastEventId } : {}) };
    const response = await fetch(apiUrl(options.path, { base: options.base }), { headers, signal: controller.signal, cache: 'no-store' });
    if (response.status === 401 && 'x-access-token' in headers) {
      onUnauthorized();
      return fail(401);
    }
    if ([401, 403, 404].includes(response.status)) return fail(response.status);
    if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
    delay = initialDelay;
    state('open');
    const parse = createEventStreamParser((ms) => (delay = ms));
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read();
      if (done || closed) break;
      for (const event of parse(decoder.decode(value, { stream: true }))) {
        if (event.id !== undefined) lastEventId = event.id;
        options.onEvent(event);
      }
    }
    throw new Error('stream ended');
  }

  function fail(status: number): void {
    closed = true;
    options.onState?.('failed', { status });
  }

  function run(): void {
    state(first ? 'connecting' : 'reconnecting');
    first = false;
    connect().catch(() => {
      if (closed) return;
      const wait = delay;
      delay = Math.min(delay * 2, maxDelay);
      state('reconnecting', { retryInMs: wait });
      timer = setTimeout(run, wait);
    });
  }

  run();
  return {
    close() {
      if (closed) return;
      closed = true;
      if (timer) clearTimeout(timer);
      controller?.abort();
      state('closed');
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
