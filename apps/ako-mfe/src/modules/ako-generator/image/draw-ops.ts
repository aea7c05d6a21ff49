import type { FontSpec } from './font-spec';

/** Everything the coupon is drawn from: the layout produces these, draw-coupon.ts paints them. */
export type DrawOp =
  | { kind: 'background'; width: number; height: number; from: string; to: string }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; radius: number; fill: string }
  | { kind: 'circle'; x: number; y: number; radius: number; fill: string }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: string; lineWidth: number }
  | { kind: 'text'; x: number; y: number; text: string; font: FontSpec; color: string; align: 'left' | 'right' | 'center' };

export type TextOp = Extract<DrawOp, { kind: 'text' }>;

export interface CouponLayout {
  width: number;
  height: number;
  ops: DrawOp[];
}

/**
 * Baseline of a line whose box starts at `top`: capitals sit centred in the line box
 * (Roboto's cap height is about 0.71 em).
 */
export function baseline(top: number, lineHeight: number, size: number): number {
  return Math.round(top + lineHeight / 2 + size * 0.355);
}
