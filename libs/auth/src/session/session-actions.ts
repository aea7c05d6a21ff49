import { http, setTokenProvider, setUnauthorizedHandler } from '@backoffice/api';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { LoginInput } from '@backoffice/validation/session';
import { sessionFromProfile, type ProfileResponse } from './profile';
import { readStoredSession, schedulePersist, SESSION_STORAGE_KEY, setStorageKey } from './session-persistence';
import { signedOutState, updateSession, useSession, type SessionState } from './session-store';
import type { SecondFactorChallenge, StoredSession } from './session-types';

const PERSISTED: ReadonlyArray<keyof SessionState> = ['token', 'user', 'permissions', 'allPermissions', 'tabs', 'secondFactor'];
// Set while applying what another tab wrote: writing it back would bounce storage events between tabs.
let applyingExternal = false;
let started: Promise<void> | null = null;

/**
 * Starts the session once per page: registers the token and 401 hooks with the HTTP client, restores the
 * stored session and follows other tabs (sign-out there signs out here). Awaited before the first render.
 */
export function initSession(): Promise<void> {
  started ??= (async () => {
    setTokenProvider(() => useSession.getState().token);
    setUnauthorizedHandler(() => void signOut({ notifyServer: false }));
    useSession.subscribe((state, previous) => {
      if (!applyingExternal && PERSISTED.some((key) => state[key] !== previous[key])) void schedulePersist();
    });
    window.addEventListener('storage', (event) => {
      if (event.key === SESSION_STORAGE_KEY || event.key === null) void followOtherTab(event.key === null ? null : event.newValue);
    });
    await applyStored(await readStoredSession(), true);
  })();
  return started;
}

async function applyStored(stored: StoredSession | null, removeInvalid: boolean): Promise<void> {
  if (stored) {
    applyingExternal = true;
    try {
      updateSession({ ...stored, ready: true });
    } finally {
      applyingExternal = false;
    }
    return;
  }
  // Tampered, foreign or missing: signed out, and the unreadable value is dropped.
  if (removeInvalid) localStorage.removeItem(SESSION_STORAGE_KEY);
  updateSession({ ready: true });
}

async function followOtherTab(newValue: string | null): Promise<void> {
  const stored = newValue ? await readStoredSession(newValue) : null;
  if (stored) return applyStored(stored, false);
  if (useSession.getState().token) resetLocal();
}

const signOutCleanups = new Set<() => void>();

/**
 * Registers what else logout must reset, e.g. `onSignOut(() => queryClient.clear())` where React Query is
 * mounted (the shell's signed-in part). A hook rather than an import: the login route never loads React Query.
 * Returns the unregister function (an effect's cleanup).
 */
export function onSignOut(cleanup: () => void): () => void {
  signOutCleanups.add(cleanup);
  return () => signOutCleanups.delete(cleanup);
}

/** Forgets everything of the signed-in user here: state, stored session, cached server data. */
function resetLocal(): void {
  updateSession({ ...signedOutState });
  setStorageKey(null);
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
  for (const cleanup of signOutCleanups) {
    try {
      cleanup();
    } catch (error) {
      console.error('Sign-out cleanup failed', error);
    }
  }
}

/** Applies a profile answer (GET v1/profile) to the session, with the key its stored copy is encrypted with. */
export function applyProfile(token: string, profile: ProfileResponse): void {
  if (profile.storageKey) setStorageKey(profile.storageKey);
  updateSession({ token, ...sessionFromProfile(profile) });
}

type SignedInAnswer = { accessToken: string; storageKey?: string };

async function openSession({ accessToken, storageKey }: SignedInAnswer): Promise<void> {
  setStorageKey(storageKey);
  const profile = await http.get<ProfileResponse>('profile', { headers: { 'x-access-token': accessToken } });
  applyProfile(accessToken, profile);
  await schedulePersist();
}

/**
 * The password step: POST v1/auth/login, then GET v1/profile; the session is stored encrypted. Rejects with ApiError.
 * A user with a second factor gets its challenge back instead (no session yet): finish with completeSecondFactor.
 */
