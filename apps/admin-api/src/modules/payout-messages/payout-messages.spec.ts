// Payout messages through the API: tabs all / expired, the bank's name and NRB codes from the built-in list, the
// spec's texts, 409 on a stale edit, bad input → 400 with nothing stored, and the signed-in-only rule.
import { createTestApp, login, type TestApp } from '../../../test/helpers';

const now = new Date('2026-11-23T12:00:00Z');
let app: TestApp;
let viewer: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/payout-messages${url}`, headers: token ? { 'x-access-token': token } : {}, ...(payload ? { payload } : {}) });

const payout = (message: string, extra: object = {}) => ({ message, bankId: 'millennium', isActive: true, ...extra });

beforeAll(async () => {
  app = await createTestApp({ now: () => now, demoData: true });
  viewer = await login(app, 'viewer@example.com');
});
afterAll(() => app.close());

describe('payout messages', () => {
  it('lists the demo data on the All and Expired tabs, with the bank name and codes', async () => {
    const all = (await call('GET', '?pageSize=100', viewer)).json().data;
    const expired = (await call('GET', '?status=expired&pageSize=100', viewer)).json().data;
    expect(all.total).toBeGreaterThanOrEqual(12);
    expect(expired.items.length).toBe(3);
    expect(expired.items.every((m: { status: string }) => m.status === 'expired')).toBe(true);
    expect(all.items.find((m: { bankId: string }) => m.bankId === 'pko')).toMatchObject({ bankName: 'PKO Bank Polski', bankNumber: ['1020'] });
    expect((await call('GET', '?status=active', viewer)).statusCode).toBe(400);
  });

  it('creates, updates with the version (409 when stale) and deletes with the spec texts', async () => {
    const created = await call('POST', '', viewer, payout('Wypłaty do Millennium w 15 minut'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Payout messages was created successfully',
      data: { bankName: 'Bank Millennium', bankNumber: ['1160', '1470'], isActive: true },
    });
    const { id, version } = created.json().data;
    const updated = await call('PATCH', `/${id}`, viewer, { bankId: 'ing', version });
    expect(updated.json()).toMatchObject({ message: 'Payout messages was updated successfully', data: { bankName: 'ING Bank Śląski', bankNumber: ['1050'] } });
    expect((await call('PATCH', `/${id}`, viewer, { isActive: false, version })).statusCode).toBe(409);
    const deleted = await call('DELETE', `/${id}`, viewer);
    expect(deleted.json().message).toBe('Payout message was deleted successfully');
    expect((await call('GET', `/${id}`, viewer)).statusCode).toBe(404);
  });

  it('needs the text and a bank of the list, and stores nothing otherwise', async () => {
    const before = (await call('GET', '?pageSize=100', viewer)).json().data.total;
    const res = await call('POST', '', viewer, { message: ' ', bankId: 'bank-xyz' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages).toMatchObject({ message: ['Text is required!'], bankId: ['please select bank'] });
    const missing = await call('POST', '', viewer, {});
    expect(missing.json().errorMessages).toMatchObject({ message: ['Text is required!'], bankId: ['please select bank'] });
    const dates = await call('POST', '', viewer, payout('Okno', { startDate: '2026-12-02T10:00:00.000Z', tillDate: '2026-12-01T10:00:00.000Z' }));
    expect(dates.json().errorMessages).toEqual({ tillDate: ['must be after the start date!'] });
    expect((await call('POST', '', viewer, payout('Nadmiar', { bankName: 'Mój bank' }))).statusCode).toBe(400);
    expect((await call('GET', '?pageSize=100', viewer)).json().data.total).toBe(before);
  });

  it('needs a session, nothing more', async () => {
    expect((await call('GET', '')).statusCode).toBe(401);
    expect((await call('POST', '', undefined, payout('Bez sesji'))).statusCode).toBe(401);
    const editor = await login(app, 'editor@example.com');
    expect((await call('GET', '', editor)).statusCode).toBe(200);
  });
});
