// Campaigns on PGlite (and PostgreSQL with TEST_DATABASE_URL). Seven items in seven modules apply in one
// transaction (one failing item → nothing applied, the campaign failed with the reason), roll back (a record changed
// again is refused), permissions are checked when an item is prepared and again when a scheduled campaign runs, and
// the review warns of a record changed since the item was prepared.
import { insertUser } from '../../core/accounts';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { publishDueCampaigns } from './run';
import { storageFor } from '../files/storage/storage-for-app';
import { caller, campaignWith, customPage, fixtures, hotBanner, landingPage, made, placement, sevenItems, unique, type Caller, type Fixtures } from './testing';
import { storedImage } from '../../../test/stored-images';

let app: TestApp;
let admin: Caller;
let clock = Date.now();

beforeAll(async () => {
  app = await createTestApp({ now: () => new Date(clock) });
  // The image the fixtures name, stored at its rule's size (a link to no stored file is refused).
  await storedImage(app, 'placements/campaign.png', 'placement');
  admin = caller(app, await login(app, 'admin@example.com'));
}, 60_000);
afterAll(() => app?.close());

const get = async (url: string) => ((await admin('GET', url)).body.data ?? null) as Record<string, unknown> | null;
const history = async (module: string, id: number) => ((await admin('GET', `/api/v1/history/${module}/${id}`)).body.data as unknown as { items: { action: string; detail: Record<string, unknown> }[] }).items;

/** Every record of the fixtures as it now reads. */
async function states(f: Fixtures) {
  return {
    hot: (await get(`/api/v1/banners/${f.hot.id}`))?.bannerName,
    message: (await get(`/api/v1/messages/${f.message.id}`))?.isActive,
    landing: (await get(`/api/landingPages/${f.landing.id}`))?.status,
    placement: (await admin('GET', `/api/v1/placements/${f.placement.id}`)).status,
    entertainment: (await get(`/api/v1/entertainments/${f.entertainment.id}`))?.entertainmentName,
  };
}
const findSubBanner = async (name: string) => ((await admin('GET', `/api/v1/sub-banners?search=${encodeURIComponent(name)}`)).body.data as unknown as { total: number }).total;
const findCustomPage = async (slug: string) => ((await admin('GET', `/api/v1/custom-pages?search=${encodeURIComponent(slug)}`)).body.data as unknown as { total: number }).total;

