import { liveManifests, type RemoteRef } from '../federation/remotes';
import { whenIdle } from '../when-idle';

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * The files prefetched before, in this browser: their names carry a content hash, so a file met again is in the HTTP
 * cache already (or was evicted, and loads on click as it would without a prefetch). Prefetching every file of every
 * module again on each page cost a returning user's screen ~250 ms of main-thread work at 4× CPU slowdown;
 * now only what a new release changed is fetched.
 */
const STORE_KEY = 'backoffice.prefetched';
/** Enough for every file of every remote, with room for a release or two; the oldest names go first. */
const STORE_LIMIT = 400;
/** Each idle callback stops adding links with this much of its idle time left (a few ms, never a long task). */
const SPARE_MS = 4;

/**
 * After sign-in, while the browser is idle, has it download — not run — the code of the user's modules, one remote at
 * a time: its entry and each module's own chunk go to the HTTP cache, so a later click needs no network. Running a
 * module's code here (as this once did) cost the home page long tasks on a mid-range phone; its code runs
 * when the user points at its menu entry (warmRemote) or opens it. Failures are left for the route to report.
 */
export function prefetchRemotesWhenIdle(targets: readonly RemoteRef[]): () => void {
  const remotes = byRemote(targets);
  const files: string[] = [];
  const seen = prefetchedBefore();
  let cancelled = false;
  const idle = (next: (deadline: Pick<IdleDeadline, 'timeRemaining'>) => void) => void whenIdle(next, 300);
  const step = (deadline: Pick<IdleDeadline, 'timeRemaining'>) => {
    if (cancelled) return;
    // Links are added a few at a time, within the idle period the browser offers.
    let added = false;
    while (files.length > 0 && deadline.timeRemaining() > SPARE_MS) added = prefetch(files.shift() as string, seen) || added;
    if (added) remember(seen);
    if (files.length > 0) return idle(step);
    const next = remotes.shift();
    if (!next) return undefined;
    void filesOf(next.remote, next.exposes)
      .then((found) => files.push(...found))
      .finally(() => idle(step));
    return undefined;
  };
  idle(step);
  return () => {
    cancelled = true;
  };
}

/** The remote's entry and the modules' own chunks, from its manifest (none when it cannot be read). */
async function filesOf(remote: string, exposes: ReadonlySet<string>): Promise<string[]> {
  const manifestUrl = liveManifests()[remote];
  if (!manifestUrl) return [];
  try {
    const response = await fetch(manifestUrl);
    if (!response.ok) return [];
    const manifest = (await response.json()) as Manifest;
    const entry = manifest.metaData?.remoteEntry;
    const files = [
      ...(entry?.name ? [`${entry.path ?? ''}${entry.name}`] : []),
      ...(manifest.exposes ?? []).filter((e) => exposes.has(e.name)).flatMap((e) => e.assets?.js?.sync ?? []),
    ];
    return files.map((file) => new URL(file, manifestUrl).href);
  } catch {
    // Offline or a broken manifest: the module loads (or reports its error) when opened.
    return [];
  }
}

/** Adds a prefetch link unless the file was prefetched before; true when it added one. */
function prefetch(href: string, seen: Set<string>): boolean {
  if (seen.has(href)) return false;
  seen.add(href);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
  return true;
}

/** The targets grouped by remote, in the order first met (the menu's order). */
function byRemote(targets: readonly RemoteRef[]): { remote: string; exposes: Set<string> }[] {
  const groups = new Map<string, Set<string>>();
  for (const t of targets) {
    const exposes = groups.get(t.remote) ?? new Set<string>();
    exposes.add(t.expose);
    groups.set(t.remote, exposes);
  }
  return [...groups].map(([remote, exposes]) => ({ remote, exposes }));
}

function prefetchedBefore(): Set<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORE_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((href): href is string => typeof href === 'string') : []);
  } catch {
    // Unreadable or no storage: this page prefetches what it needs, as on a first visit.
    return new Set();
  }
}

function remember(seen: Set<string>): void {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify([...seen].slice(-STORE_LIMIT)));
  } catch {
    // Private mode without storage: prefetching still works for this page.
  }
}
