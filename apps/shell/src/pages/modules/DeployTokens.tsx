import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { http, isApiError } from '@backoffice/api';
import { ConfirmDialog } from '@backoffice/ui/confirm-dialog';
import { formatDateTime } from '@backoffice/validation';

interface DeployToken {
  id: number;
  name: string;
  remotes: string[];
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const errorText = (error: unknown) => (isApiError(error) ? Object.values(error.errorMessages ?? {}).flat()[0] ?? error.message : 'The request failed. Try again.');

/** The one moment a new token can be read: shown until closed, never again. */
function CreatedToken({ name, token, onClose }: { name: string; token: string; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="deploy-token-created" fullWidth>
      <DialogTitle id="deploy-token-created">Deploy token {name}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>Copy it now: it is not shown again. Store it as a secret of the team&apos;s pipeline (BACKOFFICE_DEPLOY_TOKEN).</Alert>
        <TextField label="Token" value={token} fullWidth slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'deploy-token-value' } }} onFocus={(event) => event.target.select()} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void navigator.clipboard?.writeText(token)}>Copy</Button>
        <Button variant="contained" onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}

function CreateDialog({ remotes, onCancel, onCreated }: { remotes: string[]; onCancel: () => void; onCreated: (name: string, token: string) => void }) {
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!name.trim()) return setError('Name is required');
    if (chosen.length === 0) return setError('Choose at least one remote');
    setBusy(true);
    try {
      const created = await http.post<{ token: string; name: string }>('deploy-tokens', { name: name.trim(), remotes: chosen }, { silent: true });
      onCreated(created.name, created.token);
    } catch (reason) {
      setBusy(false);
      setError(errorText(reason));
    }
  };
  return (
    <Dialog open onClose={onCancel} aria-labelledby="deploy-token-new" fullWidth>
      <Box component="form" noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <DialogTitle id="deploy-token-new">New deploy token</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            A team&apos;s pipeline publishes and switches the chosen remotes with it (npm run release), and nothing else.
          </Typography>
          <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} fullWidth autoFocus placeholder="e.g. landing team CI" slotProps={{ htmlInput: { maxLength: 60 } }} disabled={busy} />
          <FormGroup aria-label="Remotes" sx={{ mt: 2 }}>
            {remotes.map((remote) => (
              <FormControlLabel
                key={remote}
                label={remote}
                control={<Checkbox checked={chosen.includes(remote)} onChange={(event) => setChosen(event.target.checked ? [...chosen, remote] : chosen.filter((r) => r !== remote))} disabled={busy} />}
              />
            ))}
          </FormGroup>
          {error && <FormHelperText error role="alert">{error}</FormHelperText>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>Create</Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Modules › Deploy tokens: the pipelines that may release remotes, their last use, and revoking one. */
export function DeployTokens({ remotes }: { remotes: string[] }) {
  const [tokens, setTokens] = useState<DeployToken[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [revoking, setRevoking] = useState<DeployToken | null>(null);
  const load = useCallback(() => {
    http.get<DeployToken[]>('deploy-tokens', { silent: true }).then(setTokens, (error: unknown) => setProblem(errorText(error)));
  }, []);
  useEffect(load, [load]);
  const revoke = () => {
    if (!revoking) return;
    const { id } = revoking;
    setRevoking(null);
    http.delete(`deploy-tokens/${id}`).then(load, (error: unknown) => setProblem(errorText(error)));
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="deploy-tokens-title" sx={{ p: 2, mt: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h2" id="deploy-tokens-title" sx={{ fontSize: '1.25rem' }}>Deploy tokens</Typography>
        <Button variant="outlined" onClick={() => setCreating(true)}>New deploy token</Button>
      </Stack>
      {problem && <Alert severity="error" role="alert" sx={{ mb: 1 }}>{problem}</Alert>}
      {tokens?.length === 0 && <Typography variant="body2" color="text.secondary">No deploy tokens: only super admins release remotes.</Typography>}
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Deploy tokens">
        {tokens?.map((token) => (
          <Box component="li" key={token.id} sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography sx={{ fontWeight: 600 }}>{token.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {token.remotes.join(', ')} · created {formatDateTime(token.createdAt)} by {token.createdBy} · {token.lastUsedAt ? `last used ${formatDateTime(token.lastUsedAt)}` : 'never used'}
              </Typography>
            </Box>
            {token.revokedAt ? (
              <Typography variant="body2" color="text.secondary">Revoked {formatDateTime(token.revokedAt)}</Typography>
            ) : (
              <Button color="error" onClick={() => setRevoking(token)} aria-label={`Revoke ${token.name}`}>Revoke</Button>
            )}
          </Box>
        ))}
      </Box>
      {creating && (
        <CreateDialog
          remotes={remotes}
          onCancel={() => setCreating(false)}
          onCreated={(name, token) => {
            setCreating(false);
            setCreated({ name, token });
            load();
          }}
        />
      )}
      {created && <CreatedToken name={created.name} token={created.token} onClose={() => setCreated(null)} />}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke"
        text={revoking ? `Are you sure you want to revoke ${revoking.name}? Its pipeline can no longer release.` : ''}
        onConfirm={revoke}
        onCancel={() => setRevoking(null)}
      />
    </Paper>
  );
}
