/// <reference lib="dom" />
// The contract test: the client's resource (libs/api createResource, as every screen uses it) driven against the
// server's resource engine through app.inject, for a sample module that has everything a module can declare —
// tabs, search, sort, paging, create, update with version (409 when stale), soft delete, restore, an operation —
// and for landing pages as a real one. Neither side's dialect can drift without this failing.
import * as v from 'valibot';
import { setRuntimeConfig, setTokenProvider, isApiError } from '@backoffice/api';
import { moduleResource } from '@backoffice/api/query';
import { defineModule } from '@backoffice/validation';
import { landingPagesModule, type LandingPage } from '@backoffice/modules-landing';
import { defineResource } from '../src/resource/definition';
import { resourceRoutes } from '../src/resource/routes';
import { pageConfig } from '../src/modules/landing/testing';
import { createTestApp, login, type TestApp } from './helpers';

const noteModule = defineModule({
  name: 'contract-notes',
  item: 'Note',
  menu: { label: 'Contract Notes', group: 'main' },
  access: { group: 'promotion' },
  api: { base: 'admin', path: 'contract-notes' },
  schema: v.strictObject({
    title: v.pipe(v.string(), v.trim(), v.nonEmpty('Title is required!')),
    kind: v.picklist(['news', 'tip']),
    rank: v.optional(v.number(), 0),
    publishedAt: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp())), null),
  }),
  softDelete: true,
  list: {
    tabs: [{ value: 'news', label: 'News' }, { value: 'tip', label: 'Tips' }],
    searchable: true,
    sortable: ['title', 'rank'],
    defaultSort: { field: 'rank', order: 'asc' },
    dateFilter: { field: 'publishedAt', tabs: ['news'] },
  },
  operations: { pin: { method: 'POST', needs: 'update', schema: v.strictObject({ rank: v.number() }), summary: 'Pin a note' } },
});

const noteResource = defineResource({
  module: noteModule,
  table: 'contract_notes',
  searchFields: ['title'],
  tabSql: { news: "t.kind = 'news'", tip: "t.kind = 'tip'" },
  userColumns: true,
  operations: { pin: (_record, body: { rank: number }) => ({ set: { rank: body.rank }, message: 'Note pinned' }) },
});

interface Note { id: number; title: string; kind: string; rank: number; publishedAt: string | null; version: number; deletedAt: string | null; createdBy: number }

// The app's clock: 23:30 on 10 March in Warsaw (22:30 UTC), so "today" is a Polish day, not the UTC one.
const NOW = new Date('2026-03-10T22:30:00.000Z');

let app: TestApp;
let token = '';
const notes = moduleResource<Note, { title: string; kind: string; rank?: number; publishedAt?: string }>(noteModule);
const pages = moduleResource<LandingPage, { config: unknown; status?: string }>(landingPagesModule);

beforeAll(async () => {
  app = await createTestApp({ now: () => NOW });
  await app.db.query(`CREATE TABLE contract_notes (id serial PRIMARY KEY, title text NOT NULL, kind text NOT NULL, rank integer NOT NULL, published_at timestamptz,
    deleted_at timestamptz, created_by integer, updated_by integer, version integer NOT NULL DEFAULT 1,
    created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now())`);
  await app.register(resourceRoutes(noteResource), { prefix: '/api/v1' });
  token = await login(app, 'admin@example.com');
  setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' });
  setTokenProvider(() => token);
  // The browser's fetch, answered by the real server in-process.
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const res = await app.inject({ method: (init.method ?? 'GET') as 'GET', url, headers: init.headers as Record<string, string>, payload: init.body as string | undefined });
    return { status: res.statusCode, text: async () => res.body } as Response;
  }) as typeof fetch;
});
afterAll(() => app.close());

