import * as v from 'valibot';
import fc from 'fast-check';
import { hotBannerSchema } from './hot-banner';

const issuesOf = (value: unknown) => {
  const r = v.safeParse(hotBannerSchema, value);
  return r.success ? {} : v.flatten(r.issues).nested ?? {};
};
const banner = { bannerName: 'Liga Mistrzów', pl_link: '/zaklady/liga-mistrzow', sortOrder: 1 };

describe('hot banner schema', () => {
  it('accepts a minimal hot banner, active by default', () => {
    expect(v.parse(hotBannerSchema, banner)).toMatchObject({ isActive: true });
  });

  it('needs a name, and a link unless an event game is set', () => {
    expect(issuesOf({ sortOrder: 1 })).toEqual({ bannerName: ['Name is required!'], pl_link: ['Link is required!'] });
    expect(issuesOf({ ...banner, pl_link: '', eventGameId: '123456' })).toEqual({});
    expect(issuesOf({ ...banner, pl_link: 'javascript:alert(1)', eventGameId: 'abc' })).toEqual({ pl_link: ['must be a valid url!'], eventGameId: ['must be a valid id!'] });
  });

  it('needs the alt text when an image is set', () => {
    expect(issuesOf({ ...banner, pl_imageUrl: '/files/hot-banners/a.png' })).toEqual({ pl_imageAltText: ['Image alt is required!'] });
    expect(issuesOf({ ...banner, pl_mobileImageUrl: '/files/hot-banners/m.png' })).toEqual({ pl_imageAltText: ['Image alt is required!'] });
    expect(issuesOf({ ...banner, pl_imageUrl: '/files/hot-banners/a.png', pl_imageAltText: 'Liga Mistrzów' })).toEqual({});
    expect(issuesOf({ ...banner, pl_imageUrl: 'javascript:x', pl_imageAltText: 'x' })).toEqual({ pl_imageUrl: ['must be a valid file link!'] });
  });

  it('keeps till after from', () => {
    expect(issuesOf({ ...banner, dateFrom: '2026-12-02T10:00:00.000Z', dateTill: '2026-12-01T10:00:00.000Z' })).toEqual({ dateTill: ['must be after the start date!'] });
  });

  it('takes a sort order from 0 to 1 000 000', () => {
    fc.assert(fc.property(fc.integer({ min: -1000, max: 2_000_000 }), (n) => {
      expect(v.safeParse(hotBannerSchema, { ...banner, sortOrder: n }).success).toBe(n >= 0 && n <= 1_000_000);
    }));
  });
});
