// The session survives a reload in localStorage, encrypted. The key is per session and comes from the
// server: login and GET v1/profile hand it to the signed-in session; after a reload, GET v1/auth/storage-key
// returns it for the HttpOnly cookie set at login. It lives only in this page's memory, never beside the
// ciphertext, so a copy of localStorage alone (or after logout, once the server session is gone) reveals nothing.
import { http } from '@backoffice/api';
import { decryptJson, encryptJson } from './session-crypto';
import { useSession } from './session-store';
import type { StoredSession } from './session-types';

export const SESSION_STORAGE_KEY = 'backoffice.session';

let queue: Promise<void> = Promise.resolve();
let storageKey: string | null = null;

/** Sets (or forgets, with null) the key the stored session is encrypted with; from login or the profile. */
export function setStorageKey(key: string | null | undefined): void {
  storageKey = key || null;
}

/** Asks the server for the key of the session this browser signed in (by its HttpOnly cookie); null if none. */
async function fetchStorageKey(): Promise<string | null> {
  try {
    const { storageKey: key } = await http.get<{ storageKey: string }>('auth/storage-key', { silent: true });
    return typeof key === 'string' && key ? key : null;
  } catch {
    return null;
  }
}

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
  // Without a key (a server that hands none) nothing is stored: the session lasts as long as the page.
  if (!state.token || !state.user || !storageKey) {
    localStorage.removeItem(SESSION_STORAGE_KEY);
    return;
  }
  const stored: StoredSession = {
    token: state.token,
    user: state.user,
    permissions: state.permissions,
    allPermissions: state.allPermissions,
    tabs: state.tabs,
    ...(state.secondFactor ? { secondFactor: state.secondFactor } : {}),
  };
  const sealed = await encryptJson(stored, storageKey);
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

/**
 * Reads and decrypts a stored value: with the key this page holds, else (a reload, or another tab signed in
 * anew) with the key the server returns for this browser's cookie. Null for missing, tampered, malformed or
 * foreign values and when the server session is gone (= signed out).
 */
export async function readStoredSession(raw: string | null = localStorage.getItem(SESSION_STORAGE_KEY)): Promise<StoredSession | null> {
  if (!raw) return null;
  let value = storageKey ? await decryptJson(raw, storageKey) : null;
  if (value === null) {
    const fetched = await fetchStorageKey();
    value = fetched ? await decryptJson(raw, fetched) : null;
    if (value !== null) storageKey = fetched;
  }
  return isStoredSession(value) ? { ...value, tabs: value.tabs && typeof value.tabs === 'object' ? value.tabs : {} } : null;
}
