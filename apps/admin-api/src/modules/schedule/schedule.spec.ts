// GET /api/v1/schedule with a fixed clock: live now, starting and ending in the next 7 days across the modules with
// dated records (demo data plus rows placed around the clock), only the modules the caller may open, and one
// statement per section.
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { scheduleSql } from './schedule-sql';
import { RESOURCES } from '../../resources';
import type { ResourceDefinition } from '../../resource/definition';

const now = new Date('2026-05-01T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

interface Item { module: string; label: string; id: number; name: string; startsAt: string | null; endsAt: string | null }
interface Section { items: Item[]; total: number }
interface Schedule { now: string; days: number; live: Section; starting: Section; ending: Section }

let app: TestApp;

async function hotBanner(name: string, from: string | null, till: string | null, active = true) {
  await app.db.query('INSERT INTO hot_banners (banner_name, date_from, date_till, is_active) VALUES ($1, $2, $3, $4)', [name, from, till, active]);
}
async function specialCategory(name: string, start: string | null, till: string | null) {
  await app.db.query(
    `INSERT INTO special_categories (category_name, category_url, seo_description, graphics_url, date_start, date_till) VALUES ($1, '/kategorie/x', 'Opis', '/files/x.png', $2, $3)`,
    [name, start, till],
  );
}

async function scheduleAs(token: string): Promise<Schedule> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/schedule', headers: { 'x-access-token': token } });
  expect({ status: res.statusCode, body: res.statusCode === 200 ? 'ok' : res.body }).toEqual({ status: 200, body: 'ok' });
  return res.json().data as Schedule;
}
const names = (section: Section) => section.items.map((i) => i.name);

beforeAll(async () => {
  app = await createTestApp({ now: () => now });
  await hotBanner('Plan HB kończy się jutro', at(-DAY), at(DAY));
  await hotBanner('Plan HB startuje za 3 dni', at(3 * DAY), at(20 * DAY));
  await hotBanner('Plan HB startuje za 10 dni', at(10 * DAY), null);
  await hotBanner('Plan HB wyłączony', at(-DAY), at(DAY), false);
  await hotBanner('Plan HB wygasł', at(-5 * DAY), at(-HOUR));
  await specialCategory('Plan SC kończy się za 2 dni', null, at(2 * DAY));
  await specialCategory('Plan SC startuje za 6 dni', at(6 * DAY), null);
  await specialCategory('Plan SC kończy się za 8 dni', at(-DAY), at(8 * DAY));
});
afterAll(() => app.close());

