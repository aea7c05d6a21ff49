import { useState } from 'react';
import Box from '@mui/material/Box';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';

export interface ThumbnailProps {
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
}

/**
 * A list thumbnail of a stored image, lazy-loaded, contained in a fixed box so rows keep one height; an image that
 * is missing or fails to load shows a neutral placeholder instead of a broken-image icon.
 */
export function Thumbnail({ src, alt, width = 80, height = 40 }: ThumbnailProps) {
  const [failed, setFailed] = useState(false);
  const box = { width, height, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' };
  if (!src || failed) {
    return (
      <Box sx={box} role="img" aria-label={`${alt} (no image)`}>
        <ImageNotSupportedIcon fontSize="small" color="disabled" />
      </Box>
    );
  }
  return (
    <Box sx={box}>
      <img src={src} alt={alt} loading="lazy" width={width} height={height} style={{ objectFit: 'contain' }} onError={() => setFailed(true)} />
    </Box>
  );
}
