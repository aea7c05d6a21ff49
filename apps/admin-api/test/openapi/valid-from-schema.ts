// JSON Schema (as the OpenAPI document publishes it) → fast-check arbitrary of values the schema accepts, and
// nothing else: a client that reads only the document sends these. `$ref`s resolve against the document's
// components; `pattern`, `format`, lengths, bounds, enums, `if`/`then` (read by ajv), `x-after` (a till date after its
// from date), `x-file` (a stored file kept to its rule), `x-references` (ids another collection holds), `x-stored` (a
// value only the stored record holds) and `x-stored-when` (sent only while the stored record holds some values) —
// both left out, the record unread — and `x-not-before: now` (a time not in the past) are honoured, so a body the
// server refuses names a rule the document does not state. Every generator is bounded: an expression fast-check
// cannot read fails at once, never loops.
import fc from 'fast-check';

export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  if?: Schema;
  then?: Schema;
  else?: Schema;
  [extension: `x-${string}`]: unknown;
};

/** A value for the `x-file` rule of an image field: the test stores a file that keeps it and returns its link. */
export type FileMaker = (field: Schema) => string | undefined;

/** Whether a value is valid against a schema (an `if` of the document): ajv compiled against the components. */
export type Validates = (schema: Schema, value: unknown) => boolean;

/** The ids a collection holds (`x-references`: its API path), read by the test from that list before it generates. */
export type References = (collection: string) => readonly unknown[] | undefined;

export interface Generator {
  resolve(schema: Schema): Schema;
  value(schema: Schema, depth?: number): fc.Arbitrary<unknown>;
  /** A change's body kept to its `x-merged` rules over the stored record (the body itself when it has none). */
  merged(schema: Schema, stored: Record<string, unknown>, body: Record<string, unknown>, seed: number): Record<string, unknown>;
}

/** How many candidates a pattern with a lookahead is drawn from before the generator gives up on it. */
const LOOKAHEAD_TRIES = 200;

/**
 * Texts of an anchored pattern fast-check cannot read (a lookahead): drawn from the pattern without its lookarounds,
 * and only those the whole pattern matches kept, from a bounded number of tries. None: an error naming the pattern.
 */
function boundedMatching(pattern: RegExp, maxLength: number, fits: (s: string) => boolean): fc.Arbitrary<string> {
  const plain = new RegExp(pattern.source.replace(/\(\?<?[=!](?:[^()\\]|\\.)*\)/g, ''), pattern.flags);
  const found = fc.sample(fc.stringMatching(plain, { maxLength }), { numRuns: LOOKAHEAD_TRIES, seed: 1 }).filter((s) => fits(s) && pattern.test(s));
  if (found.length === 0) throw new Error(`No text of ${LOOKAHEAD_TRIES} tries matches /${pattern.source}/`);
  return fc.constantFrom(...new Set(found));
}

/** The characters of generated plain text: both cases, digits, Polish letters, punctuation and a space. */
const TEXT = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_ąęółśżźćńĄŻ!?.,');
const DATE = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true });
/** A time not in the past (`x-not-before: now`): from a day after now. */
const FUTURE = fc.date({ min: new Date(Date.now() + 86_400_000), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true });
const dateOf = (schema: Schema) => (schema['x-not-before'] === 'now' ? FUTURE : DATE);
const floorTo = (d: Date, ms: number) => new Date(Math.floor(d.getTime() / ms) * ms);

