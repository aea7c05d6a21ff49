import * as v from 'valibot';
import fc from 'fast-check';
import { customPageSchema, SLUG_FORMAT, SLUG_PATTERN, slugify } from './custom-page';

const issuesOf = (value: unknown) => {
  const r = v.safeParse(customPageSchema, value);
  return r.success ? {} : v.flatten(r.issues).nested ?? {};
};
const page = { title: 'O nas', slug: 'o-nas', pl_content: '<p>Kim jesteśmy</p>' };

describe('custom page schema', () => {
  it('accepts a minimal page, active by default, with no window', () => {
    expect(v.parse(customPageSchema, page)).toMatchObject({ isActive: true });
  });

  it('needs a title, a slug and the Polish content', () => {
    expect(issuesOf({})).toEqual({ title: ['Title is required!'], slug: ['Slug is required!'], pl_content: ['Content is required!'] });
    expect(issuesOf({ ...page, en_content: '', uk_content: null })).toEqual({});
  });

  it('takes only URL-safe slugs', () => {
    for (const slug of ['O-nas', 'o nas', 'o--nas', '-o-nas', 'o-nas-', 'ó-nas', 'o/nas', '../etc']) {
      expect(issuesOf({ ...page, slug })).toEqual({ slug: [SLUG_FORMAT] });
    }
    expect(issuesOf({ ...page, slug: 'odpowiedzialna-gra-2026' })).toEqual({});
    expect(issuesOf({ ...page, slug: 'a'.repeat(101) })).toEqual({ slug: ['must be shorter than 101 characters!'] });
  });

  it('keeps the SEO texts within what search engines show', () => {
    expect(issuesOf({ ...page, seoTitle: 'x'.repeat(61), seoDescription: 'x'.repeat(161) })).toEqual({
      seoTitle: ['must be shorter than 61 characters!'],
      seoDescription: ['must be shorter than 161 characters!'],
    });
  });

  it('keeps till after from', () => {
    expect(issuesOf({ ...page, dateFrom: '2026-12-02T10:00:00.000Z', dateTill: '2026-12-01T10:00:00.000Z' })).toEqual({ dateTill: ['must be after the start date!'] });
  });

  it('refuses unknown fields', () => {
    expect(v.safeParse(customPageSchema, { ...page, id: 3 }).success).toBe(false);
  });

  it('suggests URL-safe slugs from any title', () => {
    expect(slugify('Odpowiedzialna gra — zasady')).toBe('odpowiedzialna-gra-zasady');
    expect(slugify('Łódź, Żółć & Gęś')).toBe('lodz-zolc-ges');
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (title) => {
      const slug = slugify(title);
      expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
      expect(slug.length).toBeLessThanOrEqual(100);
    }));
  });
});
