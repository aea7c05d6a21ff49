import * as v from 'valibot';
import { schemaFields } from './form-values';

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
