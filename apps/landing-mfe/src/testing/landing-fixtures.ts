// Fixtures of the module's component specs: landing pages as the API returns them, and a fetch stand-in.
import type { LandingPage } from '@backoffice/modules-landing';

export const landingPage = (id: number, extra: Partial<LandingPage> = {}): LandingPage => ({
  id,
  status: 'published',
  publishAt: null,
  deletedAt: null,
  version: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  config: {
    affiliateLink: { username: `partner_${id}`, promo_code: `PROMO${id}`, link_code: `link-${id}` },
    permanentPromotion: { id: 1, name: 'Bonus', landing_page_url: `https://www.example.pl/promocje/${id}` },
    hero: { headline: 'H', subheadline: '', ctaLabel: '', desktopImage: null, mobileImage: null },
    carousel: [],
    terms: '',
    seo: { title: '', description: '' },
  },
  ...extra,
});

export interface SeenCall {
  method: string;
  url: string;
  body: unknown;
}

/** Replaces fetch: `answer(method, url, body)` gives { status, body } of each call; returns the calls seen. */
export function stubFetch(answer: (method: string, url: string, body: unknown) => { status?: number; body?: unknown }): SeenCall[] {
  const calls: SeenCall[] = [];
  const fake = async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const reply = answer(method, url, body);
    const raw = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return { status: reply.status ?? 200, text: async () => raw } as unknown as Response;
  };
  Object.defineProperty(globalThis, 'fetch', { value: fake, configurable: true, writable: true });
  return calls;
}
