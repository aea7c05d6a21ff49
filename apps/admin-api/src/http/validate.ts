// Valibot issues as the API's 400 body. Routes get their request checked by Fastify (core/validator-compiler.ts);
// `validate` is for what only a handler can put together: a change merged with the stored record.
import * as v from 'valibot';
import { issueText } from '@backoffice/validation';
import { HttpError, type ErrorMessages } from './errors';

/**
 * Issues as `{ 'field.path': [messages] }`; issues on the whole value go under '_'. Keys are the client's own
 * (an unknown key is reported by name), so they are collected in a Map: `constructor` or `toString` must not
 * find Object.prototype's members, and `__proto__` must stay a plain key.
 */
function toErrorMessages(issues: readonly v.BaseIssue<unknown>[]): ErrorMessages {
  const out = new Map<string, string[]>();
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    const list = out.get(key) ?? [];
    out.set(key, list);
    const message = issueText(issue);
    if (!list.includes(message)) list.push(message);
  }
  return Object.fromEntries(out);
}

/** The parsed output, or the 400 { message: 'Validation failed', errorMessages } to answer. */
export function check<S extends v.GenericSchema>(schema: S, value: unknown): { value: v.InferOutput<S> } | { error: HttpError } {
  const result = v.safeParse(schema, value);
  return result.success ? { value: result.output } : { error: new HttpError(400, 'Validation failed', toErrorMessages(result.issues)) };
}

/** Returns the parsed output, or throws HttpError 400 { message: 'Validation failed', errorMessages }. */
export function validate<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = check(schema, value);
  if ('error' in result) throw result.error;
  return result.value;
}
