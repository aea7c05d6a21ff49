// Test kit: a feed stream over real HTTP, its events parsed (name, id, data), and waits on them.
export interface FeedEvent {
  event: string;
  id?: string;
  data: Record<string, unknown>;
}

export interface FeedStream {
  status: number;
  events: FeedEvent[];
  /** Resolves with Date.now() when the server ends the stream (or the timeout aborted it). */
  ended: Promise<number>;
  /** Waits until an event passes `test` (rejects after `ms`); returns it. */
  next(test: (event: FeedEvent) => boolean, ms?: number): Promise<FeedEvent>;
  abort(): void;
}

export async function openFeed(base: string, token: string, lastEventId?: string, timeoutMs = 20_000): Promise<FeedStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream', 'x-access-token': token };
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  const response = await fetch(`${base}/api/v1/live`, { headers, signal: controller.signal });
  const events: FeedEvent[] = [];
  const ended = (async () => {
    if (!response.body || response.status !== 200) return Date.now();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let buffer = '';
    try {
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return Date.now();
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1).trim();
          const data = field('data');
          if (data !== undefined) events.push({ event: field('event') ?? 'message', ...(field('id') !== undefined ? { id: field('id') } : {}), data: JSON.parse(data) });
        }
      }
    } catch {
      return Date.now();
    } finally {
      clearTimeout(timer);
    }
  })();
  const next = async (test: (event: FeedEvent) => boolean, ms = 3_000) => {
    const from = Date.now();
    for (;;) {
      const found = events.find(test);
      if (found) return found;
      if (Date.now() - from > ms) throw new Error(`no such event within ${ms} ms; got ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { status: response.status, events, ended, next, abort: () => controller.abort() };
}

/** The change events of a stream, for one module. */
export const changesOf = (stream: FeedStream, module: string) => stream.events.filter((e) => e.event === 'change' && e.data.module === module);
