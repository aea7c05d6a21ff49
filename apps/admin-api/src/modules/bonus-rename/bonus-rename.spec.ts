// Bonus names through the API (v1/bonus-rename): the list with search, the default texts, 409 on a stale edit and
// on a bonus that already has a name, bad input → 400, and the bonusRename permissions per route.
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { expectRoutePermissions } from '../../../test/resource-permissions';

let app: TestApp;
let admin: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/bonus-rename${url}`, headers: { 'x-access-token': admin }, ...(payload ? { payload } : {}) });

const bonus = (bonusId: string, extra: object = {}) => ({ bonusId, originalName: 'FREEBET_TEST_15', namePl: 'Freebet 15 zł na weekend', ...extra });

beforeAll(async () => {
  app = await createTestApp({ demoData: true });
  admin = await login(app, 'admin@example.com');
});
afterAll(() => app.close());

describe('bonus names (v1/bonus-rename)', () => {
  it('lists the demo names and searches in the id, the original and every displayed name', async () => {
    expect((await call('GET', '?pageSize=100')).json().data.total).toBe(12);
    const names = async (search: string) => (await call('GET', `?search=${encodeURIComponent(search)}`)).json().data.items.map((b: { bonusId: string }) => b.bonusId);
    expect(await names('WELCOME_DEP')).toEqual(['1001']);
    expect(await names('urodzinowy')).toEqual(['1008']);
    expect(await names('Reload bonus')).toEqual(['1007']);
    expect(await names('Фрібет')).toEqual(['1002']);
  });

  it('creates, updates with the version (409 when stale) and deletes with the default texts', async () => {
    const created = await call('POST', '', bonus('2001'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Bonus name created successfully', data: { bonusId: '2001', isActive: true } });
    const { id, version } = created.json().data;
    const updated = await call('PATCH', `/${id}`, { nameEn: 'Weekend free bet 15 PLN', isActive: false, version });
    expect(updated.json()).toMatchObject({ message: 'Bonus name updated successfully', data: { nameEn: 'Weekend free bet 15 PLN', isActive: false } });
    expect((await call('PATCH', `/${id}`, { nameUk: 'Фрібет', version })).statusCode).toBe(409);
    expect((await call('DELETE', `/${id}`)).json().message).toBe('Bonus name deleted successfully');
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
  });

  it('answers a second name for the same bonus with 409 on the bonus id', async () => {
    const taken = await call('POST', '', bonus('1001'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorMessages).toEqual({ bonusId: ['This bonus already has a displayed name'] });
  });

  it('refuses bad input with the field messages and stores nothing', async () => {
    const before = (await call('GET', '')).json().data.total;
    const res = await call('POST', '', bonus('', { originalName: '', namePl: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages).toEqual({
      bonusId: ['Bonus id is required!'],
      originalName: ['Original name is required!'],
      namePl: ['Displayed name (pl) is required!'],
    });
    expect((await call('POST', '', bonus('A B'))).json().errorMessages).toEqual({ bonusId: ['must be a valid id!'] });
    expect((await call('POST', '', bonus('2002', { nameDe: 'Gratiswette' }))).statusCode).toBe(400);
    expect((await call('GET', '')).json().data.total).toBe(before);
  });

  it('guards every route with the bonusRename permissions', async () => {
    await expectRoutePermissions(app, 'bonus-rename', bonus('3001'));
  });
});
