// One per API process: wakes this process's open feed streams. The database stays the source of every event: a
// change notice (core/change-notify.ts: PostgreSQL NOTIFY between instances, in-process on PGlite) only says
// "look again", and each stream reads the history after its own cursor, so a notice lost, late or doubled costs a
// read, never an event. Presence is re-read whole on a notice and compared with what this process last told its
// streams, so each instance announces the same changes. A sweep every SWEEP_MS catches what no notice announced:
// changes the server made itself (scheduled publishing), a notice lost with a process, and presence that expired.
import { createChangeNotifier } from '../../core/change-notify';
import type { AppDb } from '../../db/db';
import { changesAfter, feedHead, type LiveChange } from './feed';
import { allPresence, sweepPresence, type RecordPresence } from './presence';

const DEFAULT_SWEEP_MS = 5_000;

/** The sweep's period (LIVE_SWEEP_MS: tests and the bench shorten it). */
export function sweepInterval(): number {
  const fromEnv = Number(process.env.LIVE_SWEEP_MS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_SWEEP_MS;
}

export interface FeedWatcher {
  /** Something may have been committed past the stream's cursor. */
  changed(): void;
  /** Who is on these records changed (an empty `users`: everyone left). */
  presence(records: RecordPresence[]): void;
}

export interface LiveHub {
  /** Wakes `watcher` until the returned unwatch; resolves once notices are heard. */
  watch(watcher: FeedWatcher): Promise<() => void>;
  /** The changes after `cursor`: streams asking from the same cursor at once share one query. */
  read(cursor: number): Promise<LiveChange[]>;
  head(): Promise<number>;
  /** Tell every instance: a change was committed / who is on a record changed. */
  changed(): void;
  presenceChanged(): void;
  close(): Promise<void>;
}

const CHANGES = 'changes';
const PRESENCE = 'presence';

const printOf = (record: RecordPresence) => JSON.stringify(record.users.map((u) => [u.tabId, u.editing]));

export function createLiveHub(db: AppDb, now: () => Date, onError: (error: unknown) => void, sweepMs = sweepInterval()): LiveHub {
  const notifier = createChangeNotifier(db, 'live', onError);
  const watchers = new Set<FeedWatcher>();
  const reads = new Map<number, Promise<LiveChange[]>>();
  let unsubscribe: (() => void)[] = [];
  let starting: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let newest = 0;
  /** Presence as this process's streams last heard it, by `module:id`, with its print. */
  let told = new Map<string, { print: string }>();

  const wakeAll = () => {
    for (const watcher of [...watchers]) watcher.changed();
  };

  // One presence read at a time; a notice during one asks for one more.
  let reading = false;
  let again = false;
  const refreshPresence = async (): Promise<void> => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const current = await allPresence(db, now());
        const changed: RecordPresence[] = [];
        for (const [key, record] of current) if (told.get(key)?.print !== printOf(record)) changed.push(record);
        for (const key of told.keys()) {
          if (current.has(key)) continue;
          const [module, id] = [key.slice(0, key.lastIndexOf(':')), Number(key.slice(key.lastIndexOf(':') + 1))];
          changed.push({ module, id, users: [] });
        }
        told = new Map([...current].map(([key, record]) => [key, { print: printOf(record) }]));
        if (changed.length > 0) for (const watcher of [...watchers]) watcher.presence(changed);
      } while (again && watchers.size > 0);
    } catch (error) {
      onError(error);
    } finally {
      reading = false;
    }
  };

  const sweep = async () => {
    try {
      const head = await feedHead(db);
      if (head > newest) {
        newest = head;
        wakeAll();
      }
      await refreshPresence();
      await sweepPresence(db, now());
    } catch (error) {
      onError(error);
    }
  };

  const start = async () => {
    unsubscribe = [
      await notifier.subscribe(CHANGES, wakeAll),
      await notifier.subscribe(PRESENCE, () => void refreshPresence()),
    ];
    newest = await feedHead(db);
    // What is already there when the first stream opens is not news to announce (a form asks GET /live/presence).
    told = new Map([...(await allPresence(db, now()))].map(([key, record]) => [key, { print: printOf(record) }]));
    timer = setInterval(() => void sweep(), sweepMs);
    timer.unref();
  };
  const stop = () => {
    for (const off of unsubscribe) off();
    unsubscribe = [];
    if (timer) clearInterval(timer);
    timer = null;
    told = new Map();
  };

  return {
    async watch(watcher) {
      watchers.add(watcher);
      if (watchers.size === 1 || starting) {
        starting ??= start().finally(() => (starting = null));
        try {
          await starting;
        } catch (error) {
          watchers.delete(watcher);
          throw error;
        }
      }
      return () => {
        if (!watchers.delete(watcher)) return;
        if (watchers.size === 0) stop();
      };
    },
    read(cursor) {
      let read = reads.get(cursor);
      if (!read) {
        read = changesAfter(db, cursor).finally(() => reads.delete(cursor));
        reads.set(cursor, read);
      }
      return read;
    },
    head: () => feedHead(db),
    changed() {
      void notifier.publish(CHANGES);
    },
    presenceChanged() {
      void notifier.publish(PRESENCE);
    },
    async close() {
      watchers.clear();
      stop();
      await notifier.close();
    },
  };
}
