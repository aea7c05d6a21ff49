import { http } from '@backoffice/api';
import { queryClient } from '@backoffice/api/query';
import { initSession, onSignOut, refreshProfile, signIn, signOut } from './session-actions';
import { readStoredSession, SESSION_STORAGE_KEY } from './session-persistence';
import { configureSidebarMenu, useSession } from './session-store';

type Reply = { status: number; body?: unknown };
const calls: Array<{ url: string; init: RequestInit }> = [];

function reply(...replies: Reply[]) {
  Object.defineProperty(globalThis, 'fetch', {
    configurable: true,
    writable: true,
    value: jest.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const next = replies.shift() ?? { status: 200, body: { data: null } };
      return { status: next.status, text: async () => (next.body === undefined ? '' : JSON.stringify(next.body)) } as unknown as Response;
    }),
  });
}

const STORAGE_KEY = 'k3y-from-the-server-for-this-session-only-0123456789';
const profile = {
  user: { id: 2, firstName: 'Ewa', lastName: 'Nowak', email: 'editor@example.com', roles: [{ id: 3, name: 'Landing editor' }] },
  permissions: { 'landing.index': true, 'landing.update': true },
  allPermissions: false,
  storageKey: STORAGE_KEY,
};
const loginReply = (accessToken: string): Reply => ({ status: 200, body: { data: { accessToken, storageKey: STORAGE_KEY } } });

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  calls.length = 0;
});

describe('session lifecycle', () => {
  it('starts signed out when nothing is stored', async () => {
    await initSession();
    expect(useSession.getState()).toMatchObject({ ready: true, token: null, user: null });
  });

  it('signs in (login, then profile) and stores the session encrypted', async () => {
    reply(loginReply('tok-9'), { status: 200, body: { data: profile } });
    await signIn({ email: 'editor@example.com', password: 'Passw0rd!' });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/auth/login', '/api/v1/profile']);
    expect(calls[1].init.headers).toMatchObject({ 'x-access-token': 'tok-9' });
    expect(useSession.getState()).toMatchObject({
      token: 'tok-9',
      user: { firstName: 'Ewa', lastName: 'Nowak', roles: ['Landing editor'] },
      permissions: { 'landing.index': true, 'landing.update': true },
    });
    const raw = localStorage.getItem(SESSION_STORAGE_KEY)!;
    expect(() => JSON.parse(raw)).toThrow();
    expect(raw).not.toContain('tok-9');
    expect(await readStoredSession()).toMatchObject({ token: 'tok-9', user: { email: 'editor@example.com' } });
    // The key is nowhere in the browser's storage.
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i++) expect(storage.getItem(storage.key(i)!)).not.toContain(STORAGE_KEY);
    }
  });

  it('sends the token on later calls and logs out on a 401 with a body', async () => {
    reply({ status: 401, body: { message: 'Session expired' } });
    await expect(http.get('landing')).rejects.toMatchObject({ status: 401 });
    expect(calls[0].init.headers).toMatchObject({ 'x-access-token': 'tok-9' });
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('logout revokes the server session, clears storage, state and the query cache', async () => {
    reply(loginReply('tok-10'), { status: 200, body: { data: profile } });
    await signIn({ email: 'editor@example.com', password: 'Passw0rd!' });
    const unregister = onSignOut(() => queryClient.clear());
    queryClient.setQueryData(['landing'], [1, 2]);
    calls.length = 0;
    reply({ status: 200, body: { data: null } });
    await signOut();
    await flush();
    expect(calls[0].url).toBe('/api/v1/logout');
    expect(calls[0].init.headers).toMatchObject({ 'x-access-token': 'tok-10' });
    expect(useSession.getState()).toMatchObject({ token: null, user: null, permissions: {}, tabs: {} });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryData(['landing'])).toBeUndefined();
    unregister();
  });

  it('signs out when another tab removes the stored session', async () => {
    reply(loginReply('tok-11'), { status: 200, body: { data: profile } });
    await signIn({ email: 'editor@example.com', password: 'Passw0rd!' });
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: null }));
    await flush();
    expect(useSession.getState().token).toBeNull();
  });
});