describe('GET /api/v1/schedule', () => {
  it('answers the three sections at the fixed clock, across modules, soonest change first', async () => {
    const schedule = await scheduleAs(await login(app, 'admin@example.com'));
    expect(schedule.now).toBe(now.toISOString());
    expect(schedule.days).toBe(7);

    expect(names(schedule.live)).toEqual(expect.arrayContaining(['Plan HB kończy się jutro', 'Plan SC kończy się za 2 dni']));
    expect(names(schedule.starting)).toEqual(expect.arrayContaining(['Plan HB startuje za 3 dni', 'Plan SC startuje za 6 dni']));
    expect(names(schedule.ending)).toEqual(expect.arrayContaining(['Plan HB kończy się jutro', 'Plan SC kończy się za 2 dni']));
    for (const section of [schedule.live, schedule.starting, schedule.ending]) {
      for (const name of ['Plan HB wyłączony', 'Plan HB wygasł', 'Plan HB startuje za 10 dni']) expect(names(section)).not.toContain(name);
    }
    expect(names(schedule.ending)).not.toContain('Plan SC kończy się za 8 dni');
    expect(names(schedule.live)).not.toContain('Plan HB startuje za 3 dni');

    const row = schedule.ending.items.find((i) => i.name === 'Plan HB kończy się jutro')!;
    expect(row).toMatchObject({ module: 'hotbanner', label: 'Hot Banner', startsAt: at(-DAY), endsAt: at(DAY) });
    expect(schedule.ending.items.find((i) => i.name === 'Plan SC kończy się za 2 dni')).toMatchObject({ module: 'special-categories', startsAt: null });

    // Every row, the demo data's included, obeys its section's window, in order.
    const horizon = now.getTime() + 7 * DAY;
    const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));
    for (const item of schedule.live.items) {
      expect(time(item.startsAt) ?? 0).toBeLessThanOrEqual(now.getTime());
      expect(time(item.endsAt) ?? Infinity).toBeGreaterThanOrEqual(now.getTime());
    }
    const starts = schedule.starting.items.map((i) => time(i.startsAt)!);
    for (const s of starts) expect(s > now.getTime() && s <= horizon).toBe(true);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const ends = schedule.ending.items.map((i) => time(i.endsAt)!);
    for (const e of ends) expect(e >= now.getTime() && e <= horizon).toBe(true);
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    const liveEnds = schedule.live.items.map((i) => time(i.endsAt) ?? Infinity);
    expect(liveEnds).toEqual([...liveEnds].sort((a, b) => a - b));
    expect(schedule.live.total).toBeGreaterThanOrEqual(schedule.live.items.length);

    // The demo data is dated around the same clock: several modules are live and end or start within the week.
    expect(new Set(schedule.live.items.map((i) => i.module)).size).toBeGreaterThan(2);
    expect(schedule.live.total).toBeGreaterThan(schedule.ending.total);
  });

  it('shows only the modules the caller may open: signed-in-only ones for everyone, guarded ones by permission', async () => {
    const admin = await login(app, 'admin@example.com');
    const editor = await scheduleAs(await login(app, 'editor@example.com'));
    const modulesOf = (s: Schedule) => new Set([...s.live.items, ...s.starting.items, ...s.ending.items].map((i) => i.module));
    expect(modulesOf(editor).has('hotbanner')).toBe(false);
    expect(modulesOf(editor).has('banners')).toBe(false);
    expect(names(editor.ending)).toContain('Plan SC kończy się za 2 dni');
    expect(names(editor.starting)).toEqual(expect.arrayContaining(['Plan SC startuje za 6 dni']));

    const role = await app.inject({ method: 'POST', url: '/api/v1/roles', headers: { 'x-access-token': admin }, payload: { roleName: 'Hot banners only', permissions: ['hotbanners.index'] } });
    expect(role.statusCode).toBe(201);
    const user = await app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: { 'x-access-token': admin },
      payload: { firstName: 'Hanna', lastName: 'Baner', email: 'hanna@example.com', rolesIds: [role.json().data.id], password: 'Passw0rd!' },
    });
    expect(user.statusCode).toBe(201);
    const hanna = await scheduleAs(await login(app, 'hanna@example.com'));
    expect(names(hanna.ending)).toEqual(expect.arrayContaining(['Plan HB kończy się jutro', 'Plan SC kończy się za 2 dni']));
    expect(modulesOf(hanna).has('banners')).toBe(false);
    expect(modulesOf(hanna).has('placements')).toBe(false);

    const res = await app.inject({ method: 'GET', url: '/api/v1/schedule' });
    expect(res.statusCode).toBe(401);
  });

  it('asks one statement for the three lists, a union over every dated resource', async () => {
    const dated = (RESOURCES as readonly ResourceDefinition[]).filter((r) => r.status?.startsAt || r.status?.endsAt);
    expect(dated.length).toBeGreaterThanOrEqual(7);
    const sql = scheduleSql(dated)!;
    // The tables' counts, each list's per-table first rows, and the three lists joined.
    expect(sql.match(/UNION ALL/g)).toHaveLength(4 * (dated.length - 1) + 2);
    for (const r of dated) expect(sql).toContain(`FROM ${r.table} t`);
    expect(scheduleSql([])).toBeUndefined();

    const spy = jest.spyOn(app.db, 'query');
    await scheduleAs(await login(app, 'admin@example.com'));
    const scheduleCalls = spy.mock.calls.filter(([text]) => String(text).includes('UNION ALL'));
    spy.mockRestore();
    expect(scheduleCalls).toHaveLength(1);
  });

  it('answers the week view’s window: what starts, ends or runs through it, one more statement, and refuses odd windows', async () => {
    const admin = await login(app, 'admin@example.com');
    // The Polish week around the clock (Friday 1 May 2026): Monday 27 April 00:00 Warsaw (22:00 UTC the day before).
    const from = '2026-04-26T22:00:00.000Z';
    const till = '2026-05-03T22:00:00.000Z';
    await hotBanner('Tydzień HB przez cały tydzień', at(-20 * DAY), at(20 * DAY));
    await hotBanner('Tydzień HB bez dat', null, null);
    await hotBanner('Tydzień HB startuje po tygodniu', at(5 * DAY), at(9 * DAY));
    await hotBanner('Tydzień HB skończył się przed tygodniem', at(-20 * DAY), at(-6 * DAY));
    await hotBanner('Tydzień HB wyłączony', at(-DAY), at(DAY), false);
    const spy = jest.spyOn(app.db, 'query');
    const res = await app.inject({ method: 'GET', url: `/api/v1/schedule?from=${from}&till=${till}`, headers: { 'x-access-token': admin } });
    const unions = spy.mock.calls.filter(([text]) => String(text).includes('UNION ALL'));
    spy.mockRestore();
    expect(res.statusCode).toBe(200);
    expect(unions).toHaveLength(2);
    expect(res.headers['server-timing']).toMatch(/^schedule;dur=\d+(\.\d)?$/);
    const week = (res.json().data as Schedule & { week: Section }).week;
    const inWeek = names(week);
    expect(inWeek).toEqual(expect.arrayContaining(['Plan HB kończy się jutro', 'Plan HB wygasł', 'Plan SC kończy się za 2 dni', 'Plan SC kończy się za 8 dni', 'Tydzień HB przez cały tydzień']));
    // Monday 4 May is the next week: what starts in 3 days is not in this one.
    for (const name of ['Plan HB startuje za 3 dni', 'Plan SC startuje za 6 dni', 'Tydzień HB bez dat', 'Tydzień HB startuje po tygodniu', 'Tydzień HB skończył się przed tygodniem', 'Tydzień HB wyłączony', 'Plan HB startuje za 10 dni']) expect(inWeek).not.toContain(name);
    // Every row touches the window.
    for (const item of week.items) {
      expect(item.startsAt === null || Date.parse(item.startsAt) < Date.parse(till)).toBe(true);
      expect(item.endsAt === null || Date.parse(item.endsAt) >= Date.parse(from)).toBe(true);
    }
    expect(week.total).toBe(week.items.length);

    // Without a window there is no week; a half window, a bad date or a window too long is a 400, never a 500.
    expect(((await scheduleAs(admin)) as Schedule & { week?: Section }).week).toBeUndefined();
    for (const query of [`from=${from}`, `from=yesterday&till=${till}`, `from=${till}&till=${from}`, `from=2026-01-01T00:00:00.000Z&till=2026-06-01T00:00:00.000Z`, 'page=2']) {
      const bad = await app.inject({ method: 'GET', url: `/api/v1/schedule?${query}`, headers: { 'x-access-token': admin } });
      expect({ query, status: bad.statusCode }).toEqual({ query, status: 400 });
      expect(bad.json().errorMessages).toBeDefined();
    }
  });
});

