import { useState } from 'react';
import Box from '@mui/material/Box';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoginForm, useSession } from '@backoffice/auth';
import { PublicFrame } from './PublicFrame';
import { TextLink } from './TextLink';
import { readPrerenderedLogin } from './prerendered-login';
import { returnPath } from './return-path';

/**
 * /login: redirects to where the user was going (default /) once signed in, and when already signed in. The first
 * render takes over the pre-rendered form the page arrived with (what was typed, the focus, a pending Login).
 */
export function LoginPage() {
  const [early] = useState(readPrerenderedLogin);
  const signedIn = useSession((state) => state.token !== null);
  const location = useLocation();
  const navigate = useNavigate();
  const target = returnPath(location.state);
  if (signedIn) return <Navigate to={target} replace />;
  return (
    <PublicFrame title="Login">
      <LoginForm
        onSignedIn={() => navigate(target, { replace: true })}
        initialValues={early?.values}
        focus={early?.focus ?? 'email'}
        submitOnMount={early?.submit}
      />
      <Box sx={{ mt: 2, textAlign: 'right' }}>
        <TextLink to="/forget-password">Forgot password?</TextLink>
      </Box>
    </PublicFrame>
  );
}
