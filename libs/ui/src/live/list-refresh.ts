// At most one list request per second per list, whatever the change rate: the first change refreshes at once,
// the ones that follow within the second are served by one more refresh at its end.
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** The least time between two refreshes of one list that the feed asks for. */
export const LIVE_REFRESH_MS = 1_000;

interface Throttle {
  lastAt: number;
  timer: ReturnType<typeof setTimeout> | null;
  /** When the newest change arrived: a refresh is needed only if the list was not fetched since. */
  changedAt: number;
  /** A change arrived while a fetch was under way: that fetch may predate the change, so it does not count. */
  changedInFlight: boolean;
}

const throttles = new Map<string, Throttle>();
/** Lists being refetched because the feed said so: a background refresh the screen does not announce. */
const liveFetches = new Set<string>();

/** Is the list's fetch under way one the feed asked for (no "Refreshing" bar for it)? */
export function isLiveRefresh(queryKey: QueryKey | undefined): boolean {
  return queryKey !== undefined && liveFetches.has(hashKey(queryKey));
}

/** Refreshes the list `queryKey` (the active query only) soon, and at most once per LIVE_REFRESH_MS. */
export function scheduleListRefresh(client: QueryClient, queryKey: QueryKey): void {
  const name = hashKey(queryKey);
  const now = Date.now();
  const throttle = throttles.get(name) ?? { lastAt: 0, timer: null, changedAt: 0, changedInFlight: false };
  throttles.set(name, throttle);
  throttle.changedAt = now;
  if (client.getQueryState(queryKey)?.fetchStatus === 'fetching') throttle.changedInFlight = true;
  if (throttle.timer) return;
  const fire = () => {
    throttle.timer = null;
    const fetchedSince = !throttle.changedInFlight && (client.getQueryState(queryKey)?.dataUpdatedAt ?? 0) > throttle.changedAt;
    throttle.changedInFlight = false;
    // Fetched since the change (the user's own save invalidates its lists): nothing to do.
    if (fetchedSince) return;
    throttle.lastAt = Date.now();
    liveFetches.add(name);
    void client.invalidateQueries({ queryKey, exact: true }).finally(() => liveFetches.delete(name));
  };
  throttle.timer = setTimeout(fire, Math.max(0, throttle.lastAt + LIVE_REFRESH_MS - now));
}

/** Forgets a list's throttle when the last screen showing it goes (a pending refresh is dropped). */
export function cancelListRefresh(queryKey: QueryKey): void {
  const name = hashKey(queryKey);
  const throttle = throttles.get(name);
  if (throttle?.timer) clearTimeout(throttle.timer);
  throttles.delete(name);
}
