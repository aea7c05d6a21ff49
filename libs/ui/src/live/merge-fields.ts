import { sameValues } from '../form-shell/same-values';

type Values = Record<string, unknown>;

/** Bookkeeping fields: never offered as a difference (the merge takes the server's). */
const NOT_FIELDS = new Set(['id', 'version', 'createdAt', 'updatedAt', 'deletedAt']);

const empty = (value: unknown) => value === undefined || value === null || value === '';
const same = (a: unknown, b: unknown) => (empty(a) && empty(b)) || sameValues(a, b);

/** One field that differs between what the user has in the form and the version now saved. */
export interface MergeField {
  name: string;
  mine: unknown;
  theirs: unknown;
  /** The user changed it (mine differs from what the form loaded): kept by default; else theirs is taken. */
  changedByMe: boolean;
}

/**
 * The fields to decide on: where the form's values differ from the saved version's. `fields` limits them to the
 * schema's (a form's values may carry extra keys of the record).
 */
export function mergeFields(base: Values, mine: Values, theirs: Values, fields: readonly string[]): MergeField[] {
  return fields
    .filter((name) => !NOT_FIELDS.has(name) && !same(mine[name], theirs[name]))
    .map((name) => ({ name, mine: mine[name], theirs: theirs[name], changedByMe: !same(mine[name], base[name]) }));
}
