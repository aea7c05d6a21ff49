// What the Modules screen shows: for each remote, the live build (from its manifest's build record), whether it fits
// this shell, the builds published beside it (/releases/builds.json on the remote's origin) and the API's history.
import { apiUrl, authHeaders, http, settleResponse } from '@backoffice/api';
import { buildRecordOf, type BuildRecord } from '@backoffice/validation';
import { configuredManifests } from '../../federation/remotes';

export interface BuildInfo {
  manifestUrl: string;
  record: BuildRecord | null;
  /** Why it does not fit this shell; empty when it fits; null when its manifest could not be read. */
  reasons: string[] | null;
  /** The build config.json names (itself, or an identical copy of it). */
  configured?: boolean;
  /** Other URLs serving this same build (a published copy of the configured build), shown as one row. */
  copies?: string[];
}

export interface RemoteSwitch {
  id: number;
  remote: string;
  fromUrl: string | null;
  toUrl: string;
  version: string;
  by: string;
  /** The switcher's name (null once the account is gone: `by`, the email, is shown instead). */
  byName?: string | null;
  at: string;
  /** Why a super admin switched to a build that did not fit the live shell; null when it fitted. */
  forcedReason: string | null;
  /** A full switch, or a step of a canary (an older API sends none: a switch). */
  kind?: 'switch' | 'canary' | 'canary-promoted' | 'canary-rolled-back' | 'canary-auto-rolled-back';
  /** A canary's share ("10 %"), or why the API rolled it back by itself. */
  note?: string | null;
}

/** A build served to a share of staff first, until promoted or rolled back. */
export interface RemoteCanary {
  remote: string;
  manifestUrl: string;
  version: string;
  percent: number;
  startedAt: string;
  by: string;
  /** Who started it, as staff read it (null once the account is gone: `by`, the email, is shown). */
  byName?: string | null;
}
export interface RemoteLoadError { id: number; remote: string; errorId: string; version: string; reasons: string[]; at: string }

/** What browsers met in one build's screens (the API's field data; null percentiles: no sample yet). */
export interface BuildFieldData {
  remote: string;
  version: string;
  sessions: number;
  errorSessions: number;
  errorRate: number;
  p75Inp: number | null;
  p75Lcp: number | null;
  p75Cls: number | null;
  lastAt: string;
}

export interface RemoteRow {
  name: string;
  /** The canary it runs now, if any. */
  canary: RemoteCanary | null;
  /** Field data of its builds that reported, the most recently reporting first (null: it could not be read). */
  fieldData: BuildFieldData[] | null;
  live: BuildInfo;
  /** The published builds it may be switched to (the live one left out). */
  builds: BuildInfo[];
  switches: RemoteSwitch[];
  loadErrors: RemoteLoadError[];
}

async function readBuild(manifestUrl: string): Promise<BuildInfo> {
  const { refusalOf } = await import('../../federation/remote-check');
  try {
    const response = await fetch(manifestUrl, { cache: 'no-cache' });
    if (!response.ok) return { manifestUrl, record: null, reasons: null };
    const manifest: unknown = await response.json();
    return { manifestUrl, record: buildRecordOf(manifest), reasons: refusalOf(manifest)?.reasons ?? [] };
  } catch {
    return { manifestUrl, record: null, reasons: null };
  }
}

/** The published builds of a remote: `npm run publish-remote` lists them in /releases/builds.json on its origin. */
async function publishedManifests(liveUrl: string): Promise<string[]> {
  try {
    const index = new URL('/releases/builds.json', liveUrl);
    const response = await fetch(index, { cache: 'no-cache' });
    if (!response.ok) return [];
    const { builds } = (await response.json()) as { builds?: Array<{ path?: unknown }> };
    return (builds ?? []).filter((b) => typeof b.path === 'string').map((b) => new URL(b.path as string, index).href);
  } catch {
    return [];
  }
}

/** The builds a team released through the API (`npm run release`): served by the API on this shell's origin. */
async function releasedManifests(name: string): Promise<string[]> {
  try {
    const { builds } = await http.get<{ builds: Array<{ manifestUrl: string }> }>(`releases/${name}`, { silent: true });
    return builds.map((build) => build.manifestUrl);
  } catch {
    return [];
  }
}

