// Valibot schema builders that speak the spec's messages, so entity schemas stay one-liners:
//   title: v.pipe(requiredString('Title'), maxLength(10))
// The builders that name their field also declare it as the field's label (valibot's title): the form, the history,
// the campaign diff and toasts read it from there (fieldLabel), so a field is named once.
import * as v from 'valibot';
import { messages, URL_PATTERN } from './messages';

type StringAction = v.PipeItem<string, string, v.BaseIssue<unknown>>;
type NumberAction = v.PipeItem<number, number, v.BaseIssue<unknown>>;

const hasText = (value: string) => value.trim().length > 0;

// NUL, which PostgreSQL cannot store in text (the query fails), and a UTF-16 surrogate without its partner,
// which has no UTF-8 form and would be stored as U+FFFD: a different text from the one that was checked.
const UNSAFE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text can be stored as it is: no NUL, no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/** The string rule every schema uses: a string (else `message`) that is storable → "must be a valid text!". */
export function string(message?: string) {
  return v.pipe(v.string(message), v.check(isStorableText, messages.invalid('text')));
}

/** The largest value of a PostgreSQL integer column (ids, versions). */
export const INTEGER_MAX = 2_147_483_647;
export const INTEGER_MIN = -2_147_483_648;

/**
 * The integer rule every schema uses: a whole number (else `message`) that fits an integer column, so a
 * 2^31 id answers 400, not a database error. Bounds of the field follow: integer('…', minValue(1)).
 */
export function integer(message?: string, ...actions: NumberAction[]) {
  return v.pipe(
    v.number(message),
    v.integer(messages.invalid('integer')),
    v.minValue<number, number, string>(INTEGER_MIN, messages.minValue(INTEGER_MIN)),
    v.maxValue<number, number, string>(INTEGER_MAX, messages.maxValue(INTEGER_MAX)),
    ...actions,
  );
}

// final-form drops emptied fields from its values, and valibot reports a missing object key as
// 'Invalid key'. Required helpers therefore default a missing value to '' so the spec's message shows.

/** The first letter in capitals: a message's field ("please select language") as a label ("Language"). */
const labelText = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);

/**
 * The field's label, declared once with its rules (valibot's title, read by fieldLabel): for a field whose rules
 * name no field (`labelled('Subtitle', optionalString(maxLength(300)))`), or whose label differs from the word its
 * message uses (`labelled('Description is HTML', requiredBoolean('HTML flag'))`: the outer label wins).
 */
export function labelled<TSchema extends v.GenericSchema>(label: string, schema: TSchema) {
  return v.pipe(schema, v.title(label));
}

/** A text the user must fill: missing, empty or blank → "{field} is required!"; `field` is its label. Extra actions run after. */
export function requiredString(field: string, ...actions: StringAction[]) {
  const message = messages.required(field);
  return v.pipe(v.optional(string(message), ''), v.check(hasText, message), ...actions, v.title<string, string>(labelText(field)));
}

/** A text the user must fill, where the spec words its own message: requiredWithMessage('must enter a comment'). */
export function requiredWithMessage(message: string, ...actions: StringAction[]) {
  return v.pipe(v.optional(string(message), ''), v.check(hasText, message), ...actions);
}

/** A text that may be left out (undefined, null or ''); when given, the actions apply. */
export function optionalString(...actions: StringAction[]) {
  return v.optional(
    v.nullable(v.union([v.literal(''), v.pipe(string(), ...actions)])),
  );
}

/** A yes/no the record must state (a missing key too answers "{field} is required!", not valibot's "Invalid key"). */
export function requiredBoolean(field: string) {
  const message = messages.required(field);
  return v.pipe(v.optional(v.nullable(v.boolean(message)), null), v.boolean(message), v.title(labelText(field)));
}

/**
 * A choice from a select: anything empty → "please select {field}".
 * With `values`, only those are accepted (e.g. selectRequired('language', ['pl', 'en', 'uk'])).
 */
export function selectRequired<const T extends string | number>(field: string, values?: readonly T[]) {
  const message = messages.select(field);
  if (values) return v.pipe(v.optional(v.picklist(values as T[], message), '' as T), v.title(labelText(field)));
  return v.pipe(
    v.optional(v.union([string(message), v.number(message)], message), ''),
    v.check((value) => (typeof value === 'number' ? Number.isFinite(value) : hasText(value)), message),
    v.title(labelText(field)),
  );
}

/** Exactly n characters → "{field} must be having exact N characters!". */
export function exactLength(field: string, n: number) {
  return v.length<string, number, string>(n, messages.exactLength(field, n));
}

// The spec's length messages say "longer than" and "shorter than", which exclude the number they name. A
// limit that allows n characters therefore names n - 1 (at least) or n + 1 (at most), so the message stays true.

