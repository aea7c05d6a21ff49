// Promotions through the API (v1/promotions): tabs from the window of dates, create / update with version (409 when
// stale) / delete, HTML cleaned before it is stored, bad input → 400 with the field messages, the promotion
// permissions per route, and the joined-players list (promotion_users.read) paged, searched and filtered.
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { expectRoutePermissions } from '../../../test/resource-permissions';
import { storedImage } from '../../../test/stored-images';

let app: TestApp;
let admin: string;

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin) =>
  app.inject({ method, url: `/api/v1/promotions${url}`, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });

const day = 24 * 3600_000;
const promotion = (name: string, extra: object = {}) => ({
  name,
  pl_shortDescription: 'Postaw 3 kupony i odbierz freebet 20 zł',
  pl_longDescription: '<p>Postaw <strong>3 kupony</strong>.</p>',
  pl_wonInfo: 'Freebet 20 zł jest na Twoim koncie',
  bettingUrl: '/zaklady/pilka-nozna',
  requiredBetCount: 3,
  iconUrl: '/files/promotionParameterIcons/test-icon.png',
  imageUrl: '/files/promotions/test.png',
  rank: 50,
  startAt: new Date(Date.now() - day).toISOString(),
  endAt: new Date(Date.now() + 10 * day).toISOString(),
  config: { minimumOdds: 1.5 },
  ...extra,
});

beforeAll(async () => {
  app = await createTestApp({ demoData: true });
  // The images the fixtures name, stored at their rules' sizes (a link to no stored file is refused).
  await storedImage(app, 'promotionParameterIcons/test-icon.png', 'promotionParameterIcon');
  await storedImage(app, 'promotions/test.png', 'promotion');
  admin = await login(app, 'admin@example.com');
});
afterAll(() => app.close());

describe('promotions (v1/promotions)', () => {
  it('lists the demo promotions on the Active, Upcoming, Expired and All tabs, ranked, with their players', async () => {
    const rows = async (tab: string) => (await call('GET', `?status=${tab}&pageSize=100`)).json().data.items;
    const counts = await Promise.all(['active', 'upcoming', 'expired', 'all'].map(async (tab) => (await rows(tab)).length));
    expect(counts).toEqual([10, 2, 2, 14]);
    const [first] = await rows('active');
    expect(first).toMatchObject({ name: 'Freebet za 3 kupony', rank: 1, status: 'active', requiredBetCount: 3, config: { minimumOdds: 1.5 } });
    expect(first.players).toBeGreaterThan(40);
    expect(first.en_shortDescription).toMatch(/free bet/);
    expect((await rows('upcoming')).every((p: { players: number }) => p.players === 0)).toBe(true);
  });

  it('creates, updates with the version (409 when stale) and deletes, cleaning HTML in every language', async () => {
    const created = await call('POST', '', promotion('Kupon dnia', {
      pl_longDescription: '<p onclick="steal()">Zasady<script>alert(1)</script><img src="x.png" onerror="alert(2)"></p>',
      en_shortDescription: 'Bet of the day', en_longDescription: '<a href="javascript:alert(1)">Rules</a>', en_wonInfo: 'You won',
    }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Promotion created successfully', data: { players: 0 } });
    const { id, version, pl_longDescription, en_longDescription } = created.json().data;
    expect(pl_longDescription).toBe('<p>Zasady<img src="x.png" /></p>');
    expect(en_longDescription).toBe('<a rel="noopener noreferrer">Rules</a>');

    const updated = await call('PUT', `/${id}`, { ...promotion('Kupon dnia', { rank: 2, startAt: new Date(Date.now() + day).toISOString(), en_shortDescription: '', en_longDescription: '', en_wonInfo: '' }), version });
    expect(updated.json()).toMatchObject({ message: 'Promotion updated successfully', data: { rank: 2, en_shortDescription: '' } });
    // The tabs derive the status from the dates: starting tomorrow, it moved to Upcoming.
    expect((await call('GET', '?status=upcoming&search=Kupon dnia')).json().data.items.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await call('PATCH', `/${id}`, { rank: 3, version })).statusCode).toBe(409);
    expect((await call('DELETE', `/${id}`)).json().message).toBe('Promotion deleted successfully');
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with the field messages and stores nothing', async () => {
    const before = (await call('GET', '?status=all')).json().data.total;
    const res = await call('POST', '', { config: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages).toMatchObject({
      name: ['Name is required!'],
      pl_shortDescription: ['Short description is required!'],
      pl_longDescription: ['Long description is required!'],
      pl_wonInfo: ['Won info is required!'],
      bettingUrl: ['Betting URL is required!'],
      requiredBetCount: ['Required bet count is required!'],
      iconUrl: ['Icon is required!'],
      imageUrl: ['Image is required!'],
      rank: ['Rank is required!'],
      'config.minimumOdds': ['Minimum odds is required!'],
    });
    expect((await call('POST', '', promotion('Okno', { endAt: new Date(Date.now() - 2 * day).toISOString() }))).json().errorMessages).toEqual({ endAt: ['must be after the start date!'] });
    expect((await call('POST', '', promotion('Obcy', { plName: 'x' }))).statusCode).toBe(400);
    expect((await call('GET', '/abc')).statusCode).toBe(400);
    expect((await call('GET', '?status=all')).json().data.total).toBe(before);
  });

  it('lists the players who joined, paged, searched and by progress, with promotion_users.read', async () => {
    const [first] = (await call('GET', '?status=active&pageSize=1')).json().data.items;
    const page = (await call('GET', `/${first.id}/users?pageSize=10&page=2`)).json().data;
    expect(page).toMatchObject({ total: first.players, page: 2, pageSize: 10 });
    expect(page.items).toHaveLength(10);
    expect(page.items[0]).toEqual(expect.objectContaining({ login: expect.any(String), email: expect.stringContaining('@'), betCount: expect.any(Number), status: expect.stringMatching(/^(completed|in-progress)$/) }));
    const completed = (await call('GET', `/${first.id}/users?status=completed&pageSize=100`)).json().data.items;
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.every((p: { betCount: number; completedAt: string | null }) => p.betCount === 3 && p.completedAt !== null)).toBe(true);
    const found = (await call('GET', `/${first.id}/users?search=${encodeURIComponent(page.items[0].login)}`)).json().data.items;
    expect(found.map((p: { login: string }) => p.login)).toEqual([page.items[0].login]);

    const [viewer, editor] = await Promise.all([login(app, 'viewer@example.com'), login(app, 'editor@example.com')]);
    expect((await call('GET', `/${first.id}/users`, undefined, viewer)).statusCode).toBe(200);
    expect((await call('GET', `/${first.id}/users`, undefined, editor)).statusCode).toBe(403);
    expect((await call('GET', '/999999/users')).statusCode).toBe(404);
    expect((await call('GET', `/${first.id}/users?promotionId=1`)).statusCode).toBe(400);
    expect((await call('GET', `/${first.id}/users?status=won`)).statusCode).toBe(400);
  });

  it('guards every route with the promotion permissions', async () => {
    await expectRoutePermissions(app, 'promotions', promotion('Uprawnienia'));
  });
});
