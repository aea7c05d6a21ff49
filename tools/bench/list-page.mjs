// The shared ListPage over 10,000 rows in Chromium — first render, page change and sort change,
// both paged (100 a page, the largest page size) and whole (an unpaged list such as bet match's active tab).
// It builds a tiny page around the real @backoffice/ui ListPage + createResource into tmp/ (production webpack); its
// static server also answers GET /api/v1/rows, sorting and paging 10,000 rows like the API would.
// Run alone: `node tools/bench/list-page.mjs` (prints the section).
/* global performance -- used inside page.evaluate callbacks, which run in the browser */
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { median, ms, percentile, ratio } from './stats.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const work = path.join(root, 'tmp', 'bench-list-page');
const ROWS = 10_000;
const RUNS = 5;

// The bench page: real providers, real ListPage, a real resource; only fetch is answered in the page.
const entrySource = `
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createResource } from '@backoffice/api/query';
import { signInForTest } from '@backoffice/auth/testing';
import { ListPage, StatusChip, ThemeProviders } from '@backoffice/ui';

// The rows come from the bench's HTTP server (sorted and paged like the API). "After the data arrives" is measured
// from the first answer being received, so parsing the JSON counts as front end.
const realFetch = window.fetch.bind(window);
window.fetch = async (...args) => {
  const response = await realFetch(...args);
  window.__firstDataAt ??= performance.now();
  return response;
};

signInForTest({ allPermissions: true });
const resource = createResource({ key: 'rows', path: 'rows' });
const mode = new URLSearchParams(location.search).get('mode');
const paged = mode !== 'all';
const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 300 } } });
const columns = [
  { id: 'name', header: 'Name', sortable: true },
  { id: 'outcome', header: 'Outcome description' },
  { id: 'from', header: 'From Date', sortable: true, render: (r) => dayjs(r.from).format('DD/MM/YYYY HH:mm') },
  { id: 'status', header: 'Status', render: (r) => <StatusChip status={r.status} /> },
];

// The floor: the same 100 rows, cells and row icons as a plain React table (no MUI, no React Query, one static
// stylesheet), fetched from the same server. What the list costs on this machine before any kit is involved.
const ICON = 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z';
const floorIcon = (name, r) => <a className="icon" href={'/rows/' + name + '/' + r.id} title={name} aria-label={name + ' ' + r.id}><svg viewBox="0 0 24 24"><path d={ICON} /></svg></a>;
function FloorCells({ row: r, number }) {
  return (
    <>
      <td>{number}</td><td>{r.name}</td><td>{r.outcome}</td>
      <td>{dayjs(r.from).format('DD/MM/YYYY HH:mm')}</td><td><span className={'status ' + r.status}>{r.status}</span></td>
      <td>{floorIcon('View', r)}{floorIcon('Edit', r)}{floorIcon('Clone', r)}{floorIcon('Delete', r)}</td>
    </>
  );
}
function FloorList() {
  const [view, setView] = useState({ page: 1, sort: '', order: 'asc' });
  const [rows, setRows] = useState();
  useEffect(() => {
    let live = true;
    const sort = view.sort ? '&sort=' + view.sort + '&order=' + view.order : '';
    fetch('/api/v1/rows?page=' + view.page + '&pageSize=100' + sort).then((r) => r.json()).then((body) => live && setRows(body.data.items));
    return () => { live = false; };
  }, [view]);
  const sortBy = (field) => setView((v) => ({ page: 1, sort: field, order: v.sort === field && v.order === 'asc' ? 'desc' : 'asc' }));
  return (
    <main>
      <h1>Rows</h1>
      <table aria-label="Rows">
        <thead><tr>
          <th>#</th>
          <th aria-sort={view.sort === 'name' ? (view.order === 'asc' ? 'ascending' : 'descending') : undefined}><span role="button" onClick={() => sortBy('name')}>Name</span></th>
          <th>Outcome description</th><th>From Date</th><th>Status</th><th>Actions</th>
        </tr></thead>
        <tbody>{rows?.map((r, i) => (
          <tr key={r.id} data-index={i}>
            <FloorCells row={r} number={(view.page - 1) * 100 + i + 1} />
          </tr>
        ))}</tbody>
      </table>
      <button type="button" aria-label="Next page" onClick={() => setView((v) => ({ ...v, page: v.page + 1 }))}>›</button>
    </main>
  );
}

// The whole list's floor: the same 10,000 rows read the same way (the API's largest page is 100 rows; 4 requests at a
// time, as the kit's fetchAll), shown in a plain table that renders only the rows in view — a plain table of all
// 10,000 would be slower than the kit, so it would be no floor. Sorting asks the server again, as the kit does.
const ROW_H = 43;
async function fetchAllPlain(sort) {
  const get = (page) => fetch('/api/v1/rows?page=' + page + '&pageSize=100' + sort).then((r) => r.json()).then((b) => b.data);
  const first = await get(1);
  const pages = [first.items];
  const last = Math.ceil(first.total / 100);
  let next = 2;
  const worker = async () => { while (next <= last) { const page = next++; pages[page - 1] = (await get(page)).items; } };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return pages.flat();
}
function FloorWholeList() {
  const [view, setView] = useState({ sort: '', order: 'asc' });
  const [rows, setRows] = useState();
  const [top, setTop] = useState(0);
  useEffect(() => {
    let live = true;
    fetchAllPlain(view.sort ? '&sort=' + view.sort + '&order=' + view.order : '').then((all) => live && setRows(all));
    return () => { live = false; };
  }, [view]);
  const sortBy = (field) => setView((v) => ({ sort: field, order: v.sort === field && v.order === 'asc' ? 'desc' : 'asc' }));
  const count = rows?.length ?? 0;
  const from = Math.max(0, Math.floor(top / ROW_H) - 12);
  const to = Math.min(count, Math.ceil((top + window.innerHeight * 0.7) / ROW_H) + 12);
  return (
    <main>
      <h1>Rows</h1>
      <div style={{ maxHeight: '70vh', overflow: 'auto' }} onScroll={(e) => setTop(e.currentTarget.scrollTop)}>
        <table aria-label="Rows" aria-rowcount={rows ? count + 1 : undefined}>
          <thead><tr>
            <th>#</th>
            <th aria-sort={view.sort === 'name' ? (view.order === 'asc' ? 'ascending' : 'descending') : undefined}><span role="button" onClick={() => sortBy('name')}>Name</span></th>
            <th>Outcome description</th><th>From Date</th><th>Status</th><th>Actions</th>
          </tr></thead>
          <tbody>
            {from > 0 && <tr style={{ height: from * ROW_H }} />}
            {rows?.slice(from, to).map((r, i) => (
              <tr key={r.id} data-index={from + i} style={{ height: ROW_H }}>
                <FloorCells row={r} number={from + i + 1} />
              </tr>
            ))}
            {to < count && <tr style={{ height: (count - to) * ROW_H }} />}
          </tbody>
        </table>
      </div>
    </main>
  );
}

window.__start = performance.now();
createRoot(document.getElementById('root')).render(mode === 'floor' ? <FloorList /> : mode === 'floor-all' ? <FloorWholeList /> : (
  <ThemeProviders>
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[paged ? '/rows?pageSize=100' : '/rows']}>
        <Routes>
          <Route path="/rows" element={
            <ListPage title="Rows" module="bench-rows" resource={resource} columns={columns} emptyText="No rows"
              paged={paged} pageSizeOptions={[10, 25, 50, 100]}
              create={{ label: 'Create row' }}
              actions={{ view: { to: (r) => 'view/' + r.id }, edit: { to: (r) => 'edit/' + r.id }, delete: { item: 'row' } }} />
          } />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  </ThemeProviders>
));
`;

