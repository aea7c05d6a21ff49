// What a live list costs its browser: /translation with 100 rows on screen (the App texts tab, pageSize=100) in the
// composed production app at 4× CPU slowdown, while another session changes a translation elsewhere (in the Offers
// tab) through the API, so the list's change feed refetches it. The cost per change is the page's main-thread work
// (CDP Performance.getMetrics: TaskDuration, and ScriptDuration within it) over a window after the change, less the
// same window with no change (idle), averaged over CHANGES changes. Target ≤ 50 ms a change. The floor: a plain React
// table of the same 100 rows (no MUI, no React Query) that reads the same feed and refetches the same request on
// each event (built with esbuild into tmp/, served with the API behind /api). Also notes whether the list showed its
// "Refreshing" bar for a feed refetch (it should not).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';
import { settle } from './settle.mjs';
import { ms } from './stats.mjs';

const ROWS = 100;
const CHANGES = 10;
const WINDOW_MS = 2_500;
const CPU_SLOWDOWN = 4;
const TARGET_MS = 50;
const LIST_QUERY = `status=app&sort=key&order=asc&page=1&pageSize=${ROWS}`;

async function api(ctx, token, method, url, body) {
  const res = await fetch(`${ctx.apiURL}/api/v1/${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

/** At least ROWS app texts (created through the API), and a translation in another tab to change. */
async function seed(ctx, token) {
  const { total } = await api(ctx, token, 'GET', 'app-translations?status=app&pageSize=10');
  for (let i = total; i < ROWS + 5; i += 1) {
    await api(ctx, token, 'POST', 'app-translations', { namespace: 'app', key: `benchlive.k${String(i).padStart(3, '0')}`, pl_value: `Tekst numer ${i}`, en_value: `Text number ${i}` });
  }
  const offers = await api(ctx, token, 'GET', 'app-translations?status=offers&pageSize=1');
  return offers.items[0] ?? (await api(ctx, token, 'POST', 'app-translations', { namespace: 'offers', key: 'benchlive.offer', pl_value: 'Oferta' }));
}

// The floor: the same request, rows and row icons as a plain React table; each feed event refetches it.
const floorSource = `
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
const token = new URLSearchParams(location.search).get('token');
const headers = { 'x-access-token': token };
const ICON = 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z';
const icon = (name, r) => <a className="icon" href={'/translation/' + r.id} title={name} aria-label={name + ' ' + r.key}><svg viewBox="0 0 24 24" width="20"><path d={ICON} /></svg></a>;
function List() {
  const [rows, setRows] = useState();
  useEffect(() => {
    const load = () => fetch('/api/v1/app-translations?${LIST_QUERY}', { headers }).then((r) => r.json()).then((b) => setRows(b.data.items));
    load();
    const abort = new AbortController();
    fetch('/api/v1/live', { headers, signal: abort.signal }).then(async (res) => {
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        if (/^event: ?change/m.test(value)) load();
      }
    }).catch(() => undefined);
    return () => abort.abort();
  }, []);
  return (
    <main><h1>Translation</h1>
      <table aria-label="Translation"><thead><tr><th>#</th><th>Key</th><th>Polish</th><th>English</th><th>Ukrainian</th><th>Actions</th></tr></thead>
        <tbody>{rows?.map((r, i) => (
          <tr key={r.id}><td>{i + 1}</td><td>{r.key}</td><td>{r.pl_value}</td><td>{r.en_value}</td><td>{r.uk_value}</td><td>{icon('View', r)}{icon('Edit inline', r)}{icon('Delete', r)}</td></tr>
        ))}</tbody>
      </table>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<List />);
`;

async function startFloor(ctx) {
  const work = path.join(ctx.root, 'tmp', `bench-live-list-${Number(process.env.BENCH_PORT_OFFSET ?? 0)}`);
  mkdirSync(work, { recursive: true });
  writeFileSync(path.join(work, 'entry.jsx'), floorSource);
  await build({
    entryPoints: [path.join(work, 'entry.jsx')], bundle: true, minify: true, outfile: path.join(work, 'floor.js'),
    jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' }, nodePaths: [path.join(ctx.root, 'node_modules')], logLevel: 'error',
  });
  const html = '<!doctype html><html><head><style>body{font:14px sans-serif} td,th{padding:8px;border-bottom:1px solid #ddd} .icon{display:inline-block;width:28px}</style></head><body><div id="root"></div><script src="/floor.js"></script></body></html>';
  const js = readFileSync(path.join(work, 'floor.js'));
  const api = new URL(ctx.apiURL);
  const server = http.createServer((req, res) => {
    if (req.url.startsWith('/api/')) {
      const forward = http.request({ host: api.hostname, port: api.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      });
      req.pipe(forward);
      res.on('close', () => forward.destroy());
      return;
    }
    const script = req.url.startsWith('/floor.js');
    res.writeHead(200, { 'content-type': script ? 'text/javascript' : 'text/html' });
    res.end(script ? js : html);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => { server.closeAllConnections(); return new Promise((resolve) => server.close(resolve)); } };
}

const seconds = (metrics) => Object.fromEntries(metrics.metrics.map((m) => [m.name, m.value]));

/** Main-thread ms per change (task, script) less idle, on a page showing the list; `change` makes one change. */
async function measure(page, change) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await settle(page);
  await page.waitForTimeout(1_000);
  const windowCost = async (act) => {
    const before = seconds(await cdp.send('Performance.getMetrics'));
    const started = Date.now();
    const refetched = act ? page.waitForResponse((r) => r.url().includes('/app-translations?'), { timeout: WINDOW_MS * 2 }) : null;
    if (act) await act();
    await refetched;
    await page.waitForTimeout(Math.max(0, WINDOW_MS - (Date.now() - started)));
    const after = seconds(await cdp.send('Performance.getMetrics'));
    return { task: (after.TaskDuration - before.TaskDuration) * 1000, script: (after.ScriptDuration - before.ScriptDuration) * 1000 };
  };
  const idle = [];
  const changed = [];
  for (let i = 0; i < CHANGES; i += 1) {
    idle.push(await windowCost(null));
    changed.push(await windowCost(change));
  }
  const mean = (list, key) => list.reduce((sum, x) => sum + x[key], 0) / list.length;
  return {
    task: mean(changed, 'task') - mean(idle, 'task'),
    script: mean(changed, 'script') - mean(idle, 'script'),
    maxTask: Math.max(...changed.map((x) => x.task)) - mean(idle, 'task'),
    idleTask: mean(idle, 'task'),
    refreshingSeen: await page.evaluate(() => window.__refreshingSeen === true),
  };
}

// Notes whether the list's "Refreshing" bar ever appears after the rows are shown.
const watchRefreshing = `
  new MutationObserver(() => { if (document.querySelector('[aria-label="Refreshing"]')) window.__refreshingSeen = true; })
    .observe(document, { childList: true, subtree: true });
`;

export default async function bench(ctx) {
  const token = await api(ctx, null, 'POST', 'auth/login', { email: 'admin@example.com', password: 'Passw0rd!' }).then((d) => d.accessToken);
  const target = await seed(ctx, token);
  let version = target.version;
  let n = 0;
  const change = async () => {
    const saved = await api(ctx, token, 'PATCH', `app-translations/${target.id}`, { pl_value: `Oferta ${++n}`, version });
    version = saved.version;
  };
  const floor = await startFloor(ctx);
  const browser = await ctx.launchBrowser();
  let composed;
  let plain;
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await ctx.signIn(page, 'admin@example.com');
    await page.goto(`${ctx.baseURL}/translation?tab=app&pageSize=${ROWS}`);
    await page.waitForFunction((rows) => document.querySelectorAll('main table tbody tr').length >= rows, ROWS);
    await page.evaluate(watchRefreshing);
    composed = await measure(page, change);
    await context.close();

    const floorPage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await floorPage.goto(`${floor.url}/?token=${encodeURIComponent(token)}`);
    await floorPage.waitForFunction((rows) => document.querySelectorAll('table tbody tr').length >= rows, ROWS);
    plain = await measure(floorPage, change);
  } finally {
    await browser.close();
    await floor.close();
  }
  return [
    '## Live list (100 rows, a change elsewhere, 4× CPU)',
    '',
    `/translation, App texts, ${ROWS} rows, admin; another session changes an Offers translation through the API ${CHANGES} times;`,
    `main-thread work of the page in the ${WINDOW_MS / 1000} s after each change (CDP Performance.getMetrics), less an idle window of the same`,
    'length (alternating). Floor: a plain React table of the same rows refetching the same request on each feed event.',
    '',
    '| measure | composed app | floor (plain React table) | target |',
    '| --- | --- | --- | --- |',
    `| main-thread task ms per change (mean, idle subtracted) | ${ms(composed.task)} | ${ms(plain.task)} | ≤ ${TARGET_MS} |`,
    `| of which script ms | ${ms(composed.script)} | ${ms(plain.script)} | |`,
    `| worst change, task ms | ${ms(composed.maxTask)} | ${ms(plain.maxTask)} | |`,
    `| idle task ms per ${WINDOW_MS / 1000} s window | ${ms(composed.idleTask)} | ${ms(plain.idleTask)} | |`,
    `| "Refreshing" bar shown for a feed refetch | ${composed.refreshingSeen ? 'yes' : 'no'} | – | no |`,
    '',
  ].join('\n');
}
