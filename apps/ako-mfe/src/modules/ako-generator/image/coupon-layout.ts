// Pure layout of the coupon image: from a valid coupon and a text measurer to draw operations and the
// image height. No canvas here, so wrapping, shrinking and bounds are unit-tested with a fake measurer.
import type { AkoCoupon } from '@backoffice/validation';
import { couponLabels, couponTheme as t } from './coupon-theme';
import { baseline, type CanvasLayout, type DrawOp, type Measure } from '@backoffice/ui/canvas';
import { fitText } from './fit-text';
import { layoutBets, type Column } from './layout-bets';
import { layoutDescription } from './layout-description';
import { layoutSummary } from './layout-summary';
import type { TextBlock } from './rich-text-runs';

const TITLE_SIZE = 64;
const SECTION_GAP = 32;

/** The category in a gold pill under the title; long names shrink, then wrap inside the pill. */
function layoutCategory(name: string, top: number, col: Column, measure: Measure): { ops: DrawOp[]; height: number } {
  const padding = 22;
  const fitted = fitText(name, { maxWidth: col.width - 2 * padding, maxLines: 1, size: 32, minSize: 22, bold: true }, measure);
  const lineHeight = Math.round(fitted.font.size * 1.3);
  const width = Math.ceil(Math.max(...fitted.lines.map((l) => measure(l, fitted.font)))) + 2 * padding;
  const height = fitted.lines.length * lineHeight + 18;
  const ops: DrawOp[] = [{ kind: 'rect', x: col.left, y: top, width, height, radius: height / 2 > 30 ? 30 : height / 2, fill: t.accent }];
  fitted.lines.forEach((line, i) => {
    ops.push({ kind: 'text', x: col.left + padding, y: baseline(top + 9 + i * lineHeight, lineHeight, fitted.font.size), text: line, font: fitted.font, color: t.onAccent, align: 'left' });
  });
  return { ops, height };
}

/**
 * Lays out the whole coupon at 1080 px width; the height follows the content.
 * `description` is the sanitised rich text already split into blocks (see rich-text-runs.ts).
 */
export function layoutCoupon(coupon: AkoCoupon, description: readonly TextBlock[], measure: Measure): CanvasLayout {
  const page: Column = { left: t.margin, width: t.width - 2 * t.margin };
  const ops: DrawOp[] = [];
  let y = 56;

  const title = { size: TITLE_SIZE, bold: true, italic: false };
  ops.push({ kind: 'text', x: page.left, y: baseline(y, TITLE_SIZE, TITLE_SIZE), text: couponLabels.title, font: title, color: t.onBackground, align: 'left' });
  y += TITLE_SIZE + 20;

  const category = layoutCategory(coupon.categoryName, y, page, measure);
  ops.push(...category.ops);
  y += category.height + 36;

  const cardTop = y;
  const content: Column = { left: page.left + t.cardPadding, width: page.width - 2 * t.cardPadding };
  const cardOps: DrawOp[] = [];
  y += t.cardPadding - 24; // bet rows carry their own 24 px padding
  const bets = layoutBets(coupon.bets, y, content, measure);
  cardOps.push(...bets.ops);
  y += bets.height + SECTION_GAP - 24;

  const text = layoutDescription(description, y, content, measure);
  cardOps.push(...text.ops);
  if (text.height > 0) y += text.height + SECTION_GAP;

  const summary = layoutSummary(coupon, y, content, measure);
  cardOps.push(...summary.ops);
  y += summary.height + t.cardPadding;
  ops.push({ kind: 'rect', x: page.left, y: cardTop, width: page.width, height: y - cardTop, radius: t.cardRadius, fill: t.card }, ...cardOps);

  y += 36;
  const footer = { size: 24, bold: false, italic: false };
  ops.push({ kind: 'text', x: t.width / 2, y: baseline(y, 32, 24), text: couponLabels.footer, font: footer, color: t.onBackgroundMuted, align: 'center' });
  y += 32 + 40;

  const height = Math.ceil(y);
  return { width: t.width, height, ops: [{ kind: 'background', width: t.width, height, from: t.backgroundFrom, to: t.backgroundTo }, ...ops] };
}
