// PostgreSQL LISTEN/NOTIFY: every API process on one database hears every notice. Listening holds one connection
// of its own (outside the pool), opened on the first listen; when it drops, it is made again (1 s, 2 s … 30 s) and
// every listener is told there may be a gap. Channels are scoped by schema, so test files on one server never meet.
import pg from 'pg';
import type { DbNotices } from './db';

interface Listener {
  onNotice: (payload: string) => void;
  onGap: () => void;
}

export function pgNotices(pool: pg.Pool, url: string, schema: string | undefined): DbNotices & { close(): Promise<void> } {
  const scoped = (channel: string) => `${schema ?? 'public'}.${channel}`;
  const channels = new Map<string, Set<Listener>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retryMs = 1_000;
  let retryTimer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', ({ channel, payload }) => {
      for (const listener of [...(channels.get(channel) ?? [])]) listener.onNotice(payload ?? '');
    });
    next.on('error', () => dropped(next));
    next.on('end', () => dropped(next));
    await next.connect();
    for (const channel of channels.keys()) await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    retryMs = 1_000;
    client = next;
    return next;
  };
  const ensure = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => (connecting = null));
    return connecting;
  };
  const dropped = (which: pg.Client) => {
    if (client !== which || closed) return;
    client = null;
    void which.end().catch(() => undefined);
    const reconnect = () => {
      retryTimer = null;
      if (closed || channels.size === 0) return;
      ensure().then(
        () => {
          for (const listeners of channels.values()) for (const listener of [...listeners]) listener.onGap();
        },
        () => {
          retryMs = Math.min(retryMs * 2, 30_000);
          retryTimer = setTimeout(reconnect, retryMs);
          retryTimer.unref();
        },
      );
    };
    retryTimer = setTimeout(reconnect, retryMs);
    retryTimer.unref();
  };

  return {
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [scoped(channel), payload]);
    },
    async listen(channel, onNotice, onGap) {
      const name = scoped(channel);
      const listener: Listener = { onNotice, onGap };
      const known = channels.has(name);
      const listeners = channels.get(name) ?? new Set();
      channels.set(name, listeners);
      listeners.add(listener);
      const connection = await ensure();
      if (!known) await connection.query(`LISTEN ${connection.escapeIdentifier(name)}`);
      return async () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        channels.delete(name);
        await client?.query(`UNLISTEN ${client.escapeIdentifier(name)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const open = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
