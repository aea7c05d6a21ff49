// Issue 12's numbers: the Pending tab of bet match with 2,000 entries — navigation to the rows shown, a page change,
// the CSV of all of them (time and size) — and the game lookup of the entry form. Seeds through the real API.
import { performance } from 'node:perf_hooks';
import { median, ms, percentile } from './stats.mjs';

const TARGET = 2000;
const CONCURRENCY = 8;
const RUNS = 7;

async function api(ctx, token, path, init = {}) {
  const res = await fetch(`${ctx.apiURL}/api/v1/${path}`, {
    ...init,
    headers: { 'x-access-token': token, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

/** Pending entries (active, starting in the coming days) up to TARGET, copies of a demo entry's event/game/outcome. */
async function seed(ctx, token) {
  const pending = await api(ctx, token, 'betMatchEntries?status=draft&pageSize=1');
  const model = pending.items[0];
  if (!model) throw new Error('no pending demo entry to copy');
  const missing = Math.max(0, TARGET - pending.total);
  const day = 86_400_000;
  const half = (t) => new Date(Math.round(t / 1_800_000) * 1_800_000).toISOString();
  let next = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < missing) {
      const i = next++;
      const from = Date.now() + (1 + (i % 3)) * day;
      await api(ctx, token, 'betMatchEntries', {
        method: 'POST',
        body: JSON.stringify({
          entryName: `Bench ${i}`, eventId: model.eventId, gameId: model.gameId, outcomeId: model.outcomeId,
          outcomeName: model.outcomeName, entryImage: model.entryImage, entryAltImage: model.entryAltImage,
          entryFrom: half(from), entryTill: half(from + day), sortOrder: 1000 + i, isActive: true,
        }),
      });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { created: missing, seconds: (Date.now() - started) / 1000, total: pending.total + missing, eventId: model.eventId };
}

export default async function bench(ctx) {
  const login = await fetch(`${ctx.apiURL}/api/v1/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'Passw0rd!' }),
  });
  const token = (await login.json()).data.accessToken;
  const seeded = await seed(ctx, token);
  const rows = [['pending bet match entries', String(seeded.total), `${seeded.created} created through the API in ${seeded.seconds.toFixed(1)} s`]];

  const browser = await ctx.launchBrowser();
  try {
    const page = await browser.newPage({ acceptDownloads: true });
    await ctx.signIn(page, 'admin@example.com');
    const url = `${ctx.baseURL}/bet-match?tab=draft`;
    const firstRow = () => page.getByRole('row', { name: /Bench|wygra/ }).first().waitFor();
    await page.goto(url);
    await firstRow();

    const navigation = [];
    for (let i = 0; i < RUNS; i += 1) {
      await page.goto(`${ctx.baseURL}/`);
      const started = Date.now();
      await page.goto(url, { waitUntil: 'commit' });
      await firstRow();
      navigation.push(Date.now() - started);
    }

    // Click → first row's name changed, timed inside the page.
    const paging = [];
    for (let n = 2; n < 2 + RUNS; n += 1) {
      await page.waitForLoadState('networkidle');
      paging.push(
        await page.evaluate(async (target) => {
          const cell = () => document.querySelectorAll('table tbody tr')[0]?.textContent;
          const button = document.querySelector(`button[aria-label="Page ${target}"]`);
          if (!button) throw new Error(`no button for page ${target}`);
          const before = cell();
          const started = performance.now();
          button.click();
          return new Promise((resolve) => {
            const check = () => (cell() !== before ? resolve(performance.now() - started) : window.requestAnimationFrame(check));
            check();
          });
        }, n),
      );
    }

    const csv = [];
    let csvBytes = 0;
    for (let i = 0; i < 3; i += 1) {
      const started = Date.now();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download BetMatch Data' }).click()]);
      const stream = await download.createReadStream();
      csvBytes = 0;
      for await (const chunk of stream) csvBytes += chunk.length;
      csv.push(Date.now() - started);
    }
    rows.push([`navigation to the Pending tab → rows shown, median of ${RUNS}`, `${ms(median(navigation))} ms`, `p90 ${ms(percentile(navigation, 90))} ms`]);
    rows.push([`page change on the Pending tab → new rows shown, median of ${RUNS}`, `${ms(median(paging))} ms`, `p90 ${ms(percentile(paging, 90))} ms`]);
    rows.push([`CSV of all ${seeded.total} pending entries (click → file saved), median of 3`, `${ms(median(csv))} ms`, `${(csvBytes / 1024).toFixed(0)} KB`]);
  } finally {
    await browser.close();
  }

  // The entry form's game lookup (typed, debounced 500 ms in the form): the server round trip alone.
  const games = await api(ctx, token, `betMatches/events/${seeded.eventId}/games`);
  const lookups = [];
  for (let i = 0; i < RUNS * 3; i += 1) {
    const started = performance.now();
    await api(ctx, token, `betMatches/events/${seeded.eventId}/games?search=wy`);
    lookups.push(performance.now() - started);
  }
  const count = Array.isArray(games) ? games.length : (games.items?.length ?? '?');
  rows.push([`game lookup GET betMatches/events/{id}/games?search= (event with ${count} games)`, `${ms(median(lookups))} ms`, `p90 ${ms(percentile(lookups, 90))} ms`]);

  return ['## Bet match (issue 12)', '', '| measure | value | note |', '| --- | --- | --- |', ...rows.map((r) => `| ${r.join(' | ')} |`), ''].join('\n');
}
