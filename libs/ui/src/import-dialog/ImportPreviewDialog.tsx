import { useState, type ChangeEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { readFileText } from '../uploads/read-file-text';

/** One count of the preview's summary ("Added: 3"), coloured by what it means. */
export interface ImportCount {
  label: string;
  count: number;
  color: 'success' | 'warning' | 'default' | 'error';
}

/** One column of the preview's table of changes. */
export interface ImportColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  /** Long unbroken values (keys, paths) wrap anywhere. */
  breakAll?: boolean;
}

export interface ImportPreviewDialogProps<R> {
  title: string;
  /** What file it takes; said above the controls. */
  description: ReactNode;
  /** The file input's accept list. */
  accept: string;
  /** Controls beside "Choose file" (e.g. the language the file is for). */
  options?: ReactNode;
  /** A chosen file's JSON, parsed: the dialog says itself when the file is not JSON. */
  onFile: (file: { name: string; json: unknown }) => void;
  /** The name of the file being previewed, shown beside the button. */
  fileName?: string;
  previewing: boolean;
  /** Why the file cannot be imported (one line each). */
  problems: readonly string[];
  /** The preview: its counts and the rows it changes; none until a file is checked. */
  preview?: { counts: readonly ImportCount[]; rows: readonly R[]; rowKey: (row: R) => string; empty: string };
  columns: readonly ImportColumn<R>[];
  applyLabel: string;
  /** Apply is offered only for a preview that changes something. */
  canApply: boolean;
  applying: boolean;
  onApply: () => void;
  onClose: () => void;
}

/** More rows than this are summed up below the table: the counts say the whole. */
const SHOWN = 200;

/**
 * The kit's import: choose a file, see what it will change (counts and the changed rows, before and after), then
 * apply exactly that — or cancel, and nothing is stored. The module checks the file with its server and applies it.
 */
export function ImportPreviewDialog<R>(props: ImportPreviewDialogProps<R>) {
  const [notJson, setNotJson] = useState(false);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    let json: unknown;
    try {
      json = JSON.parse(await readFileText(chosen));
    } catch {
      return setNotJson(true);
    }
    setNotJson(false);
    props.onFile({ name: chosen.name, json });
  };
  const problems = notJson ? ['The file is not valid JSON.'] : props.problems;
  const { preview } = props;
  const shown = notJson ? undefined : preview;
  // On a phone four columns leave a key a few letters wide: the dialog takes the screen and each change is a block.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  return (
    <Dialog open onClose={props.onClose} maxWidth="md" fullWidth fullScreen={phone} aria-labelledby="import-title">
      <DialogTitle id="import-title">{props.title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {props.description}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', pt: 1 }}>
          {props.options}
          <Button variant="outlined" component="label">
            Choose file
            <input hidden type="file" accept={props.accept} onChange={(event) => void choose(event)} />
          </Button>
          {props.fileName && !notJson && <Typography variant="body2">{props.fileName}</Typography>}
        </Box>
        {props.previewing && <Typography variant="body2">Checking the file…</Typography>}
        {problems.length > 0 && (
          <Alert severity="error">
            {problems.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Alert>
        )}
        {shown && (
          <>
            <Box role="status" aria-label="Import summary" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {shown.counts.map(({ label, count, color }) => (
                <Chip key={label} label={`${label}: ${count}`} color={color} variant={count ? 'filled' : 'outlined'} />
              ))}
            </Box>
            {shown.rows.length > 0 && phone && <StackedChanges rows={shown.rows.slice(0, SHOWN)} rowKey={shown.rowKey} columns={props.columns} />}
            {shown.rows.length > 0 && !phone && (
              <Table size="small" aria-label="Import changes">
                <TableHead>
                  <TableRow>
                    {props.columns.map((column) => (
                      <TableCell key={column.header}>{column.header}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.rows.slice(0, SHOWN).map((row) => (
                    <TableRow key={shown.rowKey(row)}>
                      {props.columns.map((column) => (
                        <TableCell key={column.header} sx={column.breakAll ? { wordBreak: 'break-all' } : undefined}>
                          {column.cell(row)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            {shown.rows.length > SHOWN && <Typography variant="body2">… and {shown.rows.length - SHOWN} more.</Typography>}
            {!props.canApply && <Alert severity="info">{shown.empty}</Alert>}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button variant="contained" onClick={props.onApply} disabled={!shown || !props.canApply || props.applying || props.previewing}>
          {props.applyLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The changes as blocks of "header: value" lines, for a narrow screen. */
function StackedChanges<R>({ rows, rowKey, columns }: { rows: R[]; rowKey: (row: R) => string; columns: readonly ImportColumn<R>[] }) {
  return (
    <Box component="ul" aria-label="Import changes" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {rows.map((row) => (
        <Box component="li" key={rowKey(row)} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
            {columns.map((column) => (
              <Box key={column.header} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {column.header}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {column.cell(row)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
