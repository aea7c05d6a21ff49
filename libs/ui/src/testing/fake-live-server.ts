// Spec helper: a fetch that answers like the admin API for one list resource and keeps the live feed open, so a
// test pushes feed events through the real stream reader (startLiveFeed → ListPage / FormShell).
export interface FakeRow {
  id: number;
  name: string;
  version?: number;
  link?: string;
}

export interface FakeLiveServer {
  rows: FakeRow[];
  /** Every request: method and URL (path and query). */
  calls: { method: string; url: string; body: unknown; keepalive?: boolean }[];
  /** GETs of the list (not the feed, not a record). */
  listRequests(): number;
  /** Sends one feed event. */
  push(event: string, data: unknown, id?: number): void;
  presence: unknown[];
}

export function fakeLiveServer(path: string, rows: FakeRow[]): FakeLiveServer {
  const encoder = new TextEncoder();
  const chunks: string[] = [];
  let wake: (() => void) | null = null;
  const server: FakeLiveServer = {
    rows,
    calls: [],
    presence: [],
    listRequests: () => server.calls.filter((c) => c.method === 'GET' && new URL(c.url, 'http://x').pathname === `/api/v1/${path}`).length,
    push(event, data, id) {
      chunks.push(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      wake?.();
    },
  };
  const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => (body === undefined ? '' : JSON.stringify(body)) }) as unknown as Response;
  const fake = async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    server.calls.push({ method, url, body, keepalive: init.keepalive });
    const { pathname, searchParams } = new URL(url, 'http://x');
    if (pathname === '/api/v1/live') {
      return {
        status: 200,
        ok: true,
        body: {
          getReader: () => ({
            read: async () => {
              while (chunks.length === 0) await new Promise<void>((resolve) => (wake = resolve));
              return { value: encoder.encode(chunks.shift()), done: false };
            },
          }),
        },
      } as unknown as Response;
    }
    if (pathname === '/api/v1/live/presence' && method === 'GET') return json(200, { data: { users: server.presence } });
    if (pathname.startsWith('/api/v1/live/presence')) return json(204, undefined);
    if (pathname === `/api/v1/${path}`) {
      const size = Number(searchParams.get('pageSize') ?? 10);
      const page = Number(searchParams.get('page') ?? 1);
      return json(200, { data: { items: server.rows.slice((page - 1) * size, page * size), total: server.rows.length, page, pageSize: size } });
    }
    const one = pathname.match(new RegExp(`^/api/v1/${path}/(\\d+)$`));
    if (one) {
      const row = server.rows.find((r) => r.id === Number(one[1]));
      if (method === 'PATCH' && row) {
        const sent = body as { version?: number; name?: string };
        if (sent.version !== row.version) return json(409, { message: 'This record was changed by someone else.' });
        Object.assign(row, sent, { version: (row.version ?? 1) + 1 });
      }
      return row ? json(200, { data: row }) : json(404, { message: 'Not found' });
    }
    return json(404, { message: 'Not found' });
  };
  Object.defineProperty(globalThis, 'fetch', { value: fake, configurable: true, writable: true });
  return server;
}

/** A feed `change` event's data. */
export function changeEvent(seq: number, id: number, kind: string, by: { id: number; name: string }, version: number | null = seq) {
  return { seq, module: 'banners', id, version, kind, by, at: new Date().toISOString() };
}
