// Registration and verification banners through one API: the list narrowed by kind with tabs active / inactive,
// each kind's images required (another kind's refused), 409 on a stale edit, a fixed kind, signed-in only.
import { BANNER_SLOTS, type MethodBannerKind } from '@backoffice/modules-content';
import { createTestApp, login, type TestApp } from '../../../test/helpers';

let app: TestApp;
let viewer: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/registration/banners${url}`, headers: token ? { 'x-access-token': token } : {}, ...(payload ? { payload } : {}) });
const images = (kind: MethodBannerKind) =>
  Object.fromEntries(BANNER_SLOTS[kind].map((s) => [s.key, { url: `/files/${s.folder}/e2e.png`, alt: `Baner ${s.label}` }]));
const banner = (kind: MethodBannerKind, extra: object = {}) => ({ kind, method: 'mObywatel', name: `Baner ${kind}`, images: images(kind), ...extra });

beforeAll(async () => {
  app = await createTestApp({ demoData: true });
  viewer = await login(app, 'viewer@example.com');
});
afterAll(() => app.close());

describe('method banners', () => {
  it('lists each kind on its own, with the active and inactive tabs', async () => {
    const registration = (await call('GET', '?kind=registration&status=active&pageSize=100', viewer)).json().data;
    const inactive = (await call('GET', '?kind=registration&status=inactive&pageSize=100', viewer)).json().data;
    const verification = (await call('GET', '?kind=verification&pageSize=100', viewer)).json().data;
    expect(registration.items.length).toBe(3);
    expect(inactive.items.map((b: { method: string }) => b.method)).toEqual(['bankLogin']);
    expect(registration.items.every((b: { kind: string; status: string }) => b.kind === 'registration' && b.status === 'active')).toBe(true);
    expect(verification.items.every((b: { kind: string }) => b.kind === 'verification')).toBe(true);
    expect(Object.keys(verification.items[0].images).sort()).toEqual(['desktop', 'mobileBackground']);
    expect((await call('GET', '?kind=promotion', viewer)).statusCode).toBe(400);
  });

  it('creates, updates with the version (409 when stale) and deletes', async () => {
    const created = await call('POST', '', viewer, banner('verification'));
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Banner created successfully');
    const { id, version } = created.json().data;
    const updated = await call('PATCH', `/${id}`, viewer, { isActive: false, version });
    expect(updated.json()).toMatchObject({ message: 'Banner updated successfully', data: { isActive: false } });
    expect((await call('PATCH', `/${id}`, viewer, { isActive: true, version })).statusCode).toBe(409);
    const moved = await call('PATCH', `/${id}`, viewer, { kind: 'registration', images: images('registration'), method: 'form', version: version + 1 });
    expect(moved.json().errorMessages).toEqual({ kind: ['Banner kind (registration or verification) cannot be changed!'] });
    expect((await call('DELETE', `/${id}`, viewer)).json().message).toBe('Banner deleted successfully');
  });

  it("requires every image of the kind with its alt text, and refuses another kind's images or methods", async () => {
    const missing = await call('POST', '', viewer, banner('registration', { name: '', images: { desktop: { url: '/files/x/a.png', alt: '' } } }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessages).toMatchObject({
      name: ['Name is required!'],
      'images.desktop.alt': ['Alt text is required!'],
      'images.mobile.url': ['Image is required!'],
      'images.mobileBackgroundV2.url': ['Image is required!'],
    });
    const foreign = await call('POST', '', viewer, banner('verification', { method: 'form', images: { ...images('verification'), smallMobile: { url: '/files/x/a.png', alt: 'x' } } }));
    expect(foreign.json().errorMessages).toEqual({ method: ['please select method'], 'images.smallMobile': ['is not allowed!'] });
    const unsafe = await call('POST', '', viewer, banner('verification', { images: { ...images('verification'), desktop: { url: 'javascript:alert(1)', alt: 'x' } } }));
    expect(unsafe.json().errorMessages).toEqual({ 'images.desktop.url': ['must be a valid file link!'] });
  });

  it('needs a session, nothing more', async () => {
    expect((await call('GET', '')).statusCode).toBe(401);
    const editor = await login(app, 'editor@example.com');
    expect((await call('GET', '?kind=registration', editor)).statusCode).toBe(200);
  });
});
