import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CouponImage } from './use-coupon-image';

/** The preview under "Generated Image:"; shown at most 540 px wide, the file itself stays 1080 px. */
export function GeneratedImage({ image }: { image: CouponImage }) {
  return (
    <Box component="section" aria-labelledby="ako-generated-image">
      <Typography id="ako-generated-image" variant="h6" component="h2" sx={{ mb: 1 }}>
        Generated Image:
      </Typography>
      <Box
        component="img"
        src={image.url}
        alt="Generated AKO coupon"
        width={image.width}
        height={image.height}
        sx={{ display: 'block', width: '100%', maxWidth: 540, height: 'auto', borderRadius: 1, boxShadow: 2 }}
      />
      <Typography variant="caption" color="text.secondary">
        PNG, {image.width} × {image.height} px, {Math.round(image.bytes / 1024)} KB
      </Typography>
    </Box>
  );
}
