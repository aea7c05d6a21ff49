// Browser side of a generated image: fonts loaded before anything is drawn, real text measurement, a canvas of the
// image's exact pixel size (never scaled by devicePixelRatio), PNG encoding.
import type { CanvasLayout } from './draw-ops';
import { fontString, type FontSpec, type Measure } from './font-spec';
import { loadCanvasFonts } from './fonts';
import { paintLayout } from './paint';

/** measureText on a scratch context, memoised: wrapping measures the same words many times. */
export function canvasMeasure(ctx: CanvasRenderingContext2D): Measure {
  const cache = new Map<string, number>();
  return (text: string, font: FontSpec) => {
    const css = fontString(font);
    const key = `${css}|${text}`;
    let width = cache.get(key);
    if (width === undefined) {
      if (ctx.font !== css) ctx.font = css;
      width = ctx.measureText(text).width;
      cache.set(key, width);
    }
    return width;
  };
}

export function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The browser could not encode the image'))), 'image/png'),
  );
}

export interface RenderedCanvas {
  /** The drawn image: shown as the preview as soon as it exists. */
  canvas: HTMLCanvasElement;
  width: number;
  height: number;
  /** The same pixels as PNG; encoding runs while the preview is already on screen. */
  png: Promise<Blob>;
}

/**
 * Loads the fonts, lays the image out with real text measurement and paints it on a canvas of exactly
 * `layout.width` × `layout.height` pixels; PNG encoding starts at once but is not waited for.
 * `renderCanvas((measure) => layoutCoupon(coupon, measure))`
 */
export async function renderCanvas(layout: (measure: Measure) => CanvasLayout): Promise<RenderedCanvas> {
  await loadCanvasFonts();
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D is not available in this browser');
  const laid = layout(canvasMeasure(ctx));
  canvas.width = laid.width;
  canvas.height = laid.height;
  paintLayout(ctx, laid);
  return { canvas, width: laid.width, height: laid.height, png: toPng(canvas) };
}

/** A picture for drawing, loaded from a URL (same origin or CORS-enabled, so the canvas can still be saved). */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`The image ${url} could not be loaded`));
    image.src = url;
  });
}
