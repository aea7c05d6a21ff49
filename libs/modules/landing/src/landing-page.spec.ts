import * as v from 'valibot';
import {
  landingBulkEditSchema,
  landingIdsQuerySchema,
  landingPageConfigSchema,
  landingPageCreateSchema,
  landingStatusChangeSchema,
  publishAtSchema,
} from './landing-page';
import { listQuerySchema, moduleListSpec } from '@backoffice/validation';
import { toFinalFormValidate } from '@backoffice/validation';
import { landingPagesModule } from './landing-pages';

const landingListQuerySchema = listQuerySchema(moduleListSpec(landingPagesModule));

const config = {
  affiliateLink: { username: 'typerzy_pl', promo_code: 'typ100', link_code: 'Typerzy-100' },
  permanentPromotion: { id: 1, name: 'Bonus 100%', landing_page_url: 'https://example.pl/promocje/bonus' },
  hero: { headline: 'Zgarnij bonus' },
};

const issuesOf = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value);
  return r.success ? {} : v.flatten(r.issues).nested ?? {};
};

describe('landing page schema', () => {
  it('normalises codes and fills the optional parts', () => {
    const out = v.parse(landingPageConfigSchema, config);
    expect(out.affiliateLink).toEqual({ username: 'typerzy_pl', promo_code: 'TYP100', link_code: 'typerzy-100' });
    expect(out.carousel).toEqual([]);
    expect(out.hero.desktopImage).toBeNull();
    expect(v.parse(landingPageConfigSchema, { ...config, hero: { headline: 'x', mobileImage: '' } }).hero.mobileImage).toBeNull();
    expect(v.safeParse(landingPageConfigSchema, { ...config, hero: { headline: 'x', mobileImage: 'javascript:x' } }).success).toBe(false);
    expect(out.seo).toEqual({ title: '', description: '' });
  });

  it('answers with the spec messages', () => {
    const issues = issuesOf(landingPageConfigSchema, {
      ...config,
      affiliateLink: { username: ' ', promo_code: 'ok', link_code: 'with space' },
      permanentPromotion: { ...config.permanentPromotion, landing_page_url: 'ftp://x' },
    });
    expect(issues['affiliateLink.username']).toEqual(['Partner is required!']);
    expect(issues['affiliateLink.link_code']).toEqual(['must be a valid link code!']);
    expect(issues['permanentPromotion.landing_page_url']).toEqual(['must be a valid url!']);
  });

  it('needs only the landing page URL: the promotion is optional, and an empty URL names its field', () => {
    const urlOnly = { ...config, permanentPromotion: { landing_page_url: 'https://example.pl/wlasna' } };
    expect(v.parse(landingPageConfigSchema, urlOnly).permanentPromotion).toEqual({ id: null, name: '', landing_page_url: 'https://example.pl/wlasna' });
    // The form drops an emptied field from its values; the whole part left out reads the same.
    const formErrors = toFinalFormValidate(v.object({ config: landingPageConfigSchema }));
    const emptied = formErrors({ config: { ...config, permanentPromotion: { id: null, name: '' } } }) as { config: { permanentPromotion: unknown } };
    expect(emptied.config.permanentPromotion).toEqual({ landing_page_url: 'Landing page URL is required!' });
    const { permanentPromotion: _left, ...withoutPromotion } = config;
    expect(issuesOf(landingPageConfigSchema, withoutPromotion)['permanentPromotion.landing_page_url']).toEqual(['Landing page URL is required!']);
    expect(issuesOf(landingPageConfigSchema, { ...config, permanentPromotion: { id: 0, landing_page_url: 'https://x.pl' } })['permanentPromotion.id']).toEqual(['Permanent promotion does not exist']);
  });

  it('refuses unknown fields', () => {
    expect(v.safeParse(landingPageCreateSchema, { config, extra: 1 }).success).toBe(false);
  });

  it('takes publish times on 15-minute steps only', () => {
    expect(v.safeParse(publishAtSchema, '2026-11-22T18:45:00.000Z').success).toBe(true);
    expect(v.safeParse(publishAtSchema, '2026-11-22T18:40:00.000Z').success).toBe(false);
    expect(v.safeParse(publishAtSchema, 'tomorrow').success).toBe(false);
  });

  it('lets only an unpublish carry a publish date', () => {
    expect(v.safeParse(landingStatusChangeSchema, { status: 'published' }).success).toBe(true);
    expect(v.safeParse(landingStatusChangeSchema, { status: 'draft', publishAt: '2026-11-22T18:45:00Z' }).success).toBe(true);
    expect(issuesOf(landingStatusChangeSchema, { status: 'published', publishAt: '2026-11-22T18:45:00Z' }).publishAt).toBeDefined();
  });

  it('parses list queries with defaults', () => {
    expect(v.parse(landingListQuerySchema, {})).toEqual({ status: 'published', sort: 'id', order: 'desc', page: 1, pageSize: 10 });
    expect(v.parse(landingListQuerySchema, { status: 'deleted', sort: 'deletedAt' })).toMatchObject({ status: 'deleted', sort: 'deletedAt' });
    expect(v.safeParse(landingListQuerySchema, { pageSize: '101' }).success).toBe(false);
    expect(v.safeParse(landingListQuerySchema, { sort: 'config' }).success).toBe(false);
    expect(v.parse(landingIdsQuerySchema, { ids: '3,1,3' }).ids).toEqual([3, 1]);
    expect(v.safeParse(landingIdsQuerySchema, { ids: '1,,2' }).success).toBe(false);
  });

  it('refuses an empty bulk edit and a link code change', () => {
    expect(v.safeParse(landingBulkEditSchema, { items: [{ id: 1, version: 1 }], changes: {} }).success).toBe(false);
    expect(v.safeParse(landingBulkEditSchema, { items: [{ id: 1, version: 1 }], changes: { affiliateLink: { link_code: 'x' } } }).success).toBe(false);
    const ok = v.parse(landingBulkEditSchema, { items: [{ id: 1, version: 1 }], changes: { hero: { headline: 'Nowy' } } });
    expect(ok.changes.hero).toEqual({ headline: 'Nowy' });
  });
});
