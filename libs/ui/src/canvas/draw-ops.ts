import type { FontSpec } from './font-spec';

/** A rectangle of an image, in its own pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Everything an image is drawn from: a layout produces these, paint.ts paints them. */
export type DrawOp =
  | { kind: 'background'; width: number; height: number; from: string; to: string }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; radius: number; fill: string }
  | { kind: 'circle'; x: number; y: number; radius: number; fill: string }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: string; lineWidth: number }
  | { kind: 'text'; x: number; y: number; text: string; font: FontSpec; color: string; align: 'left' | 'right' | 'center' }
  /** A picture drawn into `to`, optionally only its `from` part (a crop). */
  | { kind: 'image'; image: CanvasImageSource; to: Rect; from?: Rect };

export type TextOp = Extract<DrawOp, { kind: 'text' }>;

/** An image to draw: its exact pixel size and the operations, in painting order. */
export interface CanvasLayout {
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

/** The part of a `width`×`height` picture that fills a `box` without distortion (CSS object-fit: cover). */
export function coverCrop(width: number, height: number, box: { width: number; height: number }): Rect {
  const scale = Math.max(box.width / width, box.height / height);
  const w = box.width / scale;
  const h = box.height / scale;
  return { x: (width - w) / 2, y: (height - h) / 2, width: w, height: h };
}

/** Where a `width`×`height` picture sits whole and centred inside `box` (CSS object-fit: contain). */
export function containRect(width: number, height: number, box: Rect): Rect {
  const scale = Math.min(box.width / width, box.height / height);
  const w = width * scale;
  const h = height * scale;
  return { x: box.x + (box.width - w) / 2, y: box.y + (box.height - h) / 2, width: w, height: h };
}
