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

const isObjectRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Values compared by content. final-form compares an array field by its items' identity, so a list of key/value rows
 * re-read from the server after a save looks changed although every row is the same; the session store keeps an
 * unchanged field's object with it, so a re-read profile re-renders nothing.
 */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValues(item, b[i]));
  }
  if (isObjectRecord(a) && isObjectRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValues(a[key], b[key]));
  }
  return false;
}
