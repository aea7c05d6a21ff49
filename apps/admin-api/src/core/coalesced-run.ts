// "Read what is new" runs triggered by notices: one run at a time, and a notice during a run asks for exactly one
// more after it (never a queue of them), so a burst of notices costs two reads, and no notice is missed.

export interface CoalescedRunOptions {
  /** Whether the asked-for extra run is still worth doing (e.g. someone is still listening); default yes. */
  more?: () => boolean;
  /** A failed run ends here (the next call runs again). */
  onError: (error: unknown) => void;
}

/** Wraps `run` so that calls never overlap and calls made during a run collapse into one more run. */
export function coalescedRun(run: () => Promise<void>, { more = () => true, onError }: CoalescedRunOptions): () => Promise<void> {
  let running = false;
  let again = false;
  return async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await run();
      } while (again && more());
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
}
