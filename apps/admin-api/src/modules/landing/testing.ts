// Test fixtures of the landing module's server specs (not loaded by the app).
import type { FastifyInstance } from 'fastify';
import type { LandingPage, LandingPageConfigInput } from '@backoffice/modules-landing';

export function pageConfig(linkCode: string, overrides: Partial<LandingPageConfigInput> = {}): LandingPageConfigInput {
  return {
    affiliateLink: { username: `partner_${linkCode}`, promo_code: 'BONUS100', link_code: linkCode },
    permanentPromotion: { id: 1, name: 'Bonus powitalny', landing_page_url: 'https://www.example.pl/promocje/bonus' },
    hero: { headline: 'Odbierz bonus' },
    ...overrides,
  };
}

/** A caller bound to one token: `call('POST', '/api/landingPages', body)` → { status, body, headers }. */
export function caller(app: FastifyInstance, token?: string) {
  return async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers: token ? { 'x-access-token': token } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {}, headers: res.headers };
  };
}

export type Call = ReturnType<typeof caller>;

export async function createPage(call: Call, linkCode: string, extra: Record<string, unknown> = {}): Promise<LandingPage> {
  const res = await call('POST', '/api/landingPages', { config: pageConfig(linkCode), ...extra });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as LandingPage;
}
