// JSON Schema (as the OpenAPI document publishes it) → fast-check arbitrary of values the schema accepts, and
// nothing else: a client that reads only the document sends these. `$ref`s resolve against the document's
// components; `pattern`, `format`, lengths, bounds, enums, `if`/`then` (read by ajv), `x-after` (a till date after its
// from date), `x-file` (a stored file kept to its rule), `x-references` (ids another collection holds; with parameters,
// ids of the list the body's other fields open: a game of the body's event), `x-stored` (a
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
  default?: unknown;
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

/**
 * The ids a collection holds (`x-references`), read by the test from that list before it generates: by its API path,
 * or by `referenceKey` of a read operation and the parameters the body gives it.
 */
export type References = (collection: string) => readonly unknown[] | undefined;

/** `x-references` as an object: the read operation that lists the values, its parameters from the body's fields. */
export interface ReadReference { operationId: string; parameters?: Record<string, string>; list: string; value: string }

const BODY_FIELD = /^\$request\.body#\/(\w+)$/;

/** The body fields a reference's list reads (`$request.body#/eventId` → eventId). */
export const referenceFields = (reference: unknown): string[] =>
  typeof reference === 'object' && reference !== null ? Object.values((reference as ReadReference).parameters ?? {}).flatMap((expression) => BODY_FIELD.exec(expression)?.[1] ?? []) : [];

/** The parameters of a reference's read for a body: undefined when the body lacks one of them. */
export function referenceParameters(reference: ReadReference, body: Record<string, unknown>): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const [name, expression] of Object.entries(reference.parameters ?? {})) {
    const field = BODY_FIELD.exec(expression)?.[1];
    if (!field || body[field] === undefined || body[field] === null) return undefined;
    out[name] = body[field];
  }
  return out;
}

