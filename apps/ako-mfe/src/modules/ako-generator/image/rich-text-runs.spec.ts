import { descriptionBlocks, sanitizeDescription } from './rich-text-runs';

const plain = { bold: false, italic: false, underline: false, strike: false };

describe('descriptionBlocks', () => {
  it('turns paragraphs with bold and italics into styled runs', () => {
    expect(descriptionBlocks('<p>Kurs <strong>3,25</strong> i <em>pewny</em> <strong><em>typ</em></strong></p>')).toEqual([
      {
        marker: '',
        indent: 0,
        runs: [
          { text: 'Kurs ', ...plain },
          { text: '3,25', ...plain, bold: true },
          { text: ' i ', ...plain },
          { text: 'pewny', ...plain, italic: true },
          { text: ' ', ...plain },
          { text: 'typ', ...plain, bold: true, italic: true },
        ],
      },
    ]);
  });

  it('numbers ordered lists, bullets unordered ones and keeps the editor’s <p> inside items on the marker line', () => {
    const blocks = descriptionBlocks('<ol><li><p>Legia</p></li><li><p>Lech</p></li></ol><ul><li>Żużel</li></ul>');
    expect(blocks.map((b) => [b.marker, b.indent, b.runs.map((r) => r.text).join('')])).toEqual([
      ['1.', 1.5, 'Legia'],
      ['2.', 1.5, 'Lech'],
      ['•', 1.5, 'Żużel'],
    ]);
  });

  it('indents nested lists and turns <br> into a line break', () => {
    const blocks = descriptionBlocks('<ul><li><p>Mecz</p><ul><li>gole</li></ul></li></ul><p>a<br>b</p>');
    expect(blocks.map((b) => [b.marker, b.indent])).toEqual([
      ['•', 1.5],
      ['•', 3],
      ['', 0],
    ]);
    expect(blocks[2].runs.map((r) => r.text)).toEqual(['a', '\n', 'b']);
  });

  it('collapses whitespace and skips empty paragraphs', () => {
    expect(descriptionBlocks('<p>  dwa   słowa </p><p></p><p> </p>')).toEqual([{ marker: '', indent: 0, runs: [{ text: 'dwa słowa', ...plain }] }]);
  });

  it('keeps underline and strikethrough, and headings as bold', () => {
    const [heading, body] = descriptionBlocks('<h2>Typ dnia</h2><p><u>pewny</u> <s>ryzykowny</s></p>');
    expect(heading.runs).toEqual([{ text: 'Typ dnia', ...plain, bold: true }]);
    expect(body.runs).toEqual([
      { text: 'pewny', ...plain, underline: true },
      { text: ' ', ...plain },
      { text: 'ryzykowny', ...plain, strike: true },
    ]);
  });
});

describe('sanitizeDescription', () => {
  it('drops scripts, handlers, links and images but keeps their safe text', () => {
    const html = sanitizeDescription('<p onclick="x()">Hej<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:x">link</a></p>');
    expect(html).toBe('<p>Hejlink</p>');
    expect(descriptionBlocks('<style>p{}</style><p>ok</p>').map((b) => b.runs[0].text)).toEqual(['ok']);
  });
});
