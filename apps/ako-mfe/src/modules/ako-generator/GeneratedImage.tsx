import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { CouponImage } from './use-coupon-image';

/**
 * The preview under "Generated Image:": the drawn canvas itself (the exact pixels the PNG holds), shown at
 * most 540 px wide while the file stays 1080 px. Showing the canvas means no PNG decode before it appears.
 */
export function GeneratedImage({ image }: { image: CouponImage }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const { canvas } = image;
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', 'Generated AKO coupon');
    Object.assign(canvas.style, { display: 'block', width: '100%', height: 'auto' });
    frame.current?.replaceChildren(canvas);
  }, [image]);
  return (
    <Box component="section" aria-labelledby="ako-generated-image">
      <Typography id="ako-generated-image" variant="h6" component="h2" sx={{ mb: 1 }}>
        Generated Image:
      </Typography>
      <Box ref={frame} sx={{ maxWidth: 540, borderRadius: 1, overflow: 'hidden', boxShadow: 2 }} />
      <Typography variant="caption" color="text.secondary">
        PNG, {image.width} × {image.height} px{image.png ? `, ${Math.round(image.png.bytes / 1024)} KB` : ''}
      </Typography>
    </Box>
  );
}
