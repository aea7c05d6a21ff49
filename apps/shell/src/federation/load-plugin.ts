// The shell's plugin to the federation runtime: what happens between a remote's manifest and its code.
import { buildRecordOf, type BuildRecord } from '@backoffice/validation';
import { provideMuiParts } from './lazy-mui';
import { refusalOf } from './remote-check';
import { fetchProvidedChunks } from './shared-prefetch';

/** What the compatibility check found: the remote's build record and every reason it does not fit. */
export interface Refusal {
  record: BuildRecord;
  reasons: string[];
  manifestUrl: string;
}

/** Why each refused remote does not fit this shell, by remote name (the runtime's own error loses the reason). */
const refusals = new Map<string, Refusal>();
/** The version of the build each remote was loaded from (its build record; field data is reported per build). */
const loadedVersions = new Map<string, string>();
/** Each remote's build record `startShared`: the shared modules each of its exposed modules consumes first. */
const startShared = new Map<string, unknown>();
/** Manifests fetched before the runtime asked (fetchManifestEarly), each handed to it once. */
const earlyManifests = new Map<string, Promise<Response>>();
const fetchedEarly = new Set<string>();
/** Each manifest's JSON as fetched once per URL and page, for the module table (null when it could not be read). */
const manifestJsons = new Map<string, Promise<unknown>>();
const absolute = (entry: string) => new URL(entry, window.location.origin).href;

/** The version of the build the remote's screens run from ('unknown': a build without a build record). */
export function loadedVersion(remote: string): string {
  return loadedVersions.get(remote) ?? 'unknown';
}

/** Why the remote's last load was refused, if it was. */
export function refusalFor(remote: string): Refusal | undefined {
  return refusals.get(remote);
}

/**
 * Fetches a manifest before the runtime asks for it (once per URL and page): a deep link's remote no longer waits
 * for the live table's answer and then for its manifest, one after the other. A failed fetch is tried once more when
 * the runtime asks, which reports a second failure as its own.
 */
export function fetchManifestEarly(entry: string | undefined): void {
  if (!entry) return;
  // As the runtime registers it: a relative entry resolved against the page.
  const url = absolute(entry);
  if (fetchedEarly.has(url)) return;
  fetchedEarly.add(url);
  const early = fetch(url, {});
  early.catch(() => undefined);
  earlyManifests.set(url, early);
  // Read from a copy taken before the runtime reads the body (this callback runs first): the module table and the
  // runtime share one request.
  manifestJsons.set(url, early.then((response) => (response.ok ? response.clone().json() : null)).catch(() => null));
}

/**
 * A manifest's JSON, from the one request per URL and page the runtime uses too (null when it cannot be read): the
 * module table reads a remote's descriptions from it when the API did not name them.
 */
export function manifestJson(entry: string): Promise<unknown> {
  const url = absolute(entry);
  const held = manifestJsons.get(url);
  if (held) return held;
  if (!fetchedEarly.has(url)) {
    fetchManifestEarly(url);
    return manifestJsons.get(url) as Promise<unknown>;
  }
  // The runtime took the early response already: read it again (a manifest is small and revalidated).
  const json = fetch(url, {}).then((response) => (response.ok ? response.json() : null)).catch(() => null);
  manifestJsons.set(url, json);
  return json;
}

/**
 * Refuses a remote whose build record (in the manifest the runtime has just fetched) does not fit this shell,
 * before its remote entry is even requested: none of its code runs, so it cannot crash a screen. A remote that
 * fits gets the MUI parts its manifest names that no app of this shell's build imports (registered from the lazy
 * catalogue: a remote bundles no MUI of its own), and the chunks of the shared modules its exposed module consumes
 * start loading beside its entry.
 */
export function loadPlugin() {
  return {
    name: 'backoffice-remote-load',
    fetch(url: string): Promise<Response> | undefined {
      const early = earlyManifests.get(url);
      earlyManifests.delete(url);
      return early?.catch(() => fetch(url, {}));
    },
    async loadRemoteSnapshot<T extends { manifestJson?: unknown; manifestUrl?: string; moduleInfo: { name: string } }>(args: T): Promise<T> {
      const refusal = refusalOf(args.manifestJson);
      if (refusal) {
        refusals.set(args.moduleInfo.name, { ...refusal, manifestUrl: args.manifestUrl ?? '' });
        throw new Error(`${args.moduleInfo.name} does not fit this shell: ${refusal.reasons.join('; ')}`);
      }
      refusals.delete(args.moduleInfo.name);
      const record = buildRecordOf(args.manifestJson);
      if (record) loadedVersions.set(args.moduleInfo.name, record.version);
      else loadedVersions.delete(args.moduleInfo.name);
      startShared.set(args.moduleInfo.name, record?.startShared);
      await provideMuiParts(sharedRequests(args.manifestJson));
      return args;
    },
    // After the manifest, before the entry: the exposed module's shared chunks load beside the remote's entry.
    afterResolve<T extends { remote?: { name?: string }; expose?: string }>(args: T): T {
      const byExpose = startShared.get(args.remote?.name ?? '');
      if (byExpose && typeof byExpose === 'object' && args.expose && Object.hasOwn(byExpose, args.expose)) {
        fetchProvidedChunks((byExpose as Record<string, unknown>)[args.expose]);
      }
      return args;
    },
  };
}

/** The shared modules a remote's manifest says it consumes: `['react', '@mui/material/Button', …]`. */
function sharedRequests(manifest: unknown): string[] {
  const shared = (manifest as { shared?: unknown } | undefined)?.shared;
  return Array.isArray(shared) ? shared.flatMap((entry: { name?: unknown }) => (typeof entry?.name === 'string' ? [entry.name] : [])) : [];
}
