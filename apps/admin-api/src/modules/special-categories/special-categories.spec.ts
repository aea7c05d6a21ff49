// Special categories through the API: tabs all / expired, the spec's texts, 409 on a stale edit, bad input → 400,
// and the signed-in-only rule (any demo role may manage them; no session → 401).
import { createTestApp, login, type TestApp } from '../../../test/helpers';

const now = new Date('2026-11-23T12:00:00Z');
let app: TestApp;
let viewer: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/categories${url}`, headers: token ? { 'x-access-token': token } : {}, ...(payload ? { payload } : {}) });

const category = (name: string, extra: object = {}) => ({
  categoryName: name,
  categoryUrl: `/kategorie/${name.toLowerCase()}`,
  seoDescription: `Zakłady: ${name}`,
  graphicsUrl: '/files/banners/kategoria.png',
  sortOrder: 1,
  ...extra,
});

beforeAll(async () => {
  app = await createTestApp({ now: () => now, demoData: true });
  viewer = await login(app, 'viewer@example.com');
});
afterAll(() => app.close());

describe('special categories', () => {
  it('lists the demo data on the All and Expired tabs', async () => {
    const all = (await call('GET', '?pageSize=100', viewer)).json().data;
    const expired = (await call('GET', '?status=expired&pageSize=100', viewer)).json().data;
    expect(all.total).toBeGreaterThanOrEqual(12);
    expect(expired.items.length).toBe(3);
    expect(expired.items.every((c: { status: string }) => c.status === 'expired')).toBe(true);
    expect(all.items.map((c: { sortOrder: number }) => c.sortOrder)).toEqual([...all.items.map((c: { sortOrder: number }) => c.sortOrder)].sort((a, b) => a - b));
  });

  it('creates, updates with the version (409 when stale) and deletes with the spec texts', async () => {
    const created = await call('POST', '', viewer, category('Hokej'));
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Categories was created successfully');
    const { id, version } = created.json().data;
    const updated = await call('PATCH', `/${id}`, viewer, { sortOrder: 5, version });
    expect(updated.json()).toMatchObject({ message: 'Categories was updated successfully', data: { sortOrder: 5, categoryName: 'Hokej' } });
    expect((await call('PATCH', `/${id}`, viewer, { sortOrder: 6, version })).statusCode).toBe(409);
    const deleted = await call('DELETE', `/${id}`, viewer);
    expect(deleted.json().message).toBe('Categories was deleted successfully');
    expect((await call('GET', `/${id}`, viewer)).statusCode).toBe(404);
  });

  it('refuses bad input with the field messages and stores nothing', async () => {
    const before = (await call('GET', '?search=Zły', viewer)).json().data.total;
    const res = await call('POST', '', viewer, category('Zły', { categoryName: '', graphicsUrl: 'javascript:alert(1)', sortOrder: -1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages).toMatchObject({
      categoryName: ['Name is required!'],
      graphicsUrl: ['must be a valid file link!'],
      sortOrder: ['must be greater than or equal to 0!'],
    });
    const dates = await call('POST', '', viewer, category('Zły', { dateStart: '2026-12-02T10:00:00.000Z', dateTill: '2026-12-01T10:00:00.000Z' }));
    expect(dates.json().errorMessages).toEqual({ dateTill: ['must be after the start date!'] });
    expect((await call('GET', '?search=Zły', viewer)).json().data.total).toBe(before);
  });

  it('a partial edit is checked as a whole record', async () => {
    const { id, version } = (await call('POST', '', viewer, category('Okno', { dateStart: '2026-12-01T10:00:00.000Z' }))).json().data;
    const res = await call('PATCH', `/${id}`, viewer, { dateTill: '2026-11-30T10:00:00.000Z', version });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages).toEqual({ dateTill: ['must be after the start date!'] });
  });

  it('needs a session, nothing more', async () => {
    expect((await call('GET', '')).statusCode).toBe(401);
    const editor = await login(app, 'editor@example.com');
    expect((await call('GET', '', editor)).statusCode).toBe(200);
  });

  it('is served at v1/categories, and the first path v1/special-categories still answers', async () => {
    const token = await login(app, 'editor@example.com');
    const spec = (await app.inject({ method: 'GET', url: '/api/v1/categories?pageSize=5', headers: { 'x-access-token': token } })).json().data;
    const alias = await app.inject({ method: 'GET', url: '/api/v1/special-categories?pageSize=5', headers: { 'x-access-token': token } });
    expect(alias.statusCode).toBe(200);
    expect(alias.json().data).toEqual(spec);
    const one = await app.inject({ method: 'GET', url: `/api/v1/special-categories/${spec.items[0].id}`, headers: { 'x-access-token': token } });
    expect(one.json().data.id).toBe(spec.items[0].id);
    const paths = Object.keys((await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/categories', '/api/v1/categories/{id}']));
    expect(paths).not.toContain('/api/v1/special-categories');
  });
});
