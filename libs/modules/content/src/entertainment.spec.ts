import * as v from 'valibot';
import { entertainmentSchema } from './entertainment';

const issuesOf = (value: unknown) => {
  const r = v.safeParse(entertainmentSchema, value);
  return r.success ? {} : v.flatten(r.issues).nested ?? {};
};
const entertainment = { eventGameType: 'OUTRIGHT', eventId: '7700101', entertainmentName: 'Eurowizja', category: [{ key: 'music', value: 'Muzyka' }], sortOrder: 1 };

describe('entertainment schema (type, event id, name and category required)', () => {
  it('accepts a minimal entertainment, active by default', () => {
    expect(v.parse(entertainmentSchema, entertainment)).toMatchObject({ isActive: true, category: [{ key: 'music', value: 'Muzyka' }] });
  });

  it('answers with the spec messages', () => {
    expect(issuesOf({ sortOrder: 0 })).toEqual({
      eventGameType: ['please select event game type'],
      eventId: ['Event id is required!'],
      entertainmentName: ['Name is required!'],
      category: ['must contain minimum 1 items!'],
    });
    expect(issuesOf({ ...entertainment, eventGameType: 'LOTTO' })).toEqual({ eventGameType: ['please select event game type'] });
    expect(issuesOf({ ...entertainment, eventId: '77a' })).toEqual({ eventId: ['must be a valid id!'] });
    expect(issuesOf({ ...entertainment, category: [{ key: 'music', value: '' }] })).toEqual({ 'category.0.value': ['Value is required!'] });
    expect(issuesOf({ ...entertainment, dateFrom: '2026-12-02T10:00:00.000Z', dateTill: '2026-12-01T10:00:00.000Z' })).toEqual({ dateTill: ['must be after the start date!'] });
    expect(issuesOf({ ...entertainment, sortOrder: -1 })).toEqual({ sortOrder: ['must be greater than or equal to 0!'] });
  });
});
