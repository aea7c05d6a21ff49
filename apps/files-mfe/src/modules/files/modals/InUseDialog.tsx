// The warning before a change that breaks content: names every record that uses the files, with Cancel
// (focused first, so a stray Enter changes nothing) and "<Action> anyway".
import type { FileUsage } from '@backoffice/validation';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import type { PendingChange } from '../modal-machine';

const VERB: Record<PendingChange['action'], string> = { delete: 'Delete', rename: 'Rename', move: 'Move' };

export interface InUseDialogProps {
  usedBy: FileUsage[];
  action: PendingChange['action'];
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

export function InUseDialog({ usedBy, action, onConfirm, onCancel }: InUseDialogProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const verb = VERB[action];
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>Used by content</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          {usedBy.length === 1 ? 'This record uses' : `These ${usedBy.length} records use`} the {action === 'delete' ? 'files you are deleting' : 'file you are changing'}. After a{' '}
          {action === 'delete' ? 'delete' : action === 'rename' ? 'rename' : 'move'} {usedBy.length === 1 ? 'it shows' : 'they show'} a broken image until edited.
        </DialogContentText>
        <List dense aria-label="Records that use the files">
          {usedBy.map((usage) => (
            <ListItem key={`${usage.module}:${usage.id}:${usage.path}`} disableGutters>
              <ListItemText primary={`${usage.moduleLabel} ${usage.name}`} secondary={usage.path} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button
          onClick={() => void confirm()}
          disabled={busy}
          color="error"
          variant="contained"
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {verb} anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
}
