// A valibot schema as the JSON Schema (OpenAPI 3.1) the docs show: @valibot/to-json-schema's output, then made
// exact where the converter cannot see the rules: `required` is what the server refuses to miss (parsing
// `undefined` fails), text that becomes a number (`?page=2`, `/:id`) is an integer, and unions collapse to the
// plain `type: [X, 'null']` a validator reads.
import { toJsonSchema, type OverrideActionContext } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { withRecordRules } from './doc-record-rules';
import { FILE_RULE } from './doc-extensions';

type AnySchema = v.GenericSchema;

export type JsonObject = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>>; required?: string[] };

/** Where a schema is used: `text` for query strings and path parameters, whose values arrive as text. */
export type SchemaPlace = 'json' | 'text';

/** The JSON Schema of a valibot schema, as the docs show it. */
export function jsonSchemaOf(schema: AnySchema, place: SchemaPlace = 'json'): JsonObject {
  // Transformations (trim, toLowerCase, Number) have no JSON Schema form: they are left out, not fatal.
  const { $schema: _ignored, ...rest } = toJsonSchema(asSent(schema) as AnySchema, { errorMode: 'ignore', target: 'draft-2020-12', overrideAction: checkRule }) as JsonObject;
  return withRecordRules(schema, objectOf(schema)?.entries, withRequired(schema, tidy(rest, place)));
}

/** A site link: a path on the site or an http(s) address (what `siteLink()` accepts, without its blank case). */
const SITE_LINK = '^(/[^\\s"\'<>]*|https?://[^\\s/$.?#][^\\s]*)$';

/**
 * A custom `check` is a function the converter cannot read; the rules the project's checks carry are stated when the
 * function itself confirms them on probes, so the docs never claim a rule the server does not hold:
 * "… is required!" (text that is not blank) and "must be a valid url!" (a site link).
 */
function checkRule(context: OverrideActionContext): OverrideActionContext['jsonSchema'] | undefined {
  const { valibotAction } = context;
  const jsonSchema = context.jsonSchema as Record<string, unknown>;
  const action = valibotAction as { type?: string; requirement?: unknown; message?: unknown };
  // `format: email` is wider than the address valibot accepts: its expression is stated too.
  if (action.type === 'email' && action.requirement instanceof RegExp && !action.requirement.flags.includes('i')) return { ...context.jsonSchema, pattern: action.requirement.source };
  // A pattern after "… is required!" (`\S`): the converter keeps the first pattern, but the regex says more and refuses
  // blank text too, so it is the one stated.
  if (action.type === 'regex' && action.requirement instanceof RegExp && jsonSchema.pattern === '\\S' && !['', ' ', '\t', '   '].some((blank) => (action.requirement as RegExp).test(blank))) {
    return { ...context.jsonSchema, pattern: action.requirement.source };
  }
  const step = action.type === 'check' && typeof action.requirement === 'function' && jsonSchema.type !== 'string' ? decimalStep(action.requirement as (input: number) => unknown) : undefined;
  if (step !== undefined) return { ...context.jsonSchema, multipleOf: step };
  if (action.type === 'check' && typeof action.requirement === 'function' && jsonSchema.type === 'array' && jsonSchema.items) {
    // A check on each item of a list (`ids.every((id) => PATTERN.test(id))`): the items' pattern.
    const tested = patternTested((item) => (action.requirement as (input: unknown) => unknown)([item]), false);
    return tested ? { ...context.jsonSchema, items: { ...(jsonSchema.items as object), pattern: tested.source } } : undefined;
  }
  if (action.type !== 'check' || typeof action.requirement !== 'function' || typeof action.message !== 'string' || jsonSchema.type !== 'string') return undefined;
  const accepts = (value: string) => {
    try {
      return (action.requirement as (input: string) => boolean)(value) === true;
    } catch {
      return false;
    }
  };
  // "… is required!" or a message of the field's own ("must enter a comment"): every non-blank text passes.
  if (['a', 'Zz 9', '-', '/x', 'ą', ' a '].every(accepts) && !accepts(' ') && !accepts('')) return { pattern: '\\S', ...context.jsonSchema, minLength: Math.max(1, Number(jsonSchema.minLength ?? 0)) };
  // A list of player ids typed or pasted (`parsePlayerIds`): ids separated by commas, semicolons or white space.
  if (action.message === 'must be a valid list of player ids!' && accepts('1, 2;3\n4') && !accepts('a') && !accepts('0')) return { ...context.jsonSchema, pattern: PLAYER_IDS_TEXT };
  const file = fileRule(action.message, accepts, jsonSchema);
  if (file) return { ...context.jsonSchema, ...file };
  if (action.message === 'must be a valid url!' && accepts('/a') && accepts('https://example.com/a') && !accepts('a') && !accepts('javascript:x')) return { ...context.jsonSchema, pattern: typeof jsonSchema.pattern === 'string' && jsonSchema.pattern !== '\\S' ? jsonSchema.pattern : SITE_LINK };
  // A date the check parses (Date.parse): an ISO date-time is what a client sends and it always parses.
  if (action.message === 'must be a valid date!' && accepts('2026-01-02T03:04:05.000Z') && !accepts('x')) return { ...context.jsonSchema, format: 'date-time' };
  const stepped = jsonSchema.format === 'date-time' ? minuteStep(accepts) : undefined;
  if (stepped) return { ...context.jsonSchema, pattern: stepped, description: [jsonSchema.description, `On a ${action.message.replace(/^must be a valid |!$/g, '')}: whole minutes of that step, no seconds ("${action.message}").`].filter(Boolean).join(' ') };
  const tested = patternTested(action.requirement as (input: string) => unknown);
  if (tested) return { ...context.jsonSchema, pattern: tested.source };
  return undefined;
}

