import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';

/** Rendered for content modules whose own screens have not landed yet. */
export default function ModulePending() {
  const { pathname } = useLocation();
  const slug = pathname.split('/')[1] ?? '';
  const name = slug.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
  return (
    <Paper sx={{ m: 2, p: 3 }}>
      <Typography variant="h5" component="h1">
        {name}
      </Typography>
      <Typography color="text.secondary">This module is not available in the Back Office yet.</Typography>
    </Paper>
  );
}
