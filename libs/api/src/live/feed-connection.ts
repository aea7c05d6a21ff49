import { LIVE_END_REASONS, type LiveEndReason } from '@backoffice/validation';
import { openEventStream, type EventStreamHandle, type StreamEvent } from '../http/event-stream';

/** The API's one change feed per browser. */
export const LIVE_FEED_PATH = 'live';
/** After an `end` for changed permissions, reconnect (the server filters by the new ones) after this pause. */
const PERMISSIONS_RECONNECT_MS = 1_000;

export interface FeedConnection {
  close(): void;
  readonly lastEventId: string | undefined;
}

/**
 * This tab's own stream of the feed: resumes with Last-Event-ID after a drop (openEventStream); an `end` event
 * stops it — for good after logout, a block or an expired session (the app signs out), or reconnects after a
 * permission change so the feed follows the new permissions.
 */
export function openFeedConnection(onEvent: (event: StreamEvent) => void, lastEventId?: string): FeedConnection {
  let stream: EventStreamHandle | null = null;
  let resumeFrom = lastEventId;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const open = () => {
    stream = openEventStream({
      path: LIVE_FEED_PATH,
      lastEventId: resumeFrom,
      onEvent: (event) => {
        if (event.event !== 'end') return onEvent(event);
        resumeFrom = stream?.lastEventId ?? resumeFrom;
        stream?.close();
        stream = null;
        if (endReason(event.data) === 'permissions' && !closed) timer = setTimeout(open, PERMISSIONS_RECONNECT_MS);
      },
    });
  };
  open();
  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      stream?.close();
    },
    get lastEventId() {
      return stream?.lastEventId ?? resumeFrom;
    },
  };
}

/** The `end` event's reason (the wire's LiveEnd), or undefined for a payload that is not one. */
function endReason(data: string): LiveEndReason | undefined {
  try {
    const parsed = JSON.parse(data) as { reason?: unknown };
    return LIVE_END_REASONS.find((reason) => reason === parsed.reason);
  } catch {
    return undefined;
  }
}
