// Rules across fields (`v.forward(v.partialCheck(…), [field])` on a record) as JSON Schema: the converter cannot read
// a check's function, so each one is probed with every kind of value its fields can hold — blank or filled text,
// true / false, each listed value, an empty or a filled list — and stated when the answers depend only on those
// kinds: `if` (the other fields' kinds) `then` (the field must be filled). A window's "till after from" is not JSON
// Schema: it is stated as `x-after` on the till field. A number's bound that follows listed values (at most 100 for a
// percent) is `if` (the values) `then` (`maximum`); any other rule that reads a number's size is not stated, never guessed.
import * as v from 'valibot';
import type { JsonObject } from './doc-json-schema';
import { AFTER_RULE } from './doc-extensions';

type AnySchema = v.GenericSchema;
type Row = Record<string, unknown>;
type PartialCheck = { type: string; paths?: unknown[][]; requirement?: (input: Row) => unknown; message?: unknown; '~run'?: (dataset: unknown, config: unknown) => { issues?: { path?: { key: unknown }[] }[] } };

/** What a field can hold, as the rule sees it: each kind with the sample values it is probed with. */
interface Kind { name: string; samples: unknown[]; when: (key: string) => JsonObject }

const NON_BLANK = { type: 'string', pattern: '\\S' };
const FILLED_TEXT = ['x', '/a', '5', '2026-01-01T00:00:00.000Z'];
/** Most combinations of kinds a rule is probed with; more (a language's eight texts) is still cheap, 2^10 at most. */
const MOST_COMBINATIONS = 1024;
const FROM = '2026-01-02T00:00:00.000Z';
const TILL = '2026-01-01T00:00:00.000Z';


function kindsOf(key: string, entry: AnySchema | undefined, property: JsonObject | undefined): Kind[] | undefined {
  if (!entry || !property) return undefined;
  const fallback = v.getDefault(entry as never) as unknown;
  const types = ([] as unknown[]).concat(property.type ?? (Array.isArray(property.anyOf) ? (property.anyOf as JsonObject[]).map((m) => m.type) : []));
  if (types.includes('boolean')) {
    return [true, false].map((value) => ({
      name: String(value),
      samples: [value],
      when: (k) => (fallback === value ? { properties: { [k]: { const: value } } } : { required: [k], properties: { [k]: { const: value } } }),
    }));
  }
  if (types.includes('array')) {
    return [
      { name: 'empty', samples: [[], undefined], when: (k) => ({ properties: { [k]: { maxItems: 0 } } }) },
      { name: 'filled', samples: [['123'], ['1', '2']], when: (k) => ({ required: [k], properties: { [k]: { minItems: 1 } } }) },
    ];
  }
  if (types.some((t) => t === 'number' || t === 'integer' || t === 'object')) return undefined;
  if (fallback !== undefined && fallback !== '' && fallback !== null) return undefined;
  const blank: Kind = { name: 'blank', samples: [undefined, '', '  ', null], when: (k) => ({ properties: { [k]: { not: NON_BLANK } } }) };
  const listed = (Array.isArray(property.enum) ? property.enum : []).filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  if (listed.length) return [blank, ...listed.map((value) => ({ name: value, samples: [value], when: (k: string) => ({ required: [k], properties: { [k]: { const: value } } }) }))];
  return [blank, { name: 'filled', samples: FILLED_TEXT, when: (k) => ({ required: [k], properties: { [k]: NON_BLANK } }) }];
}

/** Rows a rule is first tried with, to find one it refuses: each field blank, filled, true or false (a window's dates). */
function* probeRows(keys: string[]): Generator<Row> {
  const values: unknown[] = ['', 'x', true, false];
  const many = keys.length > 4;
  const count = many ? values.length * keys.length * 2 : values.length ** keys.length;
  for (let n = 0; n < count; n++) {
    // Few fields: every assignment. Many: all blank or all false but one field filled or true.
    if (many) {
      const [base, one, field] = [n % 2 === 0 ? '' : false, values[Math.floor(n / 2) % values.length], Math.floor(n / (2 * values.length))];
      yield Object.fromEntries(keys.map((k, i) => [k, i === field ? one : base]));
    } else yield Object.fromEntries(keys.map((k, i) => [k, values[Math.floor(n / values.length ** i) % values.length]]));
  }
  if (keys.length === 2) yield { [keys[0]]: FROM, [keys[1]]: TILL };
}

/** The field a forwarded check's issue lands on. */
function targetOf(action: PartialCheck, keys: string[]): string | undefined {
  if (!action['~run']) return undefined;
  for (const probe of probeRows(keys)) {
    if (holds(action, probe)) continue;
    const { issues } = action['~run']({ typed: true, value: probe }, {});
    const key = issues?.[0]?.path?.[0]?.key;
    if (typeof key === 'string' && keys.includes(key)) return key;
  }
  return undefined;
}

