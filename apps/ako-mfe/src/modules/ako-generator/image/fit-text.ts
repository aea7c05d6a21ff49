// Shrink-then-wrap: a text keeps its design size when it fits, gets smaller (down to a floor) when it does
// not, and only then wraps onto more lines, so nothing ever runs past the card's edge.
import type { FontSpec, Measure } from '@backoffice/ui/canvas';
import { wrapRuns, wrapText, type Line, type Run } from './text-wrap';

export interface FitOptions {
  maxWidth: number;
  /** Lines allowed before the size drops. */
  maxLines: number;
  size: number;
  minSize: number;
  bold?: boolean;
  italic?: boolean;
}

export interface FittedText {
  font: FontSpec;
  lines: string[];
}

const SIZE_STEP = 2;

/** Sizes tried from the design size down to the floor. */
function sizes(size: number, minSize: number): number[] {
  const out: number[] = [];
  for (let s = size; s > minSize; s -= SIZE_STEP) out.push(s);
  out.push(minSize);
  return out;
}

/**
 * The largest size at which `text` fits in `maxLines` lines of `maxWidth`; at the floor size it takes as
 * many lines as it needs.
 * @example fitText('Legia Warszawa - Lech Poznań', { maxWidth: 600, maxLines: 2, size: 34, minSize: 24 }, measure)
 */
export function fitText(text: string, options: FitOptions, measure: Measure): FittedText {
  const style = { bold: options.bold ?? false, italic: options.italic ?? false };
  let fitted: FittedText | undefined;
  for (const size of sizes(options.size, options.minSize)) {
    const font = { size, ...style };
    fitted = { font, lines: wrapText(text, options.maxWidth, font, measure) };
    if (fitted.lines.length <= options.maxLines) return fitted;
  }
  return fitted as FittedText;
}

/**
 * The same rule for styled runs laid out as blocks (the rich-text description): total lines within `maxLines`.
 * A block's `indent` is in ems, so list indents shrink with the text.
 */
export function fitRunBlocks(
  blocks: readonly { runs: readonly Run[]; indent: number }[],
  options: Omit<FitOptions, 'bold' | 'italic'>,
  measure: Measure,
): { size: number; blocks: Line[][] } {
  let result: { size: number; blocks: Line[][] } | undefined;
  for (const size of sizes(options.size, options.minSize)) {
    const laid = blocks.map((b) => wrapRuns(b.runs, options.maxWidth - b.indent * size, size, measure));
    result = { size, blocks: laid };
    if (laid.reduce((n, lines) => n + lines.length, 0) <= options.maxLines) return result;
  }
  return result as { size: number; blocks: Line[][] };
}
