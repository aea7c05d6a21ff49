// Which build each remote serves, as the API's table says (switched in App Setting › Modules); config.json stays the
// bootstrap and the fallback for any remote the table does not list, or when the API cannot be reached.
// Re-read on every navigation with If-None-Match: an unchanged table costs a 304 and never delays the click.
import { apiUrl, authHeaders } from '@backoffice/api';
import type { ApiContracts } from '@backoffice/validation';

type Table = Record<string, string>;
type Apply = (remotes: Table) => void;
/** Remote name → the manifest URL the API read its modules from, and those modules (checked by the module table). */
export type LiveModules = Record<string, { manifestUrl: string; modules: unknown }>;

/** How long the first read may hold a remote's load before config.json's URLs are used. */
const FIRST_READ_TIMEOUT_MS = 2000;

let etag: string | null = null;
let inFlight: Promise<void> | null = null;
let firstRead: Promise<void> | null = null;
/** The table last read: the first read starts at boot, before the signed-in chunk has registered its handler. */
let latest: Table | null = null;
let apply: Apply = () => undefined;
/** The modules of each live build, as the API read them from its manifest (absent from an API that does not say). */
let latestModules: LiveModules | null = null;
const readListeners = new Set<() => void>();
/** What the API serves (the modules whose server routes it has), as its live table says. */
let latestApi: ApiContracts | null = null;

/** What the API said it serves at the last read of the live table (null: not read, or an API that does not say). */
export function liveApi(): ApiContracts | null {
  return latestApi;
}

/** Set by remotes.ts: re-registers the remotes whose URL changed (at once, for a table read before it was set). */
export function onLiveTable(handler: Apply): void {
  apply = handler;
  if (latest) handler(latest);
}

/** The modules the API last named for each remote's live build (null until read, or when it does not say). */
export function liveModules(): LiveModules | null {
  return latestModules;
}

/** Called after each read that changed the table or its modules (a 304 changes nothing). */
export function onLiveRead(listener: () => void): () => void {
  readListeners.add(listener);
  return () => readListeners.delete(listener);
}

/** Reads the live table (a 304 when unchanged) and applies a change; failures keep what is registered. */
export function refreshLiveRemotes(): Promise<void> {
  inFlight ??= Promise.resolve()
    .then(() => fetch(apiUrl('remotes/live'), { headers: { ...authHeaders(), ...(etag ? { 'if-none-match': etag } : {}) } }))
    .then(async (response) => {
      if (response.status !== 200) return;
      const body = (await response.json()) as { data?: { remotes?: Table; modules?: LiveModules; api?: { modules?: unknown } } };
      etag = response.headers.get('etag');
      if (body.data?.remotes && typeof body.data.remotes === 'object') {
        latest = body.data.remotes;
        latestModules = body.data.modules && typeof body.data.modules === 'object' ? body.data.modules : null;
        const served = body.data.api?.modules;
        latestApi = Array.isArray(served) ? { modules: served.filter((m): m is string => typeof m === 'string') } : null;
        apply(latest);
        for (const listener of readListeners) listener();
      }
    })
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  firstRead ??= Promise.race([inFlight, new Promise<void>((resolve) => setTimeout(resolve, FIRST_READ_TIMEOUT_MS))]);
  return inFlight;
}

/**
 * Resolves once the table was read once (or could not be): a remote loads the build the table names. Starts the
 * read when none has: the boot starts it for a stored session (beside the signed-in chunk, so a deep link's remote
 * does not wait for one more round trip); after a sign-in, the first remote route or the app's first render does.
 */
export function liveTableRead(): Promise<void> {
  if (!firstRead) void refreshLiveRemotes();
  return firstRead ?? Promise.resolve();
}

/** Forgets the table read (sign-out, tests). */
export function forgetLiveTable(): void {
  etag = null;
  firstRead = null;
  latest = null;
  latestModules = null;
  latestApi = null;
}
