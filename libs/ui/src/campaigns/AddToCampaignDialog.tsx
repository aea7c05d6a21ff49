import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { isApiError } from '@backoffice/api';
import { addCampaignItem, campaigns, createCampaign, DRAFT_CAMPAIGNS } from './campaign-requests';
import type { PreparedChange } from './campaign-change';

const NEW = 'new';

export interface AddToCampaignDialogProps {
  /** The change, or the changes the user picks one of (a list row: Publish / Delete …). */
  changes: readonly PreparedChange[];
  /** The record as staff name it, in the title ("Add Summer promo to a campaign"). */
  recordLabel?: string;
  onClose: () => void;
}

/** The server's words, with its field messages ("values.title: Title is required!"). */
function failureText(error: unknown): string {
  if (!isApiError(error)) return 'Unexpected error occurred';
  const fields = Object.values(error.errorMessages ?? {}).flat();
  return [error.message, ...fields.filter((m) => m !== error.message)].join(' ');
}

/**
 * "Add to campaign…": pick a draft campaign (or name a new one) and the change joins it, to be applied only when
 * the campaign is published. The toast names the campaign; a refusal (no permission, a locked campaign, values the
 * module refuses) stays in the dialog.
 */
export function AddToCampaignDialog({ changes, recordLabel, onClose }: AddToCampaignDialogProps) {
  const id = useId();
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const drafts = campaigns.useList(DRAFT_CAMPAIGNS);
  const [actionIndex, setActionIndex] = useState(0);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const items = drafts.data?.items ?? [];
  // Until the user picks, the newest draft is offered (or a new campaign when there is none).
  const choice = picked ?? (items[0] ? String(items[0].id) : NEW);
  const creating = choice === NEW;
  const change = changes[actionIndex];

  const add = async () => {
    if (creating && !name.trim()) return setError('Name is required!');
    setBusy(true);
    setError(undefined);
    try {
      const campaign = creating ? await createCampaign(name.trim()) : items.find((c) => String(c.id) === choice);
      if (!campaign) throw new Error('Pick a campaign.');
      const { label: _label, ...item } = change;
      await addCampaignItem(campaign.id, item);
      enqueueSnackbar(`Added to campaign "${campaign.name}"`, { variant: 'success' });
      void client.invalidateQueries({ queryKey: campaigns.keys.all });
      onClose();
    } catch (failure) {
      setError(failureText(failure));
      // A campaign made just now stays (it is a draft like any other): offer it from the list next time.
      if (creating) void client.invalidateQueries({ queryKey: campaigns.keys.all });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>Add to campaign</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {recordLabel && <Typography variant="body2" color="text.secondary">{recordLabel}</Typography>}
          {changes.length > 1 ? (
            <RadioGroup aria-label="Change" value={String(actionIndex)} onChange={(event) => setActionIndex(Number(event.target.value))} row>
              {changes.map((c, index) => (
                <FormControlLabel key={c.action} value={String(index)} control={<Radio size="small" />} label={c.label} />
              ))}
            </RadioGroup>
          ) : (
            <Typography variant="body2">Change: {change.label}</Typography>
          )}
          <TextField
            select
            label="Campaign"
            value={choice}
            onChange={(event) => setPicked(event.target.value)}
            disabled={drafts.isPending}
            helperText={drafts.isPending ? 'Loading draft campaigns…' : items.length === 0 ? 'No draft campaigns yet: name a new one.' : undefined}
          >
            {items.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.name} ({c.itemCount} {c.itemCount === 1 ? 'item' : 'items'})
              </MenuItem>
            ))}
            <MenuItem value={NEW}>New campaign…</MenuItem>
          </TextField>
          {creating && <TextField label="Campaign name" value={name} onChange={(event) => setName(event.target.value)} required autoFocus slotProps={{ htmlInput: { maxLength: 200 } }} />}
          {error && <Alert severity="error" role="alert">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>Cancel</Button>
        <Button onClick={() => void add()} disabled={busy || drafts.isPending} variant="contained" startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
          Add
        </Button>
      </DialogActions>
    </Dialog>
  );
}
