// The /login page as static HTML and CSS, rendered at build time from the real LoginPage: the form is
// shown, and takes typing, as soon as the HTML arrives; the app then takes it over with what was typed
// (public/prerendered-login.ts). Run with NODE_ENV=production so the class names are those of the production build.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { adminTheme } from '@backoffice/ui/theme';
import { LoginPage } from '../public/LoginPage';
import { PublicProviders } from '../public/PublicProviders';
import { PRERENDERED_LOGIN_ATTRIBUTE } from '../public/prerendered-login';

export interface LoginMarkup {
  /** Goes inside #root. */
  html: string;
  /** Goes in a <style> in the head: the rules emotion wrote while rendering, then the static field states. */
  css: string;
}

const STYLE_TAG = /<style data-emotion="[^"]*"[^>]*>([^<]*)<\/style>/g;

/** Replaces `search` exactly `count` times, or fails the build: the markup must not drift silently. */
function replaceExactly(html: string, search: RegExp, replacement: string, count: number, what: string): string {
  const found = html.match(search)?.length ?? 0;
  if (found !== count) throw new Error(`Pre-rendered /login: expected ${count} ${what}, found ${found}`);
  return html.replace(search, replacement);
}

/**
 * Without scripts MUI cannot set its focused and filled classes, so the same looks are given by CSS: a focused or
 * filled field lifts its label into the notch and a focused one takes the primary colour, as the app's field does.
 * Filled is told by the placeholder (a single space) no longer showing.
 */
function fieldStateRules(): string {
  const root = `[${PRERENDERED_LOGIN_ATTRIBUTE}] .MuiFormControl-root`;
  const lifted = (part: string) =>
    [`${root}:focus-within ${part}`, `${root}:has(input:not(:placeholder-shown)) ${part}`].join(',');
  const primary = adminTheme.palette.primary.main;
  return [
    `${lifted('.MuiInputLabel-root')}{user-select:none;pointer-events:auto;max-width:calc(133% - 32px);transform:translate(14px,-9px) scale(0.75)}`,
    `${root}:has(input:-webkit-autofill) .MuiInputLabel-root{max-width:calc(133% - 32px);transform:translate(14px,-9px) scale(0.75)}`,
    `${lifted('legend')}{max-width:100%}`,
    `${root}:has(input:-webkit-autofill) legend{max-width:100%}`,
    `${root}:focus-within .MuiInputLabel-root{color:${primary}}`,
    `${root}:focus-within .MuiOutlinedInput-notchedOutline{border-width:2px;border-color:${primary}}`,
    // A stored session: the app moves on at once, so the form is never shown (login-early.js sets the class).
    `.bo-signed-in [${PRERENDERED_LOGIN_ATTRIBUTE}]{visibility:hidden}`,
    // A Login pressed before the app has loaded: the app submits it on arrival (login-early.js marks it).
    `[${PRERENDERED_LOGIN_ATTRIBUTE}][data-submit-requested] button{pointer-events:none;opacity:0.7}`,
  ].join('\n');
}

export function renderLoginMarkup(): LoginMarkup {
  const rendered = renderToString(
    <MemoryRouter initialEntries={['/login']}>
      <PublicProviders>
        <LoginPage />
      </PublicProviders>
    </MemoryRouter>,
  );
  const rules = [...rendered.matchAll(STYLE_TAG)].map((match) => match[1]);
  let html = rendered.replace(STYLE_TAG, '');
  // No native submission: with no submit button and two fields, Enter submits nothing (a GET would put the
  // password in the address). login-early.js remembers an Enter or a click for the app instead.
  html = replaceExactly(html, /type="submit"/g, 'type="button"', 1, 'submit button');
  html = replaceExactly(html, /<input /g, '<input placeholder=" " ', 2, 'inputs');
  replaceExactly(html, /autofocus=""/g, '', 1, 'autofocused field');
  return {
    html: `<div ${PRERENDERED_LOGIN_ATTRIBUTE}="">${html}</div>`,
    css: [...rules, fieldStateRules()].join('\n'),
  };
}