/**
 * A date-time check that holds on a step of minutes (every 15 minutes, no seconds), confirmed on probes: the times it
 * takes as a pattern of the text sent (an offset whose minutes keep the step keeps it in UTC too).
 */
function minuteStep(accepts: (value: string) => boolean): string | undefined {
  const at = (minute: number, rest = ':00.000Z') => `2026-01-02T03:${String(minute).padStart(2, '0')}${rest}`;
  const minutes = Array.from({ length: 60 }, (_, m) => m);
  const step = [5, 10, 15, 20, 30, 60].find((n) => minutes.every((m) => accepts(at(m)) === (m % n === 0)));
  if (!step || accepts(at(0, ':01.000Z')) || accepts(at(0, ':00.001Z'))) return undefined;
  const kept = minutes.filter((m) => m % step === 0).map((m) => String(m).padStart(2, '0')).join('|');
  return `^\\d{4}-\\d{2}-\\d{2}T\\d{2}:(?:${kept}):00(?:\\.0{1,9})?(?:Z|[+-]\\d{2}:?(?:${kept}))$`;
}

/** A link into the file store (`/files/<key>`, or the same behind an http(s) origin), as `fileReferencePath` reads it. */
const FILE_LINK = (folder = '') => `^\\s*(?:https?://[A-Za-z0-9.-]+(?::\\d{1,5})?(?:/[\\w~-]+(?:\\.[\\w~-]+)*)*)?/files/${folder.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')}${folder ? '/' : ''}[^?#\\s]+\\s*$`;
const FOLDER_MESSAGE = /^The (PDF|image) must be stored in the ([\w-]+) folder$/;

/**
 * A file link's checks, confirmed on probes: "must be a valid file link!" (a link into the file store) and "The …
 * must be stored in the … folder". Stated as a pattern and as `x-file` (a stored file the link must name), whose
 * folder and media type a client reads; the image sizes are added per module (`withImageRules`).
 */
