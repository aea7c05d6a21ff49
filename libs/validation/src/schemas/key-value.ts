// A list of key/value pairs, as the shared KeyValueListEditor edits it (placement places and screens, the
// entertainment category): each pair needs both parts.
import * as v from 'valibot';
import { maxItems, maxLength, minItems, requiredString } from '../helpers';

const pair = v.strictObject({
  key: requiredString('Key', maxLength(100)),
  value: requiredString('Value', maxLength(500)),
});
export type KeyValueItem = v.InferOutput<typeof pair>;

/** A key/value list of at least `min` pairs (→ "must contain minimum N items!"), at most 50. */
export function keyValueList(min = 0) {
  return v.pipe(v.optional(v.array(pair), []), minItems<KeyValueItem>(min), maxItems<KeyValueItem>(50));
}
