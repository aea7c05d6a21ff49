// The coupon description in a tinted panel: paragraphs and list items with styled runs, shrunk to fit.
import { couponTheme as t } from './coupon-theme';
import { baseline, type DrawOp, type Measure } from '@backoffice/ui/canvas';
import { fitRunBlocks } from './fit-text';
import type { Column } from './layout-bets';
import type { TextBlock } from './rich-text-runs';
import type { PlacedRun } from './text-wrap';

const PANEL_PADDING = 28;
/** Past this many lines the text gets smaller (down to 20 px) before the panel grows. */
const MAX_LINES = 10;

/** Underline just below the baseline, strikethrough through the middle of lowercase letters. */
function decorations(run: PlacedRun, left: number, base: number, measure: Measure): DrawOp[] {
  const width = measure(run.text.trimEnd(), run.font);
  const lineWidth = Math.max(1, Math.round(run.font.size / 14));
  const at = (y: number): DrawOp => ({ kind: 'line', x1: left + run.x, y1: y, x2: left + run.x + width, y2: y, stroke: t.text, lineWidth });
  return [...(run.underline ? [at(base + Math.round(run.font.size * 0.12))] : []), ...(run.strike ? [at(base - Math.round(run.font.size * 0.3))] : [])];
}

export function layoutDescription(blocks: readonly TextBlock[], top: number, col: Column, measure: Measure): { ops: DrawOp[]; height: number } {
  if (blocks.length === 0) return { ops: [], height: 0 };
  const inner = { left: col.left + PANEL_PADDING, width: col.width - 2 * PANEL_PADDING };
  const fitted = fitRunBlocks(blocks, { maxWidth: inner.width, maxLines: MAX_LINES, size: 28, minSize: 20 }, measure);
  const size = fitted.size;
  const lineHeight = Math.round(size * 1.4);
  const blockGap = Math.round(size * 0.4);

  const textOps: DrawOp[] = [];
  let y = top + PANEL_PADDING;
  fitted.blocks.forEach((lines, index) => {
    const block = blocks[index];
    const left = inner.left + block.indent * size;
    if (index > 0) y += blockGap;
    if (block.marker) {
      const markerFont = { size, bold: block.marker !== '•', italic: false };
      textOps.push({ kind: 'text', x: left - size * 0.4, y: baseline(y, lineHeight, size), text: block.marker, font: markerFont, color: t.text, align: 'right' });
    }
    for (const line of lines) {
      const base = baseline(y, lineHeight, size);
      for (const run of line.runs) {
        textOps.push({ kind: 'text', x: left + run.x, y: base, text: run.text, font: run.font, color: t.text, align: 'left' });
        textOps.push(...decorations(run, left, base, measure));
      }
      y += lineHeight;
    }
  });
  const height = y + PANEL_PADDING - top;
  return { ops: [{ kind: 'rect', x: col.left, y: top, width: col.width, height, radius: 18, fill: t.panel }, ...textOps], height };
}
