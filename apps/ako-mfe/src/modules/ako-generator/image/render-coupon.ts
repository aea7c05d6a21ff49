// Browser side of the coupon: the shared canvas renderer (fonts first, real measurement, exact 1080 px width)
// drawing the coupon's layout.
import type { AkoCoupon } from '@backoffice/validation';
import { renderCanvas, type RenderedCanvas } from '@backoffice/ui/canvas';
import { layoutCoupon } from './coupon-layout';
import { descriptionBlocks } from './rich-text-runs';

export type RenderedCoupon = RenderedCanvas;

/**
 * Draws the coupon on a canvas sized in image pixels, never scaled by devicePixelRatio, so the file is
 * exactly 1080 px wide on every screen; PNG encoding starts at once but is not waited for.
 */
export function renderCoupon(coupon: AkoCoupon): Promise<RenderedCoupon> {
  return renderCanvas((measure) => layoutCoupon(coupon, descriptionBlocks(coupon.couponDescription), measure));
}
