// Live collaboration: what open change feeds cost the API. The latency (p50/p99) of a 20-row list
// request (GET /api/v1/roles?pageSize=20, 4 clients in a loop) is measured on one API instance: idle; with 50
// changes a second (medals created) and no streams; and with the same changes and 200 open feeds (GET /api/v1/live,
// 40 sessions of the three demo roles, 5 each) — the last two alternating in short windows, so a busy spell of the
// shared machine weighs on both alike. Target: the last within 1.2 × the second. Beside latency, the API process's
// own CPU time per second of each case (from /proc), which other work on the machine does not inflate.
// The 200 feeds are read by a child process at the lowest priority (browsers run elsewhere: their reading must not
// take the API's CPU); ten of them parse their events for the delivery delay (write answered → event read).
// Runs its own API instance (port 3404 + BENCH_PORT_OFFSET) on PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set, else PGlite.
/* global performance, setInterval, clearInterval, TextDecoderStream, AbortController */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
/** Wall-clock milliseconds comparable across the two processes. */
const now = () => performance.timeOrigin + performance.now();

async function json(url, init) {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

const signIn = async (base, email) => (await json(`${base}/api/v1/auth/login`, { method: 'POST', body: JSON.stringify({ email, password: 'Passw0rd!' }) })).data.accessToken;

/** CPU milliseconds (user + system) the process has used (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Latencies (ms) of the list request from CLIENTS loops for `seconds`, and the API's CPU ms per second meanwhile. */
async function listLatencies(url, headers, seconds, pid) {
  const times = [];
  const cpuFrom = cpuMs(pid);
  const from = performance.now();
  const until = from + seconds * 1000;
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`list answered ${res.status}`);
      times.push(performance.now() - started);
    }
  }));
  return { times, cpu: ((cpuMs(pid) - cpuFrom) / (performance.now() - from)) * 1000 };
}

/** Creates medals at CHANGES_PER_SECOND until stopped; remembers when each write was answered, by id. */
function startWriter(base, headers) {
  const answered = new Map();
  let n = 0;
  let failed = 0;
  const timer = setInterval(() => {
    const body = JSON.stringify({ medalKey: `bench-live-${Date.now()}-${++n}`, namePl: 'Medal', rule: 'Wygraj kupon.', imageUrl: '/files/medals/m.png', sortOrder: 1 });
    fetch(`${base}/api/v1/medals`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        answered.set((await res.json()).data.id, now());
      })
      .catch(() => failed++);
  }, 1000 / CHANGES_PER_SECOND);
  return { answered, stop: () => clearInterval(timer), written: () => answered.size, failed: () => failed };
}

/** The feed reader process: opens the feeds on 'open', closes them on 'close', reports sampled arrivals on 'report'. */
function readerProcess() {
  const { base, tokens } = JSON.parse(process.env.BENCH_LIVE_READER);
  const arrivals = [];
  let controller = null;
  const open = async (i) => {
    const res = await fetch(`${base}/api/v1/live`, { headers: { accept: 'text/event-stream', 'x-access-token': tokens[Math.floor(i / 5)] }, signal: controller.signal });
    if (res.status !== 200) throw new Error(`feed answered ${res.status}`);
    void (async () => {
      let buffer = '';
      try {
        if (!sampled(i)) {
          for await (const _chunk of res.body) {
            // drained, not parsed
          }
          return;
        }
        for await (const chunk of res.body.pipeThrough(new TextDecoderStream())) {
          buffer += chunk;
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            if (!block.includes('event: change')) continue;
            const data = JSON.parse(block.split('\n').find((line) => line.startsWith('data:')).slice(5));
            if (data.module === 'medals') arrivals.push([data.id, now()]);
          }
        }
      } catch {
        // closed
      }
    })();
  };
  process.on('message', async (message) => {
    try {
      if (message === 'open') {
        controller = new AbortController();
        for (let i = 0; i < STREAMS; i++) await open(i);
        process.send('opened');
      } else if (message === 'close') {
        controller?.abort();
        process.send('closed');
      } else if (message === 'report') {
        // Exits once the report is handed over (an exit right after send may drop it).
        process.send({ arrivals }, () => process.exit(0));
      }
    } catch (error) {
      process.send({ error: error.message });
    }
  });
}

function startReader(base, tokens) {
  const child = spawn('nice', ['-n', '19', process.execPath, fileURLToPath(import.meta.url), '--reader'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_LIVE_READER: JSON.stringify({ base, tokens }) },
  });
  const ask = (message) => new Promise((resolve, reject) => {
    child.once('message', (answer) => (answer?.error ? reject(new Error(answer.error)) : resolve(answer)));
    child.send(message);
  });
  return { ask, kill: () => child.kill() };
}

