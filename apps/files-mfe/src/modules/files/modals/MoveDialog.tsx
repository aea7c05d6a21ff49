// "Move to…": moving without a mouse. A folder chooser that opens at the entries' folder: the folders
// of the shown folder are plain buttons (Tab and Enter), the path above leads back, "Move here" moves.
import { baseName, parentPath } from '@backoffice/validation';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useFolder } from '../api';
import { FolderBreadcrumbs } from '../FolderBreadcrumbs';
import { movablePaths } from '../use-file-actions';

export interface MoveDialogProps {
  /** The paths to move (one entry, or the selection). */
  paths: readonly string[];
  onMove: (folder: string) => void;
  onClose: () => void;
}

/** What the dialog's text calls the entries. */
const describe = (paths: readonly string[]) => (paths.length === 1 ? `«${baseName(paths[0])}»` : `${paths.length} items`);

export function MoveDialog({ paths, onMove, onClose }: MoveDialogProps) {
  const id = useId();
  const [folder, setFolder] = useState(() => parentPath(paths[0] ?? ''));
  const listing = useFolder(folder);
  // A folder cannot go into itself or below itself: those are not offered.
  const folders = (listing.data?.entries ?? []).filter((entry) => entry.isDir && !paths.some((path) => entry.id === path || entry.id.startsWith(`${path}/`)));
  // Only the standard folders live at the top level: nothing is moved there.
  const canMoveHere = folder !== '' && movablePaths(paths, folder).length > 0;

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>Move to…</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ mb: 1 }}>
          Choose the folder to move {describe(paths)} into.
        </DialogContentText>
        <FolderBreadcrumbs path={folder} onNavigate={setFolder} />
        <List dense aria-label={folder ? `Folders in ${folder}` : 'Folders'} sx={{ maxHeight: 320, overflow: 'auto' }}>
          {folders.map((entry) => (
            <ListItemButton key={entry.id} onClick={() => setFolder(entry.id)}>
              <ListItemText primary={entry.name} />
            </ListItemButton>
          ))}
        </List>
        {listing.isSuccess && folders.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No folders here.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!canMoveHere} onClick={() => onMove(folder)}>
          {folder ? `Move here (${baseName(folder)})` : 'Move here'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
