import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { moduleResource } from '@backoffice/api/query';
import { useCan } from '@backoffice/auth';
import { campaignsModule, formatDateTime, modulePermissions, type Campaign } from '@backoffice/validation';

const campaigns = moduleResource<Campaign>(campaignsModule);
/** The next ten to go out, soonest first: one small request after the schedule lists. */
const UPCOMING = { status: 'scheduled', sort: 'scheduledAt', order: 'asc', page: 1, pageSize: 10 } as const;

function UpcomingTable() {
  const query = useQuery({ ...campaigns.listQueryOptions(UPCOMING), refetchInterval: 60_000 });
  if (query.isPending) return <Typography color="text.secondary">Loading campaigns…</Typography>;
  if (query.isError) return <Typography color="error">The campaigns could not be loaded.</Typography>;
  const rows = query.data?.items ?? [];
  if (rows.length === 0) return <Typography color="text.secondary">No campaign is scheduled.</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Campaign</TableCell>
          <TableCell>Goes out</TableCell>
          <TableCell align="right">Items</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((c) => (
          <TableRow key={c.id}>
            <TableCell>
              <Link component={RouterLink} to={`/campaigns/view/${c.id}`}>{c.name}</Link>
            </TableCell>
            <TableCell>{formatDateTime(c.scheduledAt)}</TableCell>
            <TableCell align="right">{c.itemCount}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The home's upcoming campaigns: time and item count of each scheduled one, for those who may open campaigns. */
export function UpcomingCampaigns() {
  const may = useCan({ anyOf: modulePermissions(campaignsModule, 'index') });
  if (!may) return null;
  return (
    <Box component="section" aria-labelledby="upcoming-campaigns" sx={{ mb: 3, overflowX: 'auto' }}>
      <Typography id="upcoming-campaigns" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 500, mb: 1 }}>
        Upcoming campaigns
      </Typography>
      <UpcomingTable />
    </Box>
  );
}