/** At least n characters → "must be longer than {n - 1} characters!". */
export function minLength(n: number) {
  return v.minLength<string, number, string>(n, messages.minLength(n - 1));
}

/** At most n characters → "must be shorter than {n + 1} characters!". */
export function maxLength(n: number) {
  return v.maxLength<string, number, string>(n, messages.maxLength(n + 1));
}

/** A list with at least n items → "must contain minimum N items!". */
export function minItems<TItem>(n: number) {
  return v.minLength<TItem[], number, string>(n, messages.minItems(n));
}

/** A list with at most n items → "must contain maximum N items!". */
export function maxItems<TItem>(n: number) {
  return v.maxLength<TItem[], number, string>(n, messages.maxItems(n));
}

/** n or more → "must be greater than or equal to N!". */
export function minValue(n: number) {
  return v.minValue<number, number, string>(n, messages.minValue(n));
}

/** n or less → "must be less than or equal to N!". */
export function maxValue(n: number) {
  return v.maxValue<number, number, string>(n, messages.maxValue(n));
}

/**
 * A number the user must enter. Text inputs hand over strings, so numeric text is accepted and
 * converted; empty → "{field} is required!", other text → "must be a valid number!".
 */
export function requiredNumber(field: string, ...actions: NumberAction[]) {
  const required = messages.required(field);
  const toNumber = (value: string | number) => (typeof value === 'number' ? value : Number(value.trim()));
  const parsed = v.pipe(
    v.optional(v.union([v.number(required), string(required)], required), ''),
    v.check<string | number, string>((value) => typeof value === 'number' || hasText(value), required),
    v.check<string | number, string>((value) => Number.isFinite(toNumber(value)), messages.invalid('number')),
    v.transform(toNumber),
  );
  return v.pipe(parsed, ...actions, v.title<number, string>(labelText(field)));
}

/**
 * A number the user may leave empty: missing, null or blank text → null; numeric text is converted, other text →
 * "must be a valid number!"; the actions apply to a given number. `usageLimit: optionalNumber(v.integer(…), minValue(1))`
 */
export function optionalNumber(...actions: NumberAction[]) {
  const invalid = messages.invalid('number');
  const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  return v.pipe(
    // Text or a number for now; it becomes a number (checked by the actions) or null below.
    v.optional(v.nullable(v.custom<string | number>((value) => typeof value === 'number' || typeof value === 'string', invalid)), null),
    v.check((value) => blank(value) || Number.isFinite(typeof value === 'number' ? value : Number(String(value).trim())), invalid),
    v.transform((value) => (blank(value) ? null : Number(typeof value === 'number' ? value : String(value).trim()))),
    v.nullable(v.pipe(v.number(invalid), ...actions)),
  );
}

/** Checks the e-mail format only → "must be a valid email!". */
export function emailFormat() {
  return v.email<string, string>(messages.invalid('email'));
}

/** Checks the http/https link format only → "must be a valid url!". */
export function urlFormat() {
  return v.regex<string, string>(URL_PATTERN, messages.invalid('url'));
}

/** A required, well-formed e-mail address. */
export function validEmail(field: string) {
  return requiredString(field, emailFormat());
}

/** A required http/https link. */
export function validUrl(field: string) {
  return requiredString(field, urlFormat());
}

/** An optional http/https link: empty is fine, anything else must be a link. */
export function optionalUrl() {
  return optionalString(urlFormat());
}

/**
 * A date-time the user must pick, as an ISO string (what DateTimeField stores) → "{field} is required!";
 * unparseable text → "must be a valid date!".
 */
export function requiredDateTime(field: string) {
  return requiredString(field, v.check((value) => !Number.isNaN(Date.parse(value)), messages.invalid('date')));
}

/**
 * Object-level check for a password and its confirmation; the issue lands on the confirmation field
 * ("Passwords do not match"). It runs even when other fields are still invalid, so the user sees it at once.
 *   v.pipe(v.object({ password, confirmPassword }), passwordsMatch())
 */
export function passwordsMatch<TInput extends Record<string, unknown>>(
  passwordKey: string = 'password',
  confirmKey: string = 'confirmPassword',
) {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    const value = dataset.value as Record<string, unknown> | null | undefined;
    if (!value || typeof value !== 'object') return;
    const confirmation = value[confirmKey];
    // Say nothing until the confirmation has been typed: the required rule speaks for an empty one.
    if (typeof confirmation !== 'string' || confirmation === '') return;
    if (value[passwordKey] === confirmation) return;
    addIssue({
      message: messages.passwordsMismatch,
      path: [{ type: 'object', origin: 'value', input: value, key: confirmKey, value: confirmation }],
    });
  });
}
