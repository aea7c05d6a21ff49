import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { AkoForm } from './form/AkoForm';
import { GeneratedImage } from './GeneratedImage';
import { preloadCanvasFonts } from '@backoffice/ui/canvas';
import { useCouponImage, type RenderCoupon } from './use-coupon-image';

/** /ako-generator: the coupon form, and the generated image under it. */
export function AkoGeneratorPage({ render }: { render?: RenderCoupon }) {
  const { image, error, generate, save, clear } = useCouponImage(render);
  useEffect(preloadCanvasFonts, []);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 1 }}>
          <Link component={RouterLink} to="/" underline="hover" color="inherit">
            Home
          </Link>
          <Typography color="text.primary">Ako Generator</Typography>
        </Breadcrumbs>
        <Typography variant="h5" component="h1">
          Ako Generator
        </Typography>
      </Box>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <AkoForm onGenerate={generate} onSave={save} onClear={clear} imageKey={image?.png ? image.key : null} />
      </Paper>
      {error && <Alert severity="error">{error}</Alert>}
      {image && <GeneratedImage image={image} />}
    </Box>
  );
}
