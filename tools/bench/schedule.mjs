// The home's schedule (GET /api/v1/schedule: three sections, one union query each) with the
// demo data multiplied — first 1,000 records in every table the schedule reads, then as many as 30 modules ×
// 1,000 records make (30,000 over the dated tables) — target ≤ 50 ms server time. Also the week view's window and
// the finder's record search. Runs its own API on its own fresh data folder (PGlite: one process per folder, so
// the rows are copied in SQL while that API is stopped; see apps/admin-api/test/bench/schedule-seed.ts).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freshDir } from '../build-once.mjs';
import { root, startApi } from '../stack.cjs';
import { median, ms, percentile } from './stats.mjs';

const CALLS = 20;
const WARM_UP = 3;
const MODULES = 30;
const PER_MODULE = 1000;
const TARGET_MS = 50;

function seed(dataDir, perTable) {
  const out = execFileSync(process.execPath, [path.join(root, 'tools/bench/schedule-seed.cjs'), dataDir, String(perTable)], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(out.trim().split('\n').pop());
}

/** CALLS timed calls after a warm-up: the server's own time (Server-Timing) and the whole response on loopback. */
async function measure(url, token) {
  const server = [];
  const wall = [];
  let data;
  for (let i = 0; i < WARM_UP + CALLS; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers: { 'x-access-token': token } });
    const body = await res.json();
    const took = performance.now() - started;
    if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${JSON.stringify(body)}`);
    data = body.data;
    if (i < WARM_UP) continue;
    wall.push(took);
    const timing = /dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
    if (timing) server.push(Number(timing[1]));
  }
  return { server, wall, data };
}

const stat = (values) => (values.length ? `${ms(median(values))} / ${ms(percentile(values, 90))}` : 'n/a');

/** Monday 00:00 of this week, local time, and the next Monday: the week view's window. */
function thisWeek() {
  const monday = new Date();
  monday.setHours(0, 0, 0, 0);
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  const next = new Date(monday);
  next.setDate(next.getDate() + 7);
  return { from: monday.toISOString(), till: next.toISOString() };
}

export default async function bench(ctx) {
  const port = 3403 + (ctx.ports.api - 3333);
  const dataDir = freshDir(path.join(path.dirname(ctx.dataDir), 'schedule-data'));
  const base = `http://localhost:${port}`;
  // A first start creates the tables and the demo rows.
  await (await startApi({ port, dataDir })).stop();

  const rows = [];
  let sizes = [PER_MODULE];
  for (let step = 0; step < sizes.length; step += 1) {
    const perTable = sizes[step];
    const started = Date.now();
    const seeded = seed(dataDir, perTable);
    const tables = seeded.filter((s) => s.after > 0);
    const records = tables.reduce((sum, s) => sum + s.after, 0);
    // Second size: the volume of 30 modules × 1,000 spread over the tables the schedule reads.
    if (step === 0) sizes = [PER_MODULE, Math.ceil((MODULES * PER_MODULE) / Math.max(tables.length, 1))];
    const seconds = ((Date.now() - started) / 1000).toFixed(1);

    const api = await startApi({ port, dataDir });
    try {
      const login = await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'Passw0rd!' }) });
      if (!login.ok) throw new Error(`login: ${login.status}`);
      const token = (await login.json()).data.accessToken;
      const label = `${tables.length} dated modules × ${perTable.toLocaleString('en')} = ${records.toLocaleString('en')} records (seeded in ${seconds} s)`;

      const lists = await measure(`${base}/api/v1/schedule`, token);
      const totals = ['live', 'starting', 'ending'].map((s) => `${s} ${lists.data[s].total}`).join(', ');
      const verdict = lists.server.length && median(lists.server) <= TARGET_MS ? `within ${TARGET_MS} ms` : `over ${TARGET_MS} ms`;
      rows.push([`GET /schedule — ${label}`, stat(lists.server), stat(lists.wall), `${verdict}; ${totals}`]);

      const { from, till } = thisWeek();
      const week = await measure(`${base}/api/v1/schedule?from=${encodeURIComponent(from)}&till=${encodeURIComponent(till)}`, token);
      rows.push([`GET /schedule?from&till (week view: the lists + the window, 2 statements) — ${records.toLocaleString('en')} records`, stat(week.server), stat(week.wall), `week ${week.data.week.total} records`]);

      const find = await measure(`${base}/api/v1/schedule/find?q=${encodeURIComponent('mecz')}`, token);
      rows.push([`GET /schedule/find?q=mecz (finder, every list's search in one query) — ${records.toLocaleString('en')} records`, 'n/a', stat(find.wall), `${find.data.items.length} names shown`]);
    } finally {
      await api.stop();
    }
  }

  return [
    '## Schedule and finder',
    '',
    `Median / p90 of ${CALLS} calls after ${WARM_UP} warm-up calls, as admin (every module). Server time from the Server-Timing header; response time on loopback. Target: ≤ ${TARGET_MS} ms server time.`,
    '',
    '| measure | server ms (median / p90) | response ms (median / p90) | note |',
    '| --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
  ].join('\n');
}
