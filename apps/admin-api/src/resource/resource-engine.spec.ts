// The resource engine on a throw-away table: status tabs derived from flag and dates, search, sort, paging,
// jsonb fields, and version-checked updates.
import * as v from 'valibot';
import { defineModule } from '@backoffice/validation';
import { createTestApp, login, type TestApp } from '../../test/helpers';
import { defineResource } from './definition';
import { resourceRoutes } from './routes';

const promoSchema = v.strictObject({
  title: v.pipe(v.string(), v.nonEmpty('Title is required!')),
  active: v.boolean(),
  startsAt: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp()))),
  endsAt: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp()))),
  archived: v.optional(v.boolean(), false),
  details: v.optional(v.object({ lang: v.picklist(['pl', 'en', 'uk']) })),
});

const promosModule = defineModule({
  name: 'engine-promos',
  item: 'Promo',
  menu: { label: 'Engine Promos', group: 'main' },
  access: { group: 'promotion' },
  api: { base: 'admin', path: 'engine-promos' },
  schema: promoSchema,
  list: {
    tabs: ['active', 'inactive', 'expired', 'archived', 'all'].map((value) => ({ value, label: value })),
    defaultTab: 'all',
    searchable: true,
    sortable: ['title', 'startsAt'],
    defaultSort: { field: 'title', order: 'asc' },
  },
});

const promos = defineResource({
  module: promosModule,
  table: 'engine_promos',
  jsonFields: ['details'],
  searchFields: ['title'],
  status: { active: 'active', startsAt: 'startsAt', endsAt: 'endsAt', archived: 'archived' },
});

const now = new Date('2026-05-01T12:00:00Z');
let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await createTestApp({ now: () => now });
  await app.db.query(`CREATE TABLE engine_promos (
    id serial PRIMARY KEY, title text NOT NULL, active boolean NOT NULL, starts_at timestamptz, ends_at timestamptz,
    archived boolean NOT NULL DEFAULT false, details jsonb, version integer NOT NULL DEFAULT 1,
    created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now())`);
  await app.register(resourceRoutes(promos), { prefix: '/api/v1' });
  admin = await login(app, 'admin@example.com');
  const rows = [
    { title: 'Alpha bonus', active: true, details: { lang: 'pl' } },
    { title: 'Bravo off', active: false },
    { title: 'Charlie ended', active: true, endsAt: '2026-04-01T00:00:00.000Z' },
    { title: 'Delta archived', active: true, archived: true },
    { title: 'Echo scheduled', active: true, startsAt: '2026-06-01T00:00:00.000Z' },
  ];
  for (const row of rows) {
    const res = await app.inject({ method: 'POST', url: '/api/v1/engine-promos', headers: { 'x-access-token': admin }, payload: row });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => app.close());

const list = async (query: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/v1/engine-promos?${query}`, headers: { 'x-access-token': admin } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: Array<{ id: number; title: string; status: string; version: number; details?: unknown }>; total: number };
};

describe('resource engine', () => {
  it.each([
    ['active', ['Alpha bonus']],
    ['inactive', ['Bravo off', 'Echo scheduled']],
    ['expired', ['Charlie ended']],
    ['archived', ['Delta archived']],
    ['all', ['Alpha bonus', 'Bravo off', 'Charlie ended', 'Delta archived', 'Echo scheduled']],
  ])('status=%s lists the derived tab', async (status, titles) => {
    const page = await list(`status=${status}`);
    expect(page.items.map((i) => i.title)).toEqual(titles);
    expect(page.items.every((i) => status === 'all' || i.status === status)).toBe(true);
    expect(page.total).toBe(titles.length);
  });

  it('searches (escaping LIKE wildcards), sorts and pages with a total', async () => {
    expect((await list('search=o%25')).total).toBe(0);
    expect((await list('search=ALPHA')).items.map((i) => i.title)).toEqual(['Alpha bonus']);
    const page = await list('sort=title&order=desc&pageSize=2&page=2');
    expect(page.items.map((i) => i.title)).toEqual(['Charlie ended', 'Bravo off']);
    expect(page.total).toBe(5);
  });

  it('counts a page past the end on every tab, searched or not (the count must not carry an unused time parameter)', async () => {
    for (const status of ['all', 'active', 'expired']) {
      for (const search of ['', '&search=o']) {
        const page = await list(`status=${status}${search}&pageSize=100&page=9`);
        expect(page.items).toEqual([]);
        expect(page.total).toBe((await list(`status=${status}${search}`)).total);
      }
    }
  });

  it('refuses a tab, sort or parameter the list does not offer', async () => {
    for (const query of ['status=deleted', 'sort=secret', 'order=sideways', 'pageSize=101', 'limit=2']) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/engine-promos?${query}`, headers: { 'x-access-token': admin } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessages).toBeDefined();
    }
  });

  it('round-trips jsonb fields and checks the version on update', async () => {
    const alpha = (await list('search=Alpha')).items[0];
    expect(alpha.details).toEqual({ lang: 'pl' });
    const url = `/api/v1/engine-promos/${alpha.id}`;
    const headers = { 'x-access-token': admin };
    const ok = await app.inject({ method: 'PATCH', url, headers, payload: { details: { lang: 'en' }, version: alpha.version } });
    expect(ok.json().data).toMatchObject({ details: { lang: 'en' }, version: alpha.version + 1, title: 'Alpha bonus' });
    const stale = await app.inject({ method: 'PUT', url, headers, payload: { title: 'Overwrite', active: false, version: alpha.version } });
    expect(stale.statusCode).toBe(409);
    expect((await app.inject({ method: 'GET', url, headers })).json().data.title).toBe('Alpha bonus');
    expect((await app.inject({ method: 'DELETE', url: `${url}?version=${alpha.version}`, headers })).statusCode).toBe(409);
    expect((await app.inject({ method: 'DELETE', url: `${url}?version=${alpha.version + 1}`, headers })).statusCode).toBe(200);
  });

  it('empties an optional field sent as null (to its default), keeps one left out, and refuses null on a required one', async () => {
    const headers = { 'x-access-token': admin };
    const made = await app.inject({ method: 'POST', url: '/api/v1/engine-promos', headers, payload: { title: 'Foxtrot', active: true, archived: true, details: { lang: 'uk' }, endsAt: '2027-01-01T00:00:00.000Z' } });
    const { id, version } = made.json().data;
    const url = `/api/v1/engine-promos/${id}`;
    const cleared = await app.inject({ method: 'PATCH', url, headers, payload: { details: null, archived: null, title: 'Foxtrot 2', version } });
    expect(cleared.statusCode).toBe(200);
    const data = cleared.json().data;
    expect(data).toMatchObject({ title: 'Foxtrot 2', archived: false, endsAt: '2027-01-01T00:00:00.000Z' });
    expect(data.details ?? null).toBeNull();
    const required = await app.inject({ method: 'PATCH', url, headers, payload: { title: null, version: version + 1 } });
    expect(required.statusCode).toBe(400);
    expect(required.json().errorMessages).toBeDefined();
  });

  it('guards each action with its permission', async () => {
    const editor = await login(app, 'editor@example.com');
    const res = await app.inject({ method: 'GET', url: '/api/v1/engine-promos', headers: { 'x-access-token': editor } });
    expect(res.statusCode).toBe(403);
    const viewer = await login(app, 'viewer@example.com');
    expect((await app.inject({ method: 'GET', url: '/api/v1/engine-promos', headers: { 'x-access-token': viewer } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/v1/engine-promos', headers: { 'x-access-token': viewer }, payload: { title: 'x', active: true } })).statusCode).toBe(403);
  });
});
