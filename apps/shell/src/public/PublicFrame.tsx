import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface Props {
  title: string;
  children: ReactNode;
}

/** The centred card the signed-out screens share (a Box, not Paper: every kilobyte counts on /login). */
export function PublicFrame({ title, children }: Props) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Box sx={{ p: 4, width: '100%', maxWidth: 420, bgcolor: 'background.paper', borderRadius: 2, boxShadow: 2 }}>
        <Typography variant="overline" color="text.secondary" component="p">
          Back Office
        </Typography>
        <Typography variant="h1" sx={{ mb: 3 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
