import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { adminTheme } from '@backoffice/ui/theme';
import { http, setStepUpHandler } from '@backoffice/api';
import { assertPasskey, passkeyError } from './PasskeysCard';
import { codeError } from './TotpEnrolment';

/**
 * Step-up: a sensitive change (a remote switch, a campaign's publish or roll back, roles and users) answered 403
 * step_up_required; the HTTP client waits while this asks for a code, proves it (POST v1/auth/step-up) and, confirmed,
 * sends the change again. Cancel fails the change as the server said.
 */
export default function StepUpPrompt() {
  const [asked, setAsked] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Which factors the user has: a code field for the authenticator app, a button for passkeys.
  const [methods, setMethods] = useState({ totp: true, passkey: false });
  const settle = useRef<((ok: boolean) => void) | null>(null);
  // Several calls at once share one prompt.
  const pending = useRef<Promise<boolean> | null>(null);

  useEffect(
    () =>
      setStepUpHandler((message) => {
        pending.current ??= new Promise<boolean>((resolve) => {
          settle.current = (ok) => {
            pending.current = null;
            settle.current = null;
            setAsked(null);
            setCode('');
            setError(null);
            setMethods({ totp: true, passkey: false });
            resolve(ok);
          };
          setAsked(message || 'Confirm it is you: enter a code from your authenticator app.');
          http.get<{ enrolled: boolean; passkeys: number }>('profile/second-factor', { silent: true }).then(
            (state) => setMethods({ totp: state.enrolled, passkey: state.passkeys > 0 }),
            () => undefined,
          );
        });
        return pending.current;
      }),
    [],
  );

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await http.post('auth/step-up', { code: code.trim() }, { silent: true });
      settle.current?.(true);
    } catch (reason) {
      setError(codeError(reason));
    } finally {
      setBusy(false);
    }
  };

  const confirmWithPasskey = async () => {
    setBusy(true);
    setError(null);
    try {
      await http.post('auth/step-up/passkey', { passkey: await assertPasskey() }, { silent: true });
      settle.current?.(true);
    } catch (reason) {
      setError(passkeyError(reason));
    } finally {
      setBusy(false);
    }
  };

  // Beside the signed-in app (mounted by App.tsx), so it brings its theme.
  return (
    <ThemeProvider theme={adminTheme}>
      <Dialog open={asked !== null} onClose={() => settle.current?.(false)} aria-labelledby="step-up-title">
        <form noValidate onSubmit={confirm} aria-label="Confirm it's you">
          <DialogTitle id="step-up-title">Confirm it’s you</DialogTitle>
          <DialogContent>
            {methods.totp ? (
              <>
                <Typography sx={{ mb: 2 }}>{asked} You can also use a recovery code{methods.passkey ? ' or a passkey' : ''}.</Typography>
                <TextField label="Code" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" error={error !== null} helperText={error ?? ' '} disabled={busy} autoFocus fullWidth />
              </>
            ) : (
              <>
                <Typography sx={{ mb: 2 }}>Confirm it is you with one of your passkeys.</Typography>
                {error && (
                  <Typography color="error" role="alert">
                    {error}
                  </Typography>
                )}
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => settle.current?.(false)} disabled={busy}>
              Cancel
            </Button>
            {methods.passkey && (
              <Button variant={methods.totp ? 'outlined' : 'contained'} onClick={() => void confirmWithPasskey()} disabled={busy}>
                Use a passkey
              </Button>
            )}
            {methods.totp && (
              <Button type="submit" variant="contained" disabled={busy}>
                Confirm
              </Button>
            )}
          </DialogActions>
        </form>
      </Dialog>
    </ThemeProvider>
  );
}
