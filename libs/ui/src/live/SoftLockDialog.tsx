import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface SoftLockDialogProps {
  open: boolean;
  name: string;
  onView: () => void;
  onEdit: () => void;
}

/** Opening a record someone is editing: a soft lock — view it, or edit anyway (they may have left their desk). */
export function SoftLockDialog({ open, name, onView, onEdit }: SoftLockDialogProps) {
  return (
    <Dialog open={open} onClose={onView} aria-labelledby="soft-lock-title">
      <DialogTitle id="soft-lock-title">{name} is editing this record</DialogTitle>
      <DialogContent>
        <DialogContentText>
          You can view it, or edit it anyway: if you both save, the second to save is shown the differences to merge.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onEdit}>Edit anyway</Button>
        <Button variant="contained" onClick={onView} autoFocus>
          View
        </Button>
      </DialogActions>
    </Dialog>
  );
}