async function measure(label, env) {
  const dataDir = freshDir(path.join(root, 'tmp', `bench-live-${PORT}`));
  const api = await startApi({ port: PORT, dataDir, env: { LOG_LEVEL: 'warn', ...env } });
  const base = `http://localhost:${PORT}`;
  let writer = null;
  let reader = null;
  try {
    const headers = { 'x-access-token': await signIn(base, 'admin@example.com') };
    const { data: page } = await json(`${base}/api/v1/roles?pageSize=20`, { headers });
    for (let i = page.total; i < 20; i++) {
      await json(`${base}/api/v1/roles`, { method: 'POST', headers, body: JSON.stringify({ roleName: `Bench live role ${i}`, permissions: ['banners.index'] }) });
    }
    const list = `${base}/api/v1/roles?pageSize=20&sort=roleName`;
    await listLatencies(list, headers, 2, api.pid); // warm-up
    const idle = await listLatencies(list, headers, SECONDS, api.pid);

    // Streams of the three demo accounts; each session may hold 5.
    const emails = ['admin@example.com', 'viewer@example.com', 'editor@example.com'];
    const tokens = [];
    for (let i = 0; i < STREAMS / 5; i++) tokens.push(await signIn(base, emails[i % emails.length]));
    console.error(`bench live: ${tokens.length} sessions signed in`);
    reader = startReader(base, tokens);
    writer = startWriter(base, headers);
    const started = performance.now();
    const cases = { without: { times: [], cpu: [] }, with: { times: [], cpu: [] } };
    const window = SECONDS / ROUNDS;
    for (let round = 0; round < ROUNDS; round++) {
      for (const streams of round % 2 ? [true, false] : [false, true]) {
        if (streams) await reader.ask('open');
        await new Promise((resolve) => setTimeout(resolve, 500));
        const measured = await listLatencies(list, headers, window, api.pid);
        const into = streams ? cases.with : cases.without;
        console.error(`bench live: round ${round + 1}, ${streams ? STREAMS : 0} streams: p50 ${p(measured.times, 50)} ms, API CPU ${measured.cpu.toFixed(0)} ms/s`);
        into.times.push(...measured.times);
        into.cpu.push(measured.cpu);
        if (streams) {
          await reader.ask('close');
          // The server lets go of the streams (and their sessions' places) once it sees them closed.
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }
    }
    writer.stop();
    const rate = writer.written() / ((performance.now() - started) / 1000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { arrivals } = await reader.ask('report');
    const delays = arrivals.filter(([id]) => writer.answered.has(id)).map(([id, at]) => at - writer.answered.get(id));
    const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
    return { label, idle, without: { times: cases.without.times, cpu: mean(cases.without.cpu) }, with: { times: cases.with.times, cpu: mean(cases.with.cpu) }, delays, rate, failed: writer.failed() };
  } finally {
    writer?.stop();
    reader?.kill();
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
  const row = (name, { times, cpu }) => `| ${name} | ${times.length} | ${p(times, 50)} | ${p(times, 99)} | ${cpu.toFixed(0)} |`;
  const perStream = r.delays.length / SAMPLED;
  const [w, o] = [r.with, r.without];
  return [
    '## live',
    '',
    `${r.label}; ${CLIENTS} clients loop on GET /api/v1/roles?pageSize=20, ${SECONDS} s per case in ${ROUNDS} alternating windows; medals created at ${CHANGES_PER_SECOND}/s asked, ${r.rate.toFixed(1)}/s answered (${r.failed} failed); ${STREAMS} feeds over ${STREAMS / 5} sessions (admin, viewer, editor), read by a low-priority child process.`,
    '',
    '| case | requests | p50 ms | p99 ms | API CPU ms/s |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('idle', r.idle),
    row(`${CHANGES_PER_SECOND} changes/s, 0 streams`, o),
    row(`${CHANGES_PER_SECOND} changes/s, ${STREAMS} streams`, w),
    '',
    `| measure | ${STREAMS} streams | 0 streams | ratio (target ≤ ${TARGET} ×) |`,
    '| --- | ---: | ---: | ---: |',
    `| list p50 | ${p(w.times, 50)} ms | ${p(o.times, 50)} ms | ${ratio(percentile(w.times, 50), percentile(o.times, 50))} |`,
    `| list p99 | ${p(w.times, 99)} ms | ${p(o.times, 99)} ms | ${ratio(percentile(w.times, 99), percentile(o.times, 99))} |`,
    `| API CPU | ${w.cpu.toFixed(0)} ms/s | ${o.cpu.toFixed(0)} ms/s | ${ratio(w.cpu, o.cpu)} |`,
    '',
    `Change delivery (write answered → event read): p50 ${r.delays.length ? p(r.delays, 50) : '–'} ms, p99 ${r.delays.length ? p(r.delays, 99) : '–'} ms; ${perStream.toFixed(0)} medal events per sampled feed over the rounds (${SAMPLED} of ${STREAMS} feeds parse their events; editor's feeds get no medals: no permission).`,
    '',
  ].join('\n');
}

if (process.argv.includes('--reader')) readerProcess();
// Direct run: `node tools/bench/live.mjs` prints this section alone (the full bench imports it).
else if (import.meta.url === `file://${process.argv[1]}`) console.log(await bench());
