// The prototypes frozen at start (core/prototype-guard.ts, called by server.ts): the API still signs in, lists,
// writes, exports and imports with them frozen, and a write to Object.prototype no longer reaches other objects.
import { guardPrototypes, prototypesGuarded } from '../src/core/prototype-guard';
import { createTestApp, login, type TestApp } from './helpers';

guardPrototypes();

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ demoData: true });
});
afterAll(() => app.close());

it('keeps the API working with Object, Array and Function prototypes frozen, and ignores writes to them', async () => {
  expect(prototypesGuarded()).toBe(true);
  const admin = await login(app, 'admin@example.com');
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'x-access-token': admin } });
  for (const url of ['/api/v1/profile', '/api/v1/users', '/api/v1/roles', '/api/v1/app-translations?status=app', '/api/v1/banners', '/api/v1/promotions', '/api/v1/history', '/api/v1/files', '/api/docs/json']) {
    expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 200 });
  }
  const created = await app.inject({ method: 'POST', url: '/api/v1/app-translations', headers: { 'x-access-token': admin }, payload: { namespace: 'app', key: 'guard.test', pl_value: 'x' } });
  expect(created.statusCode).toBe(201);
  const refused = await app.inject({ method: 'POST', url: '/api/v1/app-translations', headers: { 'x-access-token': admin }, payload: { namespace: 'app', key: 'a b', pl_value: '' } });
  expect(refused.statusCode).toBe(400);
  expect((await get('/api/v1/app-translations/export?language=pl')).json().data.app.guard.test).toBe('x');
  // What the reported bad key did on export: now it changes nothing.
  expect(() => {
    'use strict';
    (Object.prototype as Record<string, unknown>).search = 'x';
  }).toThrow(TypeError);
  expect(({} as Record<string, unknown>).search).toBeUndefined();
  // Libraries may still give their own objects a toString or constructor by assignment.
  const own = Object.create({}) as { toString: () => string };
  own.toString = () => 'own';
  expect(`${own}`).toBe('own');
  expect((await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'viewer@example.com', password: 'Passw0rd!' } })).statusCode).toBe(200);
});
