import * as v from 'valibot';
import fc from 'fast-check';
import { bannerSchema } from './banner';

const issuesOf = (value: unknown) => {
  const r = v.safeParse(bannerSchema, value);
  return r.success ? {} : v.flatten(r.issues).nested ?? {};
};
const banner = { subBannerName: 'Bonus na start', pl_imageAltText: 'Bonus 100%', pl_link: '/promocje/bonus', sortOrder: 1 };

describe('banner schema (name, image alt and link required)', () => {
  it('accepts a minimal banner and fills the flags', () => {
    expect(v.parse(bannerSchema, banner)).toMatchObject({ forNonLogged: false, newBanner: false });
  });

  it('answers with the spec messages', () => {
    expect(issuesOf({ sortOrder: '' })).toEqual({
      subBannerName: ['Name is required!'],
      pl_imageAltText: ['Image alt is required!'],
      pl_link: ['Link is required!'],
      sortOrder: ['Sort order is required!'],
    });
    expect(issuesOf({ ...banner, pl_link: 'javascript:alert(1)', pl_imageUrl: 'javascript:x' })).toEqual({
      pl_link: ['must be a valid url!'],
      pl_imageUrl: ['must be a valid file link!'],
    });
    expect(issuesOf({ ...banner, dateFrom: '2026-12-02T10:00:00.000Z', dateTill: '2026-12-01T10:00:00.000Z' })).toEqual({ dateTill: ['must be after the start date!'] });
    expect(issuesOf({ ...banner, extra: 1 })).not.toEqual({});
  });

  it('takes a sort order from 0 to 1 000 000', () => {
    fc.assert(fc.property(fc.integer({ min: -1000, max: 2_000_000 }), (n) => {
      expect(v.safeParse(bannerSchema, { ...banner, sortOrder: n }).success).toBe(n >= 0 && n <= 1_000_000);
    }));
  });
});
