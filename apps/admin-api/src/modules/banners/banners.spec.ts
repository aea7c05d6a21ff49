// Banners (sub banners) through the API: tabs active / inactive / expired, the default texts, 409 on a stale edit,
// bad input → 400, and the `banners` permissions per route and demo role.
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { expectRoutePermissions } from '../../../test/resource-permissions';
import { storedImage } from '../../../test/stored-images';

const now = new Date('2026-11-23T12:00:00Z');
let app: TestApp;
let admin: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/sub-banners${url}`, headers: { 'x-access-token': admin }, ...(payload ? { payload } : {}) });

const banner = (name: string, extra: object = {}) => ({
  subBannerName: name,
  pl_title: `Tytuł ${name}`,
  pl_imageAltText: `Baner ${name}`,
  pl_link: '/promocje/bonus',
  sortOrder: 1,
  pl_imageUrl: '/files/sub-banners/baner.png',
  ...extra,
});

beforeAll(async () => {
  app = await createTestApp({ now: () => now, demoData: true });
  // The image the fixtures name, stored at its rule's size (a link to no stored file is refused).
  await storedImage(app, 'sub-banners/baner.png', 'subBanner');
  admin = await login(app, 'admin@example.com');
});
afterAll(() => app.close());

describe('banners (v1/sub-banners)', () => {
  it('lists the demo data on the Active, In-Active and Expired tabs', async () => {
    for (const [tab, count] of [['active', 8], ['inactive', 2], ['expired', 2]] as const) {
      const { items } = (await call('GET', `?status=${tab}&pageSize=100`)).json().data;
      expect(items.length).toBe(count);
      expect(items.every((b: { status: string }) => b.status === tab)).toBe(true);
    }
  });

  it('creates, updates with the version (409 when stale) and deletes with the default texts', async () => {
    const created = await call('POST', '', banner('Hokej', { newBanner: true, forNonLogged: true, pl_imageUrl: await storedImage(app, 'sub-banners/nowy.png', 'newBanner') }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Banner created successfully', data: { newBanner: true, forNonLogged: true } });
    const { id, version } = created.json().data;
    const updated = await call('PATCH', `/${id}`, { sortOrder: 5, version });
    expect(updated.json()).toMatchObject({ message: 'Banner updated successfully', data: { sortOrder: 5, subBannerName: 'Hokej' } });
    expect((await call('PATCH', `/${id}`, { sortOrder: 6, version })).statusCode).toBe(409);
    expect((await call('DELETE', `/${id}`)).json().message).toBe('Banner deleted successfully');
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with the field messages and stores nothing', async () => {
    const before = (await call('GET', '?search=Zły')).json().data.total;
    const res = await call('POST', '', banner('Zły', { subBannerName: '', pl_imageAltText: ' ', pl_link: 'javascript:alert(1)', pl_imageUrl: '../x.png' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages).toMatchObject({
      subBannerName: ['Name is required!'],
      pl_imageAltText: ['Image alt is required!'],
      pl_link: ['must be a valid url!'],
      pl_imageUrl: ['must be a valid file link!'],
    });
    expect((await call('POST', '', banner('Zły', { unknown: 1 }))).statusCode).toBe(400);
    expect((await call('GET', '/abc')).statusCode).toBe(400);
    expect((await call('GET', '?search=Zły')).json().data.total).toBe(before);
  });

  it('guards every route with the banners permissions', async () => {
    await expectRoutePermissions(app, 'sub-banners', banner('Uprawnienia'));
  });
});
