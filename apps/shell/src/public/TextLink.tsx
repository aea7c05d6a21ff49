import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** An in-app text link for the signed-out screens (a text Button: MUI's Link would add its code to /login). */
export function TextLink({ to, children }: { to: string; children: string }) {
  return (
    <Button component={RouterLink} to={to} variant="text" size="small" sx={{ px: 0.5 }}>
      {children}
    </Button>
  );
}
