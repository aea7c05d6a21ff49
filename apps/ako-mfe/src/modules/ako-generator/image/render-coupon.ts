// Browser side of the image: fonts, real text measurement, a 1080 px canvas, PNG encoding.
import type { AkoCoupon } from '@backoffice/validation';
import { layoutCoupon } from './coupon-layout';
import { drawCoupon } from './draw-coupon';
import { loadCouponFonts } from './fonts';
import { fontString, type FontSpec, type Measure } from './font-spec';
import { descriptionBlocks } from './rich-text-runs';

/** measureText on a scratch context, memoised: wrapping measures the same words many times. */
function canvasMeasure(ctx: CanvasRenderingContext2D): Measure {
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

function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The browser could not encode the image'))), 'image/png'),
  );
}

export interface RenderedCoupon {
  /** The drawn coupon: shown as the preview as soon as it exists. */
  canvas: HTMLCanvasElement;
  width: number;
  height: number;
  /** The same pixels as PNG; encoding runs while the preview is already on screen. */
  png: Promise<Blob>;
}

/**
 * Draws the coupon on a canvas sized in image pixels, never scaled by devicePixelRatio, so the file is
 * exactly 1080 px wide on every screen; PNG encoding starts at once but is not waited for.
 */
export async function renderCoupon(coupon: AkoCoupon): Promise<RenderedCoupon> {
  await loadCouponFonts();
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D is not available in this browser');
  const layout = layoutCoupon(coupon, descriptionBlocks(coupon.couponDescription), canvasMeasure(ctx));
  canvas.width = layout.width;
  canvas.height = layout.height;
  drawCoupon(ctx, layout);
  return { canvas, width: layout.width, height: layout.height, png: toPng(canvas) };
}
