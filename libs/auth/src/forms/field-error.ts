import type { FieldMetaState } from 'react-final-form';

/**
 * The message a field shows: its validation error once left (blur) or after a submit attempt — then it
 * follows every change — or the server's error for it until the user edits it.
 */
export function shownError(meta: FieldMetaState<unknown>): string | undefined {
  const submitError = typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit ? meta.submitError : undefined;
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  return meta.touched || meta.submitFailed ? error ?? submitError : submitError;
}

/**
 * A field's subscription: its value and what shownError reads. Not the whole field state (useField's default), which
 * holds the form's submitting and submitted flags too: every field of a long form rendered again at each Save.
 */
export const SHOWN_FIELD_STATE = { value: true, error: true, touched: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true } as const;
