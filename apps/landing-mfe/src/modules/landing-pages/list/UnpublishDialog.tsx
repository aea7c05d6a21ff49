import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import dayjs from 'dayjs';
import { confirmText } from '@backoffice/ui';
import { DateTimeInput } from '@backoffice/ui/date-time';
import { LANDING_PUBLISH_STEP_MINUTES } from '@backoffice/modules-landing';
import { earliestRepublish, republishProblem, toPublishAt } from './republish-time';

interface Props {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  /** null = unpublish without a republish date. */
  onConfirm: (publishAt: string | null) => void;
}

/** Unpublish confirmation with an optional republish date and time (15-minute steps, not before now). */
export function UnpublishDialog({ open, busy, onCancel, onConfirm }: Props) {
  const [value, setValue] = useState<string | null>(null);
  const picked = value ? dayjs(value) : null;
  const problem = republishProblem(picked);
  const close = () => {
    setValue(null);
    onCancel();
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby="unpublish-title" maxWidth="xs" fullWidth>
      <DialogTitle id="unpublish-title">Unpublish</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{confirmText('unpublish', 'landing page')}</DialogContentText>
        <DateTimeInput
          label="Republish at (optional)"
          value={value}
          onChange={setValue}
          minuteStep={LANDING_PUBLISH_STEP_MINUTES}
          minDateTime={earliestRepublish().toISOString()}
          error={problem !== null}
          helperText={problem ?? 'Leave empty to keep the page unpublished'}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy} autoFocus>
          No
        </Button>
        <Button
          variant="contained"
          disabled={busy || problem !== null}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={() => {
            onConfirm(picked ? toPublishAt(picked) : null);
            setValue(null);
          }}
        >
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
