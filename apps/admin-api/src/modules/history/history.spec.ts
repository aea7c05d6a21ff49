// The history (audit trail) through the API: every write of the resource engine and of the modules' own routes
// leaves one entry with its field-level diff in the same transaction; the trail reads with filters and pages,
// per role; nothing changes or deletes an entry but retention, which records itself.
import type { HistoryEntry } from '@backoffice/validation';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { uploadBody } from '../files/test-kit';
import { pageConfig } from '../landing/testing';
import { publishScheduledPages } from '../landing/scheduler';
import { pruneHistory } from './retention';

let clock = new Date('2026-11-23T12:00:00Z');
let app: TestApp;
let admin: string;
let editor: string;
let viewer: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  app.inject({ method, url, headers: token ? { 'x-access-token': token } : {}, ...(payload ? { payload } : {}) });

const entriesOf = async (module: string, id: number | string, token = admin): Promise<HistoryEntry[]> => {
  const res = await call('GET', `/api/v1/history/${module}/${id}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data.items;
};

const category = (name: string, extra: object = {}) => ({
  categoryName: name,
  categoryUrl: `/kategorie/${name.toLowerCase()}`,
  seoDescription: `Zakłady: ${name}`,
  graphicsUrl: '/files/banners/kategoria.png',
  sortOrder: 1,
  ...extra,
});

beforeAll(async () => {
  // Sessions outlive the clock's jumps (a week ahead, months ahead for retention).
  app = await createTestApp({ now: () => clock, demoData: true, sessionIdleMinutes: 2 * 365 * 24 * 60 });
  [admin, editor, viewer] = await Promise.all(['admin', 'editor', 'viewer'].map((who) => login(app, `${who}@example.com`)));
});
afterAll(() => app.close());

describe('history entries of the resource engine', () => {
  it('records create, update and delete with who, when, the version and the field-level diff, newest first', async () => {
    const created = (await call('POST', '/api/v1/special-categories', viewer, category('Hokej'))).json().data;
    const updated = (await call('PATCH', `/api/v1/special-categories/${created.id}`, admin, { categoryName: 'Hokej na lodzie', version: created.version })).json().data;
    expect((await call('DELETE', `/api/v1/special-categories/${created.id}`, admin)).statusCode).toBe(200);

    const [removed, update, create] = await entriesOf('special-categories', created.id);
    expect(create).toMatchObject({ action: 'create', userEmail: 'viewer@example.com', version: 1, at: clock.toISOString(), module: 'special-categories', recordId: String(created.id) });
    expect(create.changes).toEqual(expect.arrayContaining([{ field: 'categoryName', after: 'Hokej' }, { field: 'sortOrder', after: 1 }]));
    expect(create.changes.map((c) => c.field)).not.toEqual(expect.arrayContaining(['id', 'version', 'createdAt', 'updatedAt']));
    expect(update).toMatchObject({ action: 'update', userEmail: 'admin@example.com', version: updated.version, changes: [{ field: 'categoryName', before: 'Hokej', after: 'Hokej na lodzie' }] });
    expect(removed).toMatchObject({ action: 'delete', version: null });
    expect(removed.changes).toEqual(expect.arrayContaining([{ field: 'categoryName', before: 'Hokej na lodzie' }]));
  });

  it('leaves no entry for a refused write (stale version, bad input)', async () => {
    const created = (await call('POST', '/api/v1/special-categories', admin, category('Tenis'))).json().data;
    expect((await call('PATCH', `/api/v1/special-categories/${created.id}`, admin, { categoryName: 'Tenis ziemny', version: 99 })).statusCode).toBe(409);
    expect((await call('PATCH', `/api/v1/special-categories/${created.id}`, admin, { categoryName: '', version: created.version })).statusCode).toBe(400);
    expect((await entriesOf('special-categories', created.id)).map((e) => e.action)).toEqual(['create']);
  });

  it('writes the entry in the change’s transaction: when the entry cannot be stored, the change is not stored either', async () => {
    const created = (await call('POST', '/api/v1/special-categories', admin, category('Golf'))).json().data;
    await app.db.query(`ALTER TABLE history_entries ADD CONSTRAINT test_refuse CHECK (NOT (module = 'special-categories' AND record_id = '${created.id}' AND action = 'update'))`);
    try {
      const res = await call('PATCH', `/api/v1/special-categories/${created.id}`, admin, { categoryName: 'Minigolf', version: created.version });
      expect(res.statusCode).toBe(500);
    } finally {
      await app.db.query('ALTER TABLE history_entries DROP CONSTRAINT test_refuse');
    }
    expect((await call('GET', `/api/v1/special-categories/${created.id}`, admin)).json().data).toMatchObject({ categoryName: 'Golf', version: created.version });
    expect((await entriesOf('special-categories', created.id)).map((e) => e.action)).toEqual(['create']);
  });

  it('names landing operations: publish / unpublish, bulk edit, restore, and the scheduler’s own publishing', async () => {
    const page = (await call('POST', '/api/landingPages', editor, { config: pageConfig('hist-1') })).json().data;
    let version = page.version;
    const step = async (method: 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) => {
      const res = await call(method, url, editor, payload);
      expect(res.statusCode).toBe(200);
      version = res.json().data.version ?? res.json().data.updated?.[0]?.version ?? version;
    };
    await step('PATCH', `/api/landingPages/${page.id}/status`, { status: 'published' });
    await step('PATCH', `/api/landingPages/${page.id}/status`, { status: 'draft', publishAt: '2026-11-23T13:00:00.000Z' });
    await step('PATCH', '/api/landingPages/bulkEdit', { items: [{ id: page.id, version }], changes: { hero: { headline: 'Nowy nagłówek' } } });
    await step('DELETE', `/api/landingPages/${page.id}`);
    await step('POST', `/api/landingPages/${page.id}/restore`);
    clock = new Date('2026-11-23T13:30:00Z');
    // The scheduler's tick.
    expect(await publishScheduledPages(app.db, clock)).toEqual([page.id]);
    const entries = await entriesOf('landing-pages', page.id, editor);
    expect(entries.map((e) => `${e.action} by ${e.userEmail}`)).toEqual([
      'publish by system', 'restore by editor@example.com', 'delete by editor@example.com', 'bulk edit by editor@example.com',
      'unpublish by editor@example.com', 'publish by editor@example.com', 'create by editor@example.com',
    ]);
    expect(entries[0]).toMatchObject({ userId: null, detail: { scheduled: true }, changes: expect.arrayContaining([{ field: 'status', before: 'draft', after: 'published' }]) });
    expect(entries.find((e) => e.action === 'bulk edit')!.changes).toEqual([{ field: 'config.hero.headline', before: 'Odbierz bonus', after: 'Nowy nagłówek' }]);
    expect(entries.find((e) => e.action === 'unpublish')!.changes).toEqual(
      expect.arrayContaining([{ field: 'status', before: 'published', after: 'draft' }, { field: 'publishAt', before: null, after: '2026-11-23T13:00:00.000Z' }]),
    );
    clock = new Date('2026-11-23T12:00:00Z');
  });

  it('records staff accounts without secrets: a password set is said, never stored', async () => {
    const roleId = (await call('GET', '/api/v1/roles?search=Viewer', admin)).json().data.items[0].id;
    const payload = { firstName: 'Anna', lastName: 'Kowalczyk', email: 'anna.k@example.com', rolesIds: [roleId], password: 'Sekretne1!' };
    const user = (await call('POST', '/api/v1/users', admin, payload)).json().data;
    const put = await call('PUT', `/api/v1/users/${user.id}`, admin, { ...payload, lastName: 'Nowak', password: 'Inne-haslo2!', version: user.version });
    expect(put.statusCode).toBe(200);
    expect((await call('POST', `/api/v1/users/${user.id}/block`, admin, { blockedTill: '2027-01-01T00:00:00.000Z' })).statusCode).toBe(200);
    const entries = await entriesOf('users', user.id);
    expect(entries.map((e) => e.action)).toEqual(['block', 'update', 'create']);
    expect(entries[1]).toMatchObject({ changes: [{ field: 'lastName', before: 'Kowalczyk', after: 'Nowak' }], detail: { passwordChanged: true } });
    const stored = JSON.stringify((await app.db.query("SELECT * FROM history_entries WHERE module = 'users'")).rows);
    expect(stored).not.toMatch(/Sekretne1|Inne-haslo2|argon2|password_?hash/i);
  });
});

describe('the history routes', () => {
  it('reads file-manager changes in the same trail', async () => {
    // The landing editor uploads into its pages' folder.
    const hero = 'acquisition-landing-page/hero-desktop';
    expect((await call('POST', '/api/v1/files', editor, uploadBody('historia.png', hero))).statusCode).toBe(201);
    const res = await call('GET', `/api/v1/history?module=files&recordId=${hero}/historia.png`, admin);
    expect(res.json().data.items).toEqual([expect.objectContaining({ module: 'files', action: 'upload', userEmail: 'editor@example.com', recordId: `${hero}/historia.png` })]);
    expect(res.json().data.items[0].id).toMatch(/^f\d+$/);
  });

  it('filters by user, module, record and dates, and pages with the list contract', async () => {
    const before = clock;
    clock = new Date('2026-12-01T08:00:00Z');
    const ids: number[] = [];
    for (const name of ['Rugby', 'Krykiet', 'Baseball']) ids.push((await call('POST', '/api/v1/special-categories', viewer, category(name))).json().data.id);
    clock = before;
    const list = async (query: string) => (await call('GET', `/api/v1/history?${query}`, admin)).json().data;

    const december = await list('from=2026-12-01&till=2026-12-01&pageSize=2');
    expect(december).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(december.items.map((e: HistoryEntry) => e.recordId)).toEqual([String(ids[2]), String(ids[1])]);
    expect((await list('from=2026-12-01&till=2026-12-01&pageSize=2&page=2')).items.map((e: HistoryEntry) => e.recordId)).toEqual([String(ids[0])]);
    expect((await list('from=2026-12-01&pageSize=10&order=asc')).items.map((e: HistoryEntry) => e.recordId)).toEqual(ids.map(String));
    expect((await list('till=2026-11-30')).items.every((e: HistoryEntry) => e.at < '2026-12-01')).toBe(true);
    expect((await list(`module=special-categories&recordId=${ids[1]}`)).items).toHaveLength(1);
    const byUser = await list('user=VIEWER@&pageSize=100');
    expect(byUser.total).toBeGreaterThanOrEqual(4);
    expect(byUser.items.every((e: HistoryEntry) => e.userEmail === 'viewer@example.com')).toBe(true);
    expect((await list('user=%25')).total).toBe(0);

    for (const bad of ['from=yesterday', 'module=Drop%20table', 'sort=userEmail', 'pageSize=1000', 'colour=red']) {
      const res = await call('GET', `/api/v1/history?${bad}`, admin);
      expect({ bad, status: res.statusCode }).toEqual({ bad, status: 400 });
      expect(res.json().errorMessages).toBeDefined();
    }
  });

  it('offers no route that changes or deletes an entry', async () => {
    const routes = app.routeAccess.filter((r) => r.url.startsWith('/api/v1/history'));
    // The one write: restoring a deleted record adds entries; none changes or deletes one.
    expect(new Set(routes.filter((r) => r.url !== '/api/v1/history/:entryId/restore').map((r) => r.method))).toEqual(new Set(['GET', 'HEAD']));
    expect(routes.filter((r) => r.url === '/api/v1/history/:entryId/restore').map((r) => r.method)).toEqual(['POST']);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/v1/history', '/api/v1/history/special-categories/1', '/api/v1/history/h1']) {
        expect({ method, url, status: (await call(method, url, admin, {})).statusCode }).toEqual({ method, url, status: 404 });
      }
    }
  });

  it('lets history.index holders read the trail, and a record’s history whoever may read its module', async () => {
    const nobody = undefined;
    expect((await call('GET', '/api/v1/history', nobody)).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/history', admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/history', viewer)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/history', editor)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/history/roles/1', editor)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/history/roles/1', viewer)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/history/landing-pages/1', editor)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/history/special-categories/1', editor)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/history/special-categories/1', nobody)).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/history/no-such-module/1', admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/history/special-categories/abc', admin)).statusCode).toBe(400);
  });
});

describe('retention', () => {
  it('prunes entries older than the retention, both stores, and records the prune', async () => {
    const pruneAt = new Date('2027-03-01T00:00:00Z');
    const removed = await pruneHistory(app.db, pruneAt, 30);
    expect(removed).toBeGreaterThan(5);
    const left = (await call('GET', '/api/v1/history?pageSize=100', admin)).json().data.items as HistoryEntry[];
    expect(left).toEqual([expect.objectContaining({ module: 'history', action: 'prune', userEmail: 'system', at: pruneAt.toISOString(), detail: expect.objectContaining({ removed, retentionDays: 30 }) })]);
    expect(left[0].detail.files).toBeGreaterThanOrEqual(1);
    // Nothing old left: the next prune removes nothing and records nothing.
    expect(await pruneHistory(app.db, pruneAt, 30)).toBe(0);
    expect((await call('GET', '/api/v1/history', admin)).json().data.total).toBe(1);
  });

  it('runs by itself when AUDIT_RETENTION_DAYS is set (first at start, then hourly)', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const other = await createTestApp({ now: () => now, demoData: false, auditRetentionDays: 7 });
    try {
      // Before the app is ready (inject readies it): the start-up prune finds this old entry.
      await other.db.query("INSERT INTO history_entries (at, user_email, module, record_id, action) VALUES ('2026-01-01', 'x@example.com', 'roles', '1', 'update')");
      await other.ready();
      let actions: string[] = [];
      // Wait for the prune itself: the old entry alone is also one row, so a row count would stop too early.
      const deadline = Date.now() + 15_000;
      while (actions.join() !== 'prune' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        actions = (await other.db.query<{ action: string }>('SELECT action FROM history_entries')).rows.map((r) => r.action);
      }
      expect(actions).toEqual(['prune']);
    } finally {
      await other.close();
    }
  });
});
