// Live collaboration (issue 36): what open change feeds cost the API. The latency (p50/p99) of a 20-row list
// request (GET /api/v1/roles?pageSize=20, 4 clients in a loop) is measured three times on one API instance:
// idle; with 50 changes a second (medals created) and no streams; and with the same changes and 200 open feeds
// (GET /api/v1/live, 40 sessions of the three demo roles, 5 each), the last two alternating in short windows.
// Target: the last within 1.2 × the second. The
// feeds' delivery delay (write answered → event read by a stream) is reported too. Runs its own API instance (port
// 3404 + BENCH_PORT_OFFSET) on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, else PGlite.
// The bench process (load, writer and 200 stream readers) shares the machine with the API: its CPU counts against both.
/* global performance, setInterval, clearInterval, TextDecoderStream, AbortController */
import path from 'node:path';
import { freshDir } from '../build-once.mjs';
import { root, startApi } from '../stack.cjs';
import { percentile, ratio } from './stats.mjs';

/** Seconds each case is measured, in ROUNDS alternating windows. */
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 20);
const ROUNDS = 5;
const STREAMS = 200;
const CHANGES_PER_SECOND = 50;
const CLIENTS = 4;
/** Feeds whose events are parsed for the delivery delay (admin's sessions: they hear every change). */
const SAMPLED = 10;
/** Feed i belongs to session floor(i / 5); sessions 0, 3, 6 … are admin's: the first feed of ten of them. */
const sampled = (i) => i % 5 === 0 && (i / 5) % 3 === 0 && i / 5 < SAMPLED * 3;
const TARGET = 1.2;
const PORT = 3404 + Number(process.env.BENCH_PORT_OFFSET ?? 0);

async function json(url, init) {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

const signIn = async (base, email) => (await json(`${base}/api/v1/auth/login`, { method: 'POST', body: JSON.stringify({ email, password: 'Passw0rd!' }) })).data.accessToken;

/** Latencies (ms) of the list request from CLIENTS loops for `seconds`. */
async function listLatencies(url, headers, seconds) {
  const times = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (performance.now() < until) {
      const from = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`list answered ${res.status}`);
      times.push(performance.now() - from);
    }
  }));
  return times;
}

/** Creates medals at CHANGES_PER_SECOND until stopped; remembers when each write was answered, by id. */
function startWriter(base, headers, answered = new Map()) {
  let n = 0;
  let failed = 0;
  const timer = setInterval(() => {
    const body = JSON.stringify({ medalKey: `bench-live-${Date.now()}-${++n}`, namePl: 'Medal', rule: 'Wygraj kupon.', imageUrl: '/files/medals/m.png', sortOrder: 1 });
    fetch(`${base}/api/v1/medals`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        answered.set((await res.json()).data.id, performance.now());
      })
      .catch(() => failed++);
  }, 1000 / CHANGES_PER_SECOND);
  return { answered, stop: () => clearInterval(timer), written: () => answered.size, failed: () => failed };
}

/**
 * Opens one feed. A sampling feed notes each change event's delay after its write was answered; the others only
 * drain their bytes, as cheaply as can be: browsers run elsewhere, their parsing must not weigh on this machine.
 */
async function openFeed(base, token, answered, delays, controller, sampling) {
  const res = await fetch(`${base}/api/v1/live`, { headers: { accept: 'text/event-stream', 'x-access-token': token }, signal: controller.signal });
  if (res.status !== 200) throw new Error(`feed answered ${res.status}`);
  if (!sampling) {
    void (async () => {
      try {
        for await (const _chunk of res.body) {
          // drained
        }
      } catch {
        // aborted at the end
      }
    })();
    return;
  }
  void (async () => {
    let buffer = '';
    try {
      for await (const chunk of res.body.pipeThrough(new TextDecoderStream())) {
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (!block.includes('event: change')) continue;
          const data = JSON.parse(block.split('\n').find((line) => line.startsWith('data:')).slice(5));
          const at = answered.get(data.id);
          if (data.module === 'medals' && at !== undefined) delays.push(performance.now() - at);
        }
      }
    } catch {
      // aborted at the end
    }
  })();
}

