// JavaScript downloaded for /login, time to a login form that accepts typing, how the scripts are
// served, each remote's own JavaScript, and how fast a remote route paints after a click in the menu — each timing
// beside the floor, the same app built as one plain bundle (plain-app.mjs).
/* global MutationObserver -- used inside page.evaluate, in the browser */
import { gzipSync } from 'node:zlib';
import { kb, median, ms, percentile, ratio } from './stats.mjs';
import { clickToShown } from './click-to-shown.mjs';
import { portsWithOffset, serveStack } from '../stack.cjs';
import { settle } from './settle.mjs';

const COLD_LOADS = 15;
const CLICKS = 5;
// Field reporting on vs off is a difference of a few per cent: more clicks for a steadier median.
const FIELD_CLICKS = 15;
// How long the pointer rests on a menu entry before the click (a mouse user's aim; the files section uses the same).
const HOVER_MS = 150;
const remoteRoutes = [
  ['content', '/bet-match'],
  ['landing', '/landing-pages'],
  ['files', '/files'],
  ['ako', '/ako-generator'],
];

/**
 * Records every script the page downloads (each URL once, however often it is reused): its gzip size, decoded size,
 * bytes on the wire and how it was served. settled() waits for the bodies still being read, so nothing is lost
 * to a context closed too early.
 */
function trackScripts(page) {
  const scripts = [];
  const pending = [];
  const seen = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || seen.has(response.url())) return;
    seen.add(response.url());
    pending.push((async () => {
      const body = await response.body().catch(() => null);
      if (!body) return;
      const sizes = await response.request().sizes().catch(() => null);
      const headers = response.headers();
      scripts.push({
        url: new URL(response.url()),
        gzip: gzipSync(body).length,
        raw: body.length,
        wire: sizes?.responseBodySize ?? NaN,
        compressed: /^(br|gzip)$/.test(headers['content-encoding'] ?? ''),
        // react-dom's client keys its roots with this prefix: a second script holding it is a second react-dom.
        reactDom: body.includes('__reactContainer$'),
        immutable: /immutable/.test(headers['cache-control'] ?? ''),
      });
    })());
  });
  const sum = (list, key) => list.reduce((a, s) => a + s[key], 0);
  return {
    settled: () => Promise.all(pending),
    gzipFrom: (port) => sum(scripts.filter((s) => Number(s.url.port) === port), 'gzip'),
    reactDomCopies: () => scripts.filter((s) => s.reactDom).length,
    summary() {
      const hashed = scripts.filter((s) => /\.[0-9a-f]{8}\.js$/.test(s.url.pathname));
      return {
        scripts: scripts.length, gzip: sum(scripts, 'gzip'), raw: sum(scripts, 'raw'), wire: sum(scripts, 'wire'),
        compressed: scripts.filter((s) => s.compressed).length, hashed: hashed.length, immutable: hashed.filter((s) => s.immutable).length,
      };
    },
  };
}

/**
 * Every finished request with its start and end (wall clock, ms). chain(until) is the longest run of requests of
 * which each started only after the one before had ended, among those started by `until`: the round trips a cold
 * load waits through one after another (document → script → what it asks for …).
 */
function trackRequests(page) {
  const done = [];
  page.on('requestfinished', (request) => {
    const timing = request.timing();
    done.push({ url: new URL(request.url()), start: timing.startTime, end: timing.startTime + timing.responseEnd });
  });
  return {
    chain(until) {
      const list = done.filter((r) => r.start <= until).sort((a, b) => a.start - b.start);
      const depth = new Map();
      const previous = new Map();
      for (const request of list) {
        let best = null;
        for (const other of list) {
          if (other.end <= request.start && (best === null || depth.get(other) > depth.get(best))) best = other;
        }
        depth.set(request, best === null ? 1 : depth.get(best) + 1);
        previous.set(request, best);
      }
      let last = list.reduce((a, r) => (a === null || depth.get(r) > depth.get(a) ? r : a), null);
      const path = [];
      while (last) {
        path.unshift(last);
        last = previous.get(last);
      }
      return path.map((r) => (r.url.pathname === '/login' ? 'login' : r.url.pathname.split('/').pop()));
    },
  };
}

/**
 * One cold load of /login at `url` (a fresh context, nothing cached): time from navigation to a login form that
 * accepts typing (the Email field is editable: the pre-rendered one, where the build makes one), then to the app's
 * own form (the app has taken the pre-rendered one over, or rendered its own), and what the scripts weighed and how
 * they were served.
 */