function webpackConfig() {
  const webpack = require('webpack');
  return {
    mode: 'production',
    context: work,
    entry: './entry.tsx',
    output: { path: path.join(work, 'dist'), filename: 'bench.js', clean: true },
    performance: { hints: false },
    devtool: false,
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      alias: {
        '@backoffice/validation$': path.join(root, 'libs/validation/src/index.ts'),
        '@backoffice/api$': path.join(root, 'libs/api/src/index.ts'),
        '@backoffice/api/query$': path.join(root, 'libs/api/src/query/index.ts'),
        '@backoffice/auth$': path.join(root, 'libs/auth/src/index.ts'),
        '@backoffice/auth/testing$': path.join(root, 'libs/auth/src/testing.ts'),
        '@backoffice/ui$': path.join(root, 'libs/ui/src/index.ts'),
      },
      modules: [path.join(root, 'node_modules'), 'node_modules'],
    },
    resolveLoader: { modules: [path.join(root, 'node_modules')] },
    module: {
      rules: [{
        test: /\.[cm]?[jt]sx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
        },
      }],
    },
    plugins: [new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
  };
}

// The floor's looks: the kit's small table, written once (the kit's pages bring their own styles).
const FLOOR_CSS = [
  'main{font:14px/1.43 Roboto,Helvetica,Arial,sans-serif}',
  'main table{border-collapse:collapse;width:100%}',
  'main th,main td{padding:6px 16px;border-bottom:1px solid #e0e0e0;text-align:left}',
  'main .status{display:inline-flex;height:24px;padding:0 8px;border-radius:16px;background:#eee;align-items:center}',
  'main .status.active{background:#2e7d32;color:#fff}',
  'main .icon{display:inline-flex;padding:5px;border-radius:50%;color:rgba(0,0,0,.54)}',
  'main .icon svg{width:20px;height:20px;fill:currentColor}',
].join('');

