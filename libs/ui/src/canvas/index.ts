// Separate entry point: composing images on a canvas (AKO coupons, event images) with the bundled fonts stays off
// pages that do not draw.
export { CANVAS_FONT_FAMILY, fontString, type FontSpec, type Measure } from './font-spec';
export { loadCanvasFonts, preloadCanvasFonts } from './fonts';
export { baseline, containRect, coverCrop, type CanvasLayout, type DrawOp, type Rect, type TextOp } from './draw-ops';
export { paintLayout } from './paint';
export { canvasMeasure, loadImage, renderCanvas, toPng, type RenderedCanvas } from './render';
