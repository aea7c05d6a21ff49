// Bet rows inside the card: numbered badge, name (bold) over description, the value in a pill on the right.
import type { AkoBet } from '@backoffice/validation';
import { couponTheme as t } from './coupon-theme';
import { baseline, type DrawOp, type Measure } from '@backoffice/ui/canvas';
import { fitText } from './fit-text';
import { formatBetValue } from './format';

export interface Column {
  left: number;
  width: number;
}

const BADGE = 48;
const GAP = 24;
const ROW_PADDING = 24;
const PILL_HEIGHT = 56;
const PILL_PADDING = 20;
const VALUE_MAX_WIDTH = 240;

function layoutBet(bet: AkoBet, index: number, top: number, col: Column, measure: Measure): { ops: DrawOp[]; height: number } {
  const ops: DrawOp[] = [];
  const right = col.left + col.width;
  const value = fitText(formatBetValue(bet.value), { maxWidth: VALUE_MAX_WIDTH, maxLines: 1, size: 34, minSize: 22, bold: true }, measure);
  const valueWidth = Math.max(...value.lines.map((l) => measure(l, value.font)));
  const pillWidth = Math.ceil(valueWidth) + 2 * PILL_PADDING;
  const valueLineHeight = Math.round(value.font.size * 1.25);
  const pillHeight = Math.max(PILL_HEIGHT, value.lines.length * valueLineHeight + 16);

  const textLeft = col.left + BADGE + GAP;
  const textWidth = right - pillWidth - GAP - textLeft;
  const name = fitText(bet.name, { maxWidth: textWidth, maxLines: 2, size: 34, minSize: 24, bold: true }, measure);
  const description = fitText(bet.description, { maxWidth: textWidth, maxLines: 2, size: 28, minSize: 20 }, measure);
  const nameLine = Math.round(name.font.size * 1.25);
  const descriptionLine = Math.round(description.font.size * 1.3);
  const textHeight = name.lines.length * nameLine + 6 + description.lines.length * descriptionLine;
  const height = Math.max(textHeight, pillHeight, BADGE) + 2 * ROW_PADDING;

  const middle = top + height / 2;
  ops.push({ kind: 'circle', x: col.left + BADGE / 2, y: middle, radius: BADGE / 2, fill: t.accent });
  ops.push({ kind: 'text', x: col.left + BADGE / 2, y: baseline(middle - BADGE / 2, BADGE, 26), text: String(index + 1), font: { size: 26, bold: true, italic: false }, color: t.onAccent, align: 'center' });

  let y = top + (height - textHeight) / 2;
  for (const line of name.lines) {
    ops.push({ kind: 'text', x: textLeft, y: baseline(y, nameLine, name.font.size), text: line, font: name.font, color: t.text, align: 'left' });
    y += nameLine;
  }
  y += 6;
  for (const line of description.lines) {
    ops.push({ kind: 'text', x: textLeft, y: baseline(y, descriptionLine, description.font.size), text: line, font: description.font, color: t.muted, align: 'left' });
    y += descriptionLine;
  }

  const pillTop = middle - pillHeight / 2;
  ops.push({ kind: 'rect', x: right - pillWidth, y: pillTop, width: pillWidth, height: pillHeight, radius: 14, fill: t.text });
  value.lines.forEach((line, i) => {
    const lineTop = pillTop + (pillHeight - value.lines.length * valueLineHeight) / 2 + i * valueLineHeight;
    ops.push({ kind: 'text', x: right - pillWidth / 2, y: baseline(lineTop, valueLineHeight, value.font.size), text: line, font: value.font, color: t.accent, align: 'center' });
  });
  return { ops, height };
}

/** Lays out every bet from `top`; rows are separated by a hairline. */
export function layoutBets(bets: readonly AkoBet[], top: number, col: Column, measure: Measure): { ops: DrawOp[]; height: number } {
  const ops: DrawOp[] = [];
  let y = top;
  bets.forEach((bet, index) => {
    if (index > 0) ops.push({ kind: 'line', x1: col.left, y1: y, x2: col.left + col.width, y2: y, stroke: t.divider, lineWidth: 2 });
    const row = layoutBet(bet, index, y, col, measure);
    ops.push(...row.ops);
    y += row.height;
  });
  return { ops, height: y - top };
}
