// Greedy word wrapping of styled runs (bold/italic) to a width, with measureText-style widths.
import type { FontSpec, Measure } from '@backoffice/ui/canvas';

/** A piece of text in one style; "\n" inside text forces a line break. */
export interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  underline?: boolean;
  strike?: boolean;
}

/** A run placed on a line, `x` relative to the line's start. */
export interface PlacedRun {
  text: string;
  x: number;
  font: FontSpec;
  underline: boolean;
  strike: boolean;
}

export interface Line {
  runs: PlacedRun[];
  width: number;
}

interface Token {
  text: string;
  font: FontSpec;
  underline: boolean;
  strike: boolean;
  kind: 'word' | 'space' | 'break';
}

function tokenize(runs: readonly Run[], size: number): Token[] {
  const tokens: Token[] = [];
  for (const run of runs) {
    const font: FontSpec = { size, bold: run.bold, italic: run.italic };
    const decoration = { underline: run.underline ?? false, strike: run.strike ?? false };
    // Words, runs of spaces and line breaks; a word split across runs ("<b>Leg</b>ia") stays glued.
    for (const part of run.text.match(/\n|[^\S\n]+|[^\s]+/g) ?? []) {
      tokens.push({ text: part, font, ...decoration, kind: part === '\n' ? 'break' : /^\s+$/.test(part) ? 'space' : 'word' });
    }
  }
  return tokens;
}

/** Splits a word too wide for a whole line into pieces that each fit (at least one character per piece). */
function splitLongWord(token: Token, maxWidth: number, measure: Measure): Token[] {
  const pieces: Token[] = [];
  let current = '';
  for (const char of Array.from(token.text)) {
    if (current && measure(current + char, token.font) > maxWidth) {
      pieces.push({ ...token, text: current });
      current = char;
    } else current += char;
  }
  if (current) pieces.push({ ...token, text: current });
  return pieces;
}

const sameStyle = (a: PlacedRun, b: Token) =>
  a.font.size === b.font.size && a.font.bold === b.font.bold && a.font.italic === b.font.italic && a.underline === b.underline && a.strike === b.strike;

class LineBuilder {
  readonly lines: Line[] = [];
  private runs: PlacedRun[] = [];
  private width = 0;
  private pendingSpace: Token | null = null;

  constructor(private readonly measure: Measure) {}

  get currentWidth() {
    return this.width;
  }

  get isEmpty() {
    return this.runs.length === 0;
  }

  spaceWidth(): number {
    return this.pendingSpace && !this.isEmpty ? this.measure(this.pendingSpace.text, this.pendingSpace.font) : 0;
  }

  setSpace(token: Token) {
    this.pendingSpace = token;
  }

  append(token: Token) {
    if (this.pendingSpace && !this.isEmpty) this.place(this.pendingSpace);
    this.pendingSpace = null;
    this.place(token);
  }

  private place(token: Token) {
    const last = this.runs[this.runs.length - 1];
    if (last && sameStyle(last, token)) last.text += token.text;
    else this.runs.push({ text: token.text, x: this.width, font: token.font, underline: token.underline, strike: token.strike });
    this.width += this.measure(token.text, token.font);
  }

  /** Ends the line; a trailing space is dropped so right edges stay honest. */
  breakLine() {
    this.lines.push({ runs: this.runs, width: this.width });
    this.runs = [];
    this.width = 0;
    this.pendingSpace = null;
  }
}

/**
 * Wraps styled runs to `maxWidth` at font `size`; words wider than a line are split by characters.
 * Widths are re-measured per run so kerning across a whole run is accounted for.
 */
export function wrapRuns(runs: readonly Run[], maxWidth: number, size: number, measure: Measure): Line[] {
  const line = new LineBuilder(measure);
  for (const token of tokenize(runs, size)) {
    if (token.kind === 'break') {
      line.breakLine();
      continue;
    }
    if (token.kind === 'space') {
      line.setSpace(token);
      continue;
    }
    const width = measure(token.text, token.font);
    if (!line.isEmpty && line.currentWidth + line.spaceWidth() + width > maxWidth) line.breakLine();
    if (width <= maxWidth) {
      line.append(token);
      continue;
    }
    const pieces = splitLongWord(token, maxWidth, measure);
    pieces.forEach((piece, index) => {
      if (index > 0) line.breakLine();
      line.append(piece);
    });
  }
  if (!line.isEmpty || line.lines.length === 0) line.breakLine();
  return remeasure(line.lines, measure);
}

/** Merged runs are measured as a whole (measuring word by word overestimates when the font kerns). */
function remeasure(lines: Line[], measure: Measure): Line[] {
  return lines.map((line) => {
    let x = 0;
    const runs = line.runs.map((run) => {
      const placed = { ...run, x };
      x += measure(run.text, run.font);
      return placed;
    });
    return { runs, width: x };
  });
}

/** Wraps plain text in one style. */
export function wrapText(text: string, maxWidth: number, font: FontSpec, measure: Measure): string[] {
  return wrapRuns([{ text, bold: font.bold, italic: font.italic }], maxWidth, font.size, measure).map((l) =>
    l.runs.map((r) => r.text).join(''),
  );
}
