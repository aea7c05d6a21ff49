import { setIn } from 'final-form';
import * as v from 'valibot';

type Errors = Record<string, unknown>;

/**
 * react-final-form `validate` from a valibot schema: the first message per field (dotted paths nested).
 * Example: `<Form validate={validateWith(loginSchema)} …>`.
 */
export function validateWith<S extends v.GenericSchema>(schema: S) {
  return (values: object): Errors => {
    const result = v.safeParse(schema, values, { abortPipeEarly: true });
    if (result.success) return {};
    let errors: Errors = {};
    for (const issue of result.issues) {
      const path = v.getDotPath(issue);
      if (path && !hasError(errors, path)) errors = setIn(errors, path, issue.message) as Errors;
    }
    return errors;
  };
}

function hasError(errors: Errors, path: string): boolean {
  let node: unknown = errors;
  for (const key of path.split('.')) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[key];
  }
  return node !== undefined;
}
