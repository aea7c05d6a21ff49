import { create } from 'zustand';
import { sameValues } from '@backoffice/validation/session';
import { deriveSidebarMenu } from '../permissions/menu';
import type { MenuItemDefinition, SecondFactorStatus, SessionUser } from './session-types';

export interface SessionState {
  /** False until the stored session has been read at start (avoids a flash of the login page on reload). */
  ready: boolean;
  token: string | null;
  user: SessionUser | null;
  permissions: Record<string, true>;
  allPermissions: boolean;
  /** The menu entries this user may see, derived from the permissions. */
  sidebarMenu: MenuItemDefinition[];
  /** Remembered current tab per module. */
  tabs: Record<string, string>;
  /** Required and not enrolled: the shell shows only the enrolment (the API refuses every other call). */
  secondFactor?: SecondFactorStatus;
}

export const signedOutState: Omit<SessionState, 'ready' | 'sidebarMenu'> = {
  token: null,
  user: null,
  permissions: {},
  allPermissions: false,
  tabs: {},
  secondFactor: undefined,
};

/** The one session store of the app (shared by the shell and every remote through federation). */
export const useSession = create<SessionState>(() => ({ ...signedOutState, ready: false, sidebarMenu: [] }));

let menuDefinition: MenuItemDefinition[] = [];

/** The shell hands over its module table once; the store keeps `sidebarMenu` derived from it. */
export function configureSidebarMenu(items: MenuItemDefinition[]): void {
  menuDefinition = items;
  useSession.setState((state) => ({ sidebarMenu: menuFor(state) }));
}

function menuFor(state: Pick<SessionState, 'token' | 'permissions' | 'allPermissions'>): MenuItemDefinition[] {
  return state.token ? deriveSidebarMenu(menuDefinition, state) : [];
}

/**
 * Sets session fields and re-derives the menu in the same update. A field whose value is equal to the current one
 * keeps its object, so a re-read profile that changed nothing re-renders nothing: every `useSession(selector)`
 * compares by identity, and a fresh `sidebarMenu` re-rendered the whole signed-in tree in one blocking task.
 */
export function updateSession(patch: Partial<Omit<SessionState, 'sidebarMenu'>>): void {
  useSession.setState((state) => {
    const kept: Partial<SessionState> = {};
    for (const [key, value] of Object.entries(patch) as [keyof SessionState, unknown][]) {
      (kept as Record<string, unknown>)[key] = sameValues(value, state[key]) ? state[key] : value;
    }
    const menu = menuFor({ ...state, ...kept });
    return { ...kept, sidebarMenu: sameValues(menu, state.sidebarMenu) ? state.sidebarMenu : menu };
  });
}