/** The key a read list is held under: the API path, or the operation with its parameters (`listGames?eventId=5`). */
export function referenceKey(reference: unknown, parameters: Record<string, unknown> = {}): string {
  if (typeof reference === 'string') return reference;
  const query = Object.keys(parameters).sort().map((name) => `${name}=${String(parameters[name])}`).join('&');
  return `${(reference as ReadReference).operationId}${query ? `?${query}` : ''}`;
}

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

  /**
   * Ids whose list depends on other fields of the body (`x-references` with parameters: a game of the body's event):
   * each picked, in order, from the list read for the values already picked. A required one without a list makes
   * no body (undefined); an optional one is left out.
   */
  function withDependentIds(body: Record<string, unknown>, dependent: [string, Schema][], required: Set<string>): fc.Arbitrary<Record<string, unknown> | undefined> {
    if (!dependent.length) return fc.constant(body);
    const [[key, field], ...rest] = dependent;
    const reference = field['x-references'] as ReadReference;
    const parameters = referenceParameters(reference, body);
    const ids = parameters && references(referenceKey(reference, parameters));
    if (!ids?.length) return required.has(key) ? fc.constant(undefined) : withDependentIds(body, rest, required);
    const pick = required.has(key) ? fc.constantFrom(...ids) : fc.option(fc.constantFrom(...ids), { freq: 2, nil: undefined });
    return pick.chain((id) => withDependentIds(id === undefined ? body : { ...body, [key]: id }, rest, required));
  }

  function objectOf(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
    const required = new Set(schema.required ?? []);
    const dependent = Object.entries(schema.properties ?? {}).filter(([, property]) => referenceFields(resolve(property)['x-references']).length > 0).map(([key, property]) => [key, resolve(property)] as [string, Schema]);
    const entries = Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
      // A file field (also a nullable one, whose `x-file` is on its text member): a link to a kept file.
      const field = resolve(property);
      if (dependent.some(([name]) => name === key)) return [];
      // A value only the stored record gives (`x-stored`): a client that has not read the record leaves it out.
      // So is a field sent only while the stored record holds some values (`x-stored-when`).
      if ((field['x-stored'] !== undefined || field['x-stored-when'] !== undefined) && !required.has(key)) return [];
      const made = files(field['x-file'] ? field : (field.anyOf ?? []).map(resolve).find((member) => member['x-file']) ?? field);
      const value = made !== undefined ? fc.constant(made) : value_(property, depth + 1);
      return [fc.tuple(fc.constant(key), required.has(key) ? value : fc.option(value, { freq: 2, nil: undefined }))];
    });
    const made = fc.tuple(...entries).map((pairs) => {
      const out: Record<string, unknown> = Object.create(null);
      for (const [key, value] of pairs) if (value !== undefined) out[key] = value;
      return { ...out };
    });
    const base = dependent.length ? made.chain((body) => withDependentIds(body, dependent, required)).filter((body): body is Record<string, unknown> => body !== undefined) : made;
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
      // Every field the consequence names is made again (a field the body sends is replaced, never kept as it was).
      const remade = (then: Schema) => {
        const properties = thenProperties(schema, then, body);
        return value_({ ...then, type: 'object', properties, required: Object.keys(properties) }, depth);
      };
      const extra = rules.map((rule) => (validates(rule.if!, body) ? remade(rule.then!) : fc.constant({})));
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
    const reference = schema['x-references'];
    const ids = reference !== undefined && !referenceFields(reference).length ? references(referenceKey(reference)) : undefined;
    if (reference !== undefined) {
      if (!ids?.length) throw new Error(`No ids read from ${referenceKey(reference)} (x-references)`);
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
   * `x-merged`: the body is put over the stored record (null empties a field; a field left out that has a `default`
   * takes it) and the whole is held to the named
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
      // A field the body leaves out that has a default (a replace's) takes it; one without keeps the stored value.
      for (const [key, property] of Object.entries(own.properties ?? {})) if (out[key] === undefined && resolve(property).default !== undefined) view[key] = resolve(property).default;
      for (const [key, value] of Object.entries(out)) if (value === null) delete view[key]; else view[key] = value;
      return view;
    };
    // A value only the stored record gives (`x-stored`: the path of its own field, `kind`): the stored one.
    for (const [key, property] of Object.entries(own.properties ?? {})) {
      const path = resolve(property)['x-stored'];
      if (typeof path === 'string' && /^\w+$/.test(path) && out[key] !== undefined && stored[path] !== undefined) out[key] = stored[path];
    }
    for (let round = 0; round < 3; round++) {
      let changed = false;
      for (const rule of (rules.allOf ?? []).filter((part) => part.if && part.then)) {
        const view = whole();
        if (!validates(rule.if!, view)) continue;
        // A file rule the consequence states (`x-file`: an image's size by a flag): a link the body sends names a file kept to it.
        for (const [key, property] of Object.entries(rule.then!.properties ?? {})) {
          const link = property['x-file'] ? files(property) : undefined;
          if (link === undefined || typeof out[key] !== 'string' || out[key] === '' || out[key] === link) continue;
          out[key] = link;
          changed = true;
        }
        if (validates(rule.then!, view)) continue;
        const properties = thenProperties(rules, rule.then!, view);
        const made = fc.sample(value_({ ...rule.then!, type: 'object', properties, required: Object.keys(properties) }), { numRuns: 1, seed: seed + round })[0] as Record<string, unknown>;
        for (const [key, value] of Object.entries(made)) if (sendable.has(key)) out[key] = value;
        changed = true;
      }
      // An id whose list depends on other fields (a game of the event): one that list holds for the merged record.
      for (const [key, property] of Object.entries(rules.properties ?? {})) {
        const reference = resolve(property)['x-references'];
        if (!referenceFields(reference).length || !sendable.has(key)) continue;
        const view = whole();
        const parameters = referenceParameters(reference as ReadReference, view);
        const ids = parameters && references(referenceKey(reference, parameters));
        if (!ids?.length || ids.includes(view[key])) continue;
        out[key] = fc.sample(fc.constantFrom(...ids), { numRuns: 1, seed: seed + round })[0];
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
