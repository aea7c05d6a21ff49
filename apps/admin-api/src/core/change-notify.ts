// "Something changed under this key" for every API process on one database: PostgreSQL NOTIFY between instances,
// an in-process emitter on PGlite (db/pg-notices.ts, db/local-notices.ts). Only the key travels: a subscriber
// re-reads the database after its own cursor, so a notice lost, late or doubled costs a read, never an event.
// Small on purpose: the chat stream uses it now, a general change feed can later.
import type { DbNotices } from '../db/db';

export interface ChangeNotifier {
  /** Tells every process's subscribers of `key` (call it after the change committed). Never throws. */
  publish(key: string): Promise<void>;
  /**
   * Calls `changed` on every notice for `key`, and on a possible gap (the notice connection was made again), until
   * the returned unsubscribe. Resolves once the process is listening: a change after that is heard.
   */
  subscribe(key: string, changed: () => void): Promise<() => void>;
  close(): Promise<void>;
}

export function createChangeNotifier(db: DbNotices, channel: string, onError: (error: unknown) => void): ChangeNotifier {
  const keys = new Map<string, Set<() => void>>();
  let listening: Promise<() => Promise<void>> | null = null;
  let closed = false;

  const onNotice = (key: string) => {
    for (const changed of [...(keys.get(key) ?? [])]) changed();
  };
  const onGap = () => {
    for (const set of keys.values()) for (const changed of [...set]) changed();
  };
  const listen = () => {
    listening ??= db.listen(channel, onNotice, onGap).catch((error: unknown) => {
      listening = null;
      throw error;
    });
    return listening;
  };

  return {
    async publish(key) {
      try {
        await db.notify(channel, key);
      } catch (error) {
        onError(error);
      }
    },
    async subscribe(key, changed) {
      const set = keys.get(key) ?? new Set();
      keys.set(key, set);
      set.add(changed);
      try {
        if (!closed) await listen();
      } catch (error) {
        set.delete(changed);
        throw error;
      }
      return () => {
        set.delete(changed);
        if (set.size === 0) keys.delete(key);
      };
    },
    async close() {
      closed = true;
      keys.clear();
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.();
    },
  };
}