/** A user holding exactly these permissions, and their caller. */
async function userWith(permissions: string[]): Promise<{ call: Caller; roleId: number; userId: number }> {
  const role = await made<{ id: number }>(admin, 'POST', '/api/v1/roles', { roleName: `Campaign ${unique()}`, permissions });
  const email = `campaign-${unique()}@example.com`;
  const hash = (await app.db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE email = 'editor@example.com'")).rows[0].password_hash;
  const userId = await insertUser(app.db, { email, firstName: 'Kampania', lastName: 'Tester', passwordHash: hash, rolesIds: [role.id] }, new Date());
  return { call: caller(app, await login(app, email)), roleId: role.id, userId };
}

describe('publishing a campaign', () => {
  it('applies seven items in seven modules in one transaction; history names the campaign', async () => {
    const f = await fixtures(admin);
    const slug = `mecz-${unique()}`;
    const id = await campaignWith(admin, 'Mecz dnia', sevenItems(f, slug));
    const before = await states(f);
    expect(before).toEqual({ hot: expect.stringMatching(/^Hot /), message: false, landing: 'draft', placement: 200, entertainment: 'Eurowizja' });

    const res = await admin('POST', `/api/v1/campaigns/${id}/publish`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'published', itemCount: 7, failure: null });
    expect(await states(f)).toEqual({ hot: 'Mecz dnia', message: true, landing: 'published', placement: 404, entertainment: 'Finał' });
    expect(await findCustomPage(slug)).toBe(1);
    expect(await findSubBanner(`Sub ${slug}`)).toBe(1);
    const [entry] = await history('hotbanner', f.hot.id);
    expect(entry).toMatchObject({ action: 'update', detail: { campaign: 'Mecz dnia', campaignId: id } });
    expect((await history('landing-pages', f.landing.id))[0]).toMatchObject({ action: 'publish', detail: { campaign: 'Mecz dnia' } });
  });

  it('applies nothing when one item fails, and the campaign shows which and why', async () => {
    const f = await fixtures(admin);
    const slug = `zajety-${unique()}`;
    const id = await campaignWith(admin, 'Premiera', sevenItems(f, slug));
    // The custom page's slug is taken after the item was prepared: its create fails when the campaign runs.
    await made(admin, 'POST', '/api/v1/custom-pages', customPage(slug));
    const before = await states(f);

    const res = await admin('POST', `/api/v1/campaigns/${id}/publish`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Item 6 \(Custom page/);
    expect(await states(f)).toEqual(before);
    expect(await findSubBanner(`Sub ${slug}`)).toBe(0);
    expect(await findCustomPage(slug)).toBe(1);
    const campaign = (await admin('GET', `/api/v1/campaigns/${id}`)).body.data as unknown as { status: string; failure: { itemId: number; message: string }; items: { id: number; position: number }[] };
    expect(campaign.status).toBe('failed');
    expect(campaign.failure.itemId).toBe(campaign.items[5].id);
    expect(campaign.failure.message).toBe(res.body.message);
    expect((await history('hotbanner', f.hot.id)).some((e) => e.detail.campaign === 'Premiera')).toBe(false);
  });

  it('is locked while scheduled: items change only after unscheduling', async () => {
    const hot = await made(admin, 'POST', '/api/v1/banners', hotBanner());
    const id = await campaignWith(admin, 'Zablokowana', [{ module: 'hotbanner', recordId: hot.id, action: 'publish', baseVersion: hot.version }]);
    expect((await admin('POST', `/api/v1/campaigns/${id}/schedule`, { scheduledAt: new Date(clock + 3_600_000).toISOString() })).status).toBe(200);
    const more = { module: 'hotbanner', recordId: hot.id, action: 'unpublish', baseVersion: hot.version };
    expect((await admin('POST', `/api/v1/campaigns/${id}/items`, more)).status).toBe(409);
    expect((await admin('POST', `/api/v1/campaigns/${id}/publish`)).status).toBe(409);
    expect((await admin('POST', `/api/v1/campaigns/${id}/unschedule`)).body.data).toMatchObject({ status: 'draft', scheduledAt: null });
    const items = (await admin('GET', `/api/v1/campaigns/${id}`)).body.data as unknown as { items: { id: number }[] };
    expect((await admin('DELETE', `/api/v1/campaigns/${id}/items/${items.items[0].id}`)).status).toBe(200);
  });
});

describe('rolling a campaign back', () => {
  it('restores every record in one transaction', async () => {
    const f = await fixtures(admin);
    const slug = `cofnij-${unique()}`;
    const id = await campaignWith(admin, 'Do cofnięcia', sevenItems(f, slug));
    const before = await states(f);
    expect((await admin('POST', `/api/v1/campaigns/${id}/publish`)).status).toBe(200);

    const res = await admin('POST', `/api/v1/campaigns/${id}/rollback`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ campaign: { status: 'rolled-back' }, refused: [] });
    expect(await states(f)).toEqual(before);
    expect(await findCustomPage(slug)).toBe(0);
    expect(await findSubBanner(`Sub ${slug}`)).toBe(0);
    expect((await history('placements', f.placement.id))[0]).toMatchObject({ action: 'rollback', detail: { campaign: 'Do cofnięcia' } });
    const items = ((await admin('GET', `/api/v1/campaigns/${id}`)).body.data as unknown as { items: { rollback: { status: string } }[] }).items;
    expect(items.map((i) => i.rollback?.status)).toEqual(Array(7).fill('restored'));
    expect((await admin('POST', `/api/v1/campaigns/${id}/rollback`)).status).toBe(409);
  });

  it('restores nothing when one record changed again after the campaign: 409 naming it, the campaign stays published', async () => {
    const f = await fixtures(admin);
    const slug = `zmieniona-${unique()}`;
    const id = await campaignWith(admin, 'Zmieniona później', sevenItems(f, slug));
    expect((await admin('POST', `/api/v1/campaigns/${id}/publish`)).status).toBe(200);
    // Someone edits the entertainment after the campaign: that record keeps the newer edit, and so does every other.
    const changed = await get(`/api/v1/entertainments/${f.entertainment.id}`);
    await made(admin, 'PATCH', `/api/v1/entertainments/${f.entertainment.id}`, { entertainmentName: 'Później', version: changed?.version });
    const published = await states(f);

    const res = await admin('POST', `/api/v1/campaigns/${id}/rollback`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Nothing was rolled back.*Item 5 \(Entertainment .*changed after the campaign/);
    expect(await states(f)).toEqual({ ...published, entertainment: 'Później' });
    expect(await findCustomPage(slug)).toBe(1);
    expect(await findSubBanner(`Sub ${slug}`)).toBe(1);
    const campaign = (await admin('GET', `/api/v1/campaigns/${id}`)).body.data as unknown as { status: string; rolledBackAt: string | null; items: { rollback: { status: string; reason?: string } | null }[] };
    expect([campaign.status, campaign.rolledBackAt]).toEqual(['published', null]);
    expect(campaign.items.map((i) => i.rollback)).toEqual(Array(7).fill(null));
    expect((await history('hotbanner', f.hot.id))[0]).toMatchObject({ action: 'update' });
  });

  it('refuses (403, naming the permission) a caller who may not restore every item, and marks nothing rolled back', async () => {
    const { call } = await userWith(['campaign.index', 'campaign.read', 'campaign.create', 'campaign.update', 'campaign.publish']);
    const landing = await made(admin, 'POST', '/api/landingPages', landingPage());
    const id = await campaignWith(admin, 'Cudza strona', [{ module: 'landing-pages', recordId: landing.id, action: 'publish', baseVersion: landing.version }]);
    expect((await admin('POST', `/api/v1/campaigns/${id}/publish`)).status).toBe(200);

    const res = await call('POST', `/api/v1/campaigns/${id}/rollback`);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/landing\.update/);
    expect((await get(`/api/landingPages/${landing.id}`))?.status).toBe('published');
    const campaign = (await admin('GET', `/api/v1/campaigns/${id}`)).body.data as unknown as { status: string; items: { rollback: unknown }[] };
    expect(campaign.status).toBe('published');
    expect(campaign.items[0].rollback).toBeNull();
    // Someone who may restore it still can.
    expect((await admin('POST', `/api/v1/campaigns/${id}/rollback`)).status).toBe(200);
    expect((await get(`/api/landingPages/${landing.id}`))?.status).toBe('draft');
  });
});

