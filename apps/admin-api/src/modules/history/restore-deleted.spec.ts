// A record deleted for good is restored from its history's delete entry — through the module's own
// create (schema, permission), once, and the old trail says where it went.
import type { HistoryEntry } from '@backoffice/validation';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { recordBeforeDelete } from './restore-deleted';

let app: TestApp;
let admin: string;
let viewer: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
  app.inject({ method, url, headers: token ? { 'x-access-token': token } : {}, ...(payload ? { payload } : {}) });
const deleteEntry = async (module: string, id: number): Promise<HistoryEntry> =>
  (await call('GET', `/api/v1/history/${module}/${id}`, admin)).json().data.items.find((e: HistoryEntry) => e.action === 'delete');

beforeAll(async () => {
  app = await createTestApp({ demoData: true });
  [admin, viewer] = await Promise.all([login(app, 'admin@example.com'), login(app, 'viewer@example.com')]);
});
afterAll(() => app.close());

describe('restoring a deleted record from history', () => {
  it('brings the record back with its fields as a new record, once, and notes it on the old trail', async () => {
    const body = { categoryName: 'Snooker', categoryUrl: '/kategorie/snooker', seoDescription: 'Zakłady: snooker', graphicsUrl: '/files/banners/kategoria.png', sortOrder: 4 };
    const created = (await call('POST', '/api/v1/categories', viewer, body)).json().data;
    expect((await call('DELETE', `/api/v1/categories/${created.id}`, viewer)).statusCode).toBe(200);
    const entry = await deleteEntry('special-categories', created.id);

    const restored = await call('POST', `/api/v1/history/${entry.id}/restore`, viewer);
    expect(restored.statusCode).toBe(201);
    expect(restored.json()).toMatchObject({ message: 'Categories was created successfully', data: body });
    const again = (await call('GET', `/api/v1/categories/${restored.json().data.id}`, viewer)).json().data;
    expect(again).toMatchObject(body);
    expect((await call('POST', `/api/v1/history/${entry.id}/restore`, viewer)).statusCode).toBe(409);
    const trail = (await call('GET', `/api/v1/history/special-categories/${created.id}`, admin)).json().data.items;
    expect(trail[0]).toMatchObject({ action: 'restore', detail: { restoredAs: restored.json().data.id } });
  });

  it('needs the module\'s create permission, a delete entry and a real entry', async () => {
    const role = (await call('POST', '/api/v1/roles', admin, { roleName: 'Do przywrócenia', permissions: ['banners.index'] })).json().data;
    expect((await call('DELETE', `/api/v1/roles/${role.id}`, admin)).statusCode).toBe(200);
    const entry = await deleteEntry('roles', role.id);
    expect((await call('POST', `/api/v1/history/${entry.id}/restore`, viewer)).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/history/${entry.id}/restore`)).statusCode).toBe(401);
    const back = await call('POST', `/api/v1/history/${entry.id}/restore`, admin);
    expect(back.json().data).toMatchObject({ roleName: 'Do przywrócenia', permissions: ['banners.index'] });

    const createEntry = (await call('GET', `/api/v1/history/roles/${role.id}`, admin)).json().data.items.find((e: HistoryEntry) => e.action === 'create');
    expect((await call('POST', `/api/v1/history/${createEntry.id}/restore`, admin)).statusCode).toBe(400);
    expect((await call('POST', '/api/v1/history/h999999999/restore', admin)).statusCode).toBe(404);
    expect((await call('POST', '/api/v1/history/f1/restore', admin)).statusCode).toBe(400);
  });

  it('rebuilds nested fields from their dot paths and ignores fields the schema does not have or prototype paths', () => {
    const record = recordBeforeDelete(
      [{ field: 'config.hero.headline', before: 'Witaj' }, { field: 'status', before: 'active' }, { field: 'config.__proto__.x', before: 1 }, { field: 'name', after: 'x' }],
      new Set(['config', 'name']),
    );
    expect(record).toEqual({ config: { hero: { headline: 'Witaj' } } });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
