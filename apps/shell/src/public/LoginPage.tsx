import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoginForm, useSession } from '@backoffice/auth';
import { OtherSignIns } from './OtherSignIns';
import { PublicFrame } from './PublicFrame';
import { TextLink } from './TextLink';
import { readPrerenderedLogin } from './prerendered-login';
import { returnPath } from './return-path';
import { useSsoReturn } from './sso-return';

/**
 * /login: redirects to where the user was going (default /) once signed in, and when already signed in. The first
 * render takes over the pre-rendered form the page arrived with (what was typed, the focus, a pending Login).
 * Single sign-on comes back here too (sso-return.ts): its code opens the session, or the second step.
 */
export function LoginPage() {
  const [early] = useState(readPrerenderedLogin);
  const signedIn = useSession((state) => state.token !== null);
  const location = useLocation();
  const navigate = useNavigate();
  const sso = useSsoReturn();
  const target = sso.state === 'signed-in' || sso.state === 'second-factor' ? sso.returnTo : returnPath(location.state);
  if (signedIn) return <Navigate to={target} replace />;
  if (sso.state === 'working') {
    return (
      <PublicFrame title="Login">
        {/* Text only: /login loads no progress component for the second this takes. */}
        <Box role="status" sx={{ typography: 'body1' }}>
          Signing you in…
        </Box>
      </PublicFrame>
    );
  }
  const toTarget = () => navigate(target, { replace: true });
  return (
    <PublicFrame title="Login">
      {sso.state === 'failed' && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {sso.message}
        </Alert>
      )}
      <LoginForm
        onSignedIn={toTarget}
        initialValues={early?.values}
        focus={early?.focus ?? 'email'}
        submitOnMount={early?.submit}
        initialChallenge={sso.state === 'second-factor' ? sso.challenge : undefined}
        passwordStepExtra={<OtherSignIns onSignedIn={toTarget} returnTo={target} />}
      />
      <Box sx={{ mt: 2, textAlign: 'right' }}>
        <TextLink to="/forget-password">Forgot password?</TextLink>
      </Box>
    </PublicFrame>
  );
}
