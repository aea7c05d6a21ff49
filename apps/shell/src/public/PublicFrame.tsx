import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

interface Props {
  title: string;
  children: ReactNode;
}

/** The centred card the signed-out screens share (a Box, not Paper: every kilobyte counts on /login). */
export function PublicFrame({ title, children }: Props) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Box sx={{ p: 4, width: '100%', maxWidth: 420, bgcolor: 'background.paper', borderRadius: 2, boxShadow: 2 }}>
        <Box component="p" sx={{ typography: 'overline', color: 'text.secondary', m: 0 }}>
          Back Office
        </Box>
        <Box component="h1" sx={{ typography: 'h1', mt: 0, mb: 3 }}>
          {title}
        </Box>
        {children}
      </Box>
    </Box>
  );
}
