import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { http, isApiError } from '@backoffice/api';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoginForm, signInWithPasskey, useSession } from '@backoffice/auth';
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
        passwordStepExtra={<PasskeySignIn onSignedIn={() => navigate(target, { replace: true })} />}
      />
      <Box sx={{ mt: 2, textAlign: 'right' }}>
        <TextLink to="/forget-password">Forgot password?</TextLink>
      </Box>
    </PublicFrame>
  );
}

/** "Sign in with a passkey", where the server allows it (GET v1/auth/sign-in-options) and the browser can. */
function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [offered, setOffered] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!browserSupportsWebAuthn()) return;
    let live = true;
    http.get<{ passkey: boolean }>('auth/sign-in-options', { silent: true }).then(
      (options) => live && setOffered(options.passkey),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!offered) return null;
  const signIn = async () => {
    setBusy(true);
    setError(null);
    try {
      await signInWithPasskey();
    } catch (reason) {
      setBusy(false);
      return setError(isApiError(reason) ? (reason.errorMessages?.passkey?.[0] ?? reason.message) : 'No passkey was used. Try again, or sign in with your password.');
    }
    onSignedIn();
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Divider>or</Divider>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {/* No blur on press: an untouched, empty Email field is not marked required by choosing the passkey. */}
      <Button type="button" variant="outlined" size="large" onMouseDown={(event) => event.preventDefault()} onClick={() => void signIn()} disabled={busy}>
        Sign in with a passkey
      </Button>
    </Box>
  );
}