describe('re-reading the profile', () => {
  it('keeps every object of an unchanged session (no re-render), and replaces only what changed', async () => {
    configureSidebarMenu([
      { label: 'Landing Pages', path: '/landing-pages', group: 'main', access: { kind: 'any-of', permissions: ['landing.index'] } },
      { label: 'Users', path: '/users', group: 'app-setting', access: { kind: 'any-of', permissions: ['users.index'] } },
    ]);
    reply(loginReply('tok-5'), { status: 200, body: { data: profile } });
    await signIn({ email: 'editor@example.com', password: 'Passw0rd!' });
    const before = useSession.getState();
    expect(before.sidebarMenu.map((m) => m.label)).toEqual(['Landing Pages']);
    const renders = jest.fn();
    const unsubscribe = useSession.subscribe((state, previous) => {
      for (const key of ['user', 'permissions', 'sidebarMenu', 'allPermissions', 'token'] as const) if (state[key] !== previous[key]) renders(key);
    });

    reply({ status: 200, body: { data: profile } });
    await refreshProfile();
    expect(renders).not.toHaveBeenCalled();

    reply({ status: 200, body: { data: { ...profile, permissions: { ...profile.permissions, 'users.index': true } } } });
    await refreshProfile();
    expect(renders.mock.calls.map(([key]) => key).sort()).toEqual(['permissions', 'sidebarMenu']);
    expect(useSession.getState().sidebarMenu.map((m) => m.label)).toEqual(['Landing Pages', 'Users']);
    expect(useSession.getState().user).toBe(before.user);
    unsubscribe();
    configureSidebarMenu([]);
  });
});

describe('restoring at start (a reload)', () => {
  it('restores a stored session with the key the server returns for its cookie, and treats a tampered one as signed out', async () => {
    reply(loginReply('tok-12'), { status: 200, body: { data: profile } });
    await signIn({ email: 'editor@example.com', password: 'Passw0rd!' });
    const sealed = localStorage.getItem(SESSION_STORAGE_KEY)!;

    calls.length = 0;
    reply({ status: 200, body: { data: { storageKey: STORAGE_KEY } } });
    await jest.isolateModulesAsync(async () => {
      const actions = await import('./session-actions');
      const store = await import('./session-store');
      await actions.initSession();
      expect(store.useSession.getState()).toMatchObject({ ready: true, token: 'tok-12', user: { firstName: 'Ewa' } });
    });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/auth/storage-key']);

    reply({ status: 200, body: { data: { storageKey: STORAGE_KEY } } });
    localStorage.setItem(SESSION_STORAGE_KEY, sealed.slice(0, -6) + 'AAAAAA');
    await jest.isolateModulesAsync(async () => {
      const actions = await import('./session-actions');
      const store = await import('./session-store');
      await actions.initSession();
      expect(store.useSession.getState()).toMatchObject({ ready: true, token: null });
      expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    });
  });

  it('cannot read a copied session without the server: no key (logged out, or storage copied elsewhere) means signed out', async () => {
    reply(loginReply('tok-13'), { status: 200, body: { data: profile } });
    await signIn({ email: 'editor@example.com', password: 'Passw0rd!' });
    const sealed = localStorage.getItem(SESSION_STORAGE_KEY)!;

    reply({ status: 401, body: { message: 'Please sign in.' } });
    await jest.isolateModulesAsync(async () => {
      const actions = await import('./session-actions');
      const store = await import('./session-store');
      await actions.initSession();
      expect(store.useSession.getState()).toMatchObject({ ready: true, token: null });
    });
    // A key of another session does not open it either.
    reply({ status: 200, body: { data: { storageKey: 'another-session-key-0123456789abcdef' } } });
    await jest.isolateModulesAsync(async () => {
      const persistence = await import('./session-persistence');
      expect(await persistence.readStoredSession(sealed)).toBeNull();
    });
  });
});
