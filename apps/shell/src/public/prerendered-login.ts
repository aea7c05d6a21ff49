// The build serves /login as pre-rendered HTML (prerender/login-markup.tsx) that takes typing before the app has
// loaded. When the app renders the login form it takes over what the user did there: the values, the focused
// field, and an Enter or a Login click (marked by login-early.js), so nothing typed is lost.
import type { LoginInput } from '@backoffice/validation/session';

export const PRERENDERED_LOGIN_ATTRIBUTE = 'data-prerendered-login';

export type LoginField = keyof LoginInput;

export interface PrerenderedLogin {
  values: LoginInput;
  /** The field that had the focus, to keep it there. */
  focus: LoginField | null;
  /** Enter or Login was pressed before the app arrived: submit on arrival. */
  submit: boolean;
}

/**
 * Reads the pre-rendered form, or null when there is none (any later render, or a page that was not /login).
 * Called while rendering the app's form, in the same task as the commit that replaces the pre-rendered one, so no
 * keystroke can fall between the two.
 */
export function readPrerenderedLogin(): PrerenderedLogin | null {
  if (typeof document === 'undefined') return null;
  const root = document.querySelector(`[${PRERENDERED_LOGIN_ATTRIBUTE}]`);
  if (!root) return null;
  const input = (name: LoginField) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const focused = (['email', 'password'] as const).find((name) => input(name) === document.activeElement) ?? null;
  return {
    values: { email: input('email')?.value ?? '', password: input('password')?.value ?? '' },
    focus: focused,
    submit: root.hasAttribute('data-submit-requested'),
  };
}
