// Test kit of the campaign specs: calls as a signed-in user, fixtures made through the modules' own routes, and one
// campaign of many items across modules.
import type { FastifyInstance } from 'fastify';
import { pageConfig } from '../landing/testing';

export interface Caller {
  (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<{ status: number; body: { data?: never; message?: string; errorMessages?: Record<string, string[]> } & Record<string, never> }>;
}

export function caller(app: FastifyInstance, token: string): Caller {
  return async (method, url, payload) => {
    const res = await app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  };
}

/** A fixture write that must succeed: its `data`. */
export async function made<T = { id: number; version: number } & Record<string, unknown>>(call: Caller, method: 'POST' | 'PATCH' | 'PUT', url: string, payload?: object): Promise<T> {
  const res = await call(method, url, payload);
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as T;
}

let n = 0;
export const unique = () => `${Date.now().toString(36)}${++n}`;

export const hotBanner = () => ({ bannerName: `Hot ${unique()}`, pl_link: '/promocje', sortOrder: 1 });
export const subBanner = () => ({ subBannerName: `Sub ${unique()}`, pl_imageAltText: 'Baner', pl_link: '/promocje', sortOrder: 1 });
export const message = () => ({ messageName: `Wiadomość ${unique()}`, sendToAll: true, isActive: false, pl_title: 'Bonus', pl_imageAltText: 'Bonus', pl_isReadyHtml: false, pl_description: 'Treść', dateTill: '2030-01-01T10:00:00.000Z' });
export const customPage = (slug = `strona-${unique()}`) => ({ title: `Strona ${slug}`, slug, pl_content: '<p>Treść</p>' });
export const placement = () => ({ placementName: `Kafel ${unique()}`, screens: [{ key: 'desktop', value: 'top' }], pl_imageUrl: '/files/placements/campaign.png', pl_imageAltText: 'Kafel' });
export const entertainment = () => ({ eventGameType: 'OUTRIGHT', eventId: `${7_000_000 + Math.floor(Math.random() * 900_000)}`, entertainmentName: 'Eurowizja', category: [{ key: 'music', value: 'Muzyka' }], sortOrder: 1 });
export const landingPage = () => ({ config: pageConfig(`camp-${unique()}`) });

export interface Fixtures {
  hot: { id: number; version: number };
  message: { id: number; version: number };
  landing: { id: number; version: number };
  placement: { id: number; version: number };
  entertainment: { id: number; version: number };
}

/** Records of five modules made directly, as a campaign finds them. */
export async function fixtures(call: Caller): Promise<Fixtures> {
  return {
    hot: await made(call, 'POST', '/api/v1/banners', hotBanner()),
    message: await made(call, 'POST', '/api/v1/messages', message()),
    landing: await made(call, 'POST', '/api/landingPages', landingPage()),
    placement: await made(call, 'POST', '/api/v1/placements', placement()),
    entertainment: await made(call, 'POST', '/api/v1/entertainments', entertainment()),
  };
}

/** Seven items in seven modules: update, publish (field), publish (landing's operation), delete, update, 2 creates. */
export function sevenItems(f: Fixtures, slug: string) {
  return [
    { module: 'hotbanner', recordId: f.hot.id, action: 'update', values: { bannerName: 'Mecz dnia' }, baseVersion: f.hot.version },
    { module: 'messages', recordId: f.message.id, action: 'publish', baseVersion: f.message.version },
    { module: 'landing-pages', recordId: f.landing.id, action: 'publish', baseVersion: f.landing.version },
    { module: 'placements', recordId: f.placement.id, action: 'delete', baseVersion: f.placement.version },
    { module: 'entertainments', recordId: f.entertainment.id, action: 'update', values: { entertainmentName: 'Finał' }, baseVersion: f.entertainment.version },
    { module: 'custom-page', action: 'create', values: customPage(slug) },
    { module: 'banners', action: 'create', values: { ...subBanner(), subBannerName: `Sub ${slug}` } },
  ];
}

/** A campaign with these items, prepared by `call`; its id. */
export async function campaignWith(call: Caller, name: string, items: readonly object[]): Promise<number> {
  const campaign = await made<{ id: number }>(call, 'POST', '/api/v1/campaigns', { name });
  for (const item of items) await made(call, 'POST', `/api/v1/campaigns/${campaign.id}/items`, item);
  return campaign.id;
}
