// Spec helper: answers fetch calls with JSON, one reply per call (the last repeats). jsdom has no Response.
export interface FakeReply {
  status?: number;
  body?: unknown;
}

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

/** Replaces global fetch; returns the calls seen so far (url, method, parsed JSON body). */
export function mockFetch(...replies: FakeReply[]): FetchCall[] {
  const calls: FetchCall[] = [];
  let index = 0;
  const fake = async (url: string, init: RequestInit = {}) => {
    const reply = replies[Math.min(index, replies.length - 1)] ?? {};
    index += 1;
    calls.push({ url, method: init.method ?? 'GET', body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
    const raw = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return { status: reply.status ?? 200, text: async () => raw } as unknown as Response;
  };
  Object.defineProperty(globalThis, 'fetch', { value: fake, configurable: true, writable: true });
  return calls;
}
