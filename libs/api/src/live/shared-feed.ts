// One stream per browser rather than per tab: the tabs elect a leader with a Web Lock (held while the leader tab
// lives, handed to a waiting tab when it closes); the leader reads the feed and posts every event to the other
// tabs on a BroadcastChannel. Every tab remembers the last event id it saw, so a new leader resumes where the old
// one stopped: no gaps. Without Web Locks or BroadcastChannel each tab opens its own stream.
import type { StreamEvent } from '../http/event-stream';
import { openFeedConnection } from './feed-connection';

export interface SharedFeedOptions {
  /** Names the lock and channel: tabs of different accounts never share a stream. */
  scope: string;
  onEvent: (event: StreamEvent) => void;
  /** Tells whether this tab now reads the stream itself (for tests and diagnostics). */
  onLeader?: (leader: boolean) => void;
}

interface FeedMessage {
  type: 'event';
  event: StreamEvent;
}

export function openSharedFeed(options: SharedFeedOptions): () => void {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks || typeof BroadcastChannel === 'undefined') {
    const connection = openFeedConnection(options.onEvent);
    options.onLeader?.(true);
    return () => connection.close();
  }
  const name = `backoffice-live:${options.scope}`;
  const channel = new BroadcastChannel(name);
  const abort = new AbortController();
  let lastEventId: string | undefined;
  let release: (() => void) | null = null;
  let stopped = false;

  channel.onmessage = (message: MessageEvent<FeedMessage>) => {
    if (message.data?.type !== 'event') return;
    if (message.data.event.id !== undefined) lastEventId = message.data.event.id;
    options.onEvent(message.data.event);
  };

  locks
    .request(name, { signal: abort.signal }, async () => {
      if (stopped) return;
      options.onLeader?.(true);
      const connection = openFeedConnection((event) => {
        if (event.id !== undefined) lastEventId = event.id;
        channel.postMessage({ type: 'event', event } satisfies FeedMessage);
        options.onEvent(event);
      }, lastEventId);
      // Held until this tab stops (logout, unload): then the next tab in line takes the lock and the stream.
      await new Promise<void>((resolve) => (release = resolve));
      connection.close();
    })
    .catch(() => undefined); // AbortError: stopped while waiting in line.

  return () => {
    stopped = true;
    abort.abort();
    release?.();
    channel.close();
  };
}
