// The document's own keywords on a field, for rules JSON Schema cannot state (each also said in the description):
// a validator reads them as annotations (ajv: `addKeyword`), a client generator passes them through.

/** The till date of a window: after the named from date of the same body, when both are set. */
export const AFTER_RULE = 'x-after';
/** A link to a stored file that must exist and keep the stated image rule (size in pixels, largest MB). */
export const FILE_RULE = 'x-file';

/**
 * A value only the stored record gives (the path of its own values, `avatars[].avatarId`): a change may send one the
 * record holds, a new item leaves it out. A client that has not read the record sends none.
 */
export const STORED_RULE = 'x-stored';
/**
 * A record's id in another collection: one the server holds, read from that list. Its API path (`/api/v1/roles`,
 * whose items' `id` are the values), or where the list is another's or depends on the body, a `ReadReference`.
 */
export const REFERENCE_RULE = 'x-references';

/**
 * The read operation that lists the values a field may hold (`x-references` as an object): its `operationId`, its
 * path `parameters` each from a field of the body (`$request.body#/eventId`; of a change checked merged, the merged
 * record's), where the list is in its answer (`list`, a JSON pointer: `/data/gameIds`; a record there is a list of
 * one) and the field of each item that is the value (`value`).
 */
export interface ReadReference { operationId: string; parameters?: Record<string, string>; list: string; value: string }

/** A time that must not be in the past when it is sent (`now`; a minute's grace for the clock). */
export const NOT_BEFORE_RULE = 'x-not-before';

/** A field a change may send only while the stored record holds these values (`{ status: 'draft' }`). */
export const STORED_WHEN_RULE = 'x-stored-when';

/**
 * A change checked merged with the stored record: the fields sent over the stored ones (null empties one; one left out
 * that has a `default` takes it), the whole held to the named component's rules (its `allOf` and `x-after`), so a rule
 * across fields reads fields not sent.
 */
export const MERGED_RULE = 'x-merged';

export const DOC_KEYWORDS = [AFTER_RULE, FILE_RULE, STORED_RULE, REFERENCE_RULE, NOT_BEFORE_RULE, STORED_WHEN_RULE, MERGED_RULE] as const;

type Json = Record<string, unknown>;
interface ImageRule { width: number; height: number; mode: string; maxMb: number }

const MODE_TEXT: Record<string, string> = { exact: 'exactly', atLeast: 'at least', atMost: 'at most' };

/** The field at `path` (`a.b`, `list[].url`) of an object schema: through `properties`, `items` and nullable unions. */
function fieldAt(schema: Json, parts: string[], set: (field: Json) => Json): Json {
  if (parts.length === 0) return set(schema);
  if (Array.isArray(schema.anyOf)) return { ...schema, anyOf: (schema.anyOf as Json[]).map((member) => (member.type === 'null' ? member : fieldAt(member, parts, set))) };
  const [head, ...rest] = parts;
  const list = head.endsWith('[]');
  const key = list ? head.slice(0, -2) : head;
  const properties = schema.properties as Record<string, Json> | undefined;
  if (!properties?.[key]) return schema;
  const child = properties[key];
  const next = list ? { ...child, items: child.items ? fieldAt(child.items as Json, rest, set) : child.items } : fieldAt(child, rest, set);
  return { ...schema, properties: { ...properties, [key]: next } };
}

/** The `x-file` and description of one stated image rule. */
function sized(field: Json, { width, height, mode, maxMb }: ImageRule, known: Json, note?: string): Json {
  const text = `An image of ${MODE_TEXT[mode] ?? mode} ${width} × ${height} px, at most ${maxMb} MB, stored before the write (a link to no stored file: "File does not exist")${note ? ` ${note}` : ''}.`;
  return { ...field, [FILE_RULE]: { ...known, width, height, mode, maxMb }, description: [field.description, text].filter(Boolean).join(' ') };
}

const sameRule = (a: ImageRule, b: ImageRule) => a.width === b.width && a.height === b.height && a.mode === b.mode && a.maxMb === b.maxMb;

/**
 * A rule that follows one yes / no field of the record (a new banner's size differs from a sub banner's), found by
 * probing the rule with that field true, false and left out: `if` (the flag) `then` (the field's `x-file`), one part
 * per value. Undefined when no single flag decides it (the rule reads more than one field, or no flag).
 */
function flagParts(schema: Json, field: string, rule: (record: never) => ImageRule): Json[] | undefined {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const flags = Object.keys(properties).filter((key) => ([] as unknown[]).concat(properties[key].type).includes('boolean'));
  const at = (record: Record<string, unknown>) => rule(record as never);
  const none = at({});
  for (const flag of flags) {
    const [yes, no] = [at({ [flag]: true }), at({ [flag]: false })];
    if (sameRule(yes, no) || !sameRule(no, none)) continue;
    // Only this flag: every other one, set either way, leaves the answer as it was.
    if (flags.some((other) => other !== flag && [true, false].some((value) => !sameRule(at({ [flag]: true, [other]: value }), yes) || !sameRule(at({ [other]: value }), none)))) return undefined;
    const then = (value: boolean, found: ImageRule) => ({ properties: { [field]: sized({}, found, {}, value ? `when \`${flag}\` is true` : `when \`${flag}\` is not true (false or left out)`) } });
    return [
      { if: { required: [flag], properties: { [flag]: { const: true } } }, then: then(true, yes) },
      // Left out, false or (on a change) null, which empties it to false: the other size.
      { if: { properties: { [flag]: { not: { const: true } } } }, then: then(false, no) },
    ];
  }
  return undefined;
}

/**
 * A module's image rules on its body schema: each image field's `x-file` gains the size in pixels (and how it is
 * checked), the largest MB, and a description a client reads. A rule that follows a yes / no field of the record (a
 * banner's `newBanner`) is stated as `if` (the flag) `then` (the size), where the body holds the whole record
 * (`withConditions`; a partial update is checked merged, by its replace body's rules); any other rule that depends on
 * the record is stated as depending on it, without a size.
 */
export function withImageRules(schema: Json, images: Readonly<Record<string, ImageRule | ((record: never) => ImageRule)>> | undefined, withConditions = true): Json {
  let out = schema;
  const parts: Json[] = [];
  for (const [path, rule] of Object.entries(images ?? {})) {
    const conditional = typeof rule === 'function' && !path.includes('.') ? flagParts(schema, path, rule) : undefined;
    if (conditional && withConditions) parts.push(...conditional);
    out = fieldAt(out, path.split('.'), (field) => {
      const known = (field[FILE_RULE] ?? {}) as Json;
      if (typeof rule !== 'function') return sized(field, rule, known);
      const flag = conditional ? ((conditional[0].if as Json).required as string[])[0] : undefined;
      const note = flag ? `The image's size follows \`${flag}\`: ${withConditions ? 'see this body\'s `if`/`then` rules' : 'see the replace body\'s `if`/`then` rules'}.` : undefined;
      return { ...field, [FILE_RULE]: { ...known, image: 'depends on the record', ...(flag ? { follows: flag } : {}) }, ...(note ? { description: [field.description, note].filter(Boolean).join(' ') } : {}) };
    });
  }
  return parts.length ? { ...out, allOf: [...((out.allOf as Json[]) ?? []), ...parts] } : out;
}