export async function loadModulesScreen(): Promise<RemoteRow[]> {
  const [{ live, switches, loadErrors, canaries = [] }, { builds: fieldData }] = await Promise.all([
    http.get<{ live: Array<{ name: string; manifestUrl: string }>; switches: RemoteSwitch[]; loadErrors: RemoteLoadError[]; canaries?: RemoteCanary[] }>('remotes'),
    // Switching must not depend on it: unreadable field data is said so on each card, the rest of the screen works.
    http.get<{ builds: BuildFieldData[] }>('remotes/field-data', { silent: true }).catch(() => ({ builds: null })),
  ]);
  return Promise.all(
    Object.keys(configuredManifests()).map(async (name) => {
      // The API's table is what every browser loads; a remote it does not list serves config.json's build.
      const liveUrl = live.find((row) => row.name === name)?.manifestUrl ?? configuredManifests()[name];
      const [published, released] = await Promise.all([publishedManifests(liveUrl), releasedManifests(name)]);
      const candidates = [...new Set([configuredManifests()[name], ...published, ...released])].filter((url) => url !== liveUrl);
      const [liveBuild, ...builds] = await Promise.all([liveUrl, ...candidates].map(readBuild));
      const { live: shown, others } = oneRowPerBuild(liveBuild, builds, configuredManifests()[name]);
      return {
        name,
        live: shown,
        builds: others,
        switches: switches.filter((s) => s.remote === name),
        loadErrors: loadErrors.filter((e) => e.remote === name),
        fieldData: fieldData?.filter((f) => f.remote === name) ?? null,
        canary: canaries.find((c) => c.remote === name) ?? null,
      };
    }),
  );
}

/** The same build (name, version, commit and build time of its record): a published copy of config.json's build. */
const sameBuild = (a: BuildInfo, b: BuildInfo) =>
  a.record !== null && b.record !== null && (['name', 'version', 'commit', 'builtAt'] as const).every((key) => a.record?.[key] === b.record?.[key]);

/**
 * One row per build: a candidate identical to the live build is that build (not offered again), identical candidates
 * are one row (config.json's first, said to be the configured build), the other URLs kept as its copies.
 */
export function oneRowPerBuild(live: BuildInfo, candidates: readonly BuildInfo[], configuredUrl: string | undefined): { live: BuildInfo; others: BuildInfo[] } {
  const mark = (build: BuildInfo): BuildInfo => ({ ...build, configured: build.manifestUrl === configuredUrl, copies: [] });
  const shown = mark(live);
  const others: BuildInfo[] = [];
  // config.json's build first, so a group of copies is shown as it.
  const ordered = [...candidates].sort((a, b) => Number(b.manifestUrl === configuredUrl) - Number(a.manifestUrl === configuredUrl));
  for (const build of ordered) {
    const row = sameBuild(build, shown) ? shown : others.find((other) => sameBuild(build, other));
    if (!row) {
      others.push(mark(build));
      continue;
    }
    row.copies?.push(build.manifestUrl);
    if (build.manifestUrl === configuredUrl) row.configured = true;
  }
  return { live: shown, others };
}

/** A switch refused because the build does not fit the live shell: the reasons, by this screen's check or the API's. */
export class SwitchRefused extends Error {
  constructor(message: string, readonly reasons: string[]) {
    super(message);
    this.name = 'SwitchRefused';
  }
}

/**
 * Switches a remote to a build, recorded by the API. A build that does not fit this shell is refused here first, and
 * by the API (409 with its reasons), unless forced with a written reason (super admins; the history keeps it).
 */
export async function switchRemote(name: string, build: BuildInfo, fromUrl: string, force?: { reason: string }): Promise<void> {
  const checked = await readBuild(build.manifestUrl);
  if (!checked.record || checked.reasons === null) throw new Error(`The build at ${build.manifestUrl} cannot be read.`);
  if (checked.reasons.length > 0 && !force) throw new SwitchRefused(`${name} ${checked.record.version} does not fit this shell.`, checked.reasons);
  const body = { manifestUrl: build.manifestUrl, version: checked.record.version, fromUrl, ...(force ? { force: true, reason: force.reason } : {}) };
  await sendChange(name, 'PUT', `remotes/${name}`, body);
}

/** Serves a build that fits to `percent` % of staff first (the API checks it again). */
export async function startCanary(name: string, build: BuildInfo, percent: number): Promise<void> {
  await sendChange(name, 'PUT', `remotes/${name}/canary`, { manifestUrl: build.manifestUrl, version: build.record?.version ?? '', percent });
}

/** Serves the canary's build to everyone. */
export async function promoteCanary(name: string): Promise<void> {
  await sendChange(name, 'POST', `remotes/${name}/canary/promote`);
}

/** Ends the canary: everyone keeps the live build. */
export async function rollBackCanary(name: string): Promise<void> {
  await sendChange(name, 'DELETE', `remotes/${name}/canary`);
}

/** A change of what a remote serves; a 409 with the API's reasons becomes SwitchRefused. */
async function sendChange(name: string, method: string, path: string, body?: object): Promise<void> {
  // Not through http: its errors keep only the message, and a 409 here carries the API's reasons.
  const response = await fetch(apiUrl(path), {
    method,
    headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...authHeaders() },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const raw = await response.text();
  let answer: unknown;
  try {
    answer = raw === '' ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    answer = raw;
  }
  const refused = answer as { message?: unknown; reasons?: unknown } | undefined;
  if (response.status === 409 && Array.isArray(refused?.reasons)) {
    throw new SwitchRefused(String(refused.message ?? `${name} does not fit the live shell.`), refused.reasons.map(String));
  }
  settleResponse(response.status, answer, { signedIn: true });
}
