import { setRuntimeConfig, type RuntimeConfig } from '@backoffice/api';
import { takeConfigResponse } from './config-request';

const OVERRIDES_KEY = 'backoffice.remoteOverrides';

/** config.json as served: the runtime config, plus the origins a developer's override may point at. */
type ServedConfig = Partial<RuntimeConfig> & { remoteOverrideOrigins?: unknown };

/** The remotes this page loads from a developer's override (name → manifest URL), empty without one. */
let overridden: Record<string, string> = {};

/**
 * Reads config.json from the shell's own origin. Developer overrides of remote URLs
 * (`?remote.landing=http://localhost:5202/mf-manifest.json`, remembered in localStorage) are honoured only where the
 * config allows them: any URL with `allowRemoteOverrides` (a development shell), else only URLs on an origin of
 * `remoteOverrideOrigins` (a staging shell a developer's laptop runs one remote against; the shell's CSP allows
 * exactly those). A production config allows none: a remote runs with the staff member's token.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await takeConfigResponse();
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  const config = (await response.json()) as ServedConfig;
  const remotes = { ...config.remotes };
  const origins = Array.isArray(config.remoteOverrideOrigins) ? config.remoteOverrideOrigins.filter((o): o is string => typeof o === 'string') : [];
  overridden = {};
  if (config.allowRemoteOverrides || origins.length > 0) {
    for (const [name, url] of Object.entries(readOverrides())) {
      // Only a remote config.json names, and only from an allowed origin.
      if (!Object.hasOwn(remotes, name) || !(config.allowRemoteOverrides || origins.includes(originOf(url)))) continue;
      remotes[name] = url;
      overridden[name] = url;
    }
  }
  const { remoteOverrideOrigins: _origins, ...runtime } = config;
  return setRuntimeConfig({ ...runtime, remotes });
}

/** The remotes loaded from a developer's override in this page (the live table does not switch them). */
export function overriddenRemotes(): Readonly<Record<string, string>> {
  return overridden;
}

/**
 * Forgets a remote's override and reloads the page without it (the "Clear" of the override notice). The address loses
 * its `remote.<name>` parameter in place, then the page reloads: assigning an address that differs only by its hash
 * (or not at all) would not reload, and the overridden build would keep running while the notice was gone.
 */
export function clearRemoteOverride(name: string, reload = () => window.location.reload()): void {
  const stored = safeParse(localStorage.getItem(OVERRIDES_KEY));
  delete stored[name];
  localStorage.setItem(OVERRIDES_KEY, JSON.stringify(stored));
  const url = new URL(window.location.href);
  url.searchParams.delete(`remote.${name}`);
  window.history.replaceState(window.history.state, '', url.href);
  reload();
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

function readOverrides(): Record<string, string> {
  const stored = safeParse(localStorage.getItem(OVERRIDES_KEY));
  const params = new URLSearchParams(window.location.search);
  for (const [key, value] of params) {
    if (!key.startsWith('remote.')) continue;
    const name = key.slice('remote.'.length);
    if (value) stored[name] = value;
    else delete stored[name];
  }
  localStorage.setItem(OVERRIDES_KEY, JSON.stringify(stored));
  return stored;
}

function safeParse(raw: string | null): Record<string, string> {
  try {
    const value: unknown = raw ? JSON.parse(raw) : {};
    if (!value || typeof value !== 'object') return Object.create(null);
    const out: Record<string, string> = Object.create(null);
    for (const [name, url] of Object.entries(value)) if (typeof url === 'string') out[name] = url;
    return out;
  } catch {
    return Object.create(null);
  }
}