describe('permissions', () => {
  it('checks the module permission of each item when it is prepared', async () => {
    const { call } = await userWith(['campaign.index', 'campaign.read', 'campaign.create', 'campaign.update', 'hotbanners.update']);
    const hot = await made(admin, 'POST', '/api/v1/banners', hotBanner());
    const msg = await made(admin, 'POST', '/api/v1/messages', { messageName: `W ${unique()}`, sendToAll: true, isActive: false, pl_title: 'B', pl_imageAltText: 'B', pl_isReadyHtml: false, pl_description: 'T' });
    const campaign = await made<{ id: number }>(call, 'POST', '/api/v1/campaigns', { name: 'Bez uprawnień' });
    expect((await call('POST', `/api/v1/campaigns/${campaign.id}/items`, { module: 'messages', recordId: msg.id, action: 'publish' })).status).toBe(403);
    expect((await call('POST', `/api/v1/campaigns/${campaign.id}/items`, { module: 'hotbanner', recordId: hot.id, action: 'update', values: { bannerName: 'Nowa' } })).status).toBe(201);
    // The module's own schema, at prepare: a name over its limit is the field's own message.
    const invalid = await call('POST', `/api/v1/campaigns/${campaign.id}/items`, { module: 'hotbanner', action: 'create', values: { ...hotBanner(), bannerName: 'x'.repeat(500) } });
    expect(invalid.status).toBe(403);
    const adminCampaign = await made<{ id: number }>(admin, 'POST', '/api/v1/campaigns', { name: 'Zła wartość' });
    const bad = await admin('POST', `/api/v1/campaigns/${adminCampaign.id}/items`, { module: 'hotbanner', action: 'create', values: { ...hotBanner(), bannerName: 'x'.repeat(500) } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errorMessages ?? {})).toEqual(['bannerName']);
    // The viewer holds campaign.index / read only.
    const viewer = caller(app, await login(app, 'viewer@example.com'));
    expect((await viewer('POST', '/api/v1/campaigns', { name: 'Nie' })).status).toBe(403);
    expect((await viewer('GET', `/api/v1/campaigns/${campaign.id}`)).status).toBe(200);
  });

  it('checks the scheduler’s permissions again at run time: one taken away meanwhile fails the campaign', async () => {
    const { call, roleId } = await userWith(['campaign.index', 'campaign.read', 'campaign.create', 'campaign.update', 'campaign.publish', 'hotbanners.update', 'hotbanners.read']);
    const hot = await made(admin, 'POST', '/api/v1/banners', hotBanner());
    const id = await campaignWith(call, 'Odebrane', [{ module: 'hotbanner', recordId: hot.id, action: 'update', values: { bannerName: 'Po czasie' } }]);
    const at = clock + 60_000;
    expect((await call('POST', `/api/v1/campaigns/${id}/schedule`, { scheduledAt: new Date(at).toISOString() })).body.data).toMatchObject({ status: 'scheduled', scheduledBy: { name: 'Kampania Tester' } });
    const role = await get(`/api/v1/roles/${roleId}`);
    await made(admin, 'PATCH', `/api/v1/roles/${roleId}`, { permissions: ['campaign.index', 'campaign.read', 'campaign.create', 'campaign.update', 'campaign.publish'], version: role?.version });

    expect(await publishDueCampaigns(app)).toEqual([]); // not due yet
    clock = at + 1_000;
    expect(await publishDueCampaigns(app)).toEqual([]);
    const campaign = (await admin('GET', `/api/v1/campaigns/${id}`)).body.data as unknown as { status: string; failure: { message: string } };
    expect(campaign.status).toBe('failed');
    expect(campaign.failure.message).toMatch(/does not hold hotbanners\.update/);
    expect((await get(`/api/v1/banners/${hot.id}`))?.bannerName).toBe(hot.bannerName);
  });

  it('publishes a due scheduled campaign with the scheduler’s permissions', async () => {
    const hot = await made(admin, 'POST', '/api/v1/banners', hotBanner());
    const id = await campaignWith(admin, 'O czasie', [{ module: 'hotbanner', recordId: hot.id, action: 'update', values: { bannerName: 'O czasie' } }]);
    const at = clock + 60_000;
    await made(admin, 'POST', `/api/v1/campaigns/${id}/schedule`, { scheduledAt: new Date(at).toISOString() });
    expect(await publishDueCampaigns(app)).toEqual([]);
    clock = at + 1_000;
    expect(await publishDueCampaigns(app)).toEqual([id]);
    expect((await get(`/api/v1/banners/${hot.id}`))?.bannerName).toBe('O czasie');
    expect(await publishDueCampaigns(app)).toEqual([]);
  });
});

