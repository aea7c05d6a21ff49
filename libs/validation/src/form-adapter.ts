// Turns a valibot schema into react-final-form validators, and the server's errorMessages into form errors.
// No final-form import: the server imports this package too, and the shapes are plain objects.
import * as v from 'valibot';
import { hasReservedKeyPart } from './safe-keys';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** Nested errors shaped like the values ({ bets: [ { name: 'Name is required!' } ] }), one message per field. */
export type FormErrors = { [key: string]: string | FormErrors | FormErrors[] | undefined };

/** Field path → messages, the same shape as the server's 400 `errorMessages`. */
export type ErrorMessages = Record<string, string[]>;

/** The dot path of an issue ('bets.0.name'); issues on the whole value go under '' . */
function pathOf(issue: v.BaseIssue<unknown>): string {
  return v.getDotPath(issue) ?? '';
}

/**
 * Valibot's own wording for a missing or unknown key ("Invalid key: Expected …") in the spec's style, as the
 * server says it: a field emptied in the form is dropped from its values, and must read "is required!".
 */
export function issueText(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema' && (issue.type === 'strict_object' || issue.type === 'object' || issue.type === 'loose_object')) {
    if (issue.expected === 'never') return 'is not allowed!';
    // A schema's own text for its missing keys names the field ("Landing page URL is required!"): kept.
    if (issue.input === undefined) return /^Invalid (key|type):/.test(issue.message) ? 'is required!' : issue.message;
  }
  return issue.message;
}

/** Groups issues by field path, keeping valibot's order (first = most basic rule). */
export function issuesToErrorMessages(issues: readonly v.BaseIssue<unknown>[]): ErrorMessages {
  // A Map: a field named `constructor` or `toString` must not find Object.prototype's members.
  const out = new Map<string, string[]>();
  for (const issue of issues) {
    const path = pathOf(issue);
    const list = out.get(path) ?? [];
    out.set(path, list);
    const text = issueText(issue);
    if (!list.includes(text)) list.push(text);
  }
  return Object.fromEntries(out);
}

/** Sets `value` at a dot path, creating arrays for numeric segments (final-form's error shape). */
function setIn(target: FormErrors, path: string, value: string): void {
  // The paths come from the server's answer: one through a prototype would write to Object.prototype.
  if (hasReservedKeyPart(path)) return;
  const keys = path.split('.');
  let node: Record<string, unknown> | unknown[] = target;
  keys.forEach((key, index) => {
    const last = index === keys.length - 1;
    const slot = node as Record<string, unknown>;
    if (last) {
      if (slot[key] === undefined) slot[key] = value;
      return;
    }
    const nextIsIndex = /^\d+$/.test(keys[index + 1]);
    const existing = slot[key];
    if (existing === undefined || typeof existing === 'string') slot[key] = nextIsIndex ? [] : {};
    node = slot[key] as Record<string, unknown> | unknown[];
  });
}

/** Turns `{ 'a.b': ['msg'] }` into `{ a: { b: 'msg' } }`; the first message of each field wins. */
export function errorMessagesToFormErrors(errorMessages: ErrorMessages): FormErrors {
  const errors: FormErrors = {};
  for (const [path, list] of Object.entries(errorMessages)) {
    if (path && list.length > 0) setIn(errors, path, list[0]);
  }
  return errors;
}

/**
 * Form-level validator for react-final-form: `<Form validate={toFinalFormValidate(schema)} />`.
 * Runs on every change (final-form's default); pair with `validateOnBlur` off so errors show as you type.
 */
export function toFinalFormValidate<TSchema extends AnySchema>(schema: TSchema) {
  return (values: object): FormErrors => {
    const result = v.safeParse(schema, values ?? {});
    return result.success ? {} : errorMessagesToFormErrors(issuesToErrorMessages(result.issues));
  };
}

/**
 * Field-level validator: `<Field validate={toFieldValidate(requiredString('Title'))} />` → first message or undefined.
 */
export function toFieldValidate<TSchema extends AnySchema>(schema: TSchema) {
  return (value: unknown): string | undefined => {
    const result = v.safeParse(schema, value, { abortPipeEarly: true });
    return result.success ? undefined : result.issues[0] && issueText(result.issues[0]);
  };
}
