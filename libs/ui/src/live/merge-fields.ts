import { sameValues } from '@backoffice/validation';

type Values = Record<string, unknown>;

/** Bookkeeping fields: never offered as a difference (the merge takes the server's). */
const NOT_FIELDS = new Set(['id', 'version', 'createdAt', 'updatedAt', 'deletedAt']);

const empty = (value: unknown) => value === undefined || value === null || value === '';
const same = (a: unknown, b: unknown) => (empty(a) && empty(b)) || sameValues(a, b);
const isPlainObject = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One field that differs between what the user has in the form and the version now saved. */
export interface MergeField {
  /** Its form path: `name`, or `config.hero.headline` inside a nested object. */
  name: string;
  mine: unknown;
  theirs: unknown;
  /** The user changed it (mine differs from what the form loaded): kept by default; else theirs is taken. */
  changedByMe: boolean;
}

/**
 * The fields to decide on: where the form's values differ from the saved version's, down to the leaves of nested
 * objects (a landing page's `config.hero.headline`), lists taken whole. `fields` limits the top level to the
 * schema's (a form's values may carry extra keys of the record).
 */
export function mergeFields(base: Values, mine: Values, theirs: Values, fields: readonly string[]): MergeField[] {
  const out: MergeField[] = [];
  const walk = (path: string, b: unknown, m: unknown, t: unknown) => {
    if (same(m, t)) return;
    if ((isPlainObject(m) || m === undefined) && (isPlainObject(t) || t === undefined) && (isPlainObject(m) || isPlainObject(t))) {
      const pick = (value: unknown, key: string) => (isPlainObject(value) ? value[key] : undefined);
      const keys = new Set([...Object.keys(isPlainObject(m) ? m : {}), ...Object.keys(isPlainObject(t) ? t : {})]);
      for (const key of keys) walk(`${path}.${key}`, pick(b, key), pick(m, key), pick(t, key));
      return;
    }
    out.push({ name: path, mine: m, theirs: t, changedByMe: !same(m, b) });
  };
  for (const name of fields) if (!NOT_FIELDS.has(name)) walk(name, base[name], mine[name], theirs[name]);
  return out;
}
