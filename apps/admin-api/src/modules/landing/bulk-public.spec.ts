jest.setTimeout(60_000);

import type { FastifyInstance } from 'fastify';
import type { LandingBulkEditData, LandingBulkEditResult, LandingPage, PermanentPromotion } from '@backoffice/modules-landing';
import { createTestApp, login } from '../../../test/helpers';
import { caller, createPage, pageConfig, type Call } from './testing';

let app: FastifyInstance;
let call: Call;

beforeAll(async () => {
  app = await createTestApp({ demoData: true });
  call = caller(app, await login(app, 'admin@example.com'));
});
afterAll(() => app.close());

describe('bulk edit', () => {
  it('reads the values the pages share and leaves out the ones that differ', async () => {
    const a = await createPage(call, 'bulk-a');
    const b = await call('POST', '/api/landingPages', { config: pageConfig('bulk-b', { hero: { headline: 'Inny' } }) });
    const res = await call('GET', `/api/landingPages/bulkEdit?ids=${a.id},${(b.body.data as LandingPage).id},999999`);
    const data = res.body.data as LandingBulkEditData;
    expect(data.pages).toHaveLength(2);
    expect(data.missing).toEqual([999999]);
    expect(data.shared.affiliateLink).toEqual({ promo_code: 'BONUS100' });
    expect(data.shared.hero).toEqual({ subheadline: '', ctaLabel: '', desktopImage: null, mobileImage: null });
    expect(data.shared.permanentPromotion?.id).toBe(1);
    expect((await call('GET', '/api/landingPages/bulkEdit?ids=')).status).toBe(400);
  });

  it('saves each page on its own and reports the ones that failed', async () => {
    const ok1 = await createPage(call, 'bulk-ok1');
    const ok2 = await createPage(call, 'bulk-ok2');
    const stale = await createPage(call, 'bulk-stale');
    const deleted = await createPage(call, 'bulk-deleted');
    await call('PATCH', `/api/landingPages/${stale.id}/status`, { status: 'published' });
    await call('DELETE', `/api/landingPages/${deleted.id}`);
    const res = await call('PATCH', '/api/landingPages/bulkEdit', {
      items: [ok1, ok2, stale, deleted, { id: 999999, version: 1 }].map((p) => ({ id: p.id, version: 1 })),
      changes: { hero: { headline: 'Wspólny nagłówek' }, affiliateLink: { promo_code: 'wspolny' } },
    });
    expect(res.status).toBe(200);
    const result = res.body.data as LandingBulkEditResult;
    expect(result.updated.map((p) => p.id)).toEqual([ok1.id, ok2.id]);
    expect(result.updated[0].config.hero).toMatchObject({ headline: 'Wspólny nagłówek' });
    expect(result.updated[0].config.affiliateLink).toEqual({ username: 'partner_bulk-ok1', promo_code: 'WSPOLNY', link_code: 'bulk-ok1' });
    expect(result.failed).toEqual([
      { id: stale.id, message: expect.stringContaining('changed by someone else') },
      { id: deleted.id, message: 'Landing page is deleted' },
      { id: 999999, message: 'Landing page not found' },
    ]);
    expect(res.body.message).toBeUndefined();

    const all = await call('PATCH', '/api/landingPages/bulkEdit', { items: [{ id: ok1.id, version: 2 }], changes: { terms: 'Nowy regulamin' } });
    expect(all.body.message).toBe('1 landing page updated successfully');
    expect((await call('PATCH', '/api/landingPages/bulkEdit', { items: [{ id: ok1.id, version: 3 }], changes: {} })).status).toBe(400);
  });
});

describe('public resolver', () => {
  it('serves a published page and sends the others to registration', async () => {
    process.env.REGISTRATION_URL = 'https://www.example.pl/rejestracja?src=lp';
    const page = await createPage(call, 'public-page');
    const draft = await app.inject({ url: '/api/public/landing/public-page' });
    expect(draft.statusCode).toBe(302);
    expect(draft.headers.location).toBe('https://www.example.pl/rejestracja?src=lp');

    await call('PATCH', `/api/landingPages/${page.id}/status`, { status: 'published' });
    const live = await app.inject({ url: '/api/public/landing/PUBLIC-PAGE' });
    expect(live.statusCode).toBe(200);
    expect(live.json().data).toMatchObject({ linkCode: 'public-page', promoCode: 'BONUS100', hero: { headline: 'Odbierz bonus', ctaLabel: 'Zarejestruj się' } });

    await call('DELETE', `/api/landingPages/${page.id}`);
    expect((await app.inject({ url: '/api/public/landing/public-page' })).statusCode).toBe(302);
    expect((await app.inject({ url: '/api/public/landing/no-such-code' })).statusCode).toBe(302);
    delete process.env.REGISTRATION_URL;
  });
});

describe('demo data, promotions and base config', () => {
  it('seeds realistic pages in every tab', async () => {
    const count = async (status: string) =>
      ((await call('GET', `/api/landingPages?status=${status}&search=`)).body.data as { total: number }).total;
    expect(await count('deleted')).toBeGreaterThanOrEqual(4);
    expect(await count('draft')).toBeGreaterThanOrEqual(4);
    expect(await count('published')).toBeGreaterThanOrEqual(18);
  });

  it('searches permanent promotions by name', async () => {
    const res = await call('GET', '/api/permanentPromotions?search=freebet');
    const names = (res.body.data as PermanentPromotion[]).map((p) => p.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => /freebet/i.test(n))).toBe(true);
  });

  it('keeps one base config record guarded by its version', async () => {
    const initial = await call('GET', '/api/baseConfig');
    expect(initial.body.data).toMatchObject({ version: 0, updatedAt: null });
    const config = { ctaLabel: 'Graj teraz', defaultHeadline: 'Bonus', disclaimer: '18+' };
    const saved = await call('POST', '/api/baseConfig', { config, version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ version: 1, config: { ctaLabel: 'Graj teraz', themeColor: '#1565c0' } });
    expect((await call('POST', '/api/baseConfig', { config, version: 0 })).status).toBe(409);
    expect((await call('POST', '/api/baseConfig', { config, version: 1 })).body.data).toMatchObject({ version: 2 });
    expect((await call('POST', '/api/baseConfig', { config: { ...config, ctaLabel: '' } })).status).toBe(400);
  });
});
