import { useCallback } from 'react';
import { updateSession, useSession } from '../session/session-store';

/** The tab a list opens on: active by default; my bets all; landing pages published; lists whose first tab is "all". */
const DEFAULT_TABS: Record<string, string> = {
  mybet: 'all',
  'landing-pages': 'published',
  'special-categories': 'all',
  'payout-message': 'all',
};

/** The default tab of a module (keyed by its route name, e.g. 'landing-pages'). */
export function defaultTab(module: string): string {
  return DEFAULT_TABS[module] ?? 'active';
}

/** Remembers the current tab of a module (kept with the session, cleared at logout). */
export function rememberTab(module: string, tab: string): void {
  updateSession({ tabs: { ...useSession.getState().tabs, [module]: tab } });
}

/** `const [tab, setTab] = useRememberedTab('landing-pages')` → 'published' until the user picks another. */
export function useRememberedTab(module: string, fallback = defaultTab(module)): [string, (tab: string) => void] {
  const tab = useSession((state) => state.tabs[module]) ?? fallback;
  const setTab = useCallback((next: string) => rememberTab(module, next), [module]);
  return [tab, setTab];
}