function fileRule(message: unknown, accepts: (value: string) => boolean, json: Record<string, unknown>): Record<string, unknown> | undefined {
  if (typeof message !== 'string') return undefined;
  const known = (json[FILE_RULE] ?? {}) as Record<string, unknown>;
  if (message === 'must be a valid file link!' && accepts('/files/a/b.png') && accepts('https://cdn.example.com/files/a/b.png') && !accepts('a') && !accepts('/files/../b.png')) {
    return { pattern: typeof known.folder === 'string' ? FILE_LINK(known.folder) : FILE_LINK(), [FILE_RULE]: { ...known }, description: FILE_DESCRIPTION };
  }
  const folder = FOLDER_MESSAGE.exec(message);
  if (folder && accepts(`/files/${folder[2]}/a.png`) && !accepts('/files/other-folder/a.png')) {
    return { pattern: FILE_LINK(folder[2]), [FILE_RULE]: { ...known, folder: folder[2], ...(folder[1] === 'PDF' ? { mediaType: 'application/pdf' } : {}) }, description: `${FILE_DESCRIPTION} ${message}.` };
  }
  return undefined;
}

const FILE_DESCRIPTION = 'A link to a stored file (`/files/<folder>/<name>`, as an upload returns it): the file must exist (`x-file`).';

/**
 * A number check that holds of one or two decimal places and no more ("at most one decimal place", odds): the step
 * (`multipleOf` 0.1 / 0.01), confirmed on probes; validators compare it with a precision (ajv `multipleOfPrecision`).
 */
function decimalStep(requirement: (input: number) => unknown): number | undefined {
  const holds = (n: number) => {
    try {
      return requirement(n) === true;
    } catch {
      return false;
    }
  };
  if ([0.3, 0.7, 1].every(holds) && ![0.35, 0.71, 0.333].some(holds)) return 0.1;
  if ([1.23, 1.07, 2].every(holds) && ![1.234, 1.071, 1.0001].some(holds)) return 0.01;
  return undefined;
}

/** Player ids (1 to 12 digits, no leading zero) separated by commas, semicolons or white space. */
const PLAYER_IDS_TEXT = '^\\s*[1-9]\\d{0,11}(?:[\\s,;]+[1-9]\\d{0,11})*[\\s,;]*$';

/** Texts a pattern check is probed with: letters of both cases, digits, separators, spaces at the edges. */
const PATTERN_PROBES = ['a', 'A', '1', '12', 'ab', 'a-b', 'a_b', 'a.b', 'a b', ' a', 'a ', '-a', 'a-', 'a--b', 'Ab1', 'a/b', '/a', '.a', 'ą', 'a.b.c', '_a', '1a'];

/**
 * The one regular expression a check runs (`s => s.trim() === '' || PATTERN.test(s)`), caught by watching
 * RegExp.prototype.test while the check runs on probes; stated only when the check agrees with "blank, or the
 * pattern matches" on every probe and the pattern refuses blank text (a required field states `\S` already).
 */
