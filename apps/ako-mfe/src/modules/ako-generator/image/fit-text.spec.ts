import { fakeMeasure } from './fake-measure';
import { fitRunBlocks, fitText } from './fit-text';

describe('fitText', () => {
  it('keeps the design size when the text fits', () => {
    expect(fitText('Legia - Lech', { maxWidth: 600, maxLines: 1, size: 34, minSize: 24, bold: true }, fakeMeasure)).toEqual({
      font: { size: 34, bold: true, italic: false },
      lines: ['Legia - Lech'],
    });
  });

  it('shrinks a long Polish name until it fits the allowed lines', () => {
    const name = 'Górnik Łęczna – Świt Nowy Dwór Mazowiecki (żółta kartka)';
    const fitted = fitText(name, { maxWidth: 600, maxLines: 2, size: 34, minSize: 24, bold: true }, fakeMeasure);
    expect(fitted.font.size).toBeLessThan(34);
    expect(fitted.font.size).toBeGreaterThanOrEqual(24);
    expect(fitted.lines.length).toBeLessThanOrEqual(2);
    expect(fitted.lines.join(' ')).toBe(name);
  });

  it('wraps onto more lines at the floor size rather than overflowing', () => {
    const long = 'Źdźbło '.repeat(40).trim();
    const fitted = fitText(long, { maxWidth: 300, maxLines: 2, size: 30, minSize: 20 }, fakeMeasure);
    expect(fitted.font.size).toBe(20);
    expect(fitted.lines.length).toBeGreaterThan(2);
    for (const line of fitted.lines) expect(fakeMeasure(line, fitted.font)).toBeLessThanOrEqual(300);
  });
});

describe('fitRunBlocks', () => {
  const run = (text: string) => ({ text, bold: false, italic: false });

  it('shrinks all blocks together when their lines exceed the limit, and indents in ems', () => {
    const blocks = Array.from({ length: 6 }, (_, i) => ({ runs: [run(`Zakład numer ${i + 1} z opisem`)], indent: i % 2 ? 1.5 : 0 }));
    const fitted = fitRunBlocks(blocks, { maxWidth: 300, maxLines: 6, size: 28, minSize: 20 }, fakeMeasure);
    expect(fitted.blocks.reduce((n, lines) => n + lines.length, 0)).toBeLessThanOrEqual(6);
    expect(fitted.size).toBeLessThan(28);
    fitted.blocks.forEach((lines, i) => {
      for (const line of lines) expect(line.width).toBeLessThanOrEqual(300 - blocks[i].indent * fitted.size);
    });
  });
});
