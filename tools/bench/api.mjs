// Admin API throughput on loopback: requests/s and p50/p99 latency of GET /api/v1/profile (session lookup on
// every request) and of a 20-row resource list (v1/roles through the resource engine), with autocannon.
// Runs its own API instances (ports 3401/3402): PGlite always, PostgreSQL when BENCH_DATABASE_URL is set.
import path from 'node:path';
import autocannon from 'autocannon';
import { freshDir } from '../build-once.mjs';
import { root, startApi } from '../stack.cjs';

const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 8);
const CONNECTIONS = 10;

async function json(url, init) {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Signs in as the demo super admin and makes sure the roles list has at least 20 rows. */
async function prepare(base) {
  const { data } = await json(`${base}/api/v1/auth/login`, { method: 'POST', body: JSON.stringify({ email: 'admin@example.com', password: 'Passw0rd!' }) });
  const headers = { 'x-access-token': data.accessToken };
  const { data: page } = await json(`${base}/api/v1/roles?limit=20`, { headers });
  for (let i = page.total; i < 20; i++) {
    await json(`${base}/api/v1/roles`, { method: 'POST', headers, body: JSON.stringify({ roleName: `Bench role ${i}`, permissions: ['banners.index', 'banners.read'] }) });
  }
  return headers;
}

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measureDb(label, port, env) {
  const dataDir = freshDir(path.join(root, 'tmp', `bench-api-${port}`));
  const api = await startApi({ port, dataDir, env: { LOG_LEVEL: 'warn', ...env } });
  const rows = [];
  try {
    const base = `http://localhost:${port}`;
    const headers = await prepare(base);
    for (const [name, url] of [['GET /api/v1/profile', `${base}/api/v1/profile`], ['GET /api/v1/roles?limit=20 (20 rows)', `${base}/api/v1/roles?limit=20&sortBy=roleName`]]) {
      const r = await load(url, headers);
      rows.push(`| ${name} | ${label} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.errors} |`);
    }
  } finally {
    await api.stop();
  }
  return rows;
}

async function dropSchema(url, schema) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}

export default async function bench() {
  const rows = await measureDb('PGlite', 3401, {});
  const pgUrl = process.env.BENCH_DATABASE_URL;
  let note = 'PostgreSQL: not measured (set BENCH_DATABASE_URL).';
  if (pgUrl) {
    const schema = `bench_${Date.now()}`;
    try {
      rows.push(...(await measureDb('PostgreSQL', 3402, { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema })));
      note = 'PostgreSQL: fresh schema on BENCH_DATABASE_URL, dropped afterwards.';
    } finally {
      await dropSchema(pgUrl, schema).catch(() => undefined);
    }
  }
  return [
    '## api',
    '',
    `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per case, loopback, demo data, signed in as the demo super admin.`,
    '',
    '| request | database | req/s | p50 ms | p99 ms | non-2xx/errors |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
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
