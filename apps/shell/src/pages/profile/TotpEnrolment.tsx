import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { http, isApiError } from '@backoffice/api';
import { EnrolButtons } from './EnrolButtons';

interface Enrolment {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** The server's word on a refused code: the field's message, else the answer's. */
export function codeError(error: unknown): string {
  if (!isApiError(error)) return 'Unexpected error occurred';
  return error.errorMessages?.code?.[0] ?? error.message;
}

/** The secret in groups of four, as authenticator apps show it (spaces are ignored when typed in). */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Setting up an authenticator app: a QR code and the secret in text (POST v1/profile/second-factor/totp), confirmed
 * by the first code it shows; then the ten recovery codes, shown this once. `onDone` after they were acknowledged.
 */
export function TotpEnrolment({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  useEffect(() => {
    let live = true;
    http
      .post<Enrolment>('profile/second-factor/totp', undefined, { silent: true })
      .then((started) => live && setEnrolment(started))
      .catch((reason: unknown) => live && setFailed(codeError(reason)));
    return () => {
      live = false;
    };
  }, []);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError('Enter the 6-digit code from your authenticator app');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const done = await http.post<{ recoveryCodes: string[] }>('profile/second-factor/totp/confirm', { code: code.trim() }, { silent: true });
      setRecoveryCodes(done.recoveryCodes);
    } catch (reason) {
      setError(codeError(reason));
    } finally {
      setBusy(false);
    }
  };

  if (failed) return <Alert severity="error">{failed}</Alert>;
  if (recoveryCodes) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Alert severity="success">Two-step sign-in is on.</Alert>
        <Typography>
          Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.
        </Typography>
        <Box component="ol" aria-label="Recovery codes" sx={{ m: 0, pl: 3, columns: 2, fontFamily: 'monospace', fontSize: '1rem' }}>
          {recoveryCodes.map((recovery) => (
            <li key={recovery}>{recovery}</li>
          ))}
        </Box>
        <Button variant="contained" onClick={onDone}>
          I have saved my recovery codes
        </Button>
      </Box>
    );
  }
  if (!enrolment) return <Typography color="text.secondary">Preparing…</Typography>;
  return (
    <Box component="form" noValidate onSubmit={confirm} aria-label="Set up authenticator app" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>
        1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, …).
      </Typography>
      <Box
        component="img"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
        alt="QR code for your authenticator app"
        sx={{ width: 192, height: 192, alignSelf: 'center', bgcolor: '#fff' }}
      />
      <Typography>
        Can’t scan it? Enter this key in the app instead:{' '}
        <Box component="code" data-testid="totp-secret" data-secret={enrolment.secret} sx={{ fontFamily: 'monospace', fontWeight: 600, wordBreak: 'break-all' }}>
          {grouped(enrolment.secret)}
        </Box>
      </Typography>
      <Typography>2. Enter the 6-digit code the app shows.</Typography>
      <TextField
        label="Code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        error={error !== null}
        helperText={error ?? ' '}
        disabled={busy}
        autoFocus
      />
      <EnrolButtons busy={busy} onCancel={onCancel} submitLabel="Turn on" />
    </Box>
  );
}
