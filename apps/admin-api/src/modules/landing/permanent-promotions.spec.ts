// Permanent promotions on a fresh install (no demo data): a page needs only its URL; the promotions a page may
// pick are managed through /api/permanentPromotions with the landing permissions; a picked id must exist.
jest.setTimeout(90_000);

import type { LandingPage, PermanentPromotion } from '@backoffice/modules-landing';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { pageConfig } from './testing';

const BOOT = { email: 'boot@example.com', password: 'Bootstrap1!' };
const URL_ONLY = { landing_page_url: 'https://www.example.pl/promocje/wlasna' };

async function request(app: TestApp, token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) {
  const res = await app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as { data: unknown; message?: string; errorMessages?: Record<string, string[]> } };
}

describe('permanent promotions on a fresh install', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp({ demoData: false, bootstrapAdmin: BOOT });
    token = await login(app, BOOT.email, BOOT.password);
  });
  afterAll(() => app.close());

  it('saves a landing page with a typed URL alone, and refuses a promotion id that does not exist, naming the field', async () => {
    expect((await request(app, token, 'GET', '/api/permanentPromotions')).body.data).toEqual([]);
    const saved = await request(app, token, 'POST', '/api/landingPages', { config: pageConfig('own-url', { permanentPromotion: URL_ONLY }) });
    expect(saved.status).toBe(201);
    expect((saved.body.data as LandingPage).config.permanentPromotion).toEqual({ id: null, name: '', ...URL_ONLY });

    const ghost = await request(app, token, 'POST', '/api/landingPages', { config: pageConfig('ghost', { permanentPromotion: { id: 4242, name: 'Ghost', ...URL_ONLY } }) });
    expect(ghost.status).toBe(400);
    expect(ghost.body.errorMessages).toEqual({ 'config.permanentPromotion.id': ['Permanent promotion does not exist'] });

    const noUrl = await request(app, token, 'POST', '/api/landingPages', { config: pageConfig('no-url', { permanentPromotion: undefined }) });
    expect(noUrl.status).toBe(400);
    expect(noUrl.body.errorMessages).toEqual({ 'config.permanentPromotion.landing_page_url': ['Landing page URL is required!'] });
  });

  it('adds, edits and deactivates a promotion; a page takes its stored name, and keeps a deactivated one', async () => {
    const created = await request(app, token, 'POST', '/api/permanentPromotions', { name: 'Bonus powitalny', landing_page_url: 'https://www.example.pl/promocje/bonus' });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Permanent promotion created successfully');
    const promotion = created.body.data as PermanentPromotion;
    expect(promotion).toMatchObject({ name: 'Bonus powitalny', active: true });

    const page = await request(app, token, 'POST', '/api/landingPages', { config: pageConfig('with-promo', { permanentPromotion: { id: promotion.id, name: 'typed by hand', ...URL_ONLY } }) });
    expect(page.status).toBe(201);
    const stored = page.body.data as LandingPage;
    expect(stored.config.permanentPromotion).toEqual({ id: promotion.id, name: 'Bonus powitalny', ...URL_ONLY });

    const off = await request(app, token, 'PUT', `/api/permanentPromotions/${promotion.id}`, { name: 'Bonus powitalny', landing_page_url: 'https://www.example.pl/promocje/bonus', active: false });
    expect(off.status).toBe(200);
    expect((await request(app, token, 'GET', '/api/permanentPromotions?search=Bonus')).body.data).toEqual([]);
    expect((await request(app, token, 'GET', '/api/permanentPromotions?all=true')).body.data).toEqual([expect.objectContaining({ id: promotion.id, active: false })]);
    // A new page may not pick it; the page that leads to it still saves.
    const fresh = await request(app, token, 'POST', '/api/landingPages', { config: pageConfig('late', { permanentPromotion: { id: promotion.id, ...URL_ONLY } }) });
    expect(fresh.body.errorMessages).toEqual({ 'config.permanentPromotion.id': ['Permanent promotion does not exist'] });
    const edit = await request(app, token, 'PATCH', `/api/landingPages/${stored.id}`, { config: stored.config, version: stored.version });
    expect(edit.status).toBe(200);

    const bad = await request(app, token, 'POST', '/api/permanentPromotions', { name: ' ', landing_page_url: 'ftp://x' });
    expect(bad.body.errorMessages).toEqual({ name: ['Name is required!'], landing_page_url: ['must be a valid url!'] });
    expect((await request(app, token, 'PUT', '/api/permanentPromotions/999999', { name: 'x', landing_page_url: 'https://x.pl' })).status).toBe(404);
  });
});

describe('permanent promotions: who may manage them', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('the landing permissions: the editor adds and edits, the viewer only reads', async () => {
    const body = { name: 'Freebet 20 zł', landing_page_url: 'https://www.example.pl/promocje/freebet' };
    const editor = await login(app, 'editor@example.com');
    const viewer = await login(app, 'viewer@example.com');
    const created = await request(app, editor, 'POST', '/api/permanentPromotions', body);
    expect(created.status).toBe(201);
    const id = (created.body.data as PermanentPromotion).id;
    expect((await request(app, editor, 'PUT', `/api/permanentPromotions/${id}`, { ...body, name: 'Freebet 25 zł' })).status).toBe(200);
    expect((await request(app, viewer, 'POST', '/api/permanentPromotions', body)).status).toBe(403);
    expect((await request(app, viewer, 'PUT', `/api/permanentPromotions/${id}`, body)).status).toBe(403);
    const seen = (await request(app, viewer, 'GET', '/api/permanentPromotions?search=Freebet 25')).body.data as PermanentPromotion[];
    expect(seen.map((p) => p.name)).toEqual(['Freebet 25 zł']);
  });
});
