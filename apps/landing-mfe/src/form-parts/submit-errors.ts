// A failed save back into the form: a 400/409 with field messages marks the fields, anything else is the form's error line.
import { FORM_ERROR } from 'final-form';
import { isApiError } from '@backoffice/api';
import { errorMessagesToFormErrors } from '@backoffice/validation';

export function toSubmitErrors(error: unknown): Record<string, unknown> {
  if (isApiError(error)) {
    const fields = error.errorMessages ?? {};
    if (Object.keys(fields).length > 0) return { ...errorMessagesToFormErrors(fields), [FORM_ERROR]: error.message };
    return { [FORM_ERROR]: error.message };
  }
  return { [FORM_ERROR]: 'Unexpected error occurred' };
}