function patternTested(requirement: (input: string) => unknown, blankPasses = true): RegExp | undefined {
  // A literal in the check's body is a new RegExp on each call: one expression is one source and flags.
  const seen = new Map<string, RegExp>();
  const original = RegExp.prototype.test;
  const results = new Map<string, boolean>();
  RegExp.prototype.test = function watched(this: RegExp, input: string) {
    seen.set(`${this.source}/${this.flags}`, this);
    return original.call(this, input);
  };
  try {
    for (const probe of PATTERN_PROBES) results.set(probe, requirement(probe) === true);
  } catch {
    return undefined;
  } finally {
    RegExp.prototype.test = original;
  }
  if (seen.size !== 1) return undefined;
  const [pattern] = seen.values();
  if (pattern.flags.replace(/[gyu]/g, '') !== '' || pattern.test('') || pattern.test(' ')) return undefined;
  const agrees = PATTERN_PROBES.every((probe) => results.get(probe) === ((blankPasses && probe.trim() === '') || new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')).test(probe)));
  return agrees ? pattern : undefined;
}

/** Actions that normalise text: what follows them checks the normalised text, which what is sent need not match. */
const NORMALISING = new Set(['trim', 'trim_start', 'trim_end', 'to_lower_case', 'to_upper_case', 'normalize']);

/** A structural copy for the converter without the checks that follow a normalisation (`trim` then `regex`). */
function asSent(node: unknown, depth = 0): unknown {
  if (!node || typeof node !== 'object' || depth > 30 || Array.isArray(node)) return node;
  const schema = node as Walkable & { options?: unknown[] };
  if (schema.type === undefined) return node;
  const copy: Record<string, unknown> = { ...schema };
  if (schema.pipe) {
    const pipe = flatPipe(schema.pipe);
    const cut = pipe.findIndex((action) => NORMALISING.has((action as { type: string }).type));
    const kept = cut > 0 ? [...pipe.slice(0, cut), ...afterNormalising(pipe.slice(cut))] : schema.pipe;
    copy.pipe = kept.map((part) => asSent(part, depth + 1));
  }
  if (schema.entries) copy.entries = Object.fromEntries(Object.entries(schema.entries).map(([key, entry]) => [key, asSent(entry, depth + 1)]));
  if (schema.wrapped) copy.wrapped = asSent(schema.wrapped, depth + 1);
  if (schema.item) copy.item = asSent(schema.item, depth + 1);
  if (Array.isArray(schema.options)) copy.options = schema.options.map((option) => asSent(option, depth + 1));
  return copy;
}

/**
 * A pipe that starts with a piped schema and normalises again (`v.pipe(text('Code'), v.toLowerCase(), …)`) as one pipe:
 * the same checks in the same order, so the inner pipe's `trim` is seen by the outer one's rules.
 */
function flatPipe(pipe: AnySchema[]): AnySchema[] {
  // Only where the outer pipe normalises too: elsewhere each pipe is read on its own, as before.
  if (!pipe.slice(1).some((action) => NORMALISING.has((action as { type: string }).type))) return pipe;
  let out = pipe;
  for (let depth = 0; depth < 5; depth++) {
    const head = out[0] as Walkable | undefined;
    if (!head?.pipe || head.pipe.length < 2 || (head.pipe[0] as Walkable).type !== head.type) break;
    out = [...head.pipe.filter((action) => (action as { type: string }).type !== 'title'), ...out.slice(1)];
  }
  return out;
}

/**
 * The rules after `trim` (and `toUpperCase` / `toLowerCase`) that still hold of the text as sent: an anchored pattern, with spaces
 * allowed around it (trimmed off first) and lower case where the text is upper-cased first; a least length of the
 * trimmed text (`nonEmpty`, `minLength`: a non-space at each end that far apart, in the pattern); a maximum length (of
 * the trimmed text, so the untrimmed text may be longer: the stated maximum is the safe one). A case-insensitive
 * pattern is stated as written (what it matches is accepted). Others are left out.
 */
function afterNormalising(actions: AnySchema[]): AnySchema[] {
  const types = new Set<string>();
  const kept: AnySchema[] = [];
  let least = 0;
  let patterned = false;
  const trimmedOnly = () => [...types].every((t) => t === 'trim' || t === 'to_upper_case' || t === 'to_lower_case');
  // Trimmed text of `least` characters or more: a non-space, then at least least - 2 characters, then a non-space.
  const leastAhead = () => (least <= 1 ? (least === 1 ? '(?=\\S)' : '') : `(?=\\S[\\s\\S]{${least - 2},}\\S)`);
  for (const action of actions as unknown as { type: string; kind?: string; requirement?: unknown; message?: unknown }[]) {
    if (NORMALISING.has(action.type)) types.add(action.type);
    else if (action.type === 'max_length') kept.push(action as unknown as AnySchema);
    // An address check reads the trimmed text; what it states (no spaces at all) holds of the text as sent too.
    else if (action.type === 'email') {
      kept.push(action as unknown as AnySchema);
      patterned = true;
    }
    // A check after `trim` reads the trimmed text: stated by `checkRule` only as what also holds of the text as sent.
    else if (action.type === 'check' && [...types].every((t) => t === 'trim')) kept.push(action as unknown as AnySchema);
    else if ((action.type === 'non_empty' || action.type === 'min_length') && types.has('trim') && trimmedOnly()) least = Math.max(least, action.type === 'non_empty' ? 1 : Number(action.requirement));
    else if (action.type === 'regex' && action.requirement instanceof RegExp && types.size > 0 && trimmedOnly()) {
      const { source, flags } = action.requirement;
      if (flags.replace(/[gyui]/g, '') !== '' || !source.startsWith('^') || !source.endsWith('$') || source.endsWith('\\$')) continue;
      const cased = types.has('to_upper_case') ? source.slice(1, -1).replace(/A-Z(?!a-z)/g, 'A-Za-z') : source.slice(1, -1);
      const inner = types.has('to_lower_case') ? cased.replace(/(?<!A-Z)a-z(?!A-Z)/g, 'a-zA-Z') : cased;
      const sent = types.has('trim') ? `^\\s*${leastAhead()}(?:${inner})\\s*$` : `^(?:${inner})$`;
      kept.push(v.regex(new RegExp(sent, flags.replace('i', '')), typeof action.message === 'string' ? action.message : undefined) as unknown as AnySchema);
      patterned = true;
    }
  }
  if (least > 0 && !patterned) kept.push(v.regex(least === 1 ? /\S/ : new RegExp(`^\\s*${leastAhead()}[\\s\\S]*$`)) as unknown as AnySchema);
  return kept;
}

type Walkable = { type?: string; entries?: Record<string, AnySchema>; pipe?: AnySchema[]; wrapped?: AnySchema; item?: AnySchema };

/** The valibot object under pipes and optional/nullable wrappers, if any. */
function objectOf(schema: AnySchema): Walkable | undefined {
  let node = schema as Walkable;
  for (let depth = 0; depth < 10 && node; depth++) {
    if (node.entries) return node;
    node = (node.pipe?.[0] ?? node.wrapped) as Walkable;
  }
  return undefined;
}

function itemOf(schema: AnySchema): AnySchema | undefined {
  let node = schema as Walkable;
  for (let depth = 0; depth < 10 && node; depth++) {
    if (node.type === 'array' && node.item) return node.item;
    node = (node.pipe?.[0] ?? node.wrapped) as Walkable;
  }
  return undefined;
}

/** `required` exactly as the server demands: the keys whose absence the valibot schema refuses. */
function withRequired(schema: AnySchema, json: JsonObject): JsonObject {
  const items = itemOf(schema);
  if (items && json.items && typeof json.items === 'object') return { ...json, items: withRequired(items, json.items as JsonObject) };
  const object = objectOf(schema);
  if (!object?.entries || !json.properties) return json;
  const required: string[] = [];
  const properties: Record<string, Record<string, unknown>> = {};
  for (const [key, property] of Object.entries(json.properties)) {
    const entry = object.entries[key];
    const mustBeSent = entry !== undefined && !v.safeParse(entry, undefined).success;
    if (mustBeSent) required.push(key);
    // A required field's default is the form's placeholder for "missing" (then refused): not a default at all.
    const { default: fallback, ...rest } = property;
    const shown = mustBeSent && fallback !== undefined ? rest : property;
    properties[key] = entry ? withRequired(entry, withNumberBounds(entry, shown)) : shown;
  }
  const { required: _converted, ...others } = json;
  return { ...others, properties, ...(required.length ? { required } : {}) };
}

/**
 * Bounds the converter cannot reach: a `minValue` / `maxValue` after text became a number (`?page=2`, `transform(Number)`)
 * is the integer's `minimum` / `maximum`, so the docs state the range the server enforces.
 */
function withNumberBounds(entry: AnySchema, json: Record<string, unknown>): Record<string, unknown> {
  if (json.type !== 'integer' && json.type !== 'number') return json;
  let node = entry as Walkable;
  while (!node.pipe && node.wrapped) node = node.wrapped as Walkable;
  const pipe = node.pipe ?? [];
  // The transform in this pipe, or in the pipe it starts with (`requiredNumber(field, minValue(0))`).
  const inner = (pipe[0] as Walkable | undefined)?.pipe?.some((action) => (action as { type: string }).type === 'transform') ? 0 : -1;
  const cut = inner === 0 ? 0 : pipe.findIndex((action) => (action as { type: string }).type === 'transform');
  if (cut < 0) return json;
  const bounds: Record<string, unknown> = {};
  for (const action of pipe.slice(cut + 1) as unknown as { type: string; requirement: unknown }[]) {
    if (action.type === 'min_value' && typeof action.requirement === 'number') bounds.minimum = action.requirement;
    if (action.type === 'max_value' && typeof action.requirement === 'number') bounds.maximum = action.requirement;
  }
  return { ...json, ...bounds };
}

const DIGITS = /^\^\\d(\{1,\d+\}|\+)\$$/;
const SIMPLE_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array']);

/** Collapses the converter's unions into what a validator and a client generator read plainly. */
export function tidy(node: JsonObject, place: SchemaPlace): JsonObject {
  let schema: JsonObject = { ...node };
  for (const key of ['properties', '$defs', 'patternProperties'] as const) {
    const map = schema[key] as Record<string, JsonObject> | undefined;
    if (map) schema[key] = Object.fromEntries(Object.entries(map).map(([name, s]) => [name, tidy(s, place)]));
  }
  for (const key of ['items', 'additionalProperties', 'not'] as const) {
    const sub = schema[key];
    if (sub && typeof sub === 'object' && !Array.isArray(sub)) schema[key] = tidy(sub as JsonObject, place);
  }
  if (Array.isArray(schema.allOf)) schema.allOf = (schema.allOf as JsonObject[]).map((s) => tidy(s, place));
  if (Array.isArray(schema.anyOf)) schema = collapseAnyOf(schema, place);
  // requiredNumber / selectRequired accept numeric text from a form; a client sends the number.
  if (schema.default === '' && schema.type !== 'string') delete schema.default;
  if (place === 'text' && schema.type === 'string' && typeof schema.pattern === 'string' && DIGITS.test(schema.pattern)) {
    const { pattern: _digits, default: fallback, ...rest } = schema;
    schema = { ...rest, type: 'integer', minimum: 0, ...(fallback !== undefined ? { default: Number(fallback) } : {}) };
  }
  return schema;
}

function collapseAnyOf(schema: JsonObject, place: SchemaPlace): JsonObject {
  const members = (schema.anyOf as JsonObject[]).flatMap((m) => {
    const member = tidy(m, place);
    return Array.isArray(member.anyOf) && Object.keys(member).length === 1 ? (member.anyOf as JsonObject[]) : [member];
  });
  const { anyOf: _members, ...rest } = schema;
  // A number-or-numeric-text union under a pipe that typed it (integer, minimum): the type wins.
  const numberOrText = members.length === 2 && members.every((m) => Object.keys(m).length === 1 && (m.type === 'number' || m.type === 'string'));
  if (numberOrText) return { ...rest, type: rest.type ?? 'number' };
  // What the input may be before a transformation, when the pipe's later stage typed the result (`path=a` or
  // `path=a&path=b`, both an array): the result's type is the contract.
  if (rest.type && members.every((m) => typeof m.type === 'string' && ['string', 'array', 'number', 'integer', 'boolean', 'null'].includes(m.type))) return rest;
  // A query flag: true / false, as text.
  const flag = members.length === 2 && members.some((m) => m.type === 'boolean') && members.some((m) => Array.isArray(m.enum) && m.enum.join() === 'true,false');
  if (flag) return { ...rest, type: 'boolean', ...(typeof rest.default === 'string' ? { default: rest.default === 'true' } : {}) };
  // '' or a string with only a maximum length: a string with that maximum.
  const empty = members.findIndex((m) => (Array.isArray(m.enum) && m.enum.length === 1 && m.enum[0] === '') || m.const === '');
  const text = members.findIndex((m) => m.type === 'string' && !m.minLength && !m.pattern && !m.format && !m.enum && m.const === undefined);
  if (empty >= 0 && text >= 0) members.splice(empty, 1);
  const isNull = (m: JsonObject) => m.type === 'null' && Object.keys(m).length === 1;
  const others = members.filter((m) => !isNull(m));
  const nullable = others.length < members.length;
  if (others.length === 1 && !rest.type) {
    const [only] = others;
    if (!nullable) return { ...rest, ...only };
    if (typeof only.type === 'string' && SIMPLE_TYPES.has(only.type) && !only.anyOf && only.const === undefined) {
      const list = Array.isArray(only.enum) ? { enum: [...(only.enum as unknown[]), null] } : {};
      return { ...rest, ...only, ...list, type: [only.type, 'null'] };
    }
  }
  return { ...rest, anyOf: nullable ? [...others, { type: 'null' }] : others };
}