describe('what a campaign reader sees', () => {
  it('shows a record\'s contents only to those who may read its module: the rest see module, record and action', async () => {
    const { call } = await userWith(['campaign.index', 'campaign.read', 'hotbanners.read']);
    const hot = await made(admin, 'POST', '/api/v1/banners', hotBanner());
    const msg = await made(admin, 'POST', '/api/v1/messages', { messageName: `Tajna ${unique()}`, sendToAll: true, isActive: false, pl_title: 'Sekret', pl_imageAltText: 'B', pl_isReadyHtml: false, pl_description: 'Poufna treść' });
    const id = await campaignWith(admin, 'Częściowo widoczna', [
      { module: 'hotbanner', recordId: hot.id, action: 'update', values: { bannerName: 'Widoczna' } },
      { module: 'messages', recordId: msg.id, action: 'update', values: { pl_title: 'Nowy sekret' } },
    ]);
    type Seen = { items: { module: string; recordId: number; action: string; label: string; values: unknown; before: unknown; after: unknown }[] };
    const check = (seen: Seen) => {
      expect(seen.items[0]).toMatchObject({ module: 'hotbanner', values: { bannerName: 'Widoczna' }, after: { bannerName: 'Widoczna' } });
      expect(seen.items[1]).toMatchObject({ module: 'messages', recordId: msg.id, action: 'update', label: `Message #${msg.id}`, values: null, before: null, after: null });
      expect(JSON.stringify(seen.items[1])).not.toMatch(/sekret|Tajna|Poufna/i);
    };
    check((await call('GET', `/api/v1/campaigns/${id}`)).body.data as unknown as Seen);
    expect((await admin('POST', `/api/v1/campaigns/${id}/publish`)).status).toBe(200);
    // After publishing, before and after are what was stored at the run: hidden the same way.
    check((await call('GET', `/api/v1/campaigns/${id}`)).body.data as unknown as Seen);
    const whole = (await admin('GET', `/api/v1/campaigns/${id}`)).body.data as unknown as Seen;
    expect(whole.items[1]).toMatchObject({ values: { pl_title: 'Nowy sekret' }, before: { pl_title: 'Sekret' }, after: { pl_title: 'Nowy sekret' } });
  });

  it('refuses an update item that changes nothing but version, in every module', async () => {
    const campaign = await made<{ id: number }>(admin, 'POST', '/api/v1/campaigns', { name: 'Tylko wersja' });
    const hot = await made(admin, 'POST', '/api/v1/banners', hotBanner());
    const landing = await made(admin, 'POST', '/api/landingPages', landingPage());
    for (const [module, recordId] of [['hotbanner', hot.id], ['landing-pages', landing.id]] as const) {
      const res = await admin('POST', `/api/v1/campaigns/${campaign.id}/items`, { module, recordId, action: 'update', values: { version: 'x' } });
      expect([module, res.status, res.body.errorMessages]).toEqual([module, 400, { values: ['Change at least one field'] }]);
    }
  });
});

