import { useEffect, useState } from 'react';

/**
 * True once `on` has stayed true for `delayMs`: a refresh that answers sooner shows no progress bar. Besides the
 * flash, mounting the bar (its animation styles, a second render and layout) cost a fast sort ~20 %.
 */
export function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) {
      setShown(false);
      return undefined;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [on, delayMs]);
  return on && shown;
}