const holds = (action: PartialCheck, row: Row) => {
  try {
    return action.requirement?.(row) === true;
  } catch {
    return false;
  }
};

/** Whether the check is "till after from": refused when till is before from, passed when after or when one is blank. */
function isWindow(action: PartialCheck, [from, till]: string[]): boolean {
  return !holds(action, { [from]: FROM, [till]: TILL }) && holds(action, { [from]: TILL, [till]: FROM }) && holds(action, { [from]: FROM, [till]: '' }) && holds(action, { [from]: '', [till]: TILL });
}

/** The JSON Schema of one rule on `target`: `if`/`then` parts, or undefined when it cannot be stated by kinds. */
function ruleParts(action: PartialCheck, keys: string[], target: string, kinds: Map<string, Kind[]>, filledTarget: JsonObject): JsonObject[] | undefined {
  const others = keys.filter((k) => k !== target);
  const targetKinds = kinds.get(target)!;
  const targetFilled = targetKinds.filter((kind) => kind.name !== 'blank' && kind.name !== 'empty' && kind.name !== 'false');
  const targetBlank = targetKinds.filter((kind) => !targetFilled.includes(kind));
  if (targetBlank.length !== 1 || targetFilled.length === 0) return undefined;
  const combinations = others.reduce<Kind[][]>((all, key) => all.flatMap((combo) => kinds.get(key)!.map((kind) => [...combo, kind])), [[]]);
  if (combinations.length > MOST_COMBINATIONS) return undefined;
  const forced: Kind[][] = [];
  for (const combo of combinations) {
    // Every sample of every kind must give the same answer, or the rule reads more than the kinds.
    const answers = new Set<string>();
    for (const targetKind of targetKinds) {
      const results = new Set<boolean>();
      for (const [index, key] of [...others, target].entries()) {
        const kind = index < others.length ? combo[index] : targetKind;
        for (const sample of kind.samples) {
          const row: Row = Object.fromEntries(others.map((k, i) => [k, combo[i].samples[0]]));
          row[target] = targetKind.samples[0];
          row[key] = sample;
          results.add(holds(action, row));
        }
      }
      if (results.size !== 1) return undefined;
      answers.add(`${targetKind.name}:${[...results][0]}`);
    }
    const blankOk = answers.has(`${targetBlank[0].name}:true`);
    const filledOk = targetFilled.every((kind) => answers.has(`${kind.name}:true`));
    if (!filledOk) return undefined;
    if (!blankOk) forced.push(combo);
  }
  if (forced.length === 0) return [];
  if (forced.length === combinations.length) return [filledTarget];
  const then = filledTarget;
  // One kind of one field that forces it wherever it holds, and together they cover every forcing combination: one
  // `if` per such kind (a language's texts: any one filled asks for its title); otherwise one `if` per combination.
  const same = (a: Kind[], b: Kind[]) => a.every((kind, i) => kind === b[i]);
  const isForced = (combo: Kind[]) => forced.some((f) => same(f, combo));
  const literals: [number, Kind][] = [];
  others.forEach((key, index) => {
    for (const kind of kinds.get(key)!) if (combinations.filter((c) => c[index] === kind).every(isForced)) literals.push([index, kind]);
  });
  const covered = forced.every((combo) => literals.some(([index, kind]) => combo[index] === kind));
  if (covered) return literals.map(([index, kind]) => ({ if: kind.when(others[index]), then }));
  if (forced.length > 16) return undefined;
  return forced.map((combo) => ({ if: combo.length === 1 ? combo[0].when(others[0]) : { allOf: combo.map((kind, i) => kind.when(others[i])) }, then }));
}

/** A field's schema when it must be filled: its non-blank member (text with a non-space, a list with an item). */
function filledSchema(property: JsonObject): JsonObject {
  const members = Array.isArray(property.anyOf) ? (property.anyOf as JsonObject[]) : [property];
  const member = members.find((m) => m.type === 'array' || (m.type === 'string' && !Array.isArray(m.enum)) || (Array.isArray(m.type) && (m.type.includes('string') || m.type.includes('array'))));
  if (!member) return {};
  const types = ([] as unknown[]).concat(member.type);
  const { default: _none, ...rest } = member;
  if (types.includes('array')) return { ...rest, type: 'array', minItems: Math.max(1, Number(member.minItems ?? 0)) };
  return { ...rest, type: 'string', minLength: Math.max(1, Number(member.minLength ?? 0)), ...(member.pattern ? {} : { pattern: '\\S' }) };
}

/** Bounds a number is probed at, largest first: a rule "at most N when …" is stated only at one of them. */
const BOUNDS = [1_000_000, 100_000, 10_000, 1000, 500, 365, 100, 60, 31, 24, 12, 10, 7, 5, 1];

/**
 * "At most N when the others hold these values" (a percent bonus is at most 100): one number field, the others listed
 * values or yes / no. Probed per combination of the others' kinds: the largest bound the number passes at and fails
 * just above, stated as `if` (the kinds) `then` (`maximum`). The number must be where the check's issue lands.
 */
