import { warmRemote, type RemoteRef } from '../federation/remotes';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number };

/**
 * After sign-in, fetches the user's modules one after another while the browser is idle, so a later click
 * paints the module without a loading bar. Failures are left for the route to report (with Retry).
 */
export function warmRemotesWhenIdle(targets: readonly RemoteRef[]): () => void {
  const queue = dedupe(targets);
  let cancelled = false;
  const idle = (next: () => void) => {
    const w = window as IdleWindow;
    if (w.requestIdleCallback) w.requestIdleCallback(next, { timeout: 3000 });
    else setTimeout(next, 300);
  };
  const step = () => {
    const target = queue.shift();
    if (cancelled || !target) return;
    void warmRemote(target).finally(() => idle(step));
  };
  idle(step);
  return () => {
    cancelled = true;
  };
}

function dedupe(targets: readonly RemoteRef[]): RemoteRef[] {
  const seen = new Set<string>();
  return targets.filter((t) => {
    const key = `${t.remote}/${t.expose}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