async function buildPage() {
  mkdirSync(work, { recursive: true });
  writeFileSync(path.join(work, 'entry.tsx'), entrySource);
  writeFileSync(path.join(work, 'index.html'), `<!doctype html><html><head><meta charset="utf-8"><title>List bench</title><style>${FLOOR_CSS}</style></head><body><div id="root"></div><script src="/bench.js"></script></body></html>`);
  const webpack = require('webpack');
  const started = Date.now();
  const stats = await new Promise((resolve, reject) => webpack(webpackConfig(), (error, result) => (error ? reject(error) : resolve(result))));
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }).slice(0, 2000));
  const bytes = stats.toJson({ assets: true }).assets.find((a) => a.name === 'bench.js')?.size ?? 0;
  return { seconds: (Date.now() - started) / 1000, bytes };
}

const statuses = ['active', 'inactive', 'expired'];
const ROW_DATA = Array.from({ length: ROWS }, (_, i) => ({
  id: i + 1,
  // Shuffled names (row 1 is not first by name), so sorting always changes the first row.
  name: 'Entry ' + String((i * 7919 + 5000) % ROWS).padStart(5, '0'),
  outcome: 'Outcome description number ' + (i + 1),
  from: new Date(Date.UTC(2025, 0, 1) + ((i * 104729) % 5000) * 3600000).toISOString(),
  status: statuses[i % 3],
}));

// Each order is sorted once, as a database answers from an index: sorting 10,000 rows for each of a whole list's
// 100 page requests made the bench's server, not the page, most of the whole list's time.
const sortedRows = new Map();
function rowsSorted(sort, order) {
  if (!sort) return ROW_DATA;
  const key = `${sort} ${order}`;
  if (!sortedRows.has(key)) {
    const dir = order === 'desc' ? -1 : 1;
    sortedRows.set(key, [...ROW_DATA].sort((a, b) => (a[sort] < b[sort] ? -dir : a[sort] > b[sort] ? dir : 0)));
  }
  return sortedRows.get(key);
}

/** GET /api/v1/rows like the API: sort, then page (or everything when no page is asked for). */
function answerRows(url) {
  const q = new URL(url, 'http://bench').searchParams;
  const sorted = rowsSorted(q.get('sort'), q.get('order'));
  const page = Number(q.get('page') || 0);
  const size = Number(q.get('pageSize') || 0);
  const items = page && size ? sorted.slice((page - 1) * size, page * size) : sorted;
  return JSON.stringify({ data: { items, total: ROW_DATA.length } });
}

