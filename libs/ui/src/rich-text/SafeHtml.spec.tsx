import { render, screen } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitize-html';

describe('SafeHtml', () => {
  it('drops scripts, handlers and javascript: links but keeps formatting', () => {
    const html = sanitizeHtml('<p onclick="steal()"><b>Bold</b><script>steal()</script><a href="javascript:steal()">x</a><img src="/a.png" onerror="steal()"></p>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(html).toContain('<b>Bold</b>');
    expect(html).toContain('<img src="/a.png">');
  });

  it('adds rel=noopener to links opening a new tab', () => {
    render(<SafeHtml html={'<a href="https://x.pl" target="_blank">Site</a>'} />);
    expect(screen.getByRole('link', { name: 'Site' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps only safe inline styles: no full-screen link over a preview', () => {
    render(<SafeHtml html={'<a href="https://evil.example" style="position: fixed; inset: 0; width: 100vw; height: 100vh; z-index: 9999">Wygraj</a>'} />);
    expect(screen.getByRole('link', { name: 'Wygraj' })).not.toHaveAttribute('style');
    const kept = sanitizeHtml('<p style="color: #c00; background-color: yellow; text-align: center; font-weight: bold; font-style: italic; text-decoration: underline; position: absolute; top: 0">Hej</p>');
    expect(kept).toBe('<p style="color: #c00; background-color: yellow; text-align: center; font-weight: bold; font-style: italic; text-decoration: underline">Hej</p>');
    expect(sanitizeHtml('<span style="color: red; background-color: url(x); transform: scale(9)">x</span>')).toBe('<span style="color: red">x</span>');
  });
});
