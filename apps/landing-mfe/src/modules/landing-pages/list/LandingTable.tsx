import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { LandingPage, LandingSortField, LandingTab } from '@backoffice/validation';
import { landingColumns, type ColumnId } from './columns';
import { RowActionButtons } from './RowActionButtons';
import type { LandingRights, RowActionName } from './row-actions';

export interface LandingTableProps {
  tab: LandingTab;
  rows: LandingPage[];
  rights: LandingRights & { actions: boolean };
  sort: string;
  order: 'asc' | 'desc';
  onSort: (field: LandingSortField) => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], checked: boolean) => void;
  onAction: (action: RowActionName, page: LandingPage) => void;
  busy: boolean;
}

const formatWhen = (iso: string | null) => (iso ? dayjs(iso).format('DD/MM/YYYY HH:mm') : '—');

function cell(id: ColumnId, page: LandingPage) {
  const { affiliateLink, permanentPromotion } = page.config;
  switch (id) {
    case 'id':
      return page.id;
    case 'partner':
      return affiliateLink.username;
    case 'promoCode':
      return affiliateLink.promo_code;
    case 'linkCode':
      return affiliateLink.link_code;
    case 'lpLink':
      return (
        <Link href={permanentPromotion.landing_page_url} target="_blank" rel="noopener noreferrer">
          {permanentPromotion.landing_page_url}
        </Link>
      );
    case 'scheduled':
      return formatWhen(page.publishAt);
    case 'status':
      return <Chip size="small" label={page.status === 'published' ? 'Published' : 'Draft'} color={page.status === 'published' ? 'success' : 'default'} />;
    default:
      return null;
  }
}

/** The landing pages table of one tab: selection, sortable headers, per-row actions. */
export function LandingTable({ tab, rows, rights, sort, order, onSort, selected, onSelect, onAction, busy }: LandingTableProps) {
  const columns = landingColumns(tab, rights.actions);
  const ids = rows.map((r) => r.id);
  const chosen = ids.filter((id) => selected.has(id)).length;
  return (
    <TableContainer>
      <Table size="small" aria-label="Landing pages">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.id} padding={column.id === 'select' ? 'checkbox' : 'normal'} sortDirection={column.sort === sort ? order : false}>
                {column.id === 'select' ? (
                  <Checkbox
                    slotProps={{ input: { 'aria-label': 'Select all' } }}
                    checked={ids.length > 0 && chosen === ids.length}
                    indeterminate={chosen > 0 && chosen < ids.length}
                    disabled={ids.length === 0}
                    onChange={(e) => onSelect(ids, e.target.checked)}
                  />
                ) : column.sort ? (
                  <TableSortLabel active={column.sort === sort} direction={column.sort === sort ? order : 'asc'} onClick={() => onSort(column.sort!)}>
                    {column.label}
                  </TableSortLabel>
                ) : (
                  column.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length}>
                <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
                  No Landing Pages
                </Typography>
              </TableCell>
            </TableRow>
          ) : (
            rows.map((page) => (
              <TableRow key={page.id} hover selected={selected.has(page.id)}>
                {columns.map((column) =>
                  column.id === 'select' ? (
                    <TableCell key="select" padding="checkbox">
                      <Checkbox
                        slotProps={{ input: { 'aria-label': `Select landing page ${page.id}` } }}
                        checked={selected.has(page.id)}
                        onChange={(e) => onSelect([page.id], e.target.checked)}
                      />
                    </TableCell>
                  ) : column.id === 'actions' ? (
                    <TableCell key="actions" sx={{ whiteSpace: 'nowrap' }}>
                      <RowActionButtons tab={tab} page={page} rights={rights} onAction={onAction} disabled={busy} />
                    </TableCell>
                  ) : (
                    <TableCell key={column.id}>{cell(column.id, page)}</TableCell>
                  ),
                )}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
