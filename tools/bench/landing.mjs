// The published tab with 5,000 landing pages — time from navigation to the rows shown, and for a
// page change; plus the content API's list query on its own. Seeds its pages through the real API.
import { performance } from 'node:perf_hooks';
import { clickToShown } from './click-to-shown.mjs';
import { besideFloor, median, ms, percentile } from './stats.mjs';
import { settle } from './settle.mjs';

const TARGET = 5000;
const CONCURRENCY = 8;
const RUNS = 7;

async function login(apiURL, email) {
  const res = await fetch(`${apiURL}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Passw0rd!' }),
  });
  return (await res.json()).data.accessToken;
}

const config = (i) => ({
  affiliateLink: { username: `bench_partner_${i % 250}`, promo_code: `BENCH${i}`, link_code: `bench-${i}` },
  permanentPromotion: { id: 1 + (i % 12), name: 'Bonus powitalny 100% do 500 zł', landing_page_url: `https://www.example.pl/promocje/bench-${i}` },
  hero: { headline: `Bonus dla czytelników ${i}` },
});

/** Published pages up to TARGET, created as published through POST /api/landingPages (as staff would, in parallel). */
async function seed(apiURL, token) {
  const head = await fetch(`${apiURL}/api/landingPages?status=published&pageSize=10`, { headers: { 'x-access-token': token } });
  const have = (await head.json()).data.total;
  let next = 0;
  const missing = Math.max(0, TARGET - have);
  const started = Date.now();
  const worker = async () => {
    while (next < missing) {
      const i = next++;
      const res = await fetch(`${apiURL}/api/landingPages`, {
        method: 'POST',
        headers: { 'x-access-token': token, 'content-type': 'application/json' },
        body: JSON.stringify({ config: config(i), status: 'published' }),
      });
      if (res.status !== 201) throw new Error(`seed ${i}: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { created: missing, seconds: (Date.now() - started) / 1000, total: have + missing };
}

async function apiTimes(apiURL, token, query) {
  const times = [];
  for (let i = 0; i < RUNS * 3; i += 1) {
    const started = performance.now();
    const res = await fetch(`${apiURL}/api/landingPages?${query}`, { headers: { 'x-access-token': token } });
    await res.json();
    times.push(performance.now() - started);
  }
  return times;
}

export default async function bench(ctx) {
  const token = await login(ctx.apiURL, 'admin@example.com');
  const seeded = await seed(ctx.apiURL, token);
  const rows = [];
  rows.push(['published landing pages', String(seeded.total), `${seeded.created} created through the API in ${seeded.seconds.toFixed(1)} s`]);

  // The floor is built before any timing, not between two of them.
  const floorApp = await ctx.plainApp().catch(() => null);
  const browser = await ctx.launchBrowser();
  try {
    const page = await browser.newPage();
    await ctx.signIn(page, 'admin@example.com');
    // Warm the remote once so the numbers are about the list, not the first download of the module.
    await page.goto(`${ctx.baseURL}/landing-pages`);
    await page.getByRole('row').nth(1).getByRole('checkbox').waitFor();

    const navigation = [];
    for (let i = 0; i < RUNS; i += 1) {
      await page.goto(`${ctx.baseURL}/`);
      const started = Date.now();
      await page.goto(`${ctx.baseURL}/landing-pages`, { waitUntil: 'commit' });
      await page.getByRole('row').nth(1).getByRole('checkbox').waitFor();
      navigation.push(Date.now() - started);
    }

    // In-app navigation as staff meet it: from the home screen, reached through the app's own link (the remote stays
    // loaded) and settled, a click on the menu entry. The first click after a reload (remote from the HTTP cache,
    // evaluated anew while home still loads) is printed beside it. Both also on the floor (the same app as one plain
    // bundle, plain-app.mjs) in its own tab, taking turns.
    // Timed in the page, from the click event to the frame that shows the first row.
    const floorPage = floorApp && (await browser.newPage());
    if (floorPage) await ctx.signIn(floorPage, 'admin@example.com', floorApp.url);
    const menuClick = async (tab) => {
      const link = tab.getByRole('link', { name: 'Landing Pages', exact: true });
      await link.waitFor();
      return clickToShown(tab, link, 'main table tbody tr input[type="checkbox"]');
    };
    const fromHome = async (tab) => {
      await tab.getByRole('banner').getByRole('link', { name: 'Back Office' }).click();
      await tab.waitForURL((url) => url.pathname === '/');
      await settle(tab);
      return menuClick(tab);
    };
    const afterReloadOf = async (tab, baseURL) => {
      await tab.goto(`${baseURL}/`);
      return menuClick(tab);
    };
    const menu = [];
    const floorMenu = [];
    const afterReload = [];
    const floorAfterReload = [];
    if (floorPage) await afterReloadOf(floorPage, floorApp.url);
    for (let i = 0; i < RUNS; i += 1) {
      menu.push(await fromHome(page));
      if (floorPage) floorMenu.push(await fromHome(floorPage));
    }
    for (let i = 0; i < RUNS; i += 1) {
      afterReload.push(await afterReloadOf(page, ctx.baseURL));
      if (floorPage) floorAfterReload.push(await afterReloadOf(floorPage, floorApp.url));
    }
    await floorPage?.close();

    // Timed inside the page (click → first cell changed), so Playwright's own round trips are not counted.
    const changePage = (n) =>
      page.evaluate(async (target) => {
        const cell = () => document.querySelectorAll('table tbody tr')[0]?.querySelectorAll('td')[1]?.textContent;
        const button = [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === `Page ${target}`);
        if (!button) throw new Error(`no button for page ${target}`);
        const before = cell();
        const started = performance.now();
        button.click();
        return new Promise((resolve) => {
          const check = () => (cell() !== before ? resolve(performance.now() - started) : window.requestAnimationFrame(check));
          check();
        });
      }, n);
    const settled = () => settle(page);

    const paging = [];
    for (let n = 2; n < 2 + RUNS; n += 1) {
      await settled();
      paging.push(await changePage(n));
    }
    // A jump two pages ahead is not prefetched: this is the fetch + render path.
    const jumps = [];
    for (let i = 0, n = 2 + RUNS; i < RUNS; i += 1) {
      await settled();
      n += 2;
      jumps.push(await changePage(n));
    }
    rows.push([`navigation to /landing-pages → rows shown, median of ${RUNS} (full page load incl. remote)`, `${ms(median(navigation))} ms`, `p90 ${ms(percentile(navigation, 90))} ms`]);
    const withFloor = (times, floorTimes) =>
      `p90 ${ms(percentile(times, 90))} ms; floor (plain bundle) ${besideFloor(times, floorTimes)}`;
    rows.push([`menu click on Landing Pages from the settled home (in-app) → rows shown, median of ${RUNS}`, `${ms(median(menu))} ms`, withFloor(menu, floorMenu), `≤ 150 ms with ${TARGET.toLocaleString('en')} pages`]);
    rows.push([`same, first click right after a reload of home (remote evaluated anew), median of ${RUNS}`, `${ms(median(afterReload))} ms`, withFloor(afterReload, floorAfterReload), '']);
    rows.push([`page change to the next page (prefetched) → new rows shown, median of ${RUNS}`, `${ms(median(paging))} ms`, `p90 ${ms(percentile(paging, 90))} ms`]);
    rows.push([`page change 2 pages ahead (not prefetched) → new rows shown, median of ${RUNS}`, `${ms(median(jumps))} ms`, `p90 ${ms(percentile(jumps, 90))} ms`]);
  } finally {
    await browser.close();
  }

  for (const [label, query] of [
    ['GET /api/landingPages published, page 1 of 10', 'status=published&pageSize=10'],
    ['GET /api/landingPages published, page 400 of 10', 'status=published&pageSize=10&page=400'],
    ['GET /api/landingPages published, sorted by partner, 100 rows', 'status=published&sort=partner&order=asc&pageSize=100'],
    ['GET /api/landingPages published, search "bench-49"', 'status=published&search=bench-49'],
  ]) {
    const times = await apiTimes(ctx.apiURL, token, query);
    rows.push([label, `${ms(median(times))} ms`, `p90 ${ms(percentile(times, 90))} ms`]);
  }

  return [
    '## Landing pages',
    '',
    '| measure | value | note | target |',
    '| --- | --- | --- | --- |',
    ...rows.map(([measure, value, note, target = '']) => `| ${measure} | ${value} | ${note} | ${target} |`),
    '',
  ].join('\n');
}
