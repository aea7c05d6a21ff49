// The Pending tab of bet match with 2,000 entries — navigation to the rows shown, a page change,
// the CSV of all of them (time and size) — and the game lookup of the entry form. Seeds through the real API.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freshDir } from '../build-once.mjs';
import { root, startApi } from '../stack.cjs';
import { median, ms, percentile } from './stats.mjs';
import { settle } from './settle.mjs';

const TARGET = 2000;
const CONCURRENCY = 8;
const RUNS = 7;
const GAMES = 200;
const MARKETS = ['Wynik meczu', 'Obie drużyny strzelą gola', 'Liczba goli powyżej/poniżej', 'Handicap', 'Pierwszy strzelec gola', 'Dokładny wynik', 'Wynik do przerwy', 'Rzuty rożne'];

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
      await settle(page);
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

  rows.push(...(await gameLookup(ctx)));
  return ['## Bet match', '', '| measure | value | note |', '| --- | --- | --- |', ...rows.map((r) => `| ${r.join(' | ')} |`), ''].join('\n');
}

/**
 * The entry form's game lookup (typed, debounced 500 ms in the form): the server round trip for an event with
 * GAMES games. The demo events have a handful, so this imports a feed with one such event through
 * `npm run sportsbook:import` into a data folder of its own (PGlite: one process per folder) and asks its own API.
 */
const withoutDatabaseUrl = ({ DATABASE_URL: _ignored, ...env }) => env;

async function gameLookup(ctx) {
  const dataDir = freshDir(path.join(path.dirname(ctx.dataDir), 'bet-match-games'));
  const feed = path.join(dataDir, '..', 'bet-match-feed.json');
  const eventId = 9_900_001;
  writeFileSync(feed, JSON.stringify({
    categories: [{ id: 1, parentId: null, name: 'Piłka nożna', sortOrder: 1 }, { id: 990, parentId: 1, name: 'PKO BP Ekstraklasa', sortOrder: 1 }],
    events: [{
      id: eventId, categoryId: 990, name: 'Lech Poznań – Raków Częstochowa', startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      games: Array.from({ length: GAMES }, (_, i) => ({
        id: 9_910_000 + i,
        name: `${MARKETS[i % MARKETS.length]} ${Math.floor(i / MARKETS.length) + 1}`,
        outcomes: [0, 1, 2].map((o) => ({ id: 9_920_000 + i * 3 + o, name: ['Lech Poznań', 'Remis', 'Raków Częstochowa'][o], odds: 1.5 + o })),
      })),
    }],
  }));
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/admin-api/scripts/sportsbook-import.ts', feed], {
    cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...withoutDatabaseUrl(process.env), DATA_DIR: dataDir, TSX_TSCONFIG_PATH: 'apps/admin-api/tsconfig.json' },
  });
  const port = 3453 + (ctx.ports.api - 3333);
  const api = await startApi({ port, dataDir });
  try {
    const base = `http://localhost:${port}/api/v1`;
    const login = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'Passw0rd!' }) });
    const token = (await login.json()).data.accessToken;
    const get = async (url) => {
      const res = await fetch(`${base}/${url}`, { headers: { 'x-access-token': token } });
      if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
      return (await res.json()).data;
    };
    const all = await get(`betMatches/events/${eventId}/games`);
    const timed = async (url) => {
      const times = [];
      let found;
      for (let i = 0; i < RUNS * 3 + 3; i += 1) {
        const started = performance.now();
        found = await get(url);
        if (i >= 3) times.push(performance.now() - started);
      }
      return { times, count: (found.gameIds ?? found.betmatches ?? []).length };
    };
    const typed = await timed(`betMatches/events/${eventId}/games?search=${encodeURIComponent('wynik')}`);
    const whole = await timed(`betMatches/events/${eventId}/games`);
    const outcomes = await timed(`betMatches/events/${eventId}/games/9910000`);
    const count = all.gameIds.length;
    return [
      [`game lookup, typed "wynik" (event with ${count} games → ${typed.count} found), round trip, median of ${typed.times.length}`, `${ms(median(typed.times))} ms`, `p90 ${ms(percentile(typed.times, 90))} ms`],
      [`game lookup, all ${whole.count} games of the event`, `${ms(median(whole.times))} ms`, `p90 ${ms(percentile(whole.times, 90))} ms`],
      [`outcomes of one of its games (${outcomes.count})`, `${ms(median(outcomes.times))} ms`, `p90 ${ms(percentile(outcomes.times, 90))} ms`],
    ];
  } finally {
    await api.stop();
  }
}
