// Avatar sections through the API: tabs active / inactive / expired, the spec's texts, lasting avatar ids, 409 on a
// stale edit, bad input → 400 with nothing stored, and the signed-in-only rule.
import { createTestApp, login, type TestApp } from '../../../test/helpers';

const now = new Date('2026-11-23T12:00:00Z');
let app: TestApp;
let viewer: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/avatars/categories${url}`, headers: token ? { 'x-access-token': token } : {}, ...(payload ? { payload } : {}) });
const file = (name: string) => ({ avatarFileUrl: `/files/avatars/${name}`, avatarFile: name });
const section = (name: string, extra: object = {}) => ({ categoryName: name, categoryTagline: `Podtytuł: ${name}`, sortOrder: 0, avatars: [file('a.png'), file('b.png')], ...extra });

beforeAll(async () => {
  app = await createTestApp({ now: () => now, demoData: true });
  viewer = await login(app, 'viewer@example.com');
});
afterAll(() => app.close());

describe('avatar sections', () => {
  it('lists the demo sections on the Active, Inactive and Expired tabs by sort order', async () => {
    const tab = async (status: string) => (await call('GET', `?status=${status}&pageSize=100`, viewer)).json().data.items as { categoryName: string; status: string; sortOrder: number; categoryId: number; id: number }[];
    const [active, inactive, expired] = [await tab('active'), await tab('inactive'), await tab('expired')];
    expect(active.length).toBe(8);
    expect(inactive.map((s) => s.categoryName)).toEqual(['Święta 2026', 'Tenis']);
    expect(expired.map((s) => s.categoryName)).toEqual(['Euro 2024', 'Halloween 2025']);
    expect(active.map((s) => s.sortOrder)).toEqual([...active.map((s) => s.sortOrder)].sort((a, b) => a - b));
    expect(active.every((s) => s.status === 'active' && s.categoryId === s.id)).toBe(true);
  });

  it('creates with new avatar ids, keeps them on update, 409 when stale, deletes with the spec texts', async () => {
    const created = await call('POST', '', viewer, section('Koszykówka'));
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Avatars created successfully');
    const { id, version, avatars } = created.json().data;
    expect(avatars).toEqual([{ ...file('a.png'), avatarId: expect.any(Number) }, { ...file('b.png'), avatarId: expect.any(Number) }]);
    expect(avatars[0].avatarId).toBeGreaterThanOrEqual(10_000);
    const reordered = [avatars[1], file('c.png')];
    const updated = await call('PATCH', `/${id}`, viewer, { avatars: reordered, isNew: true, version });
    expect(updated.json().message).toBe('Avatars updated successfully');
    const after = updated.json().data.avatars;
    expect(after[0]).toEqual(avatars[1]);
    expect(after[1].avatarId).toBeGreaterThan(avatars[1].avatarId);
    expect((await call('PATCH', `/${id}`, viewer, { isNew: false, version })).statusCode).toBe(409);
    const foreign = await call('PATCH', `/${id}`, viewer, { avatars: [{ ...file('d.png'), avatarId: 101 }], version: version + 1 });
    expect(foreign.json().errorMessages).toEqual({ 'avatars.0.avatarId': ['is not allowed!'] });
    expect((await call('DELETE', `/${id}`, viewer)).json().message).toBe('Avatars categories deleted successfully');
    expect((await call('GET', `/${id}`, viewer)).statusCode).toBe(404);
  });

  it('refuses bad input with the field messages and stores nothing', async () => {
    const before = (await call('GET', '?status=active&search=Zła&pageSize=100', viewer)).json().data.total;
    const res = await call('POST', '', viewer, section('Zła', { categoryName: '', categoryTagline: ' ', sortOrder: -1, avatars: [{ avatarFileUrl: 'javascript:alert(1)' }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages).toMatchObject({
      categoryName: ['Section name is required!'],
      categoryTagline: ['Subtitle is required!'],
      sortOrder: ['must be greater than or equal to 0!'],
      'avatars.0.avatarFileUrl': ['must be a valid file link!'],
    });
    const dates = await call('POST', '', viewer, section('Zła', { dateFrom: '2026-12-02T10:00:00.000Z', dateTill: '2026-12-01T10:00:00.000Z' }));
    expect(dates.json().errorMessages).toEqual({ dateTill: ['must be after the start date!'] });
    const many = await call('POST', '', viewer, section('Zła', { avatars: Array.from({ length: 101 }, (_, i) => file(`${i}.png`)) }));
    expect(many.json().errorMessages).toEqual({ avatars: ['must contain maximum 100 items!'] });
    expect((await call('GET', '?status=active&search=Zła&pageSize=100', viewer)).json().data.total).toBe(before);
  });

  it('needs a session, nothing more', async () => {
    expect((await call('GET', '')).statusCode).toBe(401);
    const editor = await login(app, 'editor@example.com');
    expect((await call('GET', '', editor)).statusCode).toBe(200);
  });
});