export async function startSignIn(credentials: LoginInput): Promise<SecondFactorChallenge | undefined> {
  const answer = await http.post<SignedInAnswer | { secondFactor: SecondFactorChallenge }>('auth/login', credentials);
  if ('secondFactor' in answer) return answer.secondFactor;
  await openSession(answer);
  return undefined;
}

/** Signs in with the password alone (an account with a second factor rejects: use LoginForm or startSignIn). */
export async function signIn(credentials: LoginInput): Promise<void> {
  if (await startSignIn(credentials)) throw new Error('This account signs in with a second factor: use LoginForm or startSignIn.');
}

/** The sign-in's second step: the challenge and a code from the authenticator app (or a recovery code). */
export async function completeSecondFactor(challenge: SecondFactorChallenge, code: string, rememberDevice = false): Promise<void> {
  const answer = await http.post<SignedInAnswer>('auth/login/second-factor', { challengeToken: challenge.challengeToken, code: code.trim(), ...(rememberDevice ? { rememberDevice } : {}) }, { silent: true });
  await openSession(answer);
}

/** The sign-in's second step with a passkey: the browser asks for it (PIN, fingerprint), the server checks it. */
export async function completeSecondFactorWithPasskey(challenge: SecondFactorChallenge, rememberDevice = false): Promise<void> {
  const optionsJSON = await http.post<PublicKeyCredentialRequestOptionsJSON>('auth/login/passkey-options', { challengeToken: challenge.challengeToken }, { silent: true });
  const passkey = await startAuthentication({ optionsJSON });
  const answer = await http.post<SignedInAnswer>('auth/login/passkey', { challengeToken: challenge.challengeToken, passkey, ...(rememberDevice ? { rememberDevice } : {}) }, { silent: true });
  await openSession(answer);
}

/** Signs in with a passkey alone, where the server allows it (GET v1/auth/sign-in-options: passkey). */
export async function signInWithPasskey(): Promise<void> {
  const { challengeToken, options } = await http.post<{ challengeToken: string; options: PublicKeyCredentialRequestOptionsJSON }>('auth/passkey/options', undefined, { silent: true });
  const passkey = await startAuthentication({ optionsJSON: options });
  await openSession(await http.post<SignedInAnswer>('auth/passkey/sign-in', { challengeToken, passkey }, { silent: true }));
}

/**
 * Finishes a sign-in through the identity provider: the one-time code it brought back to /login (#sso=…) opens the
 * session — or, for a user with a second factor here, answers its challenge (finish with completeSecondFactor).
 * `returnTo`: where the user was going when they chose single sign-on.
 */
export async function completeSingleSignOn(code: string): Promise<{ challenge?: SecondFactorChallenge; returnTo: string }> {
  const answer = await http.post<(SignedInAnswer | { secondFactor: SecondFactorChallenge }) & { returnTo?: string }>('auth/sso/complete', { code }, { silent: true });
  const returnTo = answer.returnTo ?? '/';
  if ('secondFactor' in answer) return { challenge: answer.secondFactor, returnTo };
  await openSession(answer);
  return { returnTo };
}

/** Re-reads the profile (permissions may have changed since the session was stored). A 401 signs out. */
export async function refreshProfile(): Promise<void> {
  const { token } = useSession.getState();
  if (!token) return;
  try {
    const profile = await http.get<ProfileResponse>('profile', { silent: true });
    if (useSession.getState().token === token) applyProfile(token, profile);
  } catch {
    // A 401 already signed out through the client's rule; other failures keep the stored session.
  }
}

/**
 * Logs out: clears stored auth and user data, resets all state (query cache included), signs out the other
 * tabs (they see the stored session removed), and revokes the server session (POST v1/logout).
 */
export async function signOut({ notifyServer = true }: { notifyServer?: boolean } = {}): Promise<void> {
  const { token } = useSession.getState();
  resetLocal();
  if (notifyServer && token) {
    const answer = await http.post<{ endSessionUrl?: string | null } | null>('logout', undefined, { headers: { 'x-access-token': token }, silent: true }).catch(() => null);
    // A session the identity provider opened: its own session ends too, and it sends the browser back to /login.
    if (answer?.endSessionUrl) window.location.assign(answer.endSessionUrl);
  }
}
