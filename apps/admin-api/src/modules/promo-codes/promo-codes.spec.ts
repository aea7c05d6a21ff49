// Promo codes through the API (v1/promo-code): tabs active / inactive / expired, the default texts, 409 on a stale
// edit and on a taken code, the uses so far read-only, bad input → 400, and the promocode permissions per route.
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { expectRoutePermissions } from '../../../test/resource-permissions';

const now = new Date('2026-11-23T12:00:00Z');
let app: TestApp;
let admin: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/promo-code${url}`, headers: { 'x-access-token': admin }, ...(payload ? { payload } : {}) });

const promoCode = (code: string, extra: object = {}) => ({
  code,
  description: 'Freebet 10 zł na weekend',
  redeemAt: 'deposit',
  bonusType: 'freebet',
  bonusValue: 10,
  validFrom: '2026-11-01T10:00:00.000Z',
  validTill: '2026-12-31T22:00:00.000Z',
  usageLimit: 100,
  ...extra,
});

beforeAll(async () => {
  app = await createTestApp({ now: () => now, demoData: true });
  admin = await login(app, 'admin@example.com');
});
afterAll(() => app.close());

describe('promo codes (v1/promo-code)', () => {
  it('lists the demo codes on the Active, In-Active and Expired tabs, with the uses so far', async () => {
    for (const [tab, count] of [['active', 8], ['inactive', 2], ['expired', 2]] as const) {
      const { items } = (await call('GET', `?status=${tab}&pageSize=100`)).json().data;
      expect(items.length).toBe(count);
      expect(items.every((c: { status: string }) => c.status === tab)).toBe(true);
    }
    const [start] = (await call('GET', '?status=active&search=START100')).json().data.items;
    expect(start).toMatchObject({ code: 'START100', bonusValue: 100, usesCount: 1874, usageLimit: null });
  });

  it('creates, updates with the version (409 when stale) and deletes with the default texts', async () => {
    const created = await call('POST', '', promoCode('WEEKEND10'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Promo code created successfully', data: { code: 'WEEKEND10', usesCount: 0, isActive: true, minDeposit: null } });
    const { id, version } = created.json().data;
    const updated = await call('PATCH', `/${id}`, { bonusValue: 12.5, usageLimit: null, version });
    expect(updated.json()).toMatchObject({ message: 'Promo code updated successfully', data: { bonusValue: 12.5, usageLimit: null } });
    expect((await call('PATCH', `/${id}`, { bonusValue: 15, version })).statusCode).toBe(409);
    expect((await call('DELETE', `/${id}`)).json().message).toBe('Promo code deleted successfully');
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
  });

  it('answers a taken code with 409 on the code, and keeps the uses so far out of requests', async () => {
    // Typed in lower case, it is the same code.
    const taken = await call('POST', '', promoCode('start100'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorMessages).toEqual({ code: ['A promo code with this code already exists'] });
    const [start] = (await call('GET', '?search=START100')).json().data.items;
    expect((await call('PATCH', `/${start.id}`, { usesCount: 0, version: start.version })).statusCode).toBe(400);
    const lowered = await call('PATCH', `/${start.id}`, { usageLimit: 1000, version: start.version });
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().errorMessages).toEqual({ usageLimit: ['The code was used 1874 times already: the limit cannot be lower'] });
  });

  it('refuses bad input with the field messages and stores nothing', async () => {
    const before = (await call('GET', '?pageSize=100&status=active')).json().data.total;
    const res = await call('POST', '', promoCode('zły kod', { description: '', bonusType: '', validTill: '2026-10-01T10:00:00.000Z' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages).toEqual({
      code: ['Code may hold only letters A-Z and digits, without spaces'],
      description: ['Description is required!'],
      bonusType: ['please select bonus type'],
      validTill: ['must be after the start date!'],
    });
    expect((await call('POST', '', promoCode('PROCENT', { bonusType: 'deposit_percent', bonusValue: 150 }))).json().errorMessages).toEqual({ bonusValue: ['must be less than or equal to 100!'] });
    expect((await call('POST', '', promoCode('ZLY', { unknown: 1 }))).statusCode).toBe(400);
    expect((await call('GET', '?pageSize=100&status=active')).json().data.total).toBe(before);
  });

  it('guards every route with the promocode permissions', async () => {
    await expectRoutePermissions(app, 'promo-code', promoCode('UPRAWNIENIA'));
  });
});
