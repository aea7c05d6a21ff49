import { fakeMeasure } from './fake-measure';
import { wrapRuns, wrapText } from './text-wrap';

const regular = { size: 10, bold: false, italic: false };

describe('wrapText', () => {
  it('keeps a short text on one line', () => {
    expect(wrapText('Legia - Lech', 200, regular, fakeMeasure)).toEqual(['Legia - Lech']);
  });

  it('breaks between words, never past the width, and drops the space at the break', () => {
    // 5 px per character: 60 px holds 12 characters.
    const lines = wrapText('Zagłębie Lubin wygra mecz', 60, regular, fakeMeasure);
    expect(lines).toEqual(['Zagłębie', 'Lubin wygra', 'mecz']);
    for (const line of lines) expect(fakeMeasure(line, regular)).toBeLessThanOrEqual(60);
  });

  it('splits a word wider than the line by characters', () => {
    expect(wrapText('Konstantynopolitańczykowianeczka', 50, regular, fakeMeasure)).toEqual([
      'Konstantyn',
      'opolitańcz',
      'ykowianecz',
      'ka',
    ]);
  });

  it('honours forced line breaks and gives one empty line for empty text', () => {
    expect(wrapText('Typ dnia\nkurs 2,10', 500, regular, fakeMeasure)).toEqual(['Typ dnia', 'kurs 2,10']);
    expect(wrapText('', 500, regular, fakeMeasure)).toEqual(['']);
  });
});

describe('wrapRuns', () => {
  it('places styled runs one after another and merges equal styles', () => {
    const [line] = wrapRuns(
      [
        { text: 'Pewny ', bold: false, italic: false },
        { text: 'typ', bold: true, italic: false },
        { text: ' na dziś', bold: false, italic: false },
      ],
      1000,
      10,
      fakeMeasure,
    );
    expect(line.runs.map((r) => [r.text, r.x, r.font.bold])).toEqual([
      ['Pewny ', 0, false],
      ['typ', 30, true],
      [' na dziś', 48, false],
    ]);
    expect(line.width).toBe(88);
  });

  it('wraps across runs by the width of each style', () => {
    const lines = wrapRuns(
      [
        { text: 'aaaa ', bold: false, italic: false },
        { text: 'bbbb cccc', bold: true, italic: true },
      ],
      50,
      10,
      fakeMeasure,
    );
    expect(lines.map((l) => l.runs.map((r) => r.text).join(''))).toEqual(['aaaa bbbb', 'cccc']);
    for (const l of lines) expect(l.width).toBeLessThanOrEqual(50);
    expect(lines[1].runs[0]).toMatchObject({ x: 0, font: { bold: true, italic: true } });
  });
});
