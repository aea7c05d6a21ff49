import { setRuntimeConfig, type RuntimeConfig } from '@backoffice/api';
import { takeConfigResponse } from './config-request';

const OVERRIDES_KEY = 'backoffice.remoteOverrides';

/**
 * Reads config.json from the shell's own origin. Developer overrides of remote URLs
 * (`?remote.landing=http://localhost:5202/mf-manifest.json`, remembered in localStorage) are honoured
 * only when the config allows them: a remote runs with the staff member's token.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await takeConfigResponse();
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  const config = (await response.json()) as Partial<RuntimeConfig>;
  const remotes = { ...config.remotes };
  if (config.allowRemoteOverrides) Object.assign(remotes, readOverrides());
  return setRuntimeConfig({ ...config, remotes });
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
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}
