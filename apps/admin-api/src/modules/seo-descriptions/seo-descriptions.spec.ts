// SEO descriptions through the API: addressed by page type (/seo/{type}), one per type (409 on the type field),
// the search-engine lengths, 409 on a stale edit, the type kept by updates, and the editableSeoDesc permissions.
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { expectRoutePermissions } from '../../../test/resource-permissions';

let app: TestApp;
let admin: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/seo${url}`, headers: { 'x-access-token': admin }, ...(payload ? { payload } : {}) });

const seo = (type: string, extra: object = {}) => ({
  type,
  name: `Strona ${type}`,
  pl_title: 'Zakłady na tenisa — Wimbledon',
  pl_description: 'Kursy na Wimbledon, Roland Garros i turnieje ATP.',
  ...extra,
});

beforeAll(async () => {
  app = await createTestApp({ demoData: true });
  admin = await login(app, 'admin@example.com');
});
afterAll(() => app.close());

describe('SEO descriptions (v1/seo)', () => {
  it('lists the demo page types sorted by type and finds one by its type', async () => {
    const { items, total } = (await call('GET', '?pageSize=100')).json().data;
    expect(total).toBeGreaterThanOrEqual(10);
    const types = items.map((i: { type: string }) => i.type);
    expect(types).toEqual([...types].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const home = await call('GET', '/home');
    expect(home.statusCode).toBe(200);
    expect(home.json().data).toMatchObject({ type: 'home', name: 'Strona główna' });
    expect((await call('GET', '/nie-ma-takiej')).statusCode).toBe(404);
    expect((await call('GET', '/zły%20typ')).statusCode).toBe(400);
  });

  it('creates, updates by type with the version (409 when stale), keeps the type and deletes', async () => {
    const created = await call('POST', '', seo('sport-tennis'));
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('SEO description created successfully');
    const { version } = created.json().data;
    // With its own update schema (no type), an update sends the whole record, as the form does.
    const { type: _type, ...fields } = seo('sport-tennis');
    const updated = await call('PATCH', '/sport-tennis', { ...fields, pl_title: 'Tenis — kursy', version });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ message: 'SEO description updated successfully', data: { type: 'sport-tennis', pl_title: 'Tenis — kursy' } });
    expect((await call('PUT', '/sport-tennis', { ...fields, pl_title: 'Stare', version })).statusCode).toBe(409);
    expect((await call('PATCH', '/sport-tennis', { ...fields, type: 'inny', version: version + 1 })).statusCode).toBe(400);
    expect((await call('DELETE', '/sport-tennis')).json().message).toBe('SEO description deleted successfully');
    expect((await call('GET', '/sport-tennis')).statusCode).toBe(404);
  });

  it('answers a second record of a type with 409 on the type field', async () => {
    const res = await call('POST', '', seo('home'));
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessages).toEqual({ type: ['This page type already has an SEO description'] });
  });

  it('refuses titles and descriptions longer than search engines show, and stores nothing', async () => {
    const res = await call('POST', '', seo('za-dlugi', { pl_title: 'x'.repeat(61), pl_description: 'y'.repeat(161), name: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages).toEqual({
      name: ['Name is required!'],
      pl_title: ['must be shorter than 61 characters!'],
      pl_description: ['must be shorter than 161 characters!'],
    });
    expect((await call('POST', '', seo('Zły typ!'))).json().errorMessages).toEqual({ type: ['must be a valid type!'] });
    expect((await call('GET', '/za-dlugi')).statusCode).toBe(404);
  });

  it('guards every route with the editableSeoDesc permissions', async () => {
    await expectRoutePermissions(app, 'seo', seo('uprawnienia'), 'type');
  });
});