function numberBoundParts(action: PartialCheck, keys: string[], entries: Record<string, AnySchema>, properties: Record<string, Record<string, unknown>>): JsonObject[] | undefined {
  const numbers = keys.filter((k) => properties[k].type === 'number' || properties[k].type === 'integer');
  if (numbers.length !== 1 || keys.length < 2 || !action['~run']) return undefined;
  const [target] = numbers;
  const others = keys.filter((k) => k !== target);
  const kinds = new Map(others.map((key) => [key, kindsOf(key, entries[key], properties[key] as JsonObject)]));
  if ([...kinds.values()].some((found) => !found)) return undefined;
  const combinations = others.reduce<Kind[][]>((all, key) => all.flatMap((combo) => kinds.get(key)!.map((kind) => [...combo, kind])), [[]]);
  if (combinations.length > 16) return undefined;
  const top = typeof properties[target].maximum === 'number' ? (properties[target].maximum as number) : 1e9;
  const parts: JsonObject[] = [];
  for (const combo of combinations) {
    const rowsWith = (n: number) => combo.reduce<Row[]>((rows, kind, i) => rows.flatMap((row) => kind.samples.map((sample) => ({ ...row, [others[i]]: sample }))), [{ [target]: n }]);
    const passes = (n: number) => rowsWith(n).every((row) => holds(action, row));
    const fails = (n: number) => rowsWith(n).every((row) => !holds(action, row));
    if (passes(top)) continue;
    const bound = BOUNDS.find((n) => n < top && passes(n) && passes(n / 2) && fails(n + 0.01) && fails(n + 1) && fails(top));
    if (bound === undefined) return undefined;
    const { issues } = action['~run']({ typed: true, value: rowsWith(top)[0] }, {});
    if (issues?.[0]?.path?.[0]?.key !== target) return undefined;
    parts.push({ if: combo.length === 1 ? combo[0].when(others[0]) : { allOf: combo.map((kind, i) => kind.when(others[i])) }, then: { properties: { [target]: { type: properties[target].type, maximum: bound } } } });
  }
  return parts.length ? parts : undefined;
}

function pipeOf(schema: AnySchema): PartialCheck[] {
  let node = schema as unknown as { pipe?: unknown[]; wrapped?: unknown };
  for (let depth = 0; depth < 10 && node && !node.pipe; depth++) node = node.wrapped as typeof node;
  return (node?.pipe?.slice(1) ?? []) as PartialCheck[];
}

/**
 * The record-level rules of `schema` added to its JSON Schema: `allOf` of `if`/`then` for the required-when rules,
 * `x-after` (with a description) on a till field. `entries` are the object's valibot fields.
 */
export function withRecordRules(schema: AnySchema, entries: Record<string, AnySchema> | undefined, json: JsonObject): JsonObject {
  const properties = json.properties;
  if (!entries || !properties) return json;
  const parts: JsonObject[] = [];
  const changed: Record<string, Record<string, unknown>> = { ...properties };
  for (const action of pipeOf(schema)) {
    if (action.type !== 'partial_check' || !Array.isArray(action.paths) || !action.paths.every((p) => Array.isArray(p) && p.length === 1 && typeof p[0] === 'string')) continue;
    const keys = action.paths.map((p) => p[0] as string);
    if (!keys.every((k) => properties[k])) continue;
    const bound = numberBoundParts(action, keys, entries, properties);
    if (bound) {
      parts.push(...bound);
      continue;
    }
    const target = targetOf(action, keys);
    if (!target) continue;
    if (keys.length === 2 && target === keys[1] && isWindow(action, keys)) {
      const note = `Must be after \`${keys[0]}\` when both are set (${typeof action.message === 'string' ? `"${action.message}"` : 'refused otherwise'}).`;
      changed[target] = { ...changed[target], [AFTER_RULE]: keys[0], description: [changed[target].description, note].filter(Boolean).join(' ') };
      continue;
    }
    const kinds = new Map<string, Kind[]>();
    for (const key of keys) {
      const found = kindsOf(key, entries[key], properties[key] as JsonObject);
      if (found) kinds.set(key, found);
    }
    if (kinds.size !== keys.length) continue;
    const rule = ruleParts(action, keys, target, kinds, { required: [target], properties: { [target]: filledSchema(properties[target] as JsonObject) } });
    if (rule) parts.push(...rule);
  }
  // A rule that holds always (the field is required whatever the others hold) is stated as required.
  const always = parts.filter((part) => !part.if);
  const conditional = parts.filter((part) => part.if);
  const required = [...new Set([...(json.required ?? []), ...always.flatMap((part) => (part.required as string[]) ?? [])])];
  const allOf = [...((json.allOf as JsonObject[]) ?? []), ...conditional];
  return { ...json, properties: changed, ...(required.length ? { required } : {}), ...(allOf.length ? { allOf } : {}) };
}
