import { isApiError } from './api-error';

/** Said when a save is refused because a colleague saved the record first (409 on update). */
export const CONFLICT_MESSAGE =
  'Someone else changed this record while you were editing. Reload their version to continue: what you typed stays in the form.';

/** True for the 409 an update gets when its `version` is stale. */
export function isConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}
