import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. confirmText('delete', 'banner') or "Are you sure you want to logout?". */
  text: string;
  title?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shows a spinner on Yes and disables both buttons while the action runs. */
  busy?: boolean;
}

/**
 * No/Yes confirmation. No is focused first so a stray Enter never confirms a destructive action;
 * Escape answers No.
 */
export function ConfirmDialog({ open, text, title = 'Confirm', onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          No
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          variant="contained"
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