describe('list contract: createResource ⇄ resourceRoutes', () => {
  it('creates, lists per tab with search, sort and paging, and reads one', async () => {
    for (const [title, kind, rank] of [['Alpha', 'news', 3], ['Bravo', 'news', 1], ['Charlie', 'tip', 2], ['Delta', 'news', 2]] as const) {
      await notes.create({ title, kind, rank });
    }
    const news = await notes.fetchList({ status: 'news' });
    expect(news).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(news.items.map((n) => n.title)).toEqual(['Bravo', 'Delta', 'Alpha']);
    expect((await notes.fetchList({ status: 'tip' })).items.map((n) => n.title)).toEqual(['Charlie']);
    const paged = await notes.fetchList({ status: 'news', sort: 'title', order: 'desc', page: 2, pageSize: 2 });
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items.map((n) => n.title)).toEqual(['Alpha']);
    expect((await notes.fetchList({ status: 'news', search: 'elt' })).items.map((n) => n.title)).toEqual(['Delta']);
    expect(await notes.fetchAll({ status: 'news' }, 2)).toHaveLength(3);
    const one = await notes.fetchOne(news.items[0].id);
    expect(one).toMatchObject({ title: 'Bravo', createdBy: expect.any(Number) });
  });

  it('updates with the loaded version and answers 409 on a stale one', async () => {
    const [bravo] = (await notes.fetchList({ status: 'news', search: 'Bravo' })).items;
    const saved = await notes.update({ id: bravo.id, values: { title: 'Bravo 2', kind: 'news' }, version: bravo.version });
    expect(saved).toMatchObject({ title: 'Bravo 2', version: bravo.version + 1 });
    const stale = await notes.update({ id: bravo.id, values: { title: 'Lost', kind: 'news' }, version: bravo.version }).catch((e: unknown) => e);
    expect(isApiError(stale) && stale.status).toBe(409);
    expect((await notes.fetchOne(bravo.id)).title).toBe('Bravo 2');
  });

  it('runs a named operation, deletes to the Deleted tab and restores', async () => {
    const [alpha] = (await notes.fetchList({ status: 'news', search: 'Alpha' })).items;
    expect(await notes.operate('pin', 'POST', { id: alpha.id, body: { rank: 0 } })).toMatchObject({ rank: 0 });
    await notes.remove(alpha.id);
    expect((await notes.fetchList({ status: 'news' })).items.map((n) => n.title)).not.toContain('Alpha');
    expect((await notes.fetchList({ status: 'deleted' })).items.map((n) => n.title)).toEqual(['Alpha']);
    const edit = await notes.update({ id: alpha.id, values: { title: 'x', kind: 'news' }, version: alpha.version + 2 }).catch((e: unknown) => e);
    expect(isApiError(edit) && edit.status).toBe(409);
    expect(await notes.restore(alpha.id)).toMatchObject({ deletedAt: null });
    expect((await notes.fetchList({ status: 'news' })).items.map((n) => n.title)).toContain('Alpha');
  });

  it('a list parameter the module does not offer is refused with the field named', async () => {
    const error = await notes.fetchList({ status: 'archived' }).catch((e: unknown) => e);
    expect(isApiError(error) && error.errorMessages).toEqual({ status: ['please select status'] });
  });

  it('filters by the day of the date filter: presets of the app clock in the site\'s time zone, or a picked day', async () => {
    // 10 March 23:45 and 11 March 00:15 in Warsaw (both 10 March in UTC), 12 March, 13 March.
    for (const [title, publishedAt] of [['Late', '2026-03-10T22:45:00.000Z'], ['Midnight', '2026-03-10T23:15:00.000Z'], ['Thursday', '2026-03-12T10:00:00.000Z'], ['Friday', '2026-03-13T10:00:00.000Z']]) {
      await notes.create({ title, kind: 'news', publishedAt });
    }
    const titles = async (date?: string) => (await notes.fetchList({ status: 'news', date, pageSize: 100 })).items.map((n) => n.title).filter((t) => ['Late', 'Midnight', 'Thursday', 'Friday'].includes(t)).sort();
    expect(await titles('today')).toEqual(['Late']);
    expect(await titles('tomorrow')).toEqual(['Midnight']);
    expect(await titles('dayAfterTomorrow')).toEqual(['Thursday']);
    expect(await titles('2026-03-13')).toEqual(['Friday']);
    expect(await titles('all')).toEqual(['Friday', 'Late', 'Midnight', 'Thursday']);
    expect(await titles(undefined)).toEqual(['Friday', 'Late', 'Midnight', 'Thursday']);
    for (const date of ['yesterday', '2026-02-30', '13.03.2026']) {
      const error = await notes.fetchList({ status: 'news', date }).catch((e: unknown) => e);
      expect(isApiError(error) && error.errorMessages).toEqual({ date: ['please select date'] });
    }
    // A list without a date filter refuses the parameter like any unknown one.
    const unknown = await pages.fetchList({ date: 'today' }).catch((e: unknown) => e);
    expect(isApiError(unknown) && unknown.status).toBe(400);
  });

  it('drives landing pages, a real module, the same way', async () => {
    const created = await pages.create({ config: pageConfig('contract-lp'), status: 'draft' });
    expect((await pages.fetchList({ status: 'draft', search: 'contract-lp' })).items.map((p) => p.id)).toEqual([created.id]);
    await pages.operate('status', 'PATCH', { id: created.id, body: { status: 'published' } });
    const published = await pages.fetchList({ status: 'published', sort: 'linkCode', order: 'asc', pageSize: 100 });
    expect(published.items.map((p) => p.id)).toContain(created.id);
    await pages.remove(created.id);
    expect((await pages.fetchList({ status: 'deleted' })).items.map((p) => p.id)).toContain(created.id);
    await pages.restore(created.id);
    expect((await pages.fetchOne(created.id)).deletedAt).toBeNull();
  });
});
