import * as v from 'valibot';
import { placementSchema } from './placement';

const issuesOf = (value: unknown) => {
  const r = v.safeParse(placementSchema, value);
  return r.success ? {} : v.flatten(r.issues).nested ?? {};
};
const placement = {
  placementName: 'Bonus na stronie głównej',
  pl_imageUrl: '/files/placements/bonus.png',
  pl_imageAltText: 'Bonus 100%',
  screens: [{ key: 'desktop', value: 'right-column' }],
};

describe('placement schema (name, image and image alt required; at least one screen)', () => {
  it('accepts a minimal placement: no places, active by default', () => {
    expect(v.parse(placementSchema, placement)).toMatchObject({ places: [], isActive: true });
  });

  it('answers with the spec messages', () => {
    expect(issuesOf({})).toEqual({
      placementName: ['Name is required!'],
      pl_imageUrl: ['Image is required!'],
      pl_imageAltText: ['Image alt is required!'],
      screens: ['must contain minimum 1 items!'],
    });
    expect(issuesOf({ ...placement, screens: [{ key: '', value: 'x' }], places: [{ key: 'home', value: '' }] })).toEqual({
      'screens.0.key': ['Key is required!'],
      'places.0.value': ['Value is required!'],
    });
    expect(issuesOf({ ...placement, pl_imageUrl: 'https://evil.example/x.png' })).toEqual({ pl_imageUrl: ['must be a valid file link!'] });
    expect(issuesOf({ ...placement, dateFrom: '2026-12-02T10:00:00.000Z', dateTill: '2026-12-01T10:00:00.000Z' })).toEqual({ dateTill: ['must be after the start date!'] });
    expect(issuesOf({ ...placement, screens: Array.from({ length: 51 }, (_, i) => ({ key: `s${i}`, value: 'x' })) })).toEqual({ screens: ['must contain maximum 50 items!'] });
  });
});
