import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import { confirmText } from '@backoffice/ui';
import { LANDING_PUBLISH_STEP_MINUTES } from '@backoffice/validation';
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
  const [value, setValue] = useState<Dayjs | null>(null);
  const problem = republishProblem(value);
  const close = () => {
    setValue(null);
    onCancel();
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby="unpublish-title" maxWidth="xs" fullWidth>
      <DialogTitle id="unpublish-title">Unpublish</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{confirmText('unpublish', 'landing page')}</DialogContentText>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
          <DateTimePicker
            label="Republish at (optional)"
            value={value}
            onChange={setValue}
            minDateTime={earliestRepublish()}
            minutesStep={LANDING_PUBLISH_STEP_MINUTES}
            timeSteps={{ minutes: LANDING_PUBLISH_STEP_MINUTES }}
            ampm={false}
            disablePast
            slotProps={{
              textField: { fullWidth: true, error: problem !== null, helperText: problem ?? 'Leave empty to keep the page unpublished' },
              actionBar: { actions: ['clear', 'accept'] },
            }}
          />
        </LocalizationProvider>
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
            onConfirm(value ? toPublishAt(value) : null);
            setValue(null);
          }}
        >
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
