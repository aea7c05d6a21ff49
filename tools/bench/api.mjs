// Admin API throughput on loopback: requests/s and p50/p99 latency of GET /api/v1/profile (session lookup on
// every request) and of a 20-row resource list (v1/roles through the resource engine), with autocannon — the list
// also under 200 concurrent connections, issue 18's target (p99 ≤ 10 ms on PostgreSQL, PGlite within 3 × of it).
// Runs its own API instances (ports 3401/3402): PGlite always, PostgreSQL (PGlite's floor) when BENCH_DATABASE_URL, or
// else TEST_DATABASE_URL (what .ci/run exports), is set. PostgreSQL's own floor is a bare Node HTTP server in its own
// process sending the API's very 20-row body under the same load: what loopback, autocannon and Node cost here.
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { freshDir } from '../build-once.mjs';
import { root, startApi } from '../stack.cjs';
import { ratio } from './stats.mjs';

const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 8);
const CONNECTIONS = 10;
const TARGET_CONNECTIONS = 200;
const TARGET_P99_MS = 10;
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

function load(url, headers, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration: DURATION_S }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** A bare node:http server in a process of its own, answering every request with `body`; no framework, no database. */
async function bareServer(body) {
  const source = `
    const body = Buffer.from(process.env.BENCH_BODY);
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    }).listen(0, function () { process.stdout.write(this.address().port + '\\n'); });
  `;
  const child = spawn(process.execPath, ['-e', source], { env: { ...process.env, BENCH_BODY: body }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return { url: `http://localhost:${port}/`, stop: () => child.kill() };
}

async function measureDb(label, port, env) {
  const dataDir = freshDir(path.join(root, 'tmp', `bench-api-${port}`));
  const api = await startApi({ port, dataDir, env: { LOG_LEVEL: 'warn', ...env } });
  const rows = [];
  let targetP99 = NaN;
  let listBody = '';
  try {
    const base = `http://localhost:${port}`;
    const headers = await prepare(base);
    const list = `${base}/api/v1/roles?pageSize=20&sort=roleName`;
    listBody = await (await fetch(list, { headers })).text();
    for (const [name, url, connections] of [['GET /api/v1/profile', `${base}/api/v1/profile`, CONNECTIONS], [LIST, list, CONNECTIONS], [LIST, list, TARGET_CONNECTIONS]]) {
      const r = await load(url, headers, connections);
      rows.push(`| ${name} | ${label} | ${connections} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.errors} |`);
      if (connections === TARGET_CONNECTIONS) targetP99 = r.latency.p99;
    }
  } finally {
    await api.stop();
  }
  return { rows, targetP99, listBody };
}

/** The same load on a bare server sending the API's own list body: the floor of any server on this machine. */
async function measureBare(body) {
  const server = await bareServer(body);
  try {
    const r = await load(server.url, {}, TARGET_CONNECTIONS);
    return { p99: r.latency.p99, row: `| same body from a bare node:http server (the floor) | none | ${TARGET_CONNECTIONS} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.errors} |` };
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
  const pglite = await measureDb('PGlite', 3401, {});
  const rows = [...pglite.rows];
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  let note = 'PostgreSQL: not measured (set BENCH_DATABASE_URL or TEST_DATABASE_URL).';
  let postgres = null;
  if (pgUrl) {
    const schema = `bench_${Date.now()}`;
    try {
      postgres = await measureDb('PostgreSQL', 3402, { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema });
      rows.push(...postgres.rows);
      note = 'PostgreSQL: a fresh schema on the database of BENCH_DATABASE_URL (or TEST_DATABASE_URL), dropped afterwards.';
    } catch (error) {
      note = `PostgreSQL: not measured (${error instanceof Error ? error.message.split('\n')[0] : String(error)}).`;
    } finally {
      await dropSchema(pgUrl, schema).catch(() => undefined);
    }
  }
  const bare = await measureBare(pglite.listBody).catch((error) => ({ error }));
  if (!bare.error) rows.push(bare.row);
  const at = `20-row list, ${TARGET_CONNECTIONS} connections, p99`;
  const bareFloor = bare.error ? `not measured: ${bare.error.message}` : `${bare.p99} ms (bare node:http server, same body)`;
  const targets = [
    `| ${at}, PostgreSQL | ${postgres ? `${postgres.targetP99} ms` : '–'} | ≤ ${TARGET_P99_MS} ms | ${bareFloor} | ${postgres && !bare.error ? ratio(postgres.targetP99, bare.p99) : '–'} |`,
    `| ${at}, PGlite (the default) | ${pglite.targetP99} ms | ≤ 3 × PostgreSQL | ${postgres ? `${postgres.targetP99} ms (PostgreSQL)` : '–'} | ${postgres ? ratio(pglite.targetP99, postgres.targetP99) : '–'} |`,
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
    '| request | database | connections | req/s | p50 ms | p99 ms | non-2xx/errors |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
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
