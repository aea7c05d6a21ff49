// The latest configuration: market types order and deposit message, each PATCHed with the version loaded; two
// staff saving different orders — the later save against the stale version gets 409; bad input 400, no session 401.
import { createTestApp, login, type TestApp } from '../../../test/helpers';

let app: TestApp;
let token: string;
const call = (method: 'GET' | 'PATCH', url: string, payload?: object, auth = true) =>
  app.inject({ method, url: `/api/v1${url}`, headers: auth ? { 'x-access-token': token } : {}, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  app = await createTestApp();
  token = await login(app, 'viewer@example.com');
});
afterAll(() => app.close());

describe('latestConfig', () => {
  it('reorders the market types; a second save on the same version gets 409 and changes nothing', async () => {
    const config = (await call('GET', '/latestConfig')).json().data;
    expect(config.market_types).toHaveLength(15);
    const mine = [...config.market_types].reverse();
    const saved = await call('PATCH', `/latestConfig/${config.id}`, { market_types: mine, version: config.version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Market types order updated successfully', data: { market_types: mine, version: config.version + 1 } });
    const theirs = await call('PATCH', `/latestConfig/${config.id}`, { market_types: config.market_types, version: config.version });
    expect(theirs.statusCode).toBe(409);
    expect((await call('GET', '/latestConfig')).json().data.market_types).toEqual(mine);
  });

  it('changes the deposit message with the spec\'s text and checks it whole', async () => {
    const config = (await call('GET', '/latestConfig')).json().data;
    const body = { payments_show_status: true, payments_message: 'Przerwa techniczna w BLIK w nocy.', payments_message_from: '2026-12-01T10:00:00.000Z', payments_message_till: '2026-12-02T10:00:00.000Z', version: config.version };
    const saved = await call('PATCH', `/latestConfig/${config.id}`, body);
    expect(saved.json()).toMatchObject({ message: 'Deposit message successfully changed.', data: { payments_show_status: true, payments_message: body.payments_message, payments_message_till: body.payments_message_till, market_types: config.market_types } });
    const version = saved.json().data.version;
    const empty = await call('PATCH', `/latestConfig/${config.id}`, { payments_message: '  ', version });
    expect([empty.statusCode, empty.json().errorMessages]).toEqual([400, { payments_message: ['Message is required!'] }]);
    const backwards = await call('PATCH', `/latestConfig/${config.id}`, { payments_message_till: '2026-11-01T10:00:00.000Z', version });
    expect(backwards.json().errorMessages).toEqual({ payments_message_till: ['must be after the start date!'] });
    const cleared = await call('PATCH', `/latestConfig/${config.id}`, { payments_message: 'Bez okna dat', payments_message_from: '', payments_message_till: null, version });
    expect(cleared.json().data).toMatchObject({ payments_message_from: null, payments_message_till: null, payments_show_status: true });
  });

  it('refuses bad input with 400, unknown ids with 404, and needs a session', async () => {
    const { id, version } = (await call('GET', '/latestConfig')).json().data;
    for (const payload of [{ version }, { market_types: [1, 1], version }, { market_types: [999], version }, { market_types: 'x', version }, { market_types: [1], extra: 1, version }, { market_types: [1] }]) {
      expect((await call('PATCH', `/latestConfig/${id}`, payload)).statusCode).toBe(400);
    }
    expect((await call('PATCH', '/latestConfig/999', { market_types: [1], version })).statusCode).toBe(404);
    expect((await call('PATCH', '/latestConfig/abc', { market_types: [1], version })).statusCode).toBe(400);
    expect((await call('GET', '/latestConfig', undefined, false)).statusCode).toBe(401);
    expect((await call('GET', '/latestConfig')).json().data.version).toBe(version);
  });
});
