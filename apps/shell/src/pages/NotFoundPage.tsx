import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** /404: unknown paths and failed permission checks end here. */
export function NotFoundPage() {
  return (
    <Box sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page does not exist, or your account cannot open it.
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        Home
      </Button>
    </Box>
  );
}
