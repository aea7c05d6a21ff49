// Admin API throughput on loopback: requests/s and p50/p99 latency of GET /api/v1/profile (session lookup on
// every request) and of a 20-row resource list (v1/roles through the resource engine), with autocannon — the list
// also under 200 concurrent connections. Runs its own API instances (ports 3401/3402 + BENCH_PORT_OFFSET): PGlite
// always, PostgreSQL when BENCH_DATABASE_URL, or else TEST_DATABASE_URL (what .ci/run exports), is set.
// The floor is fair: a bare node:http + pg server (api-floor.ts) in its own process running the same two
// statements per request (the session lookup, the 20-row page) on the same PostgreSQL schema at the same connections,
// alternating with ours (ROUNDS rounds, medians). Targets: ours ≥ 0.7 × its throughput, p99 ≤ 1.5 × its p99. A bare
// server sending the list's body without any database work shows what loopback, autocannon and Node alone cost here.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { freshDir } from '../build-once.mjs';
import { root, startApi } from '../stack.cjs';
import { median, ratio } from './stats.mjs';

const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 8);
const CONNECTIONS = 10;
const TARGET_CONNECTIONS = 200;
const ROUNDS = 3;
const MIN_THROUGHPUT_RATIO = 0.7;
const MAX_P99_RATIO = 1.5;
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const LIST = 'GET /api/v1/roles?pageSize=20 (20 rows)';

async function json(url, init) {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Signs in as the demo super admin and makes sure the roles list has at least 20 rows. */
async function prepare(base) {
  const { data } = await json(`${base}/api/v1/auth/login`, { method: 'POST', body: JSON.stringify({ email: 'admin@example.com', password: 'Passw0rd!' }) });
  const headers = { 'x-access-token': data.accessToken };
  const { data: page } = await json(`${base}/api/v1/roles?pageSize=20`, { headers });
  for (let i = page.total; i < 20; i++) {
    await json(`${base}/api/v1/roles`, { method: 'POST', headers, body: JSON.stringify({ roleName: `Bench role ${i}`, permissions: ['banners.index', 'banners.read'] }) });
  }
  return headers;
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); NaN elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/**
 * autocannon's result plus the server's CPU milliseconds per answered request: on this shared machine throughput and
 * latency swing with the other processes' load, while the CPU a request costs the server hardly does.
 */
async function load(url, headers, connections, pid) {
  const before = cpuSeconds(pid);
  const result = await new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration: DURATION_S }, (error, r) => (error ? reject(error) : resolve(r)));
  });
  result.cpuMs = ((cpuSeconds(pid) - before) * 1000) / Math.max(1, result.requests.total);
  return result;
}

/** Spawns a server process that prints its port on stdout; resolves its URL and a stop(). */
async function spawnServer(args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`${args.at(-1)} exited (${code})`)));
  });
  return { url: `http://localhost:${port}/`, pid: child.pid, stop: () => child.kill() };
}

/** A bare node:http server answering every request with `body`; no framework, no database. */
function bareServer(body) {
  const source = `
    const body = Buffer.from(process.env.BENCH_BODY);
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    }).listen(0, function () { process.stdout.write(this.address().port + '\\n'); });
  `;
  return spawnServer(['-e', source], { BENCH_BODY: body });
}

/** The fair floor: node:http + pg running the API's two statements per request on the given schema. */
function floorServer(url, schema) {
  const env = { DATABASE_URL: url, DATABASE_SCHEMA: schema, TSX_TSCONFIG_PATH: 'apps/admin-api/tsconfig.json' };
  return spawnServer(['--import', 'tsx', 'tools/bench/api-floor.ts'], env);
}

const row = (name, label, connections, r) => `| ${name} | ${label} | ${connections} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.cpuMs.toFixed(2)} | ${r.non2xx + r.errors} |`;

/** Each figure's median over rounds (autocannon results, as row() reads them). */
function medianOf(results) {
  const of = (pick) => median(results.map(pick));
  return {
    requests: { average: of((r) => r.requests.average) },
    latency: { p50: of((r) => r.latency.p50), p99: of((r) => r.latency.p99) },
    cpuMs: of((r) => r.cpuMs),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    errors: results.reduce((n, r) => n + r.errors, 0),
  };
}

/**
 * Our API on one database. With `floorOn` (PostgreSQL), the 200-connection list alternates with the floor, started on
 * the same schema (our session and roles), for ROUNDS rounds: the other processes' load swings over seconds, so both
 * see the same swings, and the medians are compared.
 */