describe('GET /api/v1/schedule/find', () => {
  const find = async (token: string, q: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/schedule/find?q=${encodeURIComponent(q)}`, headers: { 'x-access-token': token } });
    return res;
  };
  type Found = { module: string; label: string; key: string; name: string; moduleTotal: number };

  it('finds records by the fields their lists search, across modules, a few per module, in one statement', async () => {
    const admin = await login(app, 'admin@example.com');
    const spy = jest.spyOn(app.db, 'query');
    const res = await find(admin, 'plan');
    const unions = spy.mock.calls.filter(([text]) => String(text).includes('UNION ALL'));
    spy.mockRestore();
    expect(res.statusCode).toBe(200);
    expect(unions).toHaveLength(1);
    const items = res.json().data.items as Found[];
    const hot = items.filter((i) => i.module === 'hotbanner');
    expect(hot).toHaveLength(5);
    expect(hot[0]).toMatchObject({ label: 'Hot Banner', moduleTotal: 5 });
    expect(hot.every((i) => /plan/i.test(i.name) && /^\d+$/.test(i.key))).toBe(true);
    expect(items.filter((i) => i.module === 'special-categories').map((i) => i.name).sort()).toEqual(['Plan SC kończy się za 2 dni', 'Plan SC kończy się za 8 dni', 'Plan SC startuje za 6 dni']);

    // Case and LIKE's own characters: "%" is a letter, not a wildcard.
    expect(((await find(admin, 'PLAN SC')).json().data.items as Found[]).map((i) => i.module)).toEqual(['special-categories', 'special-categories', 'special-categories']);
    expect((await find(admin, '%%')).json().data.items).toEqual([]);
  });

  it('searches only the modules the caller may open, and asks for two characters at least', async () => {
    const editor = await login(app, 'editor@example.com');
    const items = (await find(editor, 'plan')).json().data.items as Found[];
    expect(items.some((i) => i.module === 'hotbanner')).toBe(false);
    expect(items.some((i) => i.module === 'special-categories')).toBe(true);
    for (const q of ['', ' a ']) {
      const res = await find(editor, q);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessages.q).toBeDefined();
    }
    expect((await app.inject({ method: 'GET', url: '/api/v1/schedule/find?q=plan' })).statusCode).toBe(401);
  });

  it('bounds the query at 2 and 100 characters, each message true at its boundary', async () => {
    const editor = await login(app, 'editor@example.com');
    const status = async (q: string) => (await find(editor, q)).statusCode;
    expect(await status('pl')).toBe(200);
    expect(await status('p'.repeat(100))).toBe(200);
    expect((await find(editor, 'p')).json().errorMessages.q).toEqual(['must be longer than 1 characters!']);
    expect((await find(editor, 'p'.repeat(101))).json().errorMessages.q).toEqual(['must be shorter than 101 characters!']);
  });
});
