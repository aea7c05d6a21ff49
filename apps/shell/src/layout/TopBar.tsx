import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import { Link as RouterLink } from 'react-router';
import { useSession } from '@backoffice/auth';
import { LogoutButton } from './LogoutButton';

interface Props {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  sidebarId: string;
}

/** Top bar: sidebar toggle, product name, the welcome line (first and last name), profile link, logout. */
export function TopBar({ sidebarOpen, onToggleSidebar, sidebarId }: Props) {
  const user = useSession((state) => state.user);
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={sidebarOpen ? 'Hide menu' : 'Show menu'}
          aria-expanded={sidebarOpen}
          aria-controls={sidebarId}
          onClick={onToggleSidebar}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component={RouterLink} to="/" sx={{ color: 'inherit', textDecoration: 'none', fontSize: '1.1rem' }}>
          Back Office
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {user && (
          <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
            Welcome {user.firstName} {user.lastName}
          </Typography>
        )}
        <Button color="inherit" component={RouterLink} to="/profile" startIcon={<PersonIcon />}>
          Profile
        </Button>
        <LogoutButton />
      </Toolbar>
    </AppBar>
  );
}
