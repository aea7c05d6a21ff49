import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LoginForm } from '../forms/LoginForm';
import { initSession, signOut } from '../session/session-actions';
import { useSession } from '../session/session-store';

/**
 * The sign-in gate of a remote's standalone mode (its own dev server, without the shell): restores the
 * shared session, asks for credentials when there is none, then renders the module with a Logout button.
 */
export function StandaloneSession({ children }: { children: ReactNode }) {
  const [started, setStarted] = useState(false);
  const signedIn = useSession((state) => state.token !== null && state.ready);
  const name = useSession((state) => (state.user ? `${state.user.firstName} ${state.user.lastName}` : ''));
  useEffect(() => {
    void initSession().then(() => setStarted(true));
  }, []);
  if (!started) return null;
  if (!signedIn) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
        <Box sx={{ p: 4, width: '100%', maxWidth: 400, bgcolor: 'background.paper', borderRadius: 2, boxShadow: 2 }}>
          <Box component="h1" sx={{ typography: 'h1', mt: 0, mb: 3 }}>
            Login
          </Box>
          <LoginForm />
        </Box>
      </Box>
    );
  }
  return (
    <>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 2, p: 1 }}>
        <Box component="span" sx={{ typography: 'body2' }}>Welcome {name}</Box>
        <Button size="small" onClick={() => void signOut()}>
          Logout
        </Button>
      </Box>
      {children}
    </>
  );
}
