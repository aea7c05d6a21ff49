import * as v from 'valibot';
import fc from 'fast-check';
import { seoDescriptionSchema, seoDescriptionUpdateSchema } from './seo-description';

const issuesOf = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value);
  return r.success ? {} : v.flatten(r.issues).nested ?? {};
};
const seo = { type: 'home', name: 'Strona główna', pl_title: 'Zakłady online', pl_description: 'Obstawiaj mecze.' };

describe('SEO description schema (title ≤ 60, description ≤ 160, one type)', () => {
  it('answers with the spec messages', () => {
    expect(issuesOf(seoDescriptionSchema, {})).toEqual({
      name: ['Name is required!'],
      pl_title: ['Title is required!'],
      pl_description: ['Description is required!'],
      type: ['Type is required!'],
    });
    expect(issuesOf(seoDescriptionSchema, { ...seo, type: 'strona główna' })).toEqual({ type: ['must be a valid type!'] });
    expect(issuesOf(seoDescriptionUpdateSchema, seo)).not.toEqual({});
  });

  it('holds the search-engine lengths', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 300 }), (t, d) => {
        const issues = issuesOf(seoDescriptionSchema, { ...seo, pl_title: 'a'.repeat(t), pl_description: 'b'.repeat(d) });
        expect(issues.pl_title).toEqual(t > 60 ? ['must be shorter than 61 characters!'] : undefined);
        expect(issues.pl_description).toEqual(d > 160 ? ['must be shorter than 161 characters!'] : undefined);
      }),
    );
  });
});
