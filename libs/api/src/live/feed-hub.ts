// The subscribers of this tab: lists, forms, a module's own code. Whatever transport brings the feed (this tab's
// own stream or the leader tab's, through a BroadcastChannel) hands each event to dispatchLiveEvent.
import type { StreamEvent } from '../http/event-stream';
import type { LiveChange, LivePresence } from './live-types';

type Listener<T> = (value: T) => void;

const changeListeners = new Set<Listener<LiveChange>>();
const presenceListeners = new Set<Listener<LivePresence>>();
let selfUserId: number | undefined;

/**
 * Calls `listener` with every change the feed announces (only modules the user may read); returns unsubscribe:
 *   useEffect(() => subscribeLiveChanges((c) => c.module === 'hotbanner' && refresh()), []);
 */
export function subscribeLiveChanges(listener: Listener<LiveChange>): () => void {
  changeListeners.add(listener);
  return () => void changeListeners.delete(listener);
}

/** Calls `listener` with every presence set the feed announces; returns unsubscribe. */
export function subscribeLivePresence(listener: Listener<LivePresence>): () => void {
  presenceListeners.add(listener);
  return () => void presenceListeners.delete(listener);
}

/** The signed-in user's id, so the user's own changes are not shown as someone else's. */
export function liveSelfUserId(): number | undefined {
  return selfUserId;
}

const activeListeners = new Set<() => void>();

/** True while the feed runs (signed in, started by the shell): forms report presence only then. */
export function liveFeedActive(): boolean {
  return selfUserId !== undefined;
}

/** Calls `listener` when the feed starts or stops (for useSyncExternalStore); returns unsubscribe. */
export function subscribeLiveActive(listener: () => void): () => void {
  activeListeners.add(listener);
  return () => void activeListeners.delete(listener);
}

export function setLiveSelfUserId(id: number | undefined): void {
  selfUserId = id;
  for (const listener of [...activeListeners]) listener();
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Hands one stream event to the subscribers; events of other names (end, unknown ones) are not theirs. */
export function dispatchLiveEvent(event: StreamEvent): void {
  const data = parse(event.data);
  if (!isRecord(data) || typeof data['module'] !== 'string') return;
  const listeners: Set<Listener<never>> | undefined =
    event.event === 'change' ? changeListeners : event.event === 'presence' ? presenceListeners : undefined;
  if (!listeners) return;
  // A copy: a listener may unsubscribe (a list unmounting) while the others are called.
  for (const listener of [...listeners]) {
    try {
      (listener as Listener<unknown>)(data);
    } catch (error) {
      console.error('live feed listener failed', error);
    }
  }
}
