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
            resolve(ok);
          };
          setAsked(message || 'Confirm it is you: enter a code from your authenticator app.');
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

  // Beside the signed-in app (mounted by App.tsx), so it brings its theme.
  return (
    <ThemeProvider theme={adminTheme}>
      <Dialog open={asked !== null} onClose={() => settle.current?.(false)} aria-labelledby="step-up-title">
        <form noValidate onSubmit={confirm} aria-label="Confirm it's you">
          <DialogTitle id="step-up-title">Confirm it’s you</DialogTitle>
          <DialogContent>
            <Typography sx={{ mb: 2 }}>{asked} You can also use a recovery code.</Typography>
            <TextField label="Code" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" error={error !== null} helperText={error ?? ' '} disabled={busy} autoFocus fullWidth />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => settle.current?.(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              Confirm
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </ThemeProvider>
  );
}
