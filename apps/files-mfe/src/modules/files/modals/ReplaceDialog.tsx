import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import type { PendingReplace } from '../modal-machine';

export interface ReplaceDialogProps {
  files: PendingReplace[];
  batch: boolean;
  onReplace: () => void;
  onClose: () => void;
}

/** The spec: a single upload asks to replace; a batch lists the existing files to replace together. */
export function ReplaceDialog({ files, batch, onReplace, onClose }: ReplaceDialogProps) {
  const id = useId();
  const single = !batch && files.length === 1;
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>{single ? 'File already exists' : 'Files already exist'}</DialogTitle>
      <DialogContent>
        {single ? (
          <DialogContentText>File {files[0].file.name} already exists. Do you want to replace it?</DialogContentText>
        ) : (
          <>
            <DialogContentText>These files already exist. Do you want to replace them?</DialogContentText>
            <List dense aria-label="Existing files">
              {files.map(({ file, folder }) => (
                <ListItem key={`${folder}/${file.name}`} disableGutters>
                  <ListItemText primary={file.name} secondary={folder} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {single ? 'Cancel' : 'Skip'}
        </Button>
        <Button variant="contained" onClick={onReplace}>
          {single ? 'Replace' : 'Replace all'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
