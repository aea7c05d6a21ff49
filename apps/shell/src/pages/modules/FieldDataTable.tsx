import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@backoffice/validation';
import type { BuildFieldData } from './modules-data';

const percent = (rate: number) => `${(rate * 100).toFixed(rate > 0 && rate < 0.1 ? 1 : 0)} %`;
const ms = (value: number | null) => (value === null ? '–' : `${value} ms`);

/**
 * What staff met in each build of a remote, side by side: the live build beside its canary, or beside the one it
 * replaced, so a worse error rate or a slower screen shows before anyone calls support.
 */
export function FieldDataTable({ remote, liveVersion, canaryVersion, rows }: { remote: string; liveVersion: string | undefined; canaryVersion?: string; rows: BuildFieldData[] | null }) {
  if (rows === null) return <Typography variant="body2" color="text.secondary">Field data could not be read.</Typography>;
  if (rows.length === 0) return <Typography variant="body2" color="text.secondary">No browser has reported yet.</Typography>;
  return (
    // On a phone the columns scroll sideways inside the card rather than being cut off; focusable, so the keyboard
    // scrolls it too.
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0}>
    <Table size="small" aria-label={`${remote} field data`}>
      <TableHead>
        <TableRow>
          <TableCell>Build</TableCell>
          <TableCell align="right">Sessions</TableCell>
          <TableCell align="right">Sessions with an error</TableCell>
          <TableCell align="right">p75 INP</TableCell>
          <TableCell align="right">p75 LCP</TableCell>
          <TableCell align="right">p75 CLS</TableCell>
          <TableCell>Last report</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.version}>
            <TableCell>{row.version}{row.version === liveVersion ? ' (live)' : row.version === canaryVersion ? ' (canary)' : ''}</TableCell>
            <TableCell align="right">{row.sessions}</TableCell>
            <TableCell align="right">{percent(row.errorRate)} ({row.errorSessions})</TableCell>
            <TableCell align="right">{ms(row.p75Inp)}</TableCell>
            <TableCell align="right">{ms(row.p75Lcp)}</TableCell>
            <TableCell align="right">{row.p75Cls === null ? '–' : row.p75Cls.toFixed(2)}</TableCell>
            <TableCell>{formatDateTime(row.lastAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
    </TableContainer>
  );
}
