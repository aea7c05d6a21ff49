import Box from '@mui/material/Box';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoginForm, useSession } from '@backoffice/auth';
import { PublicFrame } from './PublicFrame';
import { TextLink } from './TextLink';
import { returnPath } from './return-path';

/** /login: redirects to where the user was going (default /) once signed in, and when already signed in. */
export function LoginPage() {
  const signedIn = useSession((state) => state.token !== null);
  const location = useLocation();
  const navigate = useNavigate();
  const target = returnPath(location.state);
  if (signedIn) return <Navigate to={target} replace />;
  return (
    <PublicFrame title="Login">
      <LoginForm onSignedIn={() => navigate(target, { replace: true })} />
      <Box sx={{ mt: 2, textAlign: 'right' }}>
        <TextLink to="/forget-password">Forgot password?</TextLink>
      </Box>
    </PublicFrame>
  );
}
