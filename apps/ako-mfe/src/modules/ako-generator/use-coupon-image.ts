import type { AkoCoupon } from '@backoffice/validation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { akoFileName } from './image/file-name';
import { renderCouponPng } from './image/render-coupon';

export type RenderCoupon = (coupon: AkoCoupon) => Promise<{ blob: Blob; width: number; height: number }>;

export interface CouponImage {
  url: string;
  /** Fingerprint of the coupon drawn (see couponKey). */
  key: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * The generated image: drawing, replacing (the old object URL is released), clearing and saving as PNG.
 * The renderer is a parameter so component tests can run without a canvas.
 */
export function useCouponImage(render: RenderCoupon = renderCouponPng) {
  const [image, setImage] = useState<CouponImage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<CouponImage | null>(null);

  const replace = useCallback((next: CouponImage | null) => {
    if (current.current) URL.revokeObjectURL(current.current.url);
    current.current = next;
    setImage(next);
  }, []);

  useEffect(() => () => replace(null), [replace]);

  const generate = useCallback(
    async (coupon: AkoCoupon, key: string) => {
      setError(null);
      try {
        const { blob, width, height } = await render(coupon);
        replace({ url: URL.createObjectURL(blob), key, width, height, bytes: blob.size });
      } catch (cause) {
        console.error(cause);
        setError(`The image could not be generated: ${cause instanceof Error ? cause.message : String(cause)}`);
      }
    },
    [render, replace],
  );

  const save = useCallback(() => {
    if (!current.current) return;
    const link = document.createElement('a');
    link.href = current.current.url;
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
