// Bet match through app.inject: tabs from isActive and the dates (expired once entryTill is past, pending while it
// starts later), the date filter, search, the catalog chain checked on write, the order change (1 … the count),
// the overview with its version; every route signed-in only.
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { storedImage } from '../../../test/stored-images';

const NOW = new Date('2026-03-10T09:20:00.000Z');
let app: TestApp;
let token: string;
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, auth = true) =>
  app.inject({ method, url: `/api/v1${url}`, headers: auth ? { 'x-access-token': token } : {}, ...(payload ? { payload } : {}) });

const entry = (over: Record<string, unknown> = {}) => ({
  entryName: 'Legia – Lech', eventId: 9100001, gameId: 5200001, outcomeId: 7300001, outcomeName: 'Legia wygra',
  entryImage: '/files/bet-match/e.png', entryAltImage: '/files/bet-match/a.png',
  entryFrom: '2026-03-11T10:00:00.000Z', entryTill: '2026-03-12T10:00:00.000Z', sortOrder: 0, ...over,
});

beforeAll(async () => {
  app = await createTestApp({ now: () => NOW });
  // The images the fixtures name, stored at their rules' sizes (a link to no stored file is refused).
  await storedImage(app, 'bet-match/e.png', 'betMatchEvent');
  await storedImage(app, 'bet-match/a.png', 'betMatchNewOverview');
  token = await login(app, 'viewer@example.com');
});
afterAll(() => app.close());

