// One per API process: feeds this process's open streams. The database stays the source of every event: a change
// notice (core/change-notify.ts: PostgreSQL NOTIFY between instances, in-process on PGlite) only says "look again",
// and the hub reads the history after its tail once for all its streams (each event formatted once), so a notice
// lost, late or doubled costs a read, never an event; a stream behind the tail (a resume) reads for itself. Presence
// is re-read whole on a notice and compared with what this process last told its streams, so each instance
// announces the same changes. A sweep every SWEEP_MS catches what no notice announced: changes the server made
// itself (scheduled publishing), a notice lost with a process, and presence that expired.
import { createChangeNotifier } from '../../core/change-notify';
import type { AppDb } from '../../db/db';
import type { LiveChange, LivePresence } from '@backoffice/validation';
import { changesAfter, FEED_PAGE, feedHead } from './feed';
import { allPresence, sweepPresence } from './presence';
import { coalescedRun } from '../../core/coalesced-run';

const DEFAULT_SWEEP_MS = 5_000;

/** The sweep's period (LIVE_SWEEP_MS: tests and the bench shorten it). */
export function sweepInterval(): number {
  const fromEnv = Number(process.env.LIVE_SWEEP_MS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_SWEEP_MS;
}

/** One change or presence event, formatted once for every stream (`id:`, `event:`, `data:` lines). */
export interface FeedEvent {
  module: string;
  seq?: number;
  text: string;
}

/** Changes read after `from`, in feed order: a stream whose cursor is at `from` or past it needs nothing else. */
export interface FeedBatch {
  from: number;
  changes: FeedEvent[];
}

export interface FeedWatcher {
  /** The changes this process read past its tail (one read for all its streams). */
  changes(batch: FeedBatch): void;
  /** Who is on these records changed (an empty `users`: everyone left). */
  presence(events: FeedEvent[]): void;
}

export const changeEvent = (change: LiveChange): FeedEvent & { seq: number } => ({
  module: change.module,
  seq: change.seq,
  text: `id: ${change.seq}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`,
});
const presenceEvent = (record: LivePresence): FeedEvent => ({ module: record.module, text: `event: presence\ndata: ${JSON.stringify(record)}\n\n` });

export interface LiveHub {
  /** Hands `watcher` every batch and presence change until the returned unwatch; resolves once notices are heard. */
  watch(watcher: FeedWatcher): Promise<() => void>;
  /** The changes after `cursor` (a stream catching up: a resume, or one that fell behind). */
  read(cursor: number): Promise<(FeedEvent & { seq: number })[]>;
  head(): Promise<number>;
  /** Tell every instance: a change was committed / who is on a record changed. */
  changed(): void;
  presenceChanged(): void;
  close(): Promise<void>;
}

/**
 * Reads of the feed are at least this far apart: under a burst of changes each stream gets one write per period
 * holding them all, not one per change (a lone change is read at once).
 */
export const READ_EVERY_MS = 100;

/** Streams served per turn of the event loop: requests that came in meanwhile are not kept waiting behind all. */
const STREAMS_PER_TURN = 25;

async function handOut(watchers: FeedWatcher[], give: (watcher: FeedWatcher) => void): Promise<void> {
  for (let i = 0; i < watchers.length; i += STREAMS_PER_TURN) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const watcher of watchers.slice(i, i + STREAMS_PER_TURN)) give(watcher);
  }
}

const CHANGES = 'changes';
const PRESENCE = 'presence';

const printOf = (record: LivePresence) => JSON.stringify(record.users.map((u) => [u.tabId, u.editing]));

export function createLiveHub(db: AppDb, now: () => Date, onError: (error: unknown) => void, sweepMs = sweepInterval()): LiveHub {
  const notifier = createChangeNotifier(db, 'live', onError);
  const watchers = new Set<FeedWatcher>();
  let unsubscribe: (() => void)[] = [];
  let starting: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  /** The feed position this process has read up to and handed to its streams. */
  let tail = 0;
  /** Presence as this process's streams last heard it, by `module:id`, with its print. */
  let told = new Map<string, { print: string }>();

  // One read of the feed at a time, for all streams; a notice during one asks for one more.
  const pump = coalescedRun(async () => {
    for (;;) {
      const changes = await changesAfter(db, tail);
      if (changes.length === 0) break;
      const batch = { from: tail, changes: changes.map(changeEvent) };
      tail = changes[changes.length - 1]!.seq;
      await handOut([...watchers], (watcher) => watcher.changes(batch));
      if (changes.length < FEED_PAGE) break;
    }
  }, { more: () => watchers.size > 0, onError });

  let lastRead = 0;
  let readTimer: NodeJS.Timeout | null = null;
  const wake = () => {
    if (readTimer) return;
    const read = () => {
      readTimer = null;
      lastRead = Date.now();
      void pump();
    };
    const wait = lastRead + READ_EVERY_MS - Date.now();
    if (wait <= 0) read();
    else readTimer = setTimeout(read, wait);
  };

  // One presence read at a time; a notice during one asks for one more.
  const refreshPresence = coalescedRun(async () => {
    const current = await allPresence(db, now());
    const changed: LivePresence[] = [];
    for (const [key, record] of current) if (told.get(key)?.print !== printOf(record)) changed.push(record);
    for (const key of told.keys()) {
      if (current.has(key)) continue;
      const [module, id] = [key.slice(0, key.lastIndexOf(':')), Number(key.slice(key.lastIndexOf(':') + 1))];
      changed.push({ module, id, users: [] });
    }
    told = new Map([...current].map(([key, record]) => [key, { print: printOf(record) }]));
    const events = changed.map(presenceEvent);
    if (events.length > 0) await handOut([...watchers], (watcher) => watcher.presence(events));
  }, { more: () => watchers.size > 0, onError });

  const sweep = async () => {
    try {
      await pump();
      await refreshPresence();
      await sweepPresence(db, now());
    } catch (error) {
      onError(error);
    }
  };

  const start = async () => {
    unsubscribe = [
      await notifier.subscribe(CHANGES, wake),
      await notifier.subscribe(PRESENCE, () => void refreshPresence()),
    ];
    tail = await feedHead(db);
    // What is already there when the first stream opens is not news to announce (a form asks GET /live/presence).
    told = new Map([...(await allPresence(db, now()))].map(([key, record]) => [key, { print: printOf(record) }]));
    timer = setInterval(() => void sweep(), sweepMs);
    timer.unref();
    // Every watcher left while this was starting: nothing is to run.
    if (watchers.size === 0) stop();
  };
  const stop = () => {
    for (const off of unsubscribe) off();
    unsubscribe = [];
    if (timer) clearInterval(timer);
    timer = null;
    if (readTimer) clearTimeout(readTimer);
    readTimer = null;
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
    read: async (cursor) => (await changesAfter(db, cursor)).map(changeEvent),
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
