// Placements through the API: tabs active / inactive / expired, places and screens as lists, the default texts, 409
// on a stale edit, bad input → 400 (at least one screen), and the placement permissions per route and demo role.
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { expectRoutePermissions } from '../../../test/resource-permissions';
import { storedImage } from '../../../test/stored-images';

const now = new Date('2026-11-23T12:00:00Z');
let app: TestApp;
let admin: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/placements${url}`, headers: { 'x-access-token': admin }, ...(payload ? { payload } : {}) });

const placement = (name: string, extra: object = {}) => ({
  placementName: name,
  pl_title: `Tytuł ${name}`,
  places: [{ key: 'home', value: '1' }],
  screens: [{ key: 'desktop', value: 'right-column' }],
  pl_imageUrl: '/files/placements/kafel.png',
  pl_imageAltText: `Kafel ${name}`,
  ...extra,
});

beforeAll(async () => {
  app = await createTestApp({ now: () => now, demoData: true });
  // The image the fixtures name, stored at its rule's size (a link to no stored file is refused).
  await storedImage(app, 'placements/kafel.png', 'placement');
  admin = await login(app, 'admin@example.com');
});
afterAll(() => app.close());

describe('placements (v1/placements)', () => {
  it('lists the demo data on the Active, In-Active and Expired tabs', async () => {
    for (const [tab, count] of [['active', 8], ['inactive', 2], ['expired', 2]] as const) {
      const { items } = (await call('GET', `?status=${tab}&pageSize=100`)).json().data;
      expect(items.length).toBe(count);
      expect(items.every((p: { status: string }) => p.status === tab)).toBe(true);
    }
  });

  it('creates, updates with the version (409 when stale) and deletes with the default texts', async () => {
    const created = await call('POST', '', placement('Hokej'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Placement created successfully', data: { places: [{ key: 'home', value: '1' }], isActive: true } });
    const { id, version } = created.json().data;
    const screens = [{ key: 'mobile', value: 'top' }, { key: 'tablet', value: 'top' }];
    const updated = await call('PATCH', `/${id}`, { screens, version });
    expect(updated.json()).toMatchObject({ message: 'Placement updated successfully', data: { screens, placementName: 'Hokej' } });
    expect((await call('PATCH', `/${id}`, { screens, version })).statusCode).toBe(409);
    expect((await call('GET', `/${id}`)).json().data.screens).toEqual(screens);
    expect((await call('DELETE', `/${id}`)).json().message).toBe('Placement deleted successfully');
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with the field messages and stores nothing', async () => {
    const before = (await call('GET', '?search=Zły')).json().data.total;
    const res = await call('POST', '', placement('Zły', { placementName: '', pl_imageUrl: '', pl_imageAltText: '', screens: [] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages).toEqual({
      placementName: ['Name is required!'],
      pl_imageUrl: ['Image is required!'],
      pl_imageAltText: ['Image alt is required!'],
      screens: ['must contain minimum 1 items!'],
    });
    expect((await call('POST', '', placement('Zły', { places: [{ key: 'home' }] }))).statusCode).toBe(400);
    expect((await call('POST', '', placement('Zły', { unknown: 1 }))).statusCode).toBe(400);
    expect((await call('GET', '?search=Zły')).json().data.total).toBe(before);
  });

  it('guards every route with the placement permissions', async () => {
    await expectRoutePermissions(app, 'placements', placement('Uprawnienia'));
  });
});
