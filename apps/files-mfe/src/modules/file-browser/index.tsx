// The file browser dialog other remotes open (through the federation runtime) to pick a stored file:
// browse folders, see only files that fit `accept`, choose one → onPick({ url, size, name }). Its props are the
// kit's FileBrowserDialogProps: the kit declares what it asks of the dialog, this remote implements it.
import { isApiError } from '@backoffice/api';
import type { FileBrowserDialogProps } from '@backoffice/ui';
import type { FileEntry } from '@backoffice/validation';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { useFolder } from '../files/api';
import { FolderBreadcrumbs } from '../files/FolderBreadcrumbs';
import { FileGrid } from '../files/grid/FileGrid';
import { matchesAccept, sortEntries } from '../files/sort-entries';
import { useFit } from './use-fit';

function Browser({ onClose, onPick, accept, initialPath = '', imageRule, titleId }: Omit<FileBrowserDialogProps, 'open'> & { titleId: string }) {
  const [path, setPath] = useState(initialPath);
  const [chosen, setChosen] = useState<FileEntry | null>(null);
  const folder = useFolder(path);
  // A field's folder that does not exist (yet): start at the top level rather than at an error.
  const startMissing = path !== '' && path === initialPath && isApiError(folder.error) && folder.error.status === 404;
  useEffect(() => {
    if (startMissing) setPath('');
  }, [startMissing]);
  const entries = useMemo(
    () => sortEntries((folder.data?.entries ?? []).filter((entry) => matchesAccept(entry, accept)), 'date'),
    [folder.data, accept],
  );
  const go = (next: string) => {
    setPath(next);
    setChosen(null);
  };
  const pick = (entry: FileEntry) => onPick({ url: entry.link, size: entry.size, name: entry.name });
  const selected = useMemo(() => new Set(chosen ? [chosen.id] : []), [chosen]);
  const fit = useFit(chosen, imageRule);
  const mayChoose = Boolean(chosen) && (!fit || fit.state === 'fits');

  return (
    <>
      <DialogTitle id={titleId}>Choose a file</DialogTitle>
      <DialogContent dividers>
        <FolderBreadcrumbs path={path} onNavigate={go} />
        {folder.isFetching && <LinearProgress aria-label="Loading files" sx={{ my: 0.5 }} />}
        <FileGrid
          label={path ? `Files in ${path}` : 'Files'}
          entries={entries}
          selected={selected}
          interactive={false}
          emptyText={folder.isPending ? 'Loading…' : accept ? `No files of type ${accept} here.` : 'This folder is empty.'}
          height="min(60vh, 560px)"
          onActivate={(entry) => (entry.isDir ? go(entry.id) : setChosen(entry))}
          onOpen={(entry) => (entry.isDir ? go(entry.id) : imageRule ? setChosen(entry) : pick(entry))}
          onSelection={(event) => {
            if (event.type === 'toggle') setChosen(entries.find((entry) => entry.id === event.id && !entry.isDir) ?? null);
          }}
        />
        {folder.data?.truncated && (
          <Typography variant="caption" color="text.secondary">
            The newest {folder.data.limit} of {folder.data.totalFiles} files are shown.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Typography variant="body2" sx={{ mr: 'auto', ml: 2 }} noWrap role="status" color={fit?.state === 'refused' ? 'error' : undefined}>
          {chosen ? `${chosen.name}${fit && fit.state !== 'checking' ? ` — ${fit.text}` : ''}` : imageRule ? `No file chosen (this field takes ${imageRule.width} x ${imageRule.height} px)` : 'No file chosen'}
        </Typography>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!mayChoose} onClick={() => chosen && mayChoose && pick(chosen)}>
          Choose
        </Button>
      </DialogActions>
    </>
  );
}

export default function FileBrowserDialog({ open, onClose, ...rest }: FileBrowserDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={titleId}>
      {open && <Browser onClose={onClose} titleId={titleId} {...rest} />}
    </Dialog>
  );
}
