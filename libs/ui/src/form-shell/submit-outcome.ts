import { FORM_ERROR } from 'final-form';
import { isApiError } from '@backoffice/api';
import { CONFLICT_MESSAGE, isConflict } from '@backoffice/api/query';
import { errorMessagesToFormErrors, type FormErrors } from '@backoffice/validation';

/**
 * What a failed save means for the form: a 400's errorMessages mark their fields (server errors flow back),
 * a 409 says a colleague saved first, anything else is the form's error line. Values are never touched.
 */
export function submitFailure(error: unknown): FormErrors {
  if (isConflict(error)) return { [FORM_ERROR]: CONFLICT_MESSAGE };
  if (!isApiError(error)) return { [FORM_ERROR]: 'Unexpected error occurred' };
  const fields = errorMessagesToFormErrors(error.errorMessages ?? {});
  return { ...fields, [FORM_ERROR]: error.message };
}
