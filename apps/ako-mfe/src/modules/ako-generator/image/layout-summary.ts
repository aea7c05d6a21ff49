// Course, stake and AKO bonus as label/value rows, then the possible winnings on a gold bar.
import type { AkoCoupon } from '@backoffice/validation';
import { couponLabels, couponTheme as t } from './coupon-theme';
import { baseline, type DrawOp, type Measure } from '@backoffice/ui/canvas';
import { fitText } from './fit-text';
import { formatCourse, formatPercent, formatZloty } from './format';
import type { Column } from './layout-bets';

const ROW_HEIGHT = 52;
const BAR_HEIGHT = 96;
const BAR_PADDING = 28;

/** A label on the left and a value on the right, each shrunk so that together they never cross. */
function labelValue(
  label: string,
  value: string,
  y: number,
  height: number,
  col: Column,
  sizes: { label: number; value: number },
  colors: { label: string; value: string },
  measure: Measure,
): DrawOp[] {
  const valueFit = fitText(value, { maxWidth: col.width * 0.55, maxLines: 1, size: sizes.value, minSize: 20, bold: true }, measure);
  const valueWidth = measure(valueFit.lines[0], valueFit.font);
  const labelFit = fitText(label, { maxWidth: col.width - valueWidth - 24, maxLines: 1, size: sizes.label, minSize: 18, bold: sizes.label > 30 }, measure);
  return [
    { kind: 'text', x: col.left, y: baseline(y, height, labelFit.font.size), text: labelFit.lines.join(' '), font: labelFit.font, color: colors.label, align: 'left' },
    { kind: 'text', x: col.left + col.width, y: baseline(y, height, valueFit.font.size), text: valueFit.lines.join(''), font: valueFit.font, color: colors.value, align: 'right' },
  ];
}

export function layoutSummary(coupon: AkoCoupon, top: number, col: Column, measure: Measure): { ops: DrawOp[]; height: number } {
  const rows: [string, string][] = [
    [couponLabels.course, formatCourse(coupon.course)],
    [couponLabels.stake, formatZloty(coupon.stake)],
    [couponLabels.akoBonus(formatPercent(coupon.akoPercent)), formatZloty(coupon.akoBonus)],
  ];
  const ops: DrawOp[] = [];
  let y = top;
  for (const [label, value] of rows) {
    ops.push(...labelValue(label, value, y, ROW_HEIGHT, col, { label: 28, value: 30 }, { label: t.muted, value: t.text }, measure));
    y += ROW_HEIGHT;
  }
  y += 16;
  ops.push({ kind: 'rect', x: col.left, y, width: col.width, height: BAR_HEIGHT, radius: 18, fill: t.accent });
  const inner = { left: col.left + BAR_PADDING, width: col.width - 2 * BAR_PADDING };
  ops.push(...labelValue(couponLabels.winnings, formatZloty(coupon.winnings), y, BAR_HEIGHT, inner, { label: 32, value: 44 }, { label: t.onAccent, value: t.onAccent }, measure));
  y += BAR_HEIGHT;
  return { ops, height: y - top };
}