/** Static server for the bench page and its rows, on an ephemeral port (never the shared ones). */
async function serve() {
  const { readFile } = await import('node:fs/promises');
  const server = http.createServer(async (req, res) => {
    if (req.url.startsWith('/api/v1/rows')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(answerRows(req.url));
      return;
    }
    const file = req.url.startsWith('/bench.js') ? path.join(work, 'dist/bench.js') : path.join(work, 'index.html');
    res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html' });
    res.end(await readFile(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

// In-page helpers: wait until the table shows what we expect, then for the frame after it to be painted.
const inPage = `
  window.__rows = () => document.querySelectorAll('table tbody tr[data-index]');
  window.__firstName = () => { const r = window.__rows()[0]; return r ? r.children[1]?.textContent ?? '' : ''; };
  window.__painted = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  window.__until = (check) => new Promise((resolve, reject) => {
    const started = performance.now();
    const tick = () => { if (check()) resolve(); else if (performance.now() - started > 60000) reject(new Error('timeout')); else requestAnimationFrame(tick); };
    tick();
  });
  window.__timeClick = async (findTarget, changed) => {
    const before = window.__firstName();
    const target = findTarget();
    if (!target) throw new Error('control not found');
    const t0 = performance.now();
    target.click();
    await window.__until(() => window.__firstName() !== before && changed());
    await window.__painted();
    return performance.now() - t0;
  };
`;

async function measureMode(browser, url, mode) {
  // Paged: the 100 rows of the page. Whole list: the table knows all 10,000 (aria-rowcount) and paints those in view.
  const whole = mode === 'all' || mode === 'floor-all';
  const expected = whole ? { rowcount: String(ROWS + 1), rows: 1 } : { rowcount: null, rows: 100 };
  const firstRender = [];
  const afterData = [];
  const pageChange = [];
  const sortChange = [];
  let heapMb = NaN;
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // The helpers are in the page before its own script and watch for the rows from its first frame, so the moment
    // they are painted is caught however long page.goto takes to return.
    await context.addInitScript(`${inPage}
      window.__firstShown = (async ({ rowcount, rows }) => {
        await window.__until(() => window.__rows().length >= rows && (!rowcount || document.querySelector('table')?.getAttribute('aria-rowcount') === rowcount));
        await window.__painted();
        const now = performance.now();
        return { fromMount: now - window.__start, fromData: now - window.__firstDataAt };
      })(${JSON.stringify(expected)});`);
    const page = await context.newPage();
    await page.goto(`${url}/?mode=${mode}`);
    const first = await page.evaluate(() => window.__firstShown);
    firstRender.push(first.fromMount);
    afterData.push(first.fromData);
    if (!whole) {
      pageChange.push(await page.evaluate(() => window.__timeClick(() => document.querySelector('[aria-label="Next page"]'), () => true)));
    }
    sortChange.push(await page.evaluate(() => window.__timeClick(
      () => [...document.querySelectorAll('th [role="button"]')].find((el) => el.textContent.trim() === 'Name'),
      () => document.querySelector('th[aria-sort]') !== null,
    )));
    if (run === 0) {
      const metrics = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? NaN);
      heapMb = metrics / 1024 / 1024;
    }
    await context.close();
  }
  return { firstRender, afterData, pageChange, sortChange, heapMb };
}

const row = (label, values, floor, target = '') => {
  if (!values.length) return `| ${label} | – | – | – | – | – | ${target} |`;
  const floorCells = floor?.length ? `${ms(median(floor))} | ${ratio(median(values), median(floor))}` : '– | –';
  return `| ${label} | ${ms(median(values))} | ${ms(percentile(values, 95))} | ${ms(Math.min(...values))} | ${floorCells} | ${target} |`;
};

export default async function bench(ctx) {
  const built = await buildPage();
  const server = await serve();
  const browser = await ctx.launchBrowser();
  try {
    const floor = await measureMode(browser, server.url, 'floor');
    const paged = await measureMode(browser, server.url, 'paged');
    const all = await measureMode(browser, server.url, 'all');
    const floorAll = await measureMode(browser, server.url, 'floor-all');
    return [
      '## List page (10,000 rows)',
      '',
      `The shared ListPage (real providers, createResource, row icons, status chips) over ${ROWS.toLocaleString('en')} rows in headless Chromium;`,
      `the rows come over HTTP from the bench's server, which sorts and pages like the API ("after the data arrives": from`,
      `the first answer being received, so parsing the JSON counts as front end; page and sort changes include the round trip).`,
      `${RUNS} fresh page loads per mode; times from mount (or click) to the rows painted. Bench page: ${(built.bytes / 1024).toFixed(0)} KB (built in ${built.seconds.toFixed(0)} s).`,
      '',
      `Floor: the same rows, cells and icons as a plain React table (no MUI, no React Query, one static stylesheet),`,
      `fetched from the same server; its page and sort changes make the round trip the ListPage's prefetch may save.`,
      `The whole list's floor reads the same 100 pages the same way (4 at a time) into a plain table that renders only`,
      `the rows in view; its sort asks the server again, as the kit's does.`,
      '',
      '| measure | median ms | p95 ms | best ms | floor ms | ratio | target (median) |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      row('paged (100 of 10,000): first render from mount', paged.firstRender, floor.firstRender),
      row('paged: first rows painted after the data arrives', paged.afterData, floor.afterData, '≤ 100 ms'),
      row('paged: next page', paged.pageChange, floor.pageChange, '≤ 50 ms'),
      row('paged: sort by Name', paged.sortChange, floor.sortChange, '≤ 50 ms'),
      row('whole list (10,000 rows, virtualised): first render from mount', all.firstRender, floorAll.firstRender),
      row('whole list: first rows painted after the data arrives', all.afterData, floorAll.afterData, '≤ 100 ms'),
      row('whole list: sort by Name', all.sortChange, floorAll.sortChange, '≤ 50 ms'),
      '',
      `JS heap after first render: paged ${paged.heapMb.toFixed(0)} MB, whole list ${all.heapMb.toFixed(0)} MB.`,
      '',
    ].join('\n');
  } finally {
    await browser.close();
    await server.close();
  }
}

// Standalone: node tools/bench/list-page.mjs
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { chromium } = await import('playwright-core');
  const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--enable-precise-memory-info'];
  console.log(await bench({ launchBrowser: () => chromium.launch({ executablePath: '/usr/bin/chromium', args }) }));
}