describe('bet match entries', () => {
  it('lists the demo entries on every tab, the Pending and Inactive tabs by day', async () => {
    const list = async (query: string) => (await call('GET', `/betMatchEntries?${query}`)).json().data;
    for (const status of ['active', 'draft', 'inactive', 'expired']) {
      const page = await list(`status=${status}`);
      expect(page.total).toBeGreaterThan(0);
      expect(page.pageSize).toBe(20);
      expect(page.items.every((e: { status: string }) => e.status === status)).toBe(true);
    }
    const pending = (await list('status=draft&pageSize=100')).items as { entryFrom: string }[];
    const days = ['today', 'tomorrow', 'dayAfterTomorrow'];
    const counts = await Promise.all(days.map(async (date) => (await list(`status=draft&date=${date}`)).total as number));
    expect(counts.every((n) => n > 0)).toBe(true);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(pending.length);
    expect((await list('status=draft&date=2026-03-25')).total).toBe(0);
    expect((await call('GET', '/betMatchEntries?status=draft&date=someday')).statusCode).toBe(400);
    expect((await list('status=active&search=Ekstraklasy')).items.map((e: { entryName: string }) => e.entryName)).toEqual(['Hit Ekstraklasy']);
  });

  it('creates, edits with the version (409 when stale), expires by date and deletes, with the spec\'s texts', async () => {
    const created = await call('POST', '/betMatchEntries', entry());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'BetMatch created successfully', data: { betmatchId: 1, eventId: 9100001 } });
    const { id, version } = created.json().data;
    expect((await call('GET', '/betMatchEntries?status=draft&date=tomorrow&search=Legia – Lech')).json().data.items.map((e: { id: number }) => e.id)).toEqual([id]);
    const updated = await call('PUT', `/betMatchEntries/${id}`, { ...entry({ entryFrom: '2026-03-01T10:00:00.000Z', entryTill: '2026-03-05T10:00:00.000Z' }), version });
    expect(updated.json().message).toBe('BetMatch updated successfully');
    expect((await call('GET', `/betMatchEntries?status=expired&search=${encodeURIComponent('Legia – Lech')}`)).json().data.items.map((e: { id: number }) => e.id)).toEqual([id]);
    expect((await call('PUT', `/betMatchEntries/${id}`, { ...entry(), version })).statusCode).toBe(409);
    const removed = await call('DELETE', `/betMatchEntries/${id}`);
    expect([removed.statusCode, removed.json().message]).toEqual([200, 'BetMatch deleted successfully']);
    expect((await call('GET', `/betMatchEntries/${id}`)).statusCode).toBe(404);
  });

  it('refuses entries off the catalog chain and every required field with the spec\'s messages, storing nothing', async () => {
    const before = (await call('GET', '/betMatchEntries?status=draft')).json().data.total;
    const refused = async (over: Record<string, unknown>) => (await call('POST', '/betMatchEntries', entry(over))).json().errorMessages;
    expect(await refused({ eventId: 1 })).toEqual({ eventId: ['Event not found in the sportsbook'] });
    expect(await refused({ gameId: 5200099 })).toEqual({ gameId: ['Game not found in this event'] });
    expect(await refused({ outcomeId: 7300099 })).toEqual({ outcomeId: ['Outcome not found in this game'] });
    expect(await refused({ outcomeName: 'x'.repeat(46) })).toEqual({ outcomeName: ['must be shorter than 46 characters!'] });
    expect(await refused({ sortOrder: -1 })).toEqual({ sortOrder: ['must be greater than or equal to 0!'] });
    expect(await refused({ entryTill: '2026-03-11T09:00:00.000Z' })).toEqual({ entryTill: ['must be after the start date!'] });
    const empty = await call('POST', '/betMatchEntries', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessages).toMatchObject({
      entryName: ['Name is required!'], eventId: ['please select event'], gameId: ['please select game'], outcomeId: ['please select outcome'],
      outcomeName: ['Outcome name is required!'], entryImage: ['Image is required!'], entryAltImage: ['Alt image is required!'],
    });
    expect((await call('GET', '/betMatchEntries?status=draft')).json().data.total).toBe(before);
  });

  it('changes the order in the row: min 1, max the number of entries, "Order successfully changed"', async () => {
    const [first] = (await call('GET', '/betMatchEntries?status=active')).json().data.items;
    const total = (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bet_match_entries')).rows[0].n;
    const moved = await call('PATCH', `/betMatchEntries/${first.id}/order`, { order: total });
    expect(moved.json()).toMatchObject({ message: 'Order successfully changed', data: { sortOrder: total } });
    expect((await call('PATCH', `/betMatchEntries/${first.id}/order`, { order: total + 1 })).json().errorMessages).toEqual({ order: [`must be less than or equal to ${total}!`] });
    expect((await call('PATCH', `/betMatchEntries/${first.id}/order`, { order: 0 })).json().errorMessages).toEqual({ order: ['must be greater than or equal to 1!'] });
    // The browser's maximum is the same number (the spec's totalEntries on the overview), not the tab's count.
    const activeCount = (await call('GET', '/betMatchEntries?status=active')).json().data.total;
    expect(activeCount).toBeLessThan(total);
    expect((await call('GET', '/betMatches')).json().data.totalEntries).toBe(total);
  });

  it('a fresh install (no demo data) names no overview image, so nothing shows broken; the demo names a stored one', async () => {
    const demoImage = (await call('GET', '/betMatches')).json().data.betmatchImage as string;
    const path = new URL(demoImage, 'http://x').pathname;
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    const fresh = await createTestApp({ now: () => NOW, demoData: false, bootstrapAdmin: { email: 'boot@example.com', password: 'Bootstrap1!' } });
    try {
      const bootToken = await login(fresh, 'boot@example.com', 'Bootstrap1!');
      const res = await fresh.inject({ method: 'GET', url: '/api/v1/betMatches', headers: { 'x-access-token': bootToken } });
      expect(res.json().data).toMatchObject({ betmatchTitle: 'BetMatch', betmatchImage: '' });
    } finally {
      await fresh.close();
    }
  });

  it('reads and changes the overview with its version and the spec\'s limits', async () => {
    const overview = (await call('GET', '/betMatches')).json().data;
    expect(overview).toMatchObject({ betmatchId: 1, betmatchTitle: 'BetMatch' });
    const body = { betmatchTitle: 'Typy dnia', betmatchDescription: 'Najciekawsze typy.', betmatchImage: '/files/bet-match/o.png', version: overview.version };
    const saved = await call('PUT', '/betMatches', body);
    expect(saved.json()).toMatchObject({ message: 'BetMatch Overview updated successfully', data: { betmatchTitle: 'Typy dnia', version: overview.version + 1 } });
    expect((await call('PUT', '/betMatches', body)).statusCode).toBe(409);
    const long = await call('PUT', '/betMatches', { ...body, betmatchTitle: 'x'.repeat(11), betmatchDescription: 'y'.repeat(201), version: overview.version + 1 });
    expect(long.json().errorMessages).toEqual({ betmatchTitle: ['must be shorter than 11 characters!'], betmatchDescription: ['must be shorter than 201 characters!'] });
  });

  it('needs a session on every route', async () => {
    for (const [method, url] of [['GET', '/betMatchEntries'], ['POST', '/betMatchEntries'], ['GET', '/betMatches'], ['PUT', '/betMatches'], ['PATCH', '/betMatchEntries/1/order']] as const) {
      expect((await call(method, url, {}, false)).statusCode).toBe(401);
    }
  });
});
