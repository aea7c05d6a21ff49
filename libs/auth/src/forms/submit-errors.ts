import { FORM_ERROR } from 'final-form';
import { isApiError } from '@backoffice/api';

/**
 * Turns a failed call into react-final-form submission errors: a 400's field errors mark the fields
 * (server errors flow back into the form); anything else becomes the form-level error.
 */
export function submissionErrors(error: unknown, fields: readonly string[]): Record<string, string> {
  if (!isApiError(error)) return { [FORM_ERROR]: 'Unexpected error occurred' };
  const result: Record<string, string> = {};
  for (const [field, list] of Object.entries(error.errorMessages ?? {})) if (fields.includes(field) && list[0]) result[field] = list[0];
  return Object.keys(result).length > 0 ? result : { [FORM_ERROR]: error.message };
}
