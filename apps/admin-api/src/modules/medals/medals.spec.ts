// Medals through the API (v1/medals): tabs active / inactive, default success texts, a duplicate key and a stale
// edit → 409, bad input → 400 with nothing stored, and the medals permissions.
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { storedImage } from '../../../test/stored-images';

let app: TestApp;
let viewer: string;
let admin: string;

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
  // The image the fixtures name, stored at its rule's size (a link to no stored file is refused).
  await storedImage(app, 'medals/medal.png', 'medal');
  viewer = await login(app, 'viewer@example.com');
  admin = await login(app, 'admin@example.com');
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
    const created = await call('POST', '', admin, medal('derby-day'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Medal created successfully', data: { medalKey: 'derby-day', isActive: true } });
    const { id, version } = created.json().data;
    const updated = await call('PATCH', `/${id}`, admin, { nameUk: 'День дербі', version });
    expect(updated.json()).toMatchObject({ message: 'Medal updated successfully', data: { nameUk: 'День дербі', namePl: 'Medal derby-day' } });
    expect((await call('PATCH', `/${id}`, admin, { sortOrder: 6, version })).statusCode).toBe(409);
    const deleted = await call('DELETE', `/${id}`, admin);
    expect(deleted.json().message).toBe('Medal deleted successfully');
    expect((await call('GET', `/${id}`, admin)).statusCode).toBe(404);
  });

  it('refuses a key that another medal has (409 on the field)', async () => {
    const res = await call('POST', '', admin, medal('first-win'));
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessages).toEqual({ medalKey: ['A medal with this key already exists'] });
  });

  it('refuses bad input with the field messages and stores nothing', async () => {
    const count = async () => (await call('GET', '', admin)).json().data.total + (await call('GET', '?status=inactive', admin)).json().data.total;
    const before = await count();
    const res = await call('POST', '', admin, medal('Zły klucz', { namePl: '', rule: '', imageUrl: 'javascript:alert(1)', sortOrder: -1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages).toMatchObject({
      medalKey: ['must be a valid key!'],
      namePl: ['Polish name is required!'],
      rule: ['Rule is required!'],
      imageUrl: ['must be a valid file link!'],
      sortOrder: ['must be greater than or equal to 0!'],
    });
    expect((await call('POST', '', admin, medal('extra', { pl_name: 'x' }))).statusCode).toBe(400);
    expect((await call('GET', '/abc', admin)).statusCode).toBe(400);
    expect((await call('GET', '?status=all', admin)).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('enforces the medals permissions: the viewer (medals.index, .read) reads but writes nothing, the landing editor gets 403', async () => {
    expect((await call('GET', '')).statusCode).toBe(401);
    expect((await call('POST', '', undefined, medal('no-session'))).statusCode).toBe(401);
    const [first] = (await call('GET', '', viewer)).json().data.items as { id: number; version: number }[];
    expect((await call('GET', `/${first.id}`, viewer)).statusCode).toBe(200);
    expect((await call('POST', '', viewer, medal('viewer-made'))).statusCode).toBe(403);
    expect((await call('PATCH', `/${first.id}`, viewer, { sortOrder: 99, version: first.version })).statusCode).toBe(403);
    expect((await call('DELETE', `/${first.id}`, viewer)).statusCode).toBe(403);
    const editor = await login(app, 'editor@example.com');
    expect((await call('GET', '', editor)).statusCode).toBe(403);
    expect((await call('POST', '', editor, medal('editor-made'))).statusCode).toBe(403);
    expect((await call('GET', `/${first.id}`, admin)).json().data.sortOrder).not.toBe(99);
  });
});
