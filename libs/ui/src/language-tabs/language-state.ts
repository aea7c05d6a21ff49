import type { FormState } from 'final-form';
import type { ContentLanguage } from '@backoffice/validation';

type Values = Record<string, unknown>;
export type LanguageState = { filled: boolean; errors: boolean };

const hasContent = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || (Array.isArray(value) && value.length > 0) || typeof value === 'number';

/**
 * Whether a language's flattened fields (`pl_title`, `pl_file` …) hold anything, and whether one shows an error:
 * a check's error once touched or after a submit attempt, or the server's until edited. `fields` limits "filled" to
 * those fields (flags such as `pl_isReadyHtml` are never content); by default every field of the language counts.
 */
export function languageState(
  state: Pick<FormState<Values>, 'values' | 'errors' | 'submitErrors' | 'touched' | 'submitFailed' | 'dirtySinceLastSubmit'>,
  language: ContentLanguage,
  fields?: readonly string[],
): LanguageState {
  const prefix = `${language}_`;
  const own = (key: string) => key.startsWith(prefix) && (!fields || fields.includes(key.slice(prefix.length)));
  const values = state.values ?? {};
  const filled = Object.keys(values).some((key) => own(key) && hasContent(values[key]));
  const shown = (key: string) => key.startsWith(prefix) && (state.submitFailed || Boolean(state.touched?.[key]));
  const checkErrors = Object.entries(state.errors ?? {}).some(([key, error]) => Boolean(error) && shown(key));
  const serverErrors = !state.dirtySinceLastSubmit && Object.entries(state.submitErrors ?? {}).some(([key, error]) => Boolean(error) && key.startsWith(prefix));
  return { filled, errors: checkErrors || serverErrors };
}

/** "required, filled" — what a tab's state reads as to a screen reader (and to tests). */
export function languageStateText(state: LanguageState, required: boolean): string {
  return [required ? 'required' : 'optional', state.filled ? 'filled' : 'empty', ...(state.errors ? ['has errors'] : [])].join(', ');
}
