import { cleanHtml } from './clean-html';

describe('cleanHtml', () => {
  it('drops scripts, event handlers and javascript: links', () => {
    expect(cleanHtml('<p onclick="x()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(cleanHtml('<img src="x" onerror="alert(1)">')).toBe('<img src="x" />');
    expect(cleanHtml('<a href="javascript:alert(1)">go</a>')).toBe('<a rel="noopener noreferrer">go</a>');
  });

  it('keeps formatting, links, images and the site\'s own relative links', () => {
    const html = '<h2>Bonus</h2><p><strong>100%</strong> do <a href="/promocje" target="_blank">1000 zł</a></p><img src="/files/a.png" alt="baner" />';
    expect(cleanHtml(html)).toBe(html.replace('target="_blank"', 'target="_blank" rel="noopener noreferrer"'));
  });
});
