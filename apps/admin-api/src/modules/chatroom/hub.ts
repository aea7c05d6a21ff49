// Wakes the open streams when the chat changed. The database stays the one source of events: each stream reads
// the events after its own cursor, so nothing is lost or sent twice, whatever the timing. A change is pushed to
// every instance (core/change-notify.ts: PostgreSQL NOTIFY, an in-process emitter on PGlite) instead of each stream
// polling; one cheap query per instance every SWEEP_MS still catches a notice that never came (a process that died
// between its commit and its notice).
import { createChangeNotifier } from '../../core/change-notify';
import type { AppDb } from '../../db/db';

export const SWEEP_MS = 5_000;

export type Wake = () => void;

export interface ChatHub {
  /** Calls `wake` on every change of the room until the returned unwatch; resolves once changes are heard. */
  watch(roomId: number, wake: Wake): Promise<() => void>;
  /** The room changed (a post, a moderation), committed. */
  changed(roomId: number): void;
  close(): Promise<void>;
}

export function createChatHub(db: AppDb, onError: (error: unknown) => void): ChatHub {
  const notifier = createChangeNotifier(db, 'chat', onError);
  // This process's watchers by room (the sweep wakes them; notices reach them through the notifier).
  const rooms = new Map<number, Set<Wake>>();
  let newest = 0;
  let timer: NodeJS.Timeout | null = null;

  // Wakes the watched rooms that have events past the newest one the sweep has seen.
  const sweep = async () => {
    try {
      const { rows } = await db.query<{ room_id: number; newest: string }>('SELECT room_id, max(id) AS newest FROM chat_events WHERE id > $1 GROUP BY room_id', [newest]);
      for (const row of rows) {
        newest = Math.max(newest, Number(row.newest));
        for (const wake of [...(rooms.get(row.room_id) ?? [])]) wake();
      }
    } catch (error) {
      onError(error);
    }
  };

  return {
    async watch(roomId, wake) {
      if (!timer) {
        timer = setInterval(() => void sweep(), SWEEP_MS);
        timer.unref();
        newest = Number((await db.query<{ id: string | null }>('SELECT max(id) AS id FROM chat_events')).rows[0]?.id ?? 0);
      }
      const unsubscribe = await notifier.subscribe(String(roomId), wake);
      const set = rooms.get(roomId) ?? new Set<Wake>();
      rooms.set(roomId, set);
      set.add(wake);
      return () => {
        unsubscribe();
        set.delete(wake);
        if (set.size === 0) rooms.delete(roomId);
        if (rooms.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
    changed(roomId) {
      void notifier.publish(String(roomId));
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      rooms.clear();
      await notifier.close();
    },
  };
}
