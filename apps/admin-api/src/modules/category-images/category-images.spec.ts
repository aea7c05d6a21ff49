// Category images through the API: tabs active / inactive, the spec's texts, PUT and PATCH with the version (409 when
// stale), bad input → 400 with nothing stored, and the signed-in-only rule.
import { createTestApp, login, type TestApp } from '../../../test/helpers';

let app: TestApp;
let viewer: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/events-categories${url}`, headers: token ? { 'x-access-token': token } : {}, ...(payload ? { payload } : {}) });

const image = (eventId: number, extra: object = {}) => ({
  categoryId: 109,
  eventId,
  categoryName: 'Piłka nożna › Liga Mistrzów',
  additionalData: { backgroundURL: '/files/category-images/tlo.png', eventName: 'PSG – Juventus', disableNoFollow: false },
  ...extra,
});

beforeAll(async () => {
  app = await createTestApp({ demoData: true });
  viewer = await login(app, 'viewer@example.com');
});
afterAll(() => app.close());

describe('category images', () => {
  it('lists the demo data on the Active and In-Active tabs', async () => {
    const active = (await call('GET', '?pageSize=100', viewer)).json().data;
    const inactive = (await call('GET', '?status=inactive&pageSize=100', viewer)).json().data;
    expect(active.total).toBeGreaterThanOrEqual(11);
    expect(inactive.items).toHaveLength(2);
    expect(inactive.items.every((c: { status: string; isActive: boolean }) => c.status === 'inactive' && !c.isActive)).toBe(true);
    expect(active.items[0]).toMatchObject({ categoryId: 101, additionalData: { eventName: expect.any(String), disableNoFollow: false } });
    expect((await call('GET', '?search=Świątek', viewer)).json().data.items).toHaveLength(1);
  });

  it('creates, replaces with PUT and the version (409 when stale) and deletes with the spec texts', async () => {
    const created = await call('POST', '', viewer, image(5_503_777));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Category image created successfully', data: { eventId: 5_503_777, isActive: true } });
    const { id, version } = created.json().data;
    const replaced = await call('PUT', `/${id}`, viewer, { ...image(5_503_777), additionalData: { eventName: 'PSG – Juventus', disableNoFollow: true }, version });
    expect(replaced.json()).toMatchObject({ message: 'Category image updated successfully', data: { additionalData: { disableNoFollow: true } } });
    expect(replaced.json().data.additionalData.backgroundURL).toBeUndefined();
    expect((await call('PATCH', `/${id}`, viewer, { isActive: false, version })).statusCode).toBe(409);
    const deleted = await call('DELETE', `/${id}`, viewer);
    expect(deleted.json().message).toBe('Category image deleted successfully');
    expect((await call('GET', `/${id}`, viewer)).statusCode).toBe(404);
  });

  it('refuses bad input with the field messages and stores nothing', async () => {
    const count = async () => (await call('GET', '', viewer)).json().data.total + (await call('GET', '?status=inactive', viewer)).json().data.total;
    const before = await count();
    const missing = await call('POST', '', viewer, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessages).toEqual({ categoryId: ['Category id is required!'], eventId: ['Event id is required!'] });
    const bad = await call('POST', '', viewer, image(0, { categoryId: 'abc', additionalData: { backgroundURL: 'https://evil.example/x.png' } }));
    expect(bad.json().errorMessages).toMatchObject({ categoryId: ['must be a valid number!'], eventId: ['must be greater than or equal to 1!'], 'additionalData.backgroundURL': ['must be a valid file link!'] });
    expect((await call('POST', '', viewer, image(1, { status: 'active' }))).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('needs a session, nothing more', async () => {
    expect((await call('GET', '')).statusCode).toBe(401);
    expect((await call('POST', '', undefined, image(1))).statusCode).toBe(401);
    const editor = await login(app, 'editor@example.com');
    expect((await call('GET', '', editor)).statusCode).toBe(200);
  });

  it('is served at v1/events-categories, and the first path v1/category-images still answers', async () => {
    const token = await login(app, 'editor@example.com');
    const spec = (await app.inject({ method: 'GET', url: '/api/v1/events-categories?pageSize=5', headers: { 'x-access-token': token } })).json().data;
    const alias = await app.inject({ method: 'GET', url: '/api/v1/category-images?pageSize=5', headers: { 'x-access-token': token } });
    expect(alias.statusCode).toBe(200);
    expect(alias.json().data).toEqual(spec);
    const one = await app.inject({ method: 'GET', url: `/api/v1/category-images/${spec.items[0].id}`, headers: { 'x-access-token': token } });
    expect(one.json().data.id).toBe(spec.items[0].id);
    const paths = Object.keys((await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/events-categories', '/api/v1/events-categories/{id}']));
    expect(paths).not.toContain('/api/v1/category-images');
  });
});
