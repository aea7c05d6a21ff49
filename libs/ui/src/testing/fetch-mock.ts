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

/** A JSON body as data; any other text as it is. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Replaces global fetch; returns the calls seen so far (url, method, parsed JSON body). Replies are used in turn (the
 * last repeats), or one function answers each call.
 */
export function mockFetch(...replies: FakeReply[] | [(call: FetchCall) => FakeReply]): FetchCall[] {
  const calls: FetchCall[] = [];
  let index = 0;
  const fake = async (url: string, init: RequestInit = {}) => {
    const call = { url, method: init.method ?? 'GET', body: typeof init.body === 'string' ? parsed(init.body) : init.body };
    calls.push(call);
    const first = replies[0];
    const reply = (typeof first === 'function' ? first(call) : (replies as FakeReply[])[Math.min(index, replies.length - 1)]) ?? {};
    index += 1;
    const raw = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return { status: reply.status ?? 200, text: async () => raw } as unknown as Response;
  };
  Object.defineProperty(globalThis, 'fetch', { value: fake, configurable: true, writable: true });
  return calls;
}
