import type { AkoCoupon } from '@backoffice/validation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { akoFileName } from './image/file-name';
import { renderCoupon, type RenderedCoupon } from './image/render-coupon';

export type RenderCoupon = (coupon: AkoCoupon) => Promise<RenderedCoupon>;

export interface CouponImage {
  canvas: HTMLCanvasElement;
  /** Fingerprint of the coupon drawn (see couponKey). */
  key: string;
  width: number;
  height: number;
  /** The PNG as an object URL and its size, once encoded (a moment after the preview shows). */
  png: { url: string; bytes: number } | null;
}

/**
 * The generated image: drawing, replacing (the old PNG's object URL is released), clearing and saving.
 * The renderer is a parameter so component tests can run without a real canvas.
 */
export function useCouponImage(render: RenderCoupon = renderCoupon) {
  const [image, setImage] = useState<CouponImage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<CouponImage | null>(null);

  const replace = useCallback((next: CouponImage | null) => {
    if (current.current?.png) URL.revokeObjectURL(current.current.png.url);
    current.current = next;
    setImage(next);
  }, []);

  useEffect(() => () => replace(null), [replace]);

  const fail = (cause: unknown) => {
    console.error(cause);
    setError(`The image could not be generated: ${cause instanceof Error ? cause.message : String(cause)}`);
  };

  const generate = useCallback(
    async (coupon: AkoCoupon, key: string) => {
      setError(null);
      try {
        const drawn = await render(coupon);
        const next: CouponImage = { canvas: drawn.canvas, key, width: drawn.width, height: drawn.height, png: null };
        replace(next);
        drawn.png.then((blob) => {
          // A newer image (or a clear) may have replaced this one while it was encoding.
          if (current.current !== next) return;
          replace({ ...next, png: { url: URL.createObjectURL(blob), bytes: blob.size } });
        }, fail);
      } catch (cause) {
        fail(cause);
      }
    },
    [render, replace],
  );

  const save = useCallback(() => {
    const png = current.current?.png;
    if (!png) return;
    const link = document.createElement('a');
    link.href = png.url;
    link.download = akoFileName(new Date());
    document.body.appendChild(link);
    link.click();
    link.remove();
  }, []);

  const clear = useCallback(() => {
    setError(null);
    replace(null);
  }, [replace]);

  return { image, error, generate, save, clear };
}
