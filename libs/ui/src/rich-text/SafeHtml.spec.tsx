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
});