async function measure(label, env) {
  const dataDir = freshDir(path.join(root, 'tmp', `bench-live-${PORT}`));
  const api = await startApi({ port: PORT, dataDir, env: { LOG_LEVEL: 'warn', ...env } });
  const base = `http://localhost:${PORT}`;
  let writer = null;
  let controller = null;
  try {
    const headers = { 'x-access-token': await signIn(base, 'admin@example.com') };
    const { data: page } = await json(`${base}/api/v1/roles?pageSize=20`, { headers });
    for (let i = page.total; i < 20; i++) {
      await json(`${base}/api/v1/roles`, { method: 'POST', headers, body: JSON.stringify({ roleName: `Bench live role ${i}`, permissions: ['banners.index'] }) });
    }
    const list = `${base}/api/v1/roles?pageSize=20&sort=roleName`;
    await listLatencies(list, headers, 2); // warm-up
    const idle = await listLatencies(list, headers, SECONDS);

    // Streams of the three demo accounts; each session may hold 5.
    const emails = ['admin@example.com', 'viewer@example.com', 'editor@example.com'];
    const tokens = [];
    for (let i = 0; i < STREAMS / 5; i++) tokens.push(await signIn(base, emails[i % emails.length]));
    const delays = [];
    const answered = new Map();
    writer = startWriter(base, headers, answered);
    const started = performance.now();
    // The machine is shared: the two cases alternate in short windows, so a busy spell weighs on both alike.
    const noStreams = [];
    const withStreams = [];
    const window = SECONDS / ROUNDS;
    for (let round = 0; round < ROUNDS; round++) {
      for (const streams of round % 2 ? [true, false] : [false, true]) {
        if (!streams) {
          noStreams.push(...(await listLatencies(list, headers, window)));
          continue;
        }
        controller = new AbortController();
        for (let i = 0; i < STREAMS; i++) await openFeed(base, tokens[Math.floor(i / 5)], answered, delays, controller, sampled(i));
        await new Promise((resolve) => setTimeout(resolve, 500));
        withStreams.push(...(await listLatencies(list, headers, window)));
        controller.abort();
        controller = null;
        // The server lets go of the streams (and their sessions' places) once it sees them closed.
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
    writer.stop();
    const rate = writer.written() / ((performance.now() - started) / 1000);
    return { label, idle, noStreams, withStreams, delays, rate, failed: writer.failed() };
  } finally {
    writer?.stop();
    controller?.abort();
    await api.stop();
  }
}

async function dropSchema(url, schema) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}

const p = (times, q) => percentile(times, q).toFixed(1);

export default async function bench() {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const schema = `bench_live_${Date.now()}`;
  let r;
  try {
    r = url ? await measure('PostgreSQL', { DATABASE_URL: url, DATABASE_SCHEMA: schema }) : await measure('PGlite', {});
  } finally {
    if (url) await dropSchema(url, schema).catch(() => undefined);
  }
  const row = (name, times) => `| ${name} | ${times.length} | ${p(times, 50)} | ${p(times, 99)} |`;
  const perStream = r.delays.length / SAMPLED;
  return [
    '## live',
    '',
    `${r.label}; ${CLIENTS} clients loop on GET /api/v1/roles?pageSize=20, ${SECONDS} s per case in ${ROUNDS} alternating windows; medals created at ${CHANGES_PER_SECOND}/s asked, ${r.rate.toFixed(1)}/s answered (${r.failed} failed); ${STREAMS} feeds over ${STREAMS / 5} sessions (admin, viewer, editor).`,
    '',
    '| case | requests | p50 ms | p99 ms |',
    '| --- | ---: | ---: | ---: |',
    row('idle', r.idle),
    row(`${CHANGES_PER_SECOND} changes/s, 0 streams`, r.noStreams),
    row(`${CHANGES_PER_SECOND} changes/s, ${STREAMS} streams`, r.withStreams),
    '',
    `| measure | ${STREAMS} streams | 0 streams | ratio (target ≤ ${TARGET} ×) |`,
    '| --- | ---: | ---: | ---: |',
    `| list p50 | ${p(r.withStreams, 50)} ms | ${p(r.noStreams, 50)} ms | ${ratio(percentile(r.withStreams, 50), percentile(r.noStreams, 50))} |`,
    `| list p99 | ${p(r.withStreams, 99)} ms | ${p(r.noStreams, 99)} ms | ${ratio(percentile(r.withStreams, 99), percentile(r.noStreams, 99))} |`,
    '',
    `Change delivery (write answered → event read): p50 ${r.delays.length ? p(r.delays, 50) : '–'} ms, p99 ${r.delays.length ? p(r.delays, 99) : '–'} ms; ${perStream.toFixed(0)} medal events per sampled feed over the rounds (${SAMPLED} of ${STREAMS} feeds parse their events; editor's feeds get no medals: no permission).`,
    '',
  ].join('\n');
}

// Direct run: `node tools/bench/live.mjs` prints this section alone (the full bench imports it).
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await bench());
}
