// Custom pages through the API (v1/custom-pages): tabs, the slug filter of the availability lookup, a unique slug
// (409 naming the field), HTML cleaned before it is stored, 409 on a stale edit, bad input → 400, permissions.
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { expectRoutePermissions } from '../../../test/resource-permissions';

const now = new Date('2026-11-23T12:00:00Z');
let app: TestApp;
let admin: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/custom-pages${url}`, headers: { 'x-access-token': admin }, ...(payload ? { payload } : {}) });

const customPage = (slug: string, extra: object = {}) => ({ title: `Strona ${slug}`, slug, pl_content: '<p>Treść strony</p>', ...extra });

beforeAll(async () => {
  app = await createTestApp({ now: () => now, demoData: true });
  admin = await login(app, 'admin@example.com');
});
afterAll(() => app.close());

describe('custom pages (v1/custom-pages)', () => {
  it('lists the demo pages on the Active, In-Active, Expired and All tabs', async () => {
    const counts: Record<string, number> = {};
    for (const tab of ['active', 'inactive', 'expired', 'all']) {
      const { items } = (await call('GET', `?status=${tab}&pageSize=100`)).json().data;
      counts[tab] = items.length;
      if (tab !== 'all') expect(items.every((p: { status: string }) => p.status === tab)).toBe(true);
    }
    expect(counts).toEqual({ active: 9, inactive: 2, expired: 1, all: 12 });
  });

  it('finds a page by its exact slug on any tab (the form checks availability with it)', async () => {
    const { items } = (await call('GET', '?status=all&slug=przerwa-techniczna')).json().data;
    expect(items.map((p: { title: string }) => p.title)).toEqual(['Przerwa techniczna']);
    expect((await call('GET', '?status=all&slug=przerwa')).json().data.items).toEqual([]);
    expect((await call('GET', `?status=all&slug=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('stores the HTML of every language without scripts or event handlers', async () => {
    const created = await call('POST', '', customPage('bez-skryptow', {
      pl_content: '<p>Witaj<script>alert(1)</script></p><img src="/files/custom-pages/a.png" onerror="alert(2)">',
      en_content: '<p onclick="steal()">Hello</p><a href="javascript:alert(3)">link</a>',
    }));
    expect(created.statusCode).toBe(201);
    const { id, version, pl_content, en_content } = created.json().data;
    expect(pl_content).toBe('<p>Witaj</p><img src="/files/custom-pages/a.png" />');
    expect(en_content).toBe('<p>Hello</p><a rel="noopener noreferrer">link</a>');
    const updated = await call('PATCH', `/${id}`, { uk_content: '<p>Привіт<img src=x onerror=alert(1)></p>', version });
    expect(updated.json().data.uk_content).toBe('<p>Привіт<img src="x" /></p>');
    expect((await call('GET', `/${id}`)).json().data.pl_content).not.toContain('script');
  });

  it('creates, updates with the version (409 when stale) and deletes with the default texts', async () => {
    const created = await call('POST', '', customPage('regulamin-turnieju', { seoTitle: 'Turniej', dateFrom: '2026-11-20T10:00:00.000Z', dateTill: '2026-12-20T10:00:00.000Z' }));
    expect(created.json()).toMatchObject({ message: 'Custom page created successfully', data: { isActive: true } });
    const onTab = async (tab: string) => (await call('GET', `?status=${tab}&search=regulamin-turnieju`)).json().data.items.map((p: { id: number }) => p.id);
    const { id, version } = created.json().data;
    expect(await onTab('active')).toEqual([id]);
    const updated = await call('PATCH', `/${id}`, { isActive: false, version });
    expect(updated.json()).toMatchObject({ message: 'Custom page updated successfully', data: { isActive: false } });
    expect(await onTab('inactive')).toEqual([id]);
    expect((await call('PATCH', `/${id}`, { title: 'Stara wersja', version })).statusCode).toBe(409);
    const backwards = await call('PATCH', `/${id}`, { dateTill: '2026-11-01T10:00:00.000Z', version: updated.json().data.version });
    expect(backwards.json().errorMessages).toEqual({ dateTill: ['must be after the start date!'] });
    expect((await call('DELETE', `/${id}`)).json().message).toBe('Custom page deleted successfully');
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
  });

  it('answers 409 naming the slug when another page has it, and keeps a page its own slug', async () => {
    const taken = await call('POST', '', customPage('o-nas'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorMessages).toEqual({ slug: ['Another page already uses this slug'] });
    const own = await call('POST', '', customPage('moja-strona'));
    const { id, version } = own.json().data;
    expect((await call('PATCH', `/${id}`, { slug: 'moja-strona', title: 'Nowy tytuł', version })).statusCode).toBe(200);
    expect((await call('PATCH', `/${id}`, { slug: 'kontakt', version: version + 1 })).statusCode).toBe(409);
  });

  it('refuses bad input with the field messages and stores nothing', async () => {
    const before = (await call('GET', '?status=all')).json().data.total;
    const res = await call('POST', '', { title: '', slug: 'Zły Slug!', pl_content: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages).toEqual({
      title: ['Title is required!'],
      slug: ['may contain only lower-case letters, digits and hyphens (e.g. o-nas)'],
      pl_content: ['Content is required!'],
    });
    expect((await call('POST', '', customPage('nieznane', { unknown: 1 }))).statusCode).toBe(400);
    expect((await call('GET', '/abc')).statusCode).toBe(400);
    expect((await call('GET', '?status=all')).json().data.total).toBe(before);
  });

  it('guards every route with the custompage permissions', async () => {
    await expectRoutePermissions(app, 'custom-pages', customPage('uprawnienia'));
  });
});
