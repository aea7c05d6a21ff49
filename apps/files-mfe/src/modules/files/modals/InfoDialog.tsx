import { formatDateTime, type FileEntry } from '@backoffice/validation';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useId, type ReactNode } from 'react';
import { absoluteUrl } from '../paths';

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function InfoDialog({ entry, onClose }: { entry: FileEntry; onClose: () => void }) {
  const id = useId();
  const rows: [string, ReactNode][] = [
    ['Name', entry.name],
    ['Path', entry.id],
    ['Kind', entry.isDir ? 'Folder' : entry.contentType ?? 'File'],
    ...(entry.isDir
      ? []
      : ([
          ['Size', formatSize(entry.size)],
          ['Modified', formatDateTime(entry.updatedAt)],
          ['Link', <Link key="link" href={entry.link} target="_blank" rel="noopener noreferrer">{absoluteUrl(entry.link)}</Link>],
        ] as [string, ReactNode][])),
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>{entry.name}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label="File details">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 500, width: 110 }}>
                  {label}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
