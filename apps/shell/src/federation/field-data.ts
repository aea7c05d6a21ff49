// Field data of remote builds (README "Releasing one remote"): what staff meet in each build's screens — a screen
// opened, a screen crashed, the page's web vitals — sent to the API in small batches, so the Modules screen can
// compare a switched build with the one it replaced. Nothing personal is sent: the API ties samples to a session only.
import { apiUrl, authHeaders, getRuntimeConfig, http } from '@backoffice/api';
import { whenIdle } from '../when-idle';

type Kind = 'view' | 'error' | 'INP' | 'LCP' | 'CLS';
interface Sample {
  kind: Kind;
  value?: number;
}
interface Batch {
  remote: string;
  version: string;
  samples: Sample[];
}

/** A batch goes when it is full, every 30 s while samples wait, and when the tab is hidden. */
const FLUSH_MS = 30_000;
const MAX_SAMPLES = 50;
const batches = new Map<string, Batch>();
/** The build whose screen is shown: web vitals are measured per page, so they go to the screen shown when reported. */
let shown: { remote: string; version: string } | null = null;
let started = false;

/** A screen of `remote`'s build `version` was opened. */
export function recordView(remote: string, version: string): void {
  // config.json's fieldData: false turns reporting off (an operator's choice; the bench measures its cost with it).
  if (getRuntimeConfig().fieldData === false) return;
  shown = { remote, version };
  add(remote, version, { kind: 'view' });
  start();
}

/** A screen of `remote`'s build `version` crashed (its error boundary caught it). */
export function recordCrash(remote: string, version: string): void {
  if (getRuntimeConfig().fieldData === false) return;
  add(remote, version, { kind: 'error' });
  start();
}

function add(remote: string, version: string, sample: Sample): void {
  const key = `${remote}\n${version}`;
  const batch = batches.get(key) ?? { remote, version, samples: [] };
  batches.set(key, batch);
  batch.samples.push(sample);
  if (batch.samples.length >= MAX_SAMPLES) send(key, false);
}

/** Sends every waiting batch; `leaving`: the page may be going away, so the request must outlive it. */
export function flushFieldData(leaving = false): void {
  for (const key of [...batches.keys()]) send(key, leaving);
}

function send(key: string, leaving: boolean): void {
  const batch = batches.get(key);
  batches.delete(key);
  if (!batch || batch.samples.length === 0) return;
  if (leaving) {
    // keepalive: the browser finishes the request after the page is gone; no answer is read.
    void fetch(apiUrl('remotes/field-data'), {
      method: 'POST', keepalive: true, headers: { 'content-type': 'application/json', ...authHeaders() }, body: JSON.stringify(batch),
    }).catch(() => undefined);
    return;
  }
  http.post('remotes/field-data', batch, { silent: true }).catch((error: unknown) => console.warn('Field data could not be sent', error));
}

function start(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.setInterval(() => flushFieldData(), FLUSH_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushFieldData(true);
  });
  // A browser without the Performance APIs web-vitals reads reports views and crashes only.
  if (typeof PerformanceObserver === 'undefined' || typeof performance.getEntriesByType !== 'function') return;
  // Loaded once the browser is idle after the first screen, never in the frames that paint it (fetching and running
  // the library there made a remote route's first click paint 10–30 % later); the observers read the buffered entries.
  whenIdle(() => void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
    const report = ({ name, value }: { name: 'CLS' | 'INP' | 'LCP'; value: number }) => {
      if (shown) add(shown.remote, shown.version, { kind: name, value });
    };
    onINP(report);
    onLCP(report);
    onCLS(report);
  }).catch((error: unknown) => console.warn('Web vitals are not measured here', error)), 1_000);
}
