// My bet templates through the API (v1/mybet/templates): tabs all + per template type, the default texts, 409 on a
// stale edit, the comment and link rules of the spec, bad input → 400, and the mybet permissions per route.
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { expectRoutePermissions } from '../../../test/resource-permissions';

let app: TestApp;
let admin: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/mybet/templates${url}`, headers: { 'x-access-token': admin }, ...(payload ? { payload } : {}) });

const template = (comment: string, extra: object = {}) => ({ comment, link: '/promocje', templateType: 'lost', ...extra });

beforeAll(async () => {
  app = await createTestApp({ demoData: true });
  admin = await login(app, 'admin@example.com');
});
afterAll(() => app.close());

describe('my bet templates (v1/mybet/templates)', () => {
  it('lists every template on "all" (the default) and each type on its tab', async () => {
    const all = (await call('GET', '?pageSize=100')).json().data;
    expect(all.total).toBe(13);
    for (const [tab, count] of [['won', 3], ['lost', 3], ['on_hold', 3], ['cashout', 2], ['void', 2]] as const) {
      const { items } = (await call('GET', `?status=${tab}&pageSize=100`)).json().data;
      expect(items.length).toBe(count);
      expect(items.every((t: { templateType: string }) => t.templateType === tab)).toBe(true);
    }
    expect((await call('GET', '?status=pending')).statusCode).toBe(400);
  });

  it('creates, updates with the version (409 when stale) and deletes with the default texts', async () => {
    const created = await call('POST', '', template('Szkoda, spróbuj jeszcze raz'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'My bet template created successfully', data: { isActive: true, isEditable: false } });
    const { id, version } = created.json().data;
    const updated = await call('PATCH', `/${id}`, { templateType: 'on_hold', link: '', isActive: false, version });
    expect(updated.json()).toMatchObject({ message: 'My bet template updated successfully', data: { templateType: 'on_hold', link: '' } });
    expect((await call('GET', '?status=on_hold&search=spróbuj jeszcze')).json().data.items.map((t: { id: number }) => t.id)).toEqual([id]);
    expect((await call('PATCH', `/${id}`, { comment: 'Inny', version })).statusCode).toBe(409);
    // Switching it on without a link is checked on the whole record.
    const active = await call('PATCH', `/${id}`, { isActive: true, version: updated.json().data.version });
    expect(active.json().errorMessages).toEqual({ link: ['Must enter link when active'] });
    expect((await call('DELETE', `/${id}`)).json().message).toBe('My bet template deleted successfully');
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with the spec\'s messages and stores nothing', async () => {
    const before = (await call('GET', '?search=Zły')).json().data.total;
    const res = await call('POST', '', template('', { link: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages).toEqual({ comment: ['must enter a comment'], link: ['Must enter link when active'] });
    const noLink = await call('POST', '', template('Zły', { link: '', isActive: false, isEditable: true }));
    expect(noLink.json().errorMessages).toEqual({ link: ['Must enter link when active'] });
    expect((await call('POST', '', template('Zły', { templateType: 'pending' }))).json().errorMessages).toEqual({ templateType: ['please select template type'] });
    expect((await call('POST', '', template('Zły', { unknown: 1 }))).statusCode).toBe(400);
    expect((await call('GET', '/abc')).statusCode).toBe(400);
    expect((await call('GET', '?search=Zły')).json().data.total).toBe(before);
  });

  it('guards every route with the mybet permissions', async () => {
    await expectRoutePermissions(app, 'mybet/templates', template('Uprawnienia'));
  });
});
