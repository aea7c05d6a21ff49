import { FORM_ERROR } from 'final-form';
import { CONFLICT_MESSAGE, isApiError, isConflict } from '@backoffice/api';
import { errorMessagesToFormErrors, type FormErrors } from '@backoffice/validation/session';

/**
 * The one way a failed save returns to its form (react-final-form submission errors): a 400's or 409's
 * errorMessages mark their fields (server errors flow back), a 409 without them says a colleague saved first,
 * anything else is the form's error line. What the user typed is never touched.
 */
export function submitFailure(error: unknown): FormErrors {
  if (!isApiError(error)) return { [FORM_ERROR]: 'Unexpected error occurred' };
  const fields = errorMessagesToFormErrors(error.errorMessages ?? {});
  if (Object.keys(fields).length > 0) return { ...fields, [FORM_ERROR]: error.message };
  return { [FORM_ERROR]: isConflict(error) ? CONFLICT_MESSAGE : error.message };
}
