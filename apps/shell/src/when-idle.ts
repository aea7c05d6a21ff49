/**
 * Runs `task` when the main thread is idle (at most 5 s later), or `fallbackMs` later where the browser has no idle
 * callbacks (Safari). The task gets the idle period's deadline (a nominal 10 ms in the fallback). Returns a cancel.
 */
export function whenIdle(task: (deadline: Pick<IdleDeadline, 'timeRemaining'>) => void, fallbackMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 5_000 });
    return () => window.cancelIdleCallback?.(id);
  }
  const timer = window.setTimeout(() => task({ timeRemaining: () => 10 }), fallbackMs);
  return () => window.clearTimeout(timer);
}
