import { getRuntimeConfig } from '@backoffice/api';
import { clearRemoteOverride, loadRuntimeConfig, overriddenRemotes } from './runtime-config';

const remotes = { landing: 'https://cdn.example/landing/mf-manifest.json' };

function serveConfig(config: object) {
  global.fetch = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve(config) }) as unknown as typeof fetch;
}

describe('loadRuntimeConfig', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/?remote.landing=http://localhost:5202/mf-manifest.json');
  });

  it('ignores a remote override when the config does not allow overrides (production)', async () => {
    serveConfig({ remotes, allowRemoteOverrides: false });
    const config = await loadRuntimeConfig();
    expect(config.remotes.landing).toBe(remotes.landing);
    expect(getRuntimeConfig().remotes.landing).toBe(remotes.landing);
  });

  it('honours and remembers an override when the config allows it (development)', async () => {
    serveConfig({ remotes, allowRemoteOverrides: true });
    expect((await loadRuntimeConfig()).remotes.landing).toBe('http://localhost:5202/mf-manifest.json');

    window.history.replaceState(null, '', '/');
    expect((await loadRuntimeConfig()).remotes.landing).toBe('http://localhost:5202/mf-manifest.json');

    window.history.replaceState(null, '', '/?remote.landing=');
    expect((await loadRuntimeConfig()).remotes.landing).toBe(remotes.landing);
  });

  it('fails loudly when config.json cannot be read', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404 }) as unknown as typeof fetch;
    await expect(loadRuntimeConfig()).rejects.toThrow('config.json answered 404');
  });
});

describe('overrides on a shell that allows named origins only', () => {
  beforeEach(() => localStorage.clear());

  it('honours an override on an allowed origin and names it; ignores one elsewhere and one for a remote config.json does not name', async () => {
    window.history.replaceState(null, '', '/?remote.landing=http://localhost:5202/mf-manifest.json&remote.evil=http://localhost:5202/x.json');
    serveConfig({ remotes, allowRemoteOverrides: false, remoteOverrideOrigins: ['http://localhost:5202'] });
    const config = await loadRuntimeConfig();
    expect(config.remotes).toEqual({ landing: 'http://localhost:5202/mf-manifest.json' });
    expect(overriddenRemotes()).toEqual({ landing: 'http://localhost:5202/mf-manifest.json' });

    window.history.replaceState(null, '', '/?remote.landing=https://elsewhere.example/mf-manifest.json');
    expect((await loadRuntimeConfig()).remotes.landing).toBe(remotes.landing);
    expect(overriddenRemotes()).toEqual({});
  });
});

describe('clearRemoteOverride', () => {
  beforeEach(() => localStorage.clear());

  it('forgets the override, drops its parameter from the address (keeping the rest) and reloads the page', async () => {
    window.history.replaceState(null, '', '/landing-pages?remote.landing=http://localhost:5202/mf-manifest.json&page=2#top');
    serveConfig({ remotes, allowRemoteOverrides: false, remoteOverrideOrigins: ['http://localhost:5202'] });
    await loadRuntimeConfig();
    const reload = jest.fn();

    clearRemoteOverride('landing', reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/landing-pages?page=2#top');
    // The reloaded page loads the deployed build and says nothing.
    expect((await loadRuntimeConfig()).remotes.landing).toBe(remotes.landing);
    expect(overriddenRemotes()).toEqual({});
  });

  it('reloads even when the address names no override (it was remembered from an earlier page)', async () => {
    window.history.replaceState(null, '', '/?remote.landing=http://localhost:5202/mf-manifest.json');
    serveConfig({ remotes, allowRemoteOverrides: false, remoteOverrideOrigins: ['http://localhost:5202'] });
    await loadRuntimeConfig();
    window.history.replaceState(null, '', '/files#section');
    const reload = jest.fn();

    clearRemoteOverride('landing', reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(`${window.location.pathname}${window.location.hash}`).toBe('/files#section');
    expect((await loadRuntimeConfig()).remotes.landing).toBe(remotes.landing);
  });
});
