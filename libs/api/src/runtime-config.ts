/** What the shell reads from its own origin at start (config.json): one build serves every environment. */
export interface RuntimeConfig {
  /** Admin API base, e.g. "/api/v1". */
  apiBase: string;
  /** Content API base (landing pages), e.g. "/api". */
  contentApiBase: string;
  /** The chat service's API base, e.g. "https://chat.example.pl/api/v1"; empty: the admin API serves it. */
  chatHost: string;
  /** Federated remotes by name → URL of their mf-manifest.json. */
  remotes: Record<string, string>;
  /** Honour developer overrides of remote URLs (development only). */
  allowRemoteOverrides: boolean;
  /** Browsers report field data of remote builds (views, crashes, web vitals) for the Modules screen; false: none. */
  fieldData?: boolean;
}

const defaults: RuntimeConfig = {
  apiBase: '/api/v1',
  contentApiBase: '/api',
  chatHost: '',
  remotes: {},
  allowRemoteOverrides: false,
  fieldData: true,
};

let current: RuntimeConfig = defaults;

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...defaults, ...config };
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}