async function measureDb(label, port, env, floorOn) {
  const dataDir = freshDir(path.join(root, 'tmp', `bench-api-${port}`));
  const api = await startApi({ port, dataDir, env: { LOG_LEVEL: 'warn', ...env } });
  const rows = [];
  let target = null;
  let floor = null;
  let listBody = '';
  try {
    const base = `http://localhost:${port}`;
    const headers = await prepare(base);
    const list = `${base}/api/v1/roles?pageSize=20&sort=roleName`;
    listBody = await (await fetch(list, { headers })).text();
    for (const [name, url, connections] of [['GET /api/v1/profile', `${base}/api/v1/profile`, CONNECTIONS], [LIST, list, CONNECTIONS]]) {
      rows.push(row(name, label, connections, await load(url, headers, connections, api.pid)));
    }
    const server = floorOn ? await floorOn() : null;
    try {
      if (server) {
        const check = await fetch(server.url, { headers });
        if (!check.ok) throw new Error(`the floor answered ${check.status}: ${await check.text()}`);
      }
      const ours = [];
      const floors = [];
      for (let round = 0; round < (server ? ROUNDS : 1); round++) {
        ours.push(await load(list, headers, TARGET_CONNECTIONS, api.pid));
        if (server) floors.push(await load(server.url, headers, TARGET_CONNECTIONS, server.pid));
      }
      target = medianOf(ours);
      rows.push(row(`${LIST}${server ? `, median of ${ROUNDS}` : ''}`, label, TARGET_CONNECTIONS, target));
      if (server) {
        floor = medianOf(floors);
        rows.push(row(`the same two statements from node:http + pg (the floor), median of ${ROUNDS}`, label, TARGET_CONNECTIONS, floor));
      }
    } finally {
      server?.stop();
    }
  } finally {
    await api.stop();
  }
  return { rows, target, floor, listBody };
}

/** The same load on a bare server sending the API's own list body: loopback, autocannon and Node alone. */
async function measureBare(body) {
  const server = await bareServer(body);
  try {
    const r = await load(server.url, {}, TARGET_CONNECTIONS, server.pid);
    return row('same body from a bare node:http server, no database', 'none', TARGET_CONNECTIONS, r);
  } finally {
    server.stop();
  }
}

async function dropSchema(url, schema) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}

export default async function bench() {
  const pglite = await measureDb('PGlite', 3401 + PORT_OFFSET, {});
  const rows = [...pglite.rows];
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  let note = 'PostgreSQL: not measured (set BENCH_DATABASE_URL or TEST_DATABASE_URL).';
  let postgres = null;
  if (pgUrl) {
    const schema = `bench_${Date.now()}`;
    try {
      postgres = await measureDb('PostgreSQL', 3402 + PORT_OFFSET, { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema }, () => floorServer(pgUrl, schema));
      rows.push(...postgres.rows);
      note = 'PostgreSQL: a fresh schema on the database of BENCH_DATABASE_URL (or TEST_DATABASE_URL), dropped afterwards.';
    } catch (error) {
      note = `PostgreSQL: not measured (${error instanceof Error ? error.message.split('\n')[0] : String(error)}).`;
    } finally {
      await dropSchema(pgUrl, schema).catch(() => undefined);
    }
  }
  rows.push(await measureBare(pglite.listBody).catch((error) => `| bare node:http server | none | – | not measured: ${error.message} | | | | |`));
  const ours = postgres?.target;
  const fair = postgres?.floor;
  const reqs = (r) => (r ? `${Math.round(r.requests.average)} req/s` : '–');
  const p99 = (r) => (r ? `${r.latency.p99} ms` : '–');
  const at = `20-row list, ${TARGET_CONNECTIONS} connections`;
  const targets = [
    `| ${at}, PostgreSQL, throughput | ${reqs(ours)} | ≥ ${MIN_THROUGHPUT_RATIO} × floor | ${reqs(fair)} (node:http + pg, same two statements) | ${ours && fair ? ratio(ours.requests.average, fair.requests.average) : '–'} |`,
    `| ${at}, PostgreSQL, p99 | ${p99(ours)} | ≤ ${MAX_P99_RATIO} × floor | ${p99(fair)} | ${ours && fair ? ratio(ours.latency.p99, fair.latency.p99) : '–'} |`,
    `| ${at}, PostgreSQL, server CPU per request | ${ours ? `${ours.cpuMs.toFixed(2)} ms` : '–'} | (steadier than req/s on a shared machine) | ${fair ? `${fair.cpuMs.toFixed(2)} ms` : '–'} | ${ours && fair ? ratio(ours.cpuMs, fair.cpuMs) : '–'} |`,
    `| ${at}, PGlite (the default), throughput | ${reqs(pglite.target)} | beside PostgreSQL | ${reqs(ours)} (PostgreSQL) | ${ours ? ratio(pglite.target.requests.average, ours.requests.average) : '–'} |`,
    `| ${at}, PGlite (the default), p99 | ${p99(pglite.target)} | beside PostgreSQL | ${p99(ours)} (PostgreSQL) | ${ours ? ratio(pglite.target.latency.p99, ours.latency.p99) : '–'} |`,
  ];
  return [
    '## api',
    '',
    `autocannon, ${DURATION_S} s per case, loopback, demo data, signed in as the demo super admin.`,
    '',
    '| measure | value | target | floor | ratio |',
    '| --- | --- | --- | --- | --- |',
    ...targets,
    '',
    '| request | database | connections | req/s | p50 ms | p99 ms | server CPU ms/request | non-2xx/errors |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    note,
    '',
  ].join('\n');
}

// Direct run: `node tools/bench/api.mjs` prints this section alone (the full bench imports it).
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await bench());
}