async function coldLogin(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const tracked = trackScripts(page);
  const requests = trackRequests(page);
  const started = Date.now();
  await page.goto(`${url}/login`, { waitUntil: 'commit' });
  // Polled every animation frame in the page: the Email field exists, is shown and is editable.
  await page.waitForFunction(() => {
    const input = document.querySelector('input[name="email"]');
    return input !== null && !input.disabled && !input.readOnly && input.getClientRects().length > 0;
  }, null, { polling: 'raf' });
  const usable = Date.now();
  await page.waitForFunction(() => document.querySelector('[data-prerendered-login]') === null && document.querySelector('input[name="email"]') !== null, null, { polling: 'raf' });
  const app = Date.now();
  await settle(page);
  await tracked.settled();
  await context.close();
  return { ms: usable - started, appMs: app - started, served: tracked.summary(), chain: requests.chain(app) };
}

/**
 * From the home page, freshly loaded and settled: the pointer rests on the route's menu entry (which warms its module),
 * then a click, timed in the page from the click event to the frame that shows the new page's heading; and whether
 * the shell's fallback for a remote still loading was seen (a module's data-loading bars do not count).
 */
async function routeClick(page, baseURL, route) {
  await page.goto(`${baseURL}/`);
  await settle(page);
  const link = page.getByRole('navigation', { name: 'Main menu' }).locator(`a[href="${route}"]`).first();
  await link.hover();
  await page.waitForTimeout(HOVER_MS);
  const fallbackSeen = page.evaluate(
    () => new Promise((resolve) => {
      const seen = () => document.querySelector('[data-remote-fallback]') !== null;
      const observer = new MutationObserver(() => { if (seen()) { observer.disconnect(); resolve(true); } });
      observer.observe(document.body, { childList: true, subtree: true });
      setTimeout(() => { observer.disconnect(); resolve(false); }, 1500);
    }),
  );
  const painted = await clickToShown(page, link, 'main h1, main h2, main h3, main h4, main h5, main h6');
  await page.waitForURL(`**${route}`);
  return { ms: painted, fallback: await fallbackSeen };
}

