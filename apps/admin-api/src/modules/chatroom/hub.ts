// Wakes the open streams when the chat changed. The database stays the one source of events: each stream reads
// the events after its own cursor, so nothing is lost or sent twice, whatever the timing. A write in this process
// wakes its room's streams at once; a tick every POLL_MS covers writes of other instances on one PostgreSQL.
export const POLL_MS = 500;

export type Wake = () => void;

export interface ChatHub {
  /** Calls `wake` on every change of the room (and every tick) until the returned unsubscribe is called. */
  watch(roomId: number, wake: Wake): () => void;
  /** The room changed (a post, a moderation). */
  changed(roomId: number): void;
  close(): void;
}

export function createChatHub(): ChatHub {
  const rooms = new Map<number, Set<Wake>>();
  let timer: NodeJS.Timeout | null = null;

  const all = () => [...rooms.values()].flatMap((set) => [...set]);
  const stopIfIdle = () => {
    if (timer && all().length === 0) {
      clearInterval(timer);
      timer = null;
    }
  };

  return {
    watch(roomId, wake) {
      const set = rooms.get(roomId) ?? new Set<Wake>();
      rooms.set(roomId, set);
      set.add(wake);
      if (!timer) {
        timer = setInterval(() => all().forEach((w) => w()), POLL_MS);
        timer.unref();
      }
      return () => {
        set.delete(wake);
        stopIfIdle();
      };
    },
    changed(roomId) {
      for (const wake of rooms.get(roomId) ?? []) wake();
    },
    close() {
      rooms.clear();
      stopIfIdle();
    },
  };
}
