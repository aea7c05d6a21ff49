// JSON Schema (as the OpenAPI document publishes it) → fast-check arbitrary. Mostly values of the documented
// shape, so requests reach past validation into the SQL; mixed with the hostile corpus, wrong types, extra keys
// and arrays where a scalar belongs, so validation itself is attacked too.
import fc from 'fast-check';
import { HOSTILE_NUMBERS, HOSTILE_STRINGS, HOSTILE_VALUES } from './hostile-corpus';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
};

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const hostileNumber = fc.constantFrom(...HOSTILE_NUMBERS);
/** Anything at all, of any type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileString, hostileNumber, fc.constantFrom(...HOSTILE_VALUES), fc.array(hostileString, { maxLength: 3 }));

function shapedString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'uri') return fc.webUrl();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 80));
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ minLength, maxLength, unit: 'grapheme' }), fc.stringMatching(/^[a-z0-9-]{1,20}$/));
}

function shapedNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1000;
  const max = Math.max(min, schema.maximum ?? 1000);
  if (integer) return fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) });
  return fc.double({ min, max, noNaN: true });
}

function shaped(schema: JsonSchema, depth: number, pure: boolean): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueFor(s, depth, pure)));
  if (schema.allOf?.length) return valueFor(Object.assign({}, ...schema.allOf) as JsonSchema, depth, pure);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ['object'] : [];
  if (types.length === 0) return pure ? fc.constant(null) : hostileValue;
  return fc.oneof(...types.map((type) => shapedOfType(schema, type, depth, pure)));
}

function shapedOfType(schema: JsonSchema, type: string, depth: number, pure: boolean): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return shapedString(schema);
    case 'integer':
    case 'number':
      return shapedNumber(schema, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const minLength = Math.min(schema.minItems ?? 0, 5);
      return fc.array(valueFor(schema.items ?? {}, depth + 1, pure), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 6)) });
    }
    case 'object':
      return depth > 4 ? fc.constant({}) : objectFor(schema, depth, pure);
    default:
      return pure ? fc.constant(null) : hostileValue;
  }
}

function objectFor(schema: JsonSchema, depth: number, pure: boolean): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([key, property]) => {
    const value = valueFor(property, depth + 1, pure);
    // A required key is usually sent (always when pure); an optional one half the time.
    return fc.tuple(fc.constant(key), pure && required.has(key) ? value : fc.option(value, { freq: required.has(key) ? 8 : 2, nil: undefined }));
  });
  const extra = pure ? fc.constant(undefined) : fc.option(fc.tuple(fc.constantFrom('extra', '__proto__', 'constructor', 'id', 'deletedAt', 'version'), hostileValue), { freq: 5, nil: undefined });
  return fc.tuple(fc.tuple(...entries), extra).map(([pairs, added]) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of pairs) if (value !== undefined) out[key] = value;
    if (added) Object.defineProperty(out, added[0], { value: added[1], enumerable: true, configurable: true, writable: true });
    return out;
  });
}

/**
 * A value for a field: mostly of its shape, sometimes hostile, sometimes wrapped in an array. `pure`: of its shape
 * all the way down, so a whole record can be valid (and then stored).
 */
export function valueFor(schema: JsonSchema, depth = 0, pure = false): fc.Arbitrary<unknown> {
  const good = shaped(schema, depth, pure);
  if (pure) return good;
  return fc.oneof(
    { arbitrary: good, weight: 6 },
    { arbitrary: hostileValue, weight: 3 },
    { arbitrary: fc.array(good, { minLength: 1, maxLength: 2 }), weight: 1 },
  );
}

/** A request body: a shaped one, a shaped one with one field made hostile, or hostile throughout. */
export function bodyFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const pure = valueFor(schema, 0, true);
  const oneBad = fc.tuple(pure, fc.nat(), hostileValue).map(([body, pick, bad]) => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return bad;
    const keys = Object.keys(schema.properties ?? {});
    if (keys.length === 0) return body;
    return { ...body, [keys[pick % keys.length]]: bad };
  });
  return fc.oneof(pure, oneBad, valueFor(schema));
}