describe('campaign size', () => {
  let small: TestApp;
  let call: Caller;
  beforeAll(async () => {
    small = await createTestApp({ campaignMaxItems: 3 });
    call = caller(small, await login(small, 'admin@example.com'));
  }, 60_000);
  afterAll(() => small?.close());

  it('holds at most CAMPAIGN_MAX_ITEMS items (400 naming the limit), and GET pages them (by default all of them)', async () => {
    const banners = [];
    for (let i = 0; i < 4; i++) banners.push(await made(call, 'POST', '/api/v1/banners', hotBanner()));
    const items = banners.map((b) => ({ module: 'hotbanner', recordId: b.id, action: 'publish', baseVersion: b.version }));
    const id = await campaignWith(call, 'Pełna', items.slice(0, 3));
    const fourth = await call('POST', `/api/v1/campaigns/${id}/items`, items[3]);
    expect(fourth.status).toBe(400);
    expect(fourth.body.errorMessages).toEqual({ items: [expect.stringContaining('at most 3 items')] });

    type Detail = { itemCount: number; items: { recordId: number }[]; itemsPage: { page: number; pageSize: number; total: number } };
    const all = (await call('GET', `/api/v1/campaigns/${id}`)).body.data as unknown as Detail;
    expect([all.itemCount, all.items.map((i) => i.recordId), all.itemsPage]).toEqual([3, banners.slice(0, 3).map((b) => b.id), { page: 1, pageSize: 3, total: 3 }]);
    const second = (await call('GET', `/api/v1/campaigns/${id}?page=2&pageSize=2`)).body.data as unknown as Detail;
    expect([second.items.map((i) => i.recordId), second.itemsPage]).toEqual([[banners[2].id], { page: 2, pageSize: 2, total: 3 }]);
    for (const query of ['pageSize=0', 'pageSize=1001', 'page=0', 'page=x', 'other=1']) expect([query, (await call('GET', `/api/v1/campaigns/${id}?${query}`)).status]).toEqual([query, 400]);
  });
});

