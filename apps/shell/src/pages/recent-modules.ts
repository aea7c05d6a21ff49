// The modules a user opened last, newest first: the home's quick-access cards (35 cards repeating the menu
// made the home long and slow). A display aid kept in localStorage per user, like the sidebar toggle.
import { moduleTable } from '../federation/module-table';
import type { ModuleEntry } from '../modules';

const KEY = 'backoffice.recentModules';
/** Cards on the home: a row or two, not a second menu. */
export const RECENT_MODULES = 6;

const storageKey = (userId: number | string) => `${KEY}.${userId}`;

/** The module a path belongs to ("/hotbanner/edit/3" → the Hot Banner entry), if any. */
export function moduleOfPath(pathname: string): ModuleEntry | undefined {
  return moduleTable().modules.find((m) => pathname === m.path || pathname.startsWith(`${m.path}/`));
}

/** The stored paths, newest first (unreadable or foreign values count as none). */
export function recentModulePaths(userId: number | string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string').slice(0, RECENT_MODULES) : [];
  } catch {
    return [];
  }
}

/** Notes that the user is on `pathname`: its module moves to the front of the list. */
export function rememberModuleVisit(userId: number | string, pathname: string): void {
  const entry = moduleOfPath(pathname);
  if (!entry) return;
  const paths = [entry.path, ...recentModulePaths(userId).filter((p) => p !== entry.path)].slice(0, RECENT_MODULES);
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(paths));
  } catch {
    // No storage (private mode): the home simply shows no recent modules.
  }
}
