// The sportsbook catalog through its routes: two weeks of demo events relative to the app clock, games found by
// name, outcomes, market types; unknown ids 404 with a message; the feed import validated and idempotent.
import path from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { importFeedFile } from './feed-file';

const NOW = new Date('2026-03-10T09:20:00.000Z');
let app: TestApp;
let token: string;
const get = (url: string, auth = true) => app.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth ? { 'x-access-token': token } : {} });

beforeAll(async () => {
  app = await createTestApp({ now: () => NOW });
  token = await login(app, 'viewer@example.com');
});
afterAll(() => app.close());

describe('sportsbook catalog', () => {
  it('lists events over the coming two weeks of the app clock, with today, tomorrow and the day after covered', async () => {
    const res = await get('/sb-betting/events');
    expect(res.statusCode).toBe(200);
    const events = res.json().data as { eventId: number; startsAt: string; categoryName: string }[];
    expect(events.length).toBeGreaterThanOrEqual(40);
    const days = new Set(events.map((e) => e.startsAt.slice(0, 10)));
    for (const day of ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-23']) expect(days).toContain(day);
    expect(events.every((e) => new Date(e.startsAt) > NOW && new Date(e.startsAt).getTime() < NOW.getTime() + 14 * 864e5)).toBe(true);
    expect(events[0]).toMatchObject({ eventId: 9100001, eventName: 'Legia Warszawa – Lech Poznań', categoryName: 'Piłka nożna › Ekstraklasa' });
    const tennis = (await get('/sb-betting/events?categoryId=2')).json().data as { categoryName: string }[];
    expect(tennis.length).toBeGreaterThan(0);
    expect(tennis.every((e) => e.categoryName.startsWith('Tenis'))).toBe(true);
    expect((await get('/sb-betting/events?search=legia')).json().data).toHaveLength(2);
    expect((await get('/sb-betting/categories')).json().data).toContainEqual({ id: 601, parentId: 6, name: 'Puchar Świata', sortOrder: 1 });
  });

  it('answers an event\'s games found by name and a game\'s outcomes', async () => {
    const games = (await get('/betMatches/events/9100001/games')).json().data.gameIds as { gameId: number; gameName: string }[];
    expect(games.map((g) => g.gameName)).toContain('Wynik meczu');
    const found = (await get('/betMatches/events/9100001/games?search=wynik')).json().data.gameIds as { gameName: string }[];
    expect(found.map((g) => g.gameName)).toEqual(['Wynik meczu', 'Wynik do przerwy', 'Dokładny wynik']);
    const result = games.find((g) => g.gameName === 'Wynik meczu')!;
    const outcomes = (await get(`/betMatches/events/9100001/games/${result.gameId}`)).json().data.betmatches;
    expect(outcomes.map((o: { outcomeName: string }) => o.outcomeName)).toEqual(['Legia Warszawa', 'Remis', 'Lech Poznań']);
    expect(outcomes[0]).toEqual({ outcomeId: expect.any(Number), outcomeName: 'Legia Warszawa', odds: expect.any(Number) });
  });

  it('answers the market types in English and Polish', async () => {
    expect((await get('/configMarkets')).json().data).toContainEqual({ id: 1, name: 'Match result', pl_name: 'Wynik meczu' });
  });

  it('answers 404 with a message for unknown ids, 400 for ids that are not ids, 401 without a session', async () => {
    expect((await get('/betMatches/events/1/games')).json()).toEqual({ message: 'Event not found' });
    expect((await get('/betMatches/events/1/games')).statusCode).toBe(404);
    expect((await get('/betMatches/events/1/games/5')).json().message).toBe('Event not found');
    const other = await get('/betMatches/events/9100002/games/5200001');
    expect([other.statusCode, other.json().message]).toEqual([404, 'Game not found']);
    for (const url of ['/betMatches/events/abc/games', '/betMatches/events/1/games/0', '/sb-betting/events?categoryId=x', '/sb-betting/events?from=yesterday', '/sb-betting/events?foo=1']) {
      expect((await get(url)).statusCode).toBe(400);
    }
    expect((await get('/sb-betting/events', false)).statusCode).toBe(401);
  });

  it('imports a feed file idempotently, and refuses an invalid one whole', async () => {
    const sample = path.join(__dirname, 'sample-feed.json');
    const first = await importFeedFile(app.db, sample);
    expect(first).toEqual({ ok: true, summary: { categories: 2, marketTypes: 1, events: 2, games: 4, outcomes: 11 } });
    const count = async () => (await app.db.query<{ n: string }>('SELECT (SELECT count(*) FROM sportsbook_events) + (SELECT count(*) FROM sportsbook_games) + (SELECT count(*) FROM sportsbook_outcomes) AS n')).rows[0].n;
    const before = await count();
    expect((await importFeedFile(app.db, sample)).ok).toBe(true);
    expect(await count()).toBe(before);
    expect((await get('/category/113')).json().data.categoryName).toBe('Piłka nożna › Superpuchar Polski');
    expect((await get('/sb-betting/events?from=2026-07-01T00:00:00.000Z&search=Superpuchar')).json().data).toEqual([]);
    expect((await get('/betMatches/events/9200001/games')).json().data.gameIds).toHaveLength(3);

    const dir = mkdtempSync(path.join(tmpdir(), 'feed-'));
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ events: [{ id: 9200003, categoryId: 99999, name: '', startsAt: 'soon', extra: 1 }] }));
    const refused = await importFeedFile(app.db, bad);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.problems).toEqual(expect.arrayContaining(['events[0].name: Name is required!', 'events[0].startsAt: must be a valid date!']));
    writeFileSync(bad, JSON.stringify({ events: [{ id: 9200003, categoryId: 99999, name: 'X', startsAt: '2026-07-12T18:00:00.000Z', games: [{ id: 5300001, name: 'Moved' }] }] }));
    const unknown = await importFeedFile(app.db, bad);
    expect(!unknown.ok && unknown.problems).toEqual(['event 9200003: category 99999 is unknown', 'game 5300001 belongs to event 9200001, not 9200003']);
    expect((await get('/betMatches/events/9200003/games')).statusCode).toBe(404);
  });
});
