import * as v from 'valibot';
import { sameValues, schemaFields } from './form-values';

describe('schemaFields', () => {
  const object = v.strictObject({ name: v.string(), sortOrder: v.number() });
  const record = { id: 1, version: 2, createdBy: 3, status: 'active', name: 'Baner', sortOrder: 1 };

  it('keeps the fields of an object schema, also under record-level checks', () => {
    expect(schemaFields(object, record)).toEqual({ name: 'Baner', sortOrder: 1 });
    const piped = v.pipe(object, v.check(() => true));
    expect(schemaFields(piped, record)).toEqual({ name: 'Baner', sortOrder: 1 });
    expect(v.safeParse(piped, schemaFields(piped, record)).success).toBe(true);
  });

  it('leaves the values of other schemas whole', () => {
    expect(schemaFields(v.record(v.string(), v.unknown()), record)).toEqual(record);
  });
});

describe('sameValues', () => {
  it('treats equal content as the same, whatever the references and key order', () => {
    expect(sameValues({ screens: [{ key: 'desktop', value: 'top' }] }, { screens: [{ value: 'top', key: 'desktop' }] })).toBe(true);
    expect(sameValues({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });

  it('tells a changed, added or removed item apart', () => {
    expect(sameValues({ screens: [{ key: 'desktop' }] }, { screens: [{ key: 'mobile' }] })).toBe(false);
    expect(sameValues({ screens: [{ key: 'desktop' }] }, { screens: [{ key: 'desktop' }, { key: 'mobile' }] })).toBe(false);
    expect(sameValues({ tags: ['a'] }, { tags: 'a' })).toBe(false);
    expect(sameValues({ n: 1 }, { n: '1' })).toBe(false);
  });
});
