import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { apiUrl, http, isApiError } from '@backoffice/api';
import { signInWithPasskey } from '@backoffice/auth';

interface SignInOptions {
  passkey: boolean;
  sso?: { name: string } | null;
}

/**
 * What the login page offers besides the password, as the server allows (GET v1/auth/sign-in-options): "Sign in with
 * <provider>" (single sign-on) and "Sign in with a passkey" (where the browser can). Nothing while it is unknown.
 */
export function OtherSignIns({ onSignedIn, returnTo }: { onSignedIn: () => void; returnTo: string }) {
  const [options, setOptions] = useState<SignInOptions | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    http.get<SignInOptions>('auth/sign-in-options', { silent: true }).then(
      (answer) => live && setOptions(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const passkey = Boolean(options?.passkey) && browserSupportsWebAuthn();
  const sso = options?.sso ?? null;
  if (!passkey && !sso) return null;
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
      {sso && (
        // A page load, not a call: the identity provider's sign-in takes over the tab and comes back to /login.
        <Button variant="outlined" size="large" href={apiUrl('auth/sso/start', { query: { returnTo } })} onMouseDown={(event) => event.preventDefault()}>
          Sign in with {sso.name}
        </Button>
      )}
      {passkey && (
        // No blur on press: an untouched, empty Email field is not marked required by choosing the passkey.
        <Button type="button" variant="outlined" size="large" onMouseDown={(event) => event.preventDefault()} onClick={() => void signIn()} disabled={busy}>
          Sign in with a passkey
        </Button>
      )}
    </Box>
  );
}
