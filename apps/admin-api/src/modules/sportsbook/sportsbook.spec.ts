// The sportsbook catalog's category lookup: the name under its sport, 404 with a message, 400 for a bad id, 401
// without a session.
import { createTestApp, login, type TestApp } from '../../../test/helpers';

let app: TestApp;
let token: string;

const lookup = (id: string, auth = true) => app.inject({ method: 'GET', url: `/api/v1/category/${id}`, headers: auth ? { 'x-access-token': token } : {} });

beforeAll(async () => {
  app = await createTestApp();
  token = await login(app, 'viewer@example.com');
});
afterAll(() => app.close());

describe('GET /api/v1/category/:categoryId', () => {
  it('answers a competition under its sport, and a sport alone', async () => {
    expect((await lookup('101')).json()).toEqual({ data: { categoryId: 101, categoryName: 'Piłka nożna › Ekstraklasa' } });
    expect((await lookup('104')).json().data.categoryName).toBe('Piłka nożna › Premier League');
    expect((await lookup('601')).json().data.categoryName).toBe('Skoki narciarskie › Puchar Świata');
    expect((await lookup('2')).json().data.categoryName).toBe('Tenis');
  });

  it('answers 404 with a message for an unknown category, 400 for an id that is not one', async () => {
    const missing = await lookup('999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Category not found');
    for (const id of ['abc', '0', '2147483648', '1.5']) expect((await lookup(id)).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await lookup('101', false)).statusCode).toBe(401);
  });
});
