import { getRuntimeConfig } from '@backoffice/api';
import { decryptJson, encryptJson } from './session-crypto';
import { useSession } from './session-store';
import type { StoredSession } from './session-types';

export const SESSION_STORAGE_KEY = 'backoffice.session';

let queue: Promise<void> = Promise.resolve();

/**
 * Writes the current session (encrypted) after the writes already queued. Each job reads the state when it
 * runs and drops its result if the user signed out meanwhile, so a slow encryption never resurrects a session.
 */
export function schedulePersist(): Promise<void> {
  queue = queue.then(writeCurrent, writeCurrent);
  return queue;
}

async function writeCurrent(): Promise<void> {
  try {
    await write();
  } catch (error) {
    // Storage full or unavailable (private mode): the session still works for this page, it just won't survive a reload.
    console.error('The session could not be stored', error);
  }
}

async function write(): Promise<void> {
  const state = useSession.getState();
  if (!state.token || !state.user) {
    localStorage.removeItem(SESSION_STORAGE_KEY);
    return;
  }
  const stored: StoredSession = {
    token: state.token,
    user: state.user,
    permissions: state.permissions,
    allPermissions: state.allPermissions,
    tabs: state.tabs,
  };
  const sealed = await encryptJson(stored, getRuntimeConfig().sessionSecret);
  if (useSession.getState().token === stored.token) localStorage.setItem(SESSION_STORAGE_KEY, sealed);
}

function isStoredSession(value: unknown): value is StoredSession {
  if (!value || typeof value !== 'object') return false;
  const s = value as Partial<StoredSession>;
  return (
    typeof s.token === 'string' &&
    !!s.user &&
    typeof s.user === 'object' &&
    typeof s.user.firstName === 'string' &&
    !!s.permissions &&
    typeof s.permissions === 'object' &&
    typeof s.allPermissions === 'boolean'
  );
}

/** Reads and decrypts a stored value; null for missing, tampered or malformed values (= signed out). */
export async function readStoredSession(raw: string | null = localStorage.getItem(SESSION_STORAGE_KEY)): Promise<StoredSession | null> {
  if (!raw) return null;
  const value = await decryptJson(raw, getRuntimeConfig().sessionSecret);
  return isStoredSession(value) ? { ...value, tabs: value.tabs && typeof value.tabs === 'object' ? value.tabs : {} } : null;
}
