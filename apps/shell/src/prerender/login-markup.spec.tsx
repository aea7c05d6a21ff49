/**
 * @jest-environment node
 */
import { renderLoginMarkup } from './login-markup';

describe('the pre-rendered /login', () => {
  const { html, css } = renderLoginMarkup();

  it('is the real login form, marked for the app to take over', () => {
    expect(html.startsWith('<div data-prerendered-login="">')).toBe(true);
    expect(html).toContain('<h1');
    expect(html).toMatch(/<input [^>]*name="email"/);
    expect(html).toMatch(/<input [^>]*type="password"[^>]*name="password"|<input [^>]*name="password"/);
    expect(html).toContain('href="/forget-password"');
  });

  it('takes typing at once but never submits natively (a GET would put the password in the address)', () => {
    expect(html).toContain('autofocus=""');
    expect(html).not.toContain('type="submit"');
    expect(html).toMatch(/<button [^>]*type="button"[^>]*>Login<\/button>/);
    expect(html.match(/<input placeholder=" " /g)).toHaveLength(2);
  });

  it('carries its CSS in one sheet, with the focused and filled looks CSS must give without scripts', () => {
    expect(html).not.toContain('<style');
    expect(css).toContain('body{');
    expect(css).toContain('[data-prerendered-login] .MuiFormControl-root:focus-within .MuiInputLabel-root');
    expect(css).toContain(':has(input:not(:placeholder-shown))');
  });
});
