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
/** A record's id in another collection (its API path, `/api/v1/roles`): one the server holds, read from that list. */
export const REFERENCE_RULE = 'x-references';

/** A time that must not be in the past when it is sent (`now`; a minute's grace for the clock). */
export const NOT_BEFORE_RULE = 'x-not-before';

/** A field a change may send only while the stored record holds these values (`{ status: 'draft' }`). */
export const STORED_WHEN_RULE = 'x-stored-when';

/**
 * A change checked merged with the stored record: the fields sent over the stored ones (null empties one), the whole
 * held to the named component's rules (its `allOf` and `x-after`), so a rule across fields reads fields not sent.
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

/**
 * A module's image rules on its body schema: each image field's `x-file` gains the size in pixels (and how it is
 * checked), the largest MB, and a description a client reads. A rule that depends on the record (a banner's kind) is
 * stated as depending on it, without a size.
 */
export function withImageRules(schema: Json, images: Readonly<Record<string, ImageRule | ((record: never) => ImageRule)>> | undefined): Json {
  let out = schema;
  for (const [path, rule] of Object.entries(images ?? {})) {
    out = fieldAt(out, path.split('.'), (field) => {
      const known = (field[FILE_RULE] ?? {}) as Json;
      if (typeof rule === 'function') return { ...field, [FILE_RULE]: { ...known, image: 'depends on the record' } };
      const { width, height, mode, maxMb } = rule;
      const text = `An image of ${MODE_TEXT[mode] ?? mode} ${width} × ${height} px, at most ${maxMb} MB, stored before the write (a link to no stored file: "File does not exist").`;
      return { ...field, [FILE_RULE]: { ...known, width, height, mode, maxMb }, description: [field.description, text].filter(Boolean).join(' ') };
    });
  }
  return out;
}