export default async function bench(ctx) {
  const browser = await ctx.launchBrowser();
  const rows = [];
  const baseline = await ctx.plainApp().catch((error) => ({ error }));
  try {
    // Cold /login, composed (the shell) and plain (the floor) taking turns, so both meet the same machine load.
    const composed = [];
    const plain = [];
    for (let i = 0; i < COLD_LOADS; i += 1) {
      composed.push(await coldLogin(browser, ctx.baseURL));
      if (!baseline.error) plain.push(await coldLogin(browser, baseline.url));
    }
    const kbOf = (loads) => loads[0].served.gzip;
    const msOf = (loads) => median(loads.map((l) => l.ms));
    const floor = baseline.error ? `not built: ${baseline.error.message.split('\n')[0]}` : null;
    rows.push(['/login JavaScript (gzip, cold)', `${kb(kbOf(composed))} KB`, '≤ 150 KB; ≤ 1.3 × floor',
      floor ?? `${kb(kbOf(plain))} KB`, floor ? '–' : ratio(kbOf(composed), kbOf(plain))]);
    rows.push([`navigation → login form accepts typing, median of ${COLD_LOADS} cold loads`, `${ms(msOf(composed))} ms`, '≤ 200 ms; ≤ 1.3 × floor',
      floor ?? `${ms(msOf(plain))} ms`, floor ? '–' : ratio(msOf(composed), msOf(plain))]);
    rows.push([`same, p90 of ${COLD_LOADS}`, `${ms(percentile(composed.map((l) => l.ms), 90))} ms`, '',
      floor ? '–' : `${ms(percentile(plain.map((l) => l.ms), 90))} ms`, '']);
    // What the pre-rendered form hides: the app itself, booted and rendering its form (what composition costs).
    const appOf = (loads) => median(loads.map((l) => l.appMs));
    rows.push([`navigation → the app's own login form (took the pre-rendered one over), median of ${COLD_LOADS}`, `${ms(appOf(composed))} ms`, '≤ 1.3 × floor',
      floor ?? `${ms(appOf(plain))} ms`, floor ? '–' : ratio(appOf(composed), appOf(plain))]);
    const first = composed[0].served;
    const weights = (s) => `${s.scripts} (${kb(s.raw)} KB decoded, ${kb(s.wire)} KB on the wire)`;
    rows.push(['/login script requests', weights(first), '', floor ? '–' : weights(plain[0].served), '']);
    const chainOf = (load) => `${load.chain.length}: ${load.chain.join(' → ')}`;
    rows.push(['/login requests in sequence before the app\'s own form (each started after the one before ended)', chainOf(composed[0]),
      'no wait without need', floor ? '–' : chainOf(plain[0]), '']);
    rows.push(['/login scripts sent br/gzip; hashed ones cached immutable', `${first.compressed} of ${first.scripts}; ${first.immutable} of ${first.hashed}`, 'all; all', '', '']);
    if (floor === null) rows.push(['plain app build (the floor)', `built in ${baseline.seconds.toFixed(0)} s`, '', '', '']);

    // Each remote's own JavaScript: a fresh session that signs in and opens the remote's route; what its origin
    // served (shared modules the shell has not loaded yet may come from the remote too: still one copy).
    for (const [remote, route] of remoteRoutes) {
      const fresh = await browser.newContext();
      const page = await fresh.newPage();
      const tracked = trackScripts(page);
      await ctx.signIn(page, 'admin@example.com');
      await page.goto(`${ctx.baseURL}${route}`);
      await page.getByRole('main').getByRole('heading').first().waitFor();
      await settle(page);
      await tracked.settled();
      rows.push([`${remote}-mfe JavaScript from its origin for ${route} (gzip); copies of react-dom loaded`,
        `${kb(tracked.gzipFrom(ctx.ports[remote]))} KB; ${tracked.reactDomCopies()}`, '–; 1', '', '']);
      await fresh.close();
    }
    // The click-to-paint time of each remote's route from the menu, composed and on the floor (the same page as a
    // lazy chunk of one plain bundle), taking turns.
    const apps = [{ baseURL: ctx.baseURL }, ...(floor ? [] : [{ baseURL: baseline.url }])];
    for (const app of apps) {
      app.context = await browser.newContext();
      app.page = await app.context.newPage();
      await ctx.signIn(app.page, 'admin@example.com', app.baseURL);
      await settle(app.page);
    }
    for (const [remote, route] of remoteRoutes) {
      const times = apps.map(() => []);
      let flashes = 0;
      for (let run = 0; run < CLICKS; run += 1) {
        for (const [i, { page, baseURL }] of apps.entries()) {
          const clicked = await routeClick(page, baseURL, route);
          times[i].push(clicked.ms);
          if (i === 0 && clicked.fallback) flashes += 1;
        }
      }
      const [composedMs, plainMs] = times.map((list) => (list.length ? median(list) : NaN));
      const flash = flashes ? `the remote-loading fallback was seen in ${flashes} of ${CLICKS}` : 'no remote-loading fallback';
      rows.push([`${remote}-mfe ${route}: click to painted (hovered first), median of ${CLICKS}`, `${ms(composedMs)} ms; ${flash}`,
        '≤ 100 ms, no fallback', floor ? '–' : `${ms(plainMs)} ms`, floor ? '–' : ratio(composedMs, plainMs)]);
    }
    for (const app of apps) await app.context.close();

    // What field reporting costs a click: the same stack on other ports, its config.json with fieldData off, sharing
    // the API; the two take turns on each route.
    const quietPorts = portsWithOffset(Number(process.env.BENCH_PORT_OFFSET ?? 0) + 20);
    const quiet = await serveStack(quietPorts, { distDir: ctx.distDir, apiTarget: ctx.apiURL, config: { fieldData: false } });
    try {
      const pair = [{ baseURL: ctx.baseURL }, { baseURL: `http://localhost:${quietPorts.shell}` }];
      for (const app of pair) {
        app.context = await browser.newContext();
        app.page = await app.context.newPage();
        await ctx.signIn(app.page, 'admin@example.com', app.baseURL);
        await settle(app.page);
      }
      for (const [remote, route] of remoteRoutes) {
        const times = pair.map(() => []);
        for (let run = 0; run < FIELD_CLICKS; run += 1) {
          // Each goes first in every other round, so neither gains from the order.
          const order = run % 2 === 0 ? [0, 1] : [1, 0];
          for (const i of order) times[i].push((await routeClick(pair[i].page, pair[i].baseURL, route)).ms);
        }
        const [on, off] = times.map((list) => median(list));
        rows.push([`${remote}-mfe ${route}: click to painted with field reporting on / off (config.json fieldData), median of ${FIELD_CLICKS} each`, `${ms(on)} ms / ${ms(off)} ms`,
          'on ≤ 1.05 × off', '', ratio(on, off)]);
      }
      for (const app of pair) await app.context.close();
    } finally {
      await quiet.stop();
    }
  } finally {
    await browser.close();
  }
  return [
    '## Composition: /login and remote routes',
    '',
    'Floor: the same App (login screen, providers, routes, config.json and session boot, each remote\'s pages as lazy',
    'chunks) built as one plain webpack bundle without Module Federation, with the same pre-rendered login.html, and',
    'served by the same serveApp; composed and plain loads and clicks take turns.',
    '',
    '| measure | value | target | floor (plain bundle) | ratio |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
  ].join('\n');
}
