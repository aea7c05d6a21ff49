import { useCallback, useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { startAuthentication, startRegistration, type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { http, isApiError } from '@backoffice/api';
import { refreshProfile } from '@backoffice/auth';
import { formatDateTime } from '@backoffice/validation';
import { codeError } from './TotpEnrolment';
import { EnrolButtons } from './EnrolButtons';

interface Passkey {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** What to say when a passkey did not work: the server's words, or that the browser's prompt was closed. */
export function passkeyError(error: unknown): string {
  if (isApiError(error)) return error.errorMessages?.name?.[0] ?? error.errorMessages?.passkey?.[0] ?? error.message;
  return 'No passkey was used. Try again.';
}

/** Asks the browser for a passkey of the signed-in user (step-up, removal): the assertion to send. */
export async function assertPasskey(): Promise<unknown> {
  const optionsJSON = await http.post<PublicKeyCredentialRequestOptionsJSON>('profile/passkeys/assertion-options', undefined, { silent: true });
  return startAuthentication({ optionsJSON });
}

/** Adding a passkey: its name, then the browser's prompt (POST v1/profile/passkeys/options, then v1/profile/passkeys). */
export function AddPasskeyForm({ onDone, onCancel, autoFocus = true }: { onDone: () => void; onCancel?: () => void; autoFocus?: boolean }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Name is required!');
    setBusy(true);
    setError(null);
    try {
      const optionsJSON = await http.post<PublicKeyCredentialCreationOptionsJSON>('profile/passkeys/options', undefined, { silent: true });
      const response = await startRegistration({ optionsJSON });
      await http.post('profile/passkeys', { name: name.trim(), response }, { silent: true });
      setName('');
      onDone();
    } catch (reason) {
      setError(passkeyError(reason));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" noValidate onSubmit={add} aria-label="Add a passkey" sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
      <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} placeholder="e.g. Work laptop" error={error !== null} helperText={error ?? 'So you can tell your passkeys apart'} disabled={busy} autoFocus={autoFocus} slotProps={{ htmlInput: { maxLength: 60 } }} />
      <EnrolButtons busy={busy} onCancel={onCancel} submitLabel="Add passkey" />
    </Box>
  );
}

/** The profile's passkeys: each with its name and dates, adding one, and removing one with a fresh code or passkey. */
export function PasskeysCard() {
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [hasApp, setHasApp] = useState(false);
  const [mode, setMode] = useState<'view' | 'add' | { remove: Passkey }>('view');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    http.get<Passkey[]>('profile/passkeys', { silent: true }).then(setPasskeys, () => setPasskeys(null));
    http.get<{ enrolled: boolean }>('profile/second-factor', { silent: true }).then((state) => setHasApp(state.enrolled), () => setHasApp(false));
  }, []);
  useEffect(load, [load]);
  const done = () => {
    setMode('view');
    setCode('');
    setError(null);
    load();
    void refreshProfile();
  };

  const remove = async (passkey: Passkey, proof: { code: string } | { passkey: unknown }) => {
    setBusy(true);
    setError(null);
    try {
      await http.post(`profile/passkeys/${passkey.id}/remove`, proof, { silent: true });
      done();
    } catch (reason) {
      setError('code' in proof ? codeError(reason) : passkeyError(reason));
    } finally {
      setBusy(false);
    }
  };
  const removeWithPasskey = async (passkey: Passkey) => {
    setBusy(true);
    let proof: unknown;
    try {
      proof = await assertPasskey();
    } catch (reason) {
      setError(passkeyError(reason));
      setBusy(false);
      return;
    }
    await remove(passkey, { passkey: proof });
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3 }} component="section" aria-labelledby="passkeys-title">
      <Typography id="passkeys-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Passkeys
      </Typography>
      <Typography color="text.secondary">A passkey on this device, your phone or a security key confirms it is you after your password — without a code.</Typography>
      {passkeys && passkeys.length === 0 && <Typography sx={{ mt: 2 }} data-testid="passkeys-empty">No passkeys yet.</Typography>}
      {passkeys && passkeys.length > 0 && (
        <List aria-label="Passkeys" sx={{ mt: 1 }}>
          {passkeys.map((passkey) => (
            <ListItem
              key={passkey.id}
              divider
              secondaryAction={
                mode === 'view' && (
                  <Button color="error" onClick={() => setMode({ remove: passkey })} aria-label={`Remove ${passkey.name}`}>
                    Remove
                  </Button>
                )
              }
            >
              <ListItemText primary={passkey.name} secondary={`Added ${formatDateTime(passkey.createdAt)} · ${passkey.lastUsedAt ? `last used ${formatDateTime(passkey.lastUsedAt)}` : 'not used yet'}`} />
            </ListItem>
          ))}
        </List>
      )}
      {mode === 'view' && (
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => setMode('add')}>
          Add a passkey
        </Button>
      )}
      {mode === 'add' && <AddPasskeyForm onDone={done} onCancel={() => setMode('view')} />}
      {typeof mode === 'object' && (
        <Box component="form" noValidate onSubmit={(event) => { event.preventDefault(); void remove(mode.remove, { code: code.trim() }); }} aria-label={`Remove passkey ${mode.remove.name}`} sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
          <Alert severity="warning">
            {`Remove “${mode.remove.name}”? It will no longer sign you in. Confirm with ${hasApp ? 'a current code from your authenticator app or ' : ''}a passkey.`}
          </Alert>
          {hasApp && <TextField label="Code" value={code} onChange={(event) => setCode(event.target.value)} autoComplete="one-time-code" disabled={busy} autoFocus />}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={done} disabled={busy}>
              Cancel
            </Button>
            <Button variant={hasApp ? 'outlined' : 'contained'} color="error" onClick={() => void removeWithPasskey(mode.remove)} disabled={busy}>
              Confirm with a passkey
            </Button>
            {hasApp && (
              <Button type="submit" variant="contained" color="error" disabled={busy}>
                Remove
              </Button>
            )}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
