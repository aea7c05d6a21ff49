// Medals through the API (v1/medals): tabs active / inactive, default success texts, a duplicate key and a stale
// edit → 409, bad input → 400 with nothing stored, and the signed-in-only rule.
import { createTestApp, login, type TestApp } from '../../../test/helpers';

let app: TestApp;
let viewer: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/medals${url}`, headers: token ? { 'x-access-token': token } : {}, ...(payload ? { payload } : {}) });

const medal = (medalKey: string, extra: object = {}) => ({
  medalKey,
  namePl: `Medal ${medalKey}`,
  nameEn: `Medal ${medalKey}`,
  rule: 'Wygraj 3 kupony w jeden weekend.',
  imageUrl: '/files/medals/medal.png',
  sortOrder: 1,
  ...extra,
});

beforeAll(async () => {
  app = await createTestApp({ demoData: true });
  viewer = await login(app, 'viewer@example.com');
});
afterAll(() => app.close());

describe('medals', () => {
  it('lists the demo data on the Active and In-Active tabs, by sort order', async () => {
    const active = (await call('GET', '?pageSize=100', viewer)).json().data;
    const inactive = (await call('GET', '?status=inactive&pageSize=100', viewer)).json().data;
    expect(active.total).toBeGreaterThanOrEqual(11);
    expect(active.items.every((m: { status: string; isActive: boolean }) => m.status === 'active' && m.isActive)).toBe(true);
    expect(inactive.items.map((m: { medalKey: string }) => m.medalKey)).toEqual(['weekly-player', 'veteran']);
    expect(active.items.map((m: { sortOrder: number }) => m.sortOrder)).toEqual([...active.items.map((m: { sortOrder: number }) => m.sortOrder)].sort((a, b) => a - b));
  });

  it('creates, updates with the version (409 when stale) and deletes', async () => {
    const created = await call('POST', '', viewer, medal('derby-day'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Medal created successfully', data: { medalKey: 'derby-day', isActive: true } });
    const { id, version } = created.json().data;
    const updated = await call('PATCH', `/${id}`, viewer, { nameUk: 'День дербі', version });
    expect(updated.json()).toMatchObject({ message: 'Medal updated successfully', data: { nameUk: 'День дербі', namePl: 'Medal derby-day' } });
    expect((await call('PATCH', `/${id}`, viewer, { sortOrder: 6, version })).statusCode).toBe(409);
    const deleted = await call('DELETE', `/${id}`, viewer);
    expect(deleted.json().message).toBe('Medal deleted successfully');
    expect((await call('GET', `/${id}`, viewer)).statusCode).toBe(404);
  });

  it('refuses a key that another medal has (409 on the field)', async () => {
    const res = await call('POST', '', viewer, medal('first-win'));
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessages).toEqual({ medalKey: ['A medal with this key already exists'] });
  });

  it('refuses bad input with the field messages and stores nothing', async () => {
    const count = async () => (await call('GET', '', viewer)).json().data.total + (await call('GET', '?status=inactive', viewer)).json().data.total;
    const before = await count();
    const res = await call('POST', '', viewer, medal('Zły klucz', { namePl: '', rule: '', imageUrl: 'javascript:alert(1)', sortOrder: -1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages).toMatchObject({
      medalKey: ['must be a valid key!'],
      namePl: ['Polish name is required!'],
      rule: ['Rule is required!'],
      imageUrl: ['must be a valid file link!'],
      sortOrder: ['must be greater than or equal to 0!'],
    });
    expect((await call('POST', '', viewer, medal('extra', { pl_name: 'x' }))).statusCode).toBe(400);
    expect((await call('GET', '/abc', viewer)).statusCode).toBe(400);
    expect((await call('GET', '?status=all', viewer)).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('needs a session, nothing more', async () => {
    expect((await call('GET', '')).statusCode).toBe(401);
    expect((await call('POST', '', undefined, medal('no-session'))).statusCode).toBe(401);
    const editor = await login(app, 'editor@example.com');
    expect((await call('GET', '', editor)).statusCode).toBe(200);
  });
});