describe('review warnings', () => {
  it('warns when the record changed since the item was prepared, and of a file that does not exist', async () => {
    const hot = await made(admin, 'POST', '/api/v1/banners', hotBanner());
    // A placement whose image is deleted from the file manager after it was made.
    const spot = await made(admin, 'POST', '/api/v1/placements', { ...placement(), pl_imageUrl: await storedImage(app, 'placements/campaign-gone.png', 'placement') });
    await (await storageFor(app)).remove('placements/campaign-gone.png');
    const id = await campaignWith(admin, 'Ostrzeżenia', [
      { module: 'hotbanner', recordId: hot.id, action: 'update', values: { bannerName: 'Przygotowana' } },
      { module: 'placements', recordId: spot.id, action: 'unpublish' },
    ]);
    const fresh = (await admin('GET', `/api/v1/campaigns/${id}`)).body.data as unknown as { items: { warnings: { kind: string; field?: string }[]; before: { bannerName?: string }; after: { bannerName?: string } }[] };
    expect(fresh.items[0].warnings).toEqual([]);
    expect(fresh.items[0].after.bannerName).toBe('Przygotowana');
    expect(fresh.items[1].warnings).toEqual([expect.objectContaining({ kind: 'missing-file', field: 'pl_imageUrl' })]);

    await made(admin, 'PATCH', `/api/v1/banners/${hot.id}`, { bannerName: 'Ktoś inny', version: hot.version });
    const stale = (await admin('GET', `/api/v1/campaigns/${id}`)).body.data as unknown as { items: { warnings: { kind: string; message: string }[] }[] };
    expect(stale.items[0].warnings).toEqual([expect.objectContaining({ kind: 'stale' })]);
    // A viewer reviewing it is told it may not apply the items.
    const viewer = caller(app, await login(app, 'viewer@example.com'));
    const seen = (await viewer('GET', `/api/v1/campaigns/${id}`)).body.data as unknown as { items: { warnings: { kind: string }[] }[] };
    expect(seen.items[0].warnings.map((w) => w.kind)).toEqual(['no-permission', 'stale']);
    // And publishing it now fails on the version guard: what was reviewed is what goes out.
    const res = await admin('POST', `/api/v1/campaigns/${id}/publish`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Item 1 \(Hot banner/);
    // Said as a campaign's failure (which item, why, what to do), not as a form's "Reload it".
    expect(res.body.message).toMatch(/: The record changed since this item was prepared \(version \d+, now \d+\)\. Nothing was published: remove this item and add the record again$/);
  });

  it('refuses an item whose image names no stored file, as a direct write does (400 "File does not exist" on the field)', async () => {
    const campaign = await made<{ id: number }>(admin, 'POST', '/api/v1/campaigns', { name: 'Brak pliku' });
    const hot = await made(admin, 'POST', '/api/v1/banners', hotBanner());
    for (const item of [
      { module: 'placements', action: 'create', values: { ...placement(), pl_imageUrl: '/files/placements/nie-ma.png' } },
      { module: 'hotbanner', recordId: hot.id, action: 'update', values: { pl_imageUrl: '/files/hot-banners/nie-ma.png', pl_imageAltText: 'Baner' } },
    ]) {
      const res = await admin('POST', `/api/v1/campaigns/${campaign.id}/items`, item);
      expect([item.module, res.status, res.body.errorMessages]).toEqual([item.module, 400, { pl_imageUrl: ['File does not exist'] }]);
    }
  });

  it('shows a message\'s title change once: under its own field, not again under the derived messageTitle', async () => {
    const msg = await made<{ id: number; version: number }>(admin, 'POST', '/api/v1/messages', { messageName: `T ${unique()}`, sendToAll: true, isActive: false, pl_title: 'Stary', pl_imageAltText: 'B', pl_isReadyHtml: false, pl_description: 'T' });
    const id = await campaignWith(admin, 'Tytuł', [{ module: 'messages', recordId: msg.id, action: 'update', values: { pl_title: 'Nowy' }, baseVersion: msg.version }]);
    const item = ((await admin('GET', `/api/v1/campaigns/${id}`)).body.data as unknown as { items: { before: Record<string, unknown>; after: Record<string, unknown> }[] }).items[0];
    const changed = Object.keys(item.after).filter((key) => JSON.stringify(item.after[key]) !== JSON.stringify(item.before[key]));
    expect(changed).toEqual(['pl_title']);
    expect(item.before).not.toHaveProperty('messageTitle');
  });

  it('warns of a record the item names that no longer exists (a landing page’s permanent promotion)', async () => {
    const promotion = await made<{ id: number }>(admin, 'POST', '/api/permanentPromotions', { name: `Stała ${unique()}`, landing_page_url: 'https://example.com/stala' });
    const page = landingPage();
    const values = { config: { ...page.config, permanentPromotion: { ...page.config.permanentPromotion, id: promotion.id } } };
    const id = await campaignWith(admin, 'Odwołania', [{ module: 'landing-pages', action: 'create', values }]);
    const fresh = (await admin('GET', `/api/v1/campaigns/${id}`)).body.data as unknown as { items: { label: string; warnings: { kind: string; field?: string }[] }[] };
    expect(fresh.items[0].warnings).toEqual([]);
    // A landing page is named by its partner, as in its list, not "Landing page #18".
    expect(fresh.items[0].label).toBe(page.config.affiliateLink.username);
    await made(admin, 'PUT', `/api/permanentPromotions/${promotion.id}`, { name: 'Wyłączona', landing_page_url: 'https://example.com/stala', active: false });
    const gone = (await admin('GET', `/api/v1/campaigns/${id}`)).body.data as unknown as { items: { warnings: { kind: string; field?: string }[] }[] };
    expect(gone.items[0].warnings).toEqual([expect.objectContaining({ kind: 'missing-record', field: 'config.permanentPromotion.id' })]);
  });

  it('names the modules a campaign can change and the actions each takes', async () => {
    const { items } = (await admin('GET', '/api/v1/campaigns/modules')).body.data as unknown as { items: { module: string; actions: string[] }[] };
    const actions = new Map(items.map((m) => [m.module, m.actions]));
    expect(actions.get('landing-pages')).toEqual(['create', 'update', 'publish', 'unpublish', 'delete']);
    expect(actions.get('banners')).toEqual(['create', 'update', 'delete']);
    expect(actions.has('roles')).toBe(false);
    expect(actions.has('users')).toBe(false);
  });

  it('lists campaigns by tab for the schedule home', async () => {
    const hot = await made(admin, 'POST', '/api/v1/banners', hotBanner());
    const id = await campaignWith(admin, `Nadchodząca ${unique()}`, [{ module: 'hotbanner', recordId: hot.id, action: 'publish' }]);
    await made(admin, 'POST', `/api/v1/campaigns/${id}/schedule`, { scheduledAt: new Date(clock + 7_200_000).toISOString() });
    const page = (await admin('GET', '/api/v1/campaigns?status=scheduled')).body.data as unknown as { items: { id: number; itemCount: number }[] };
    expect(page.items.find((c) => c.id === id)).toMatchObject({ itemCount: 1 });
    const drafts = (await admin('GET', '/api/v1/campaigns?status=draft')).body.data as unknown as { items: { id: number }[] };
    expect(drafts.items.some((c) => c.id === id)).toBe(false);
  });
});
