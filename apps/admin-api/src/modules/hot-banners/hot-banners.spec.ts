// Hot banners through the API (v1/banners): tabs active / inactive / expired, the default texts, 409 on a stale
// edit, the link / event game and image / alt rules, bad input → 400, and the hotbanners permissions per route.
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { expectRoutePermissions } from '../../../test/resource-permissions';
import { storedImage } from '../../../test/stored-images';

const now = new Date('2026-11-23T12:00:00Z');
let app: TestApp;
let admin: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/banners${url}`, headers: { 'x-access-token': admin }, ...(payload ? { payload } : {}) });

const hotBanner = (name: string, extra: object = {}) => ({
  bannerName: name,
  pl_title: `Tytuł ${name}`,
  pl_link: '/promocje/bonus',
  sortOrder: 1,
  pl_imageUrl: '/files/hot-banners/baner.png',
  pl_imageAltText: `Baner ${name}`,
  ...extra,
});

beforeAll(async () => {
  app = await createTestApp({ now: () => now, demoData: true });
  // The image the fixtures name, stored at its rule's size (a link to no stored file is refused).
  await storedImage(app, 'hot-banners/baner.png', 'banner');
  admin = await login(app, 'admin@example.com');
});
afterAll(() => app.close());

describe('hot banners (v1/banners)', () => {
  it('lists the demo data on the Active, In-Active and Expired tabs', async () => {
    for (const [tab, count] of [['active', 8], ['inactive', 2], ['expired', 2]] as const) {
      const { items } = (await call('GET', `?status=${tab}&pageSize=100`)).json().data;
      expect(items.length).toBe(count);
      expect(items.every((b: { status: string }) => b.status === tab)).toBe(true);
    }
  });

  it('creates, updates with the version (409 when stale) and deletes with the default texts', async () => {
    const created = await call('POST', '', hotBanner('Hokej', { pl_link: '', eventGameId: '9100999' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Hot banner created successfully', data: { eventGameId: '9100999', isActive: true } });
    const { id, version } = created.json().data;
    const updated = await call('PATCH', `/${id}`, { isActive: false, version });
    expect(updated.json()).toMatchObject({ message: 'Hot banner updated successfully', data: { isActive: false } });
    expect((await call('GET', '?status=inactive&search=Hokej')).json().data.items.map((b: { id: number }) => b.id)).toEqual([id]);
    expect((await call('PATCH', `/${id}`, { sortOrder: 6, version })).statusCode).toBe(409);
    // Taking away the event game of a banner without a link is checked on the whole record.
    const unlinked = await call('PATCH', `/${id}`, { eventGameId: '', version: updated.json().data.version });
    expect(unlinked.json().errorMessages).toEqual({ pl_link: ['Link is required!'] });
    expect((await call('DELETE', `/${id}`)).json().message).toBe('Hot banner deleted successfully');
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with the field messages and stores nothing', async () => {
    const before = (await call('GET', '?search=Zły')).json().data.total;
    const res = await call('POST', '', hotBanner('Zły', { bannerName: '', pl_link: '', pl_imageAltText: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages).toEqual({
      bannerName: ['Name is required!'],
      pl_link: ['Link is required!'],
      pl_imageAltText: ['Image alt is required!'],
    });
    expect((await call('POST', '', hotBanner('Zły', { pl_mobileImageUrl: 'http://evil.example/x.png' }))).statusCode).toBe(400);
    expect((await call('POST', '', hotBanner('Zły', { unknown: 1 }))).statusCode).toBe(400);
    expect((await call('GET', '?search=Zły')).json().data.total).toBe(before);
  });

  it('guards every route with the hotbanners permissions', async () => {
    await expectRoutePermissions(app, 'banners', hotBanner('Uprawnienia'));
  });
});
