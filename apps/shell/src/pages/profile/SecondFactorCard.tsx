import { useCallback, useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { http } from '@backoffice/api';
import { refreshProfile, useSession } from '@backoffice/auth';
import { TotpEnrolment, codeError } from './TotpEnrolment';

interface FactorState {
  enrolled: boolean;
  pending: boolean;
  recoveryCodesLeft: number;
  required: boolean;
  passkeys: number;
}

/** The profile's two-step sign-in: its state, the authenticator's set-up, and its removal with a fresh code. */
export function SecondFactorCard() {
  const [state, setState] = useState<FactorState | null>(null);
  const [mode, setMode] = useState<'view' | 'enrol' | 'remove'>('view');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    http.get<FactorState>('profile/second-factor', { silent: true }).then(setState, () => setState(null));
  }, []);
  // A passkey added or removed (PasskeysCard) changes the session's factor: read the state again.
  const anyFactor = useSession((session) => session.secondFactor?.enrolled === true);
  useEffect(load, [load, anyFactor]);

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await http.post('profile/second-factor/totp/remove', { code: code.trim() }, { silent: true });
      setMode('view');
      setCode('');
      load();
      void refreshProfile();
    } catch (reason) {
      setError(codeError(reason));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3 }} component="section" aria-labelledby="two-step-title">
      <Typography id="two-step-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Two-step sign-in
      </Typography>
      {state && mode === 'view' && (
        <>
          <Typography data-testid="two-step-status">
            {state.enrolled
              ? `On: authenticator app. ${state.recoveryCodesLeft} of 10 recovery codes left.`
              : state.passkeys > 0
                ? 'On: passkeys (see below). No authenticator app.'
                : 'Off: signing in needs only your password.'}
          </Typography>
          {state.required && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Your role requires it.
            </Typography>
          )}
          <Box sx={{ mt: 2 }}>
            {state.enrolled ? (
              !state.required && (
                <Button variant="outlined" color="error" onClick={() => setMode('remove')}>
                  Turn off
                </Button>
              )
            ) : (
              <Button variant="contained" onClick={() => setMode('enrol')}>
                Set up authenticator app
              </Button>
            )}
          </Box>
        </>
      )}
      {mode === 'enrol' && (
        <TotpEnrolment
          onDone={() => {
            setMode('view');
            load();
            void refreshProfile();
          }}
          onCancel={() => setMode('view')}
        />
      )}
      {mode === 'remove' && (
        <Box component="form" noValidate onSubmit={remove} aria-label="Turn off two-step sign-in" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Alert severity="warning">Without it, your password alone opens your account. Enter a current code from your authenticator app to confirm.</Alert>
          <TextField label="Code" value={code} onChange={(event) => setCode(event.target.value)} autoComplete="one-time-code" error={error !== null} helperText={error ?? ' '} disabled={busy} autoFocus />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={() => setMode('view')} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" color="error" disabled={busy}>
              Turn off
            </Button>
          </Box>
        </Box>
      )}
    </Paper>
  );
}
