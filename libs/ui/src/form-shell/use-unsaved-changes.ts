import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useBlocker, type Blocker } from 'react-router';

/** Asked before leaving a form with unsaved changes. */
export const UNSAVED_CHANGES_TEXT = 'You have unsaved changes. Leave this page without saving them?';

// useBlocker needs a data router (createBrowserRouter); under a plain <BrowserRouter> it throws. The router kind never
// changes while a form is mounted, so the hooks called stay the same from render to render.
function useDataRouterBlocker(when: () => boolean): Blocker | null {
  try {
    return useBlocker(({ currentLocation, nextLocation }) => when() && currentLocation.pathname !== nextLocation.pathname);
  } catch {
    return null;
  }
}

type NavigatorLike = { push: (...args: unknown[]) => void; replace: (...args: unknown[]) => void };

/**
 * Guards a dirty form: the browser asks on reload/close (beforeunload), and in-app navigation waits for
 * the user's answer (`pending` → show a dialog, then `leave()` or `stay()`). `shouldBlock` is read at the
 * moment of navigation, so a form that just saved can leave freely.
 */
export function useUnsavedChanges(shouldBlock: () => boolean) {
  const check = useRef(shouldBlock);
  check.current = shouldBlock;
  const blocker = useDataRouterBlocker(() => check.current());
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [held, setHeld] = useState<(() => void) | null>(null);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!check.current()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  // Plain routers: hold link clicks and navigate() calls until the user answers.
  useEffect(() => {
    if (blocker) return undefined;
    const nav = navigator as unknown as NavigatorLike;
    const { push, replace } = nav;
    const hold = (go: (...args: unknown[]) => void) => (...args: unknown[]) => {
      if (!check.current()) return go.apply(nav, args);
      setHeld(() => () => go.apply(nav, args));
    };
    nav.push = hold(push);
    nav.replace = hold(replace);
    return () => {
      nav.push = push;
      nav.replace = replace;
    };
  }, [navigator, blocker]);

  const pending = blocker ? blocker.state === 'blocked' : held !== null;
  const stay = useCallback(() => {
    if (blocker?.state === 'blocked') blocker.reset();
    setHeld(null);
  }, [blocker]);
  const leave = useCallback(() => {
    if (blocker?.state === 'blocked') blocker.proceed();
    const go = held;
    setHeld(null);
    if (go) {
      // Let go without asking again: the user has answered.
      const previous = check.current;
      check.current = () => false;
      go();
      check.current = previous;
    }
  }, [blocker, held]);
  return { pending, stay, leave };
}
