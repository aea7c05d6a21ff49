// A record loaded into a form carries bookkeeping the schema does not own (id, version, createdBy, status …); the
// form validates and submits only the schema's own fields, so a strict schema does not refuse an edit or a clone.
import type * as v from 'valibot';

type Entries = Record<string, unknown>;

function objectEntries(schema: v.GenericSchema<unknown, unknown>): Entries | undefined {
  const own = (schema as { entries?: Entries }).entries;
  if (own) return own;
  const first = (schema as { pipe?: readonly { entries?: Entries }[] }).pipe?.[0];
  return first?.entries;
}

/** The values of the schema's own top-level fields: `schemaFields(bannerSchema, record)`; other schemas get them all. */
export function schemaFields(schema: v.GenericSchema<unknown, unknown>, values: object): Record<string, unknown> {
  const entries = objectEntries(schema);
  if (!entries) return { ...values };
  return Object.fromEntries(Object.entries(values).filter(([key]) => Object.hasOwn(entries, key)));
}
