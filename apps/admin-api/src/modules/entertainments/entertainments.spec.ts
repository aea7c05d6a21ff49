// Entertainments through the API: tabs active / inactive / expired, the category as a key/value list, the default
// texts, 409 on a stale edit, bad input → 400 (type, event id, name, category required), the event game types,
// and the entertainment permissions per route and demo role.
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { expectRoutePermissions } from '../../../test/resource-permissions';
import { storedImage } from '../../../test/stored-images';

const now = new Date('2026-11-23T12:00:00Z');
let app: TestApp;
let admin: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin) =>
  app.inject({ method, url: `/api/v1/entertainments${url}`, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });

const entertainment = (name: string, extra: object = {}) => ({
  eventGameType: 'OUTRIGHT',
  eventId: '7701234',
  entertainmentName: name,
  category: [{ key: 'music', value: 'Muzyka' }],
  pl_title: `Tytuł ${name}`,
  sortOrder: 3,
  pl_imageUrl: '/files/entertainments/e.png',
  ...extra,
});

beforeAll(async () => {
  app = await createTestApp({ now: () => now, demoData: true });
  // The image the fixtures name, stored at its rule's size (a link to no stored file is refused).
  await storedImage(app, 'entertainments/e.png', 'entertainment');
  admin = await login(app, 'admin@example.com');
});
afterAll(() => app.close());

describe('entertainments (v1/entertainments)', () => {
  it('lists the demo data on the Active, In-Active and Expired tabs', async () => {
    for (const [tab, count] of [['active', 8], ['inactive', 2], ['expired', 2]] as const) {
      const { items } = (await call('GET', `?status=${tab}&pageSize=100`)).json().data;
      expect(items.length).toBe(count);
      expect(items.every((e: { status: string }) => e.status === tab)).toBe(true);
    }
  });

  it('creates, updates with the version (409 when stale) and deletes with the default texts', async () => {
    const created = await call('POST', '', entertainment('Eurowizja test'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Entertainment created successfully', data: { category: [{ key: 'music', value: 'Muzyka' }], isActive: true } });
    const { id, version } = created.json().data;
    const category = [{ key: 'tv', value: 'Telewizja' }];
    const updated = await call('PATCH', `/${id}`, { category, version });
    expect(updated.json()).toMatchObject({ message: 'Entertainment updated successfully', data: { category, entertainmentName: 'Eurowizja test' } });
    expect((await call('PATCH', `/${id}`, { category, version })).statusCode).toBe(409);
    expect((await call('DELETE', `/${id}`)).json().message).toBe('Entertainment deleted successfully');
    // An emptied date is no date: stored as null, never '' into a timestamp column (was a 500).
    const undated = await call('POST', '', entertainment('Bez dat', { dateFrom: '', dateTill: '' }));
    expect(undated.statusCode).toBe(201);
    expect(undated.json().data).toMatchObject({ dateFrom: null, dateTill: null });
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with the field messages and stores nothing', async () => {
    const before = (await call('GET', '?search=Zły')).json().data.total;
    const res = await call('POST', '', entertainment('Zły', { eventGameType: '', eventId: '', entertainmentName: '', category: [] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages).toEqual({
      eventGameType: ['please select event game type'],
      eventId: ['Event id is required!'],
      entertainmentName: ['Name is required!'],
      category: ['must contain minimum 1 items!'],
    });
    expect((await call('POST', '', entertainment('Zły', { eventGameType: 'LOTTERY' }))).statusCode).toBe(400);
    expect((await call('POST', '', entertainment('Zły', { eventId: '12a' }))).json().errorMessages).toEqual({ eventId: ['must be a valid id!'] });
    expect((await call('GET', '?search=Zły')).json().data.total).toBe(before);
  });

  it('serves the event game types to those who may work with entertainments', async () => {
    const types = (t: string) => app.inject({ method: 'GET', url: '/api/v1/event-game-types', headers: { 'x-access-token': t } });
    const res = await types(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual({ value: 'OUTRIGHT', label: 'Outright winner' });
    expect((await types(await login(app, 'viewer@example.com'))).statusCode).toBe(200);
    expect((await types(await login(app, 'editor@example.com'))).statusCode).toBe(403);
  });

  it('guards every route with the entertainment permissions', async () => {
    await expectRoutePermissions(app, 'entertainments', entertainment('Uprawnienia'));
  });
});
