import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@backoffice/validation';
import type { BuildInfo, RemoteCanary } from './modules-data';

/** The canary a remote runs: which build, to whom, since when — and the two ways it ends. */
export function CanaryPanel({ remote, canary, onPromote, onRollBack }: { remote: string; canary: RemoteCanary; onPromote: () => void; onRollBack: () => void }) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={onPromote} aria-label={`Promote ${remote} ${canary.version} to everyone`}>Promote</Button>
          <Button color="inherit" size="small" onClick={onRollBack} aria-label={`Roll back ${remote}'s canary ${canary.version}`}>Roll back</Button>
        </Stack>
      }
    >
      Canary: {canary.version} reaches {canary.percent} % of staff since {formatDateTime(canary.startedAt)} ({canary.byName || canary.by}). The
      API rolls it back by itself if its sessions crash or slow down past the limits.
    </Alert>
  );
}

const PERCENT = /^[1-9][0-9]?$/;

/** Asks for the share of staff a canary reaches first: a whole 1–99 (100 % is a switch). */
export function CanaryDialog({ remote, build, onCancel, onStart }: { remote: string; build: BuildInfo; onCancel: () => void; onStart: (percent: number) => void }) {
  const [percent, setPercent] = useState('10');
  const valid = PERCENT.test(percent.trim());
  const submit = () => {
    if (valid) onStart(Number(percent.trim()));
  };
  return (
    <Dialog open onClose={onCancel} aria-labelledby="canary-title" fullWidth maxWidth="xs">
      <DialogTitle id="canary-title">Canary of {remote} {build.record?.version}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          The share of staff who get this build at their next navigation; the others keep the live build. Each person
          stays on the same side until the canary is promoted or rolled back.
        </Typography>
        <TextField
          label="Share of staff (%)"
          required
          fullWidth
          autoFocus
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && submit()}
          error={!valid}
          helperText={valid ? 'From 1 to 99' : 'Share must be a whole number from 1 to 99!'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={!valid} onClick={submit}>Start canary</Button>
      </DialogActions>
    </Dialog>
  );
}