export function generator(components: Record<string, Schema>, validates: Validates, files: FileMaker = () => undefined, references: References = () => undefined): Generator {
  const resolve = (schema: Schema): Schema => {
    let node = schema;
    for (let i = 0; node.$ref && i < 10; i++) node = components[node.$ref.replace('#/components/schemas/', '')] ?? {};
    return node;
  };

  function stringOf(schema: Schema): fc.Arbitrary<string> {
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 30, 60));
    const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity);
    // A time the document also gives a pattern for (a step of minutes): the date at the whole minute or hour that keeps it.
    if (schema.format === 'date-time' && schema.pattern) {
      const pattern = new RegExp(schema.pattern, 'u');
      return dateOf(schema).map((d) => [d, floorTo(d, 60_000), floorTo(d, 3_600_000)].map((t) => t.toISOString()).find((t) => pattern.test(t))).filter((t): t is string => t !== undefined);
    }
    if (schema.format === 'date-time') return dateOf(schema).map((d) => d.toISOString());
    if (schema.format === 'date') return dateOf(schema).map((d) => d.toISOString().slice(0, 10));
    // An address the document also gives a pattern for: made from the pattern (most addresses fast-check makes are not).
    if (schema.format === 'email' && !schema.pattern) return fc.emailAddress().filter(fits);
    if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl({ withQueryParameters: true }).filter(fits);
    const text = fc.string({ minLength, maxLength, unit: TEXT });
    if (!schema.pattern) return text;
    const pattern = new RegExp(schema.pattern, 'u');
    // `\S` (text that is not blank): plain text with a letter at a random place.
    if (schema.pattern === '\\S') return fc.tuple(text, fc.constantFrom(...'abcXYZ1ą')).map(([s, c]) => (s.length >= Math.max(minLength, 1) ? `${s.slice(0, -1)}${c}` : `${s}${c}`).slice(0, Math.max(1, maxLength)));
    // An unanchored pattern: text that contains a match, made as text around one.
    const anchored = schema.pattern.startsWith('^') && schema.pattern.endsWith('$');
    const whole = anchored ? pattern : new RegExp(`^.*(?:${schema.pattern}).*$`, 'u');
    const length = Math.max(maxLength, minLength + 8);
    try {
      return fc.stringMatching(whole, { maxLength: length }).map((s) => (fits(s) && pattern.test(s) ? s : undefined)).filter((s): s is string => s !== undefined);
    } catch {
      return boundedMatching(whole, length, (s) => fits(s) && pattern.test(s));
    }
  }

  function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<number> {
    const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : -1000);
    const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : Math.max(min, 0) + 1000);
    // A step (`multipleOf` 0.1): whole steps between the bounds, rounded off the float's noise.
    if (schema.multipleOf) {
      const step = schema.multipleOf;
      return fc.integer({ min: Math.ceil(min / step - 1e-9), max: Math.floor(max / step + 1e-9) }).map((k) => Number((k * step).toFixed(9)));
    }
    if (integer) return fc.integer({ min: Math.max(Math.ceil(min), -(2 ** 31)), max: Math.min(Math.floor(max), 2 ** 31 - 1) });
    return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => Math.round(n * 100) / 100).filter((n) => n >= min && n <= max);
  }

  function objectOf(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
    const required = new Set(schema.required ?? []);
    const entries = Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
      // A file field (also a nullable one, whose `x-file` is on its text member): a link to a kept file.
      const field = resolve(property);
      // A value only the stored record gives (`x-stored`): a client that has not read the record leaves it out.
      // So is a field sent only while the stored record holds some values (`x-stored-when`).
      if ((field['x-stored'] !== undefined || field['x-stored-when'] !== undefined) && !required.has(key)) return [];
      const made = files(field['x-file'] ? field : (field.anyOf ?? []).map(resolve).find((member) => member['x-file']) ?? field);
      const value = made !== undefined ? fc.constant(made) : value_(property, depth + 1);
      return [fc.tuple(fc.constant(key), required.has(key) ? value : fc.option(value, { freq: 2, nil: undefined }))];
    });
    const base = fc.tuple(...entries).map((pairs) => {
      const out: Record<string, unknown> = Object.create(null);
      for (const [key, value] of pairs) if (value !== undefined) out[key] = value;
      return { ...out };
    });
    // `if`/`then`: when the body meets the condition (ajv reads the `if`), the consequence's fields are made again
    // to its schema; `x-after`: a till date before its from date is moved after it; `x-file` fields hold a kept file.
    const rules = [...(schema.allOf ?? []), ...(schema.if ? [schema] : [])].filter((part) => part.if && part.then);
    const after = Object.entries(schema.properties ?? {}).flatMap(([key, property]) => (typeof property['x-after'] === 'string' ? [[key, property['x-after']] as const] : []));
    const windowed = (body: Record<string, unknown>) => {
      for (const [till, from] of after) {
        const [start, end] = [body[from], body[till]].map((d) => (typeof d === 'string' && d !== '' ? Date.parse(d) : NaN));
        if (!Number.isNaN(start) && !Number.isNaN(end) && end <= start) body[till] = new Date(start + 86_400_000).toISOString();
      }
      return body;
    };
    if (!rules.length) return base.map(windowed);
    return base.chain((body) => {
      const extra = rules.map((rule) => (validates(rule.if!, body) ? value_({ ...rule.then!, type: 'object', properties: thenProperties(schema, rule.then!, body) }, depth) : fc.constant({})));
      return fc.tuple(...extra).map((parts) => windowed(Object.assign(body, ...(parts as object[]))));
    });
  }

  /**
   * The consequence's fields: each one the body must send, and each one it bounds that the body sends (a percent at
   * most 100), made again to the consequence's schema (a file: kept).
   */
  function thenProperties(schema: Schema, then: Schema, body: Record<string, unknown>): Record<string, Schema> {
    const out: Record<string, Schema> = {};
    const keys = new Set([...(then.required ?? []), ...Object.keys(then.properties ?? {}).filter((key) => body[key] !== undefined)]);
    for (const key of keys) out[key] = { ...resolve(schema.properties?.[key] ?? {}), ...(then.properties?.[key] ?? {}), anyOf: undefined };
    return out;
  }

  function value_(input: Schema, depth = 0): fc.Arbitrary<unknown> {
    const schema = resolve(input);
    if (schema.const !== undefined) return fc.constant(schema.const);
    // Ids of another collection (`x-references`): ones it holds, read from its list; a list of them: distinct ones.
    const ids = typeof schema['x-references'] === 'string' ? references(schema['x-references']) : undefined;
    if (schema['x-references'] !== undefined) {
      if (!ids?.length) throw new Error(`No ids read from ${String(schema['x-references'])} (x-references)`);
      if (schema.type !== 'array') return fc.constantFrom(...ids);
      const minLength = Math.min(schema.minItems ?? 0, ids.length);
      return fc.uniqueArray(fc.constantFrom(...ids), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3, ids.length)) });
    }
    if (schema.enum) return fc.constantFrom(...schema.enum);
    // A member that is a value only the stored record holds (`x-stored`) is not made: the generator has not read it.
    const alternatives = (schema.anyOf ?? schema.oneOf)?.filter((member) => resolve(member)['x-stored'] === undefined);
    if (alternatives?.length) return fc.oneof(...alternatives.map((s) => value_(s, depth)));
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ['object'] : ['string'];
    return fc.oneof(
      ...types.map((type): fc.Arbitrary<unknown> => {
        if (type === 'string') return stringOf(schema);
        if (type === 'integer' || type === 'number') return numberOf(schema, type === 'integer');
        if (type === 'boolean') return fc.boolean();
        if (type === 'null') return fc.constant(null);
        if (type === 'array') {
          if (depth > 5) return fc.constant([]);
          const minLength = schema.minItems ?? 0;
          const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 4));
          const item = value_(schema.items ?? {}, depth + 1);
          return schema.uniqueItems ? fc.uniqueArray(item, { minLength, maxLength, selector: (x) => JSON.stringify(x) }) : fc.array(item, { minLength, maxLength });
        }
        return objectOf(schema, depth);
      }),
    );
  }

  /** Each till date with the from date it must follow (`x-after`). */
  const afterPairs = (schema: Schema) => Object.entries(schema.properties ?? {}).flatMap(([key, property]) => (typeof property['x-after'] === 'string' ? [[key, property['x-after']] as const] : []));

  /**
   * `x-merged`: the body is put over the stored record (null empties a field) and the whole is held to the named
   * component's rules. A consequence the whole misses (`if`/`then`) is made into the body; a till date the whole has
   * before its from date is sent a day after it. A few rounds, as one repair may meet another rule's `if`.
   */
  function merged(schema: Schema, stored: Record<string, unknown>, body: Record<string, unknown>, seed: number): Record<string, unknown> {
    const own = resolve(schema);
    if (typeof own['x-merged'] !== 'string') return body;
    const rules = resolve({ $ref: own['x-merged'] });
    const out: Record<string, unknown> = { ...body };
    const sendable = new Set(Object.keys(own.properties ?? {}));
    const whole = () => {
      const view: Record<string, unknown> = {};
      for (const key of Object.keys(rules.properties ?? {})) if (stored[key] !== undefined && stored[key] !== null) view[key] = stored[key];
      for (const [key, value] of Object.entries(out)) if (value === null) delete view[key]; else view[key] = value;
      return view;
    };
    for (let round = 0; round < 3; round++) {
      let changed = false;
      for (const rule of (rules.allOf ?? []).filter((part) => part.if && part.then)) {
        const view = whole();
        if (!validates(rule.if!, view) || validates(rule.then!, view)) continue;
        const made = fc.sample(value_({ ...rule.then!, type: 'object', properties: thenProperties(rules, rule.then!, view) }), { numRuns: 1, seed: seed + round })[0] as Record<string, unknown>;
        for (const [key, value] of Object.entries(made)) if (sendable.has(key)) out[key] = value;
        changed = true;
      }
      for (const [till, from] of afterPairs(rules)) {
        const view = whole();
        const [start, end] = [view[from], view[till]].map((d) => (typeof d === 'string' && d !== '' ? Date.parse(d) : NaN));
        if (Number.isNaN(start) || Number.isNaN(end) || end > start || !sendable.has(till)) continue;
        out[till] = new Date(start + 86_400_000).toISOString();
        changed = true;
      }
      if (!changed) break;
    }
    return out;
  }

  return { resolve, value: value_, merged };
}
