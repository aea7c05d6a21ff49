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

  it('keeps only safe inline styles: a link cannot be laid over the page', () => {
    const cover = '<a href="https://evil.example" style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:9999;display:block">Wygraj</a>';
    expect(cleanHtml(cover)).toBe('<a href="https://evil.example" rel="noopener noreferrer">Wygraj</a>');
    expect(cleanHtml('<p style="color:#c00;background-color:rgb(255, 255, 0);text-align:center;font-weight:bold;font-style:italic;text-decoration:underline">Hej</p>')).toBe(
      '<p style="color:#c00;background-color:rgb(255, 255, 0);text-align:center;font-weight:bold;font-style:italic;text-decoration:underline">Hej</p>',
    );
    expect(cleanHtml('<span style="color:red;position:absolute;background-color:url(x)">x</span>')).toBe('<span style="color:red">x</span>');
    expect(cleanHtml('<p style="transform:scale(50);margin:-999px">x</p>')).toBe('<p>x</p>');
  });
});
