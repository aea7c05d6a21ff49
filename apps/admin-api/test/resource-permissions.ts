// The permission of every engine route per demo role, for a permission-guarded resource:
// admin (super admin) may do all; editor (landing only) gets 403 everywhere; viewer (*.index, *.read) may list
// and read, and its forged writes answer 403 and change nothing.
import { login, type TestApp } from './helpers';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * Runs the route matrix on `/api/v1/{path}` with `body` as a valid new record; `keyField` names the field that
 * addresses a record instead of its id (`/seo/{type}`).
 */
export async function expectRoutePermissions(app: TestApp, path: string, body: object, keyField = 'id'): Promise<void> {
  const [admin, editor, viewer] = await Promise.all(['admin', 'editor', 'viewer'].map((who) => login(app, `${who}@example.com`)));
  const call = (token: string | undefined, method: Method, url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1/${path}${url}`, headers: token ? { 'x-access-token': token } : {}, ...(payload ? { payload } : {}) });

  const created = await call(admin, 'POST', '', body);
  expect(created.statusCode).toBe(201);
  const { version, ...data } = created.json().data as Record<string, string | number>;
  const id = data[keyField];

  expect((await call(undefined, 'GET', '')).statusCode).toBe(401);
  for (const token of [admin, viewer]) {
    expect((await call(token, 'GET', '')).statusCode).toBe(200);
    expect((await call(token, 'GET', `/${id}`)).statusCode).toBe(200);
  }
  expect((await call(editor, 'GET', '')).statusCode).toBe(403);
  expect((await call(editor, 'GET', `/${id}`)).statusCode).toBe(403);
  for (const token of [editor, viewer]) {
    expect((await call(token, 'POST', '', body)).statusCode).toBe(403);
    expect((await call(token, 'PATCH', `/${id}`, { version })).statusCode).toBe(403);
    expect((await call(token, 'DELETE', `/${id}`)).statusCode).toBe(403);
  }
  expect((await call(admin, 'GET', `/${id}`)).json().data.version).toBe(version);
  expect((await call(admin, 'DELETE', `/${id}`)).statusCode).toBe(200);
}
