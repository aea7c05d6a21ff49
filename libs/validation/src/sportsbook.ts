// The sportsbook catalog as the back office reads it (spec 2 §7 "GET /category/{categoryId}"): shared by the
// category-image form, its server and, later, bet match.
import * as v from 'valibot';
import { INTEGER_MAX, string } from './helpers';
import { messages } from './messages';

/** Wait after the last keystroke in a category id before looking its name up (spec 2 §9). */
export const CATEGORY_LOOKUP_DEBOUNCE_MS = 999;

/** GET /category/:categoryId — a positive whole number that fits an integer column. */
export const categoryIdParams = v.strictObject({
  categoryId: v.pipe(
    string(),
    v.regex(/^\d{1,10}$/, messages.invalid('id')),
    v.transform(Number),
    v.check((id) => id >= 1 && id <= INTEGER_MAX, messages.invalid('id')),
  ),
});

/** The answer of the lookup: the category's name, under its sport ("Piłka nożna › Ekstraklasa"). */
export interface SportCategoryName {
  categoryId: number;
  categoryName: string;
}
