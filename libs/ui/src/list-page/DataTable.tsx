import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ListColumn } from './types';

export interface DataTableProps<T> {
  caption: string;
  columns: readonly ListColumn<T>[];
  rows: readonly T[] | undefined;
  getRowId: (row: T) => string | number;
  /** Number of the first row on this page (rows are numbered across pages). */
  firstNumber?: number;
  /** Header of the numbering column; null hides it. */
  numberHeader?: string | null;
  sort?: string;
  order?: 'asc' | 'desc';
  onSort?: (column: string) => void;
  loading?: boolean;
  error?: boolean;
  errorText?: string;
  onRetry?: () => void;
  emptyText: string;
  skeletonRows?: number;
  actionsHeader?: string;
  renderActions?: (row: T) => ReactNode;
  selection?: { selected: ReadonlySet<string | number>; onToggle: (id: string | number) => void; onToggleAll: (checked: boolean) => void };
}

export function cellText<T>(row: T, id: string): string {
  const value = (row as Record<string, unknown>)[id];
  return value === null || value === undefined ? '' : String(value);
}

/** The table of a list: sortable headers, numbered rows, skeleton, empty text, error with Retry. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, getRowId, selection, renderActions, numberHeader = '#' } = props;
  const span = columns.length + (selection ? 1 : 0) + (numberHeader === null ? 0 : 1) + (renderActions ? 1 : 0);
  const ids = (rows ?? []).map(getRowId);
  const selectedHere = selection ? ids.filter((id) => selection.selected.has(id)).length : 0;

  const message = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={span} align="center" sx={{ py: 4 }}>
        {content}
      </TableCell>
    </TableRow>
  );

  let body: ReactNode;
  if (props.error && !rows) {
    body = message(
      <Alert severity="error" action={props.onRetry && <Button color="inherit" size="small" onClick={props.onRetry}>Retry</Button>}>
        {props.errorText ?? 'The list could not be loaded.'}
      </Alert>,
    );
  } else if (props.loading && !rows) {
    body = Array.from({ length: props.skeletonRows ?? 5 }, (_, i) => (
      <TableRow key={i} aria-hidden>
        {Array.from({ length: span }, (__, j) => (
          <TableCell key={j}>
            <Skeleton variant="text" />
          </TableCell>
        ))}
      </TableRow>
    ));
  } else if (!rows || rows.length === 0) {
    body = message(props.emptyText);
  } else {
    body = rows.map((row, index) => {
      const id = getRowId(row);
      return (
        <TableRow key={id} hover selected={selection?.selected.has(id)}>
          {selection && (
            <TableCell padding="checkbox">
              <Checkbox
                checked={selection.selected.has(id)}
                onChange={() => selection.onToggle(id)}
                slotProps={{ input: { 'aria-label': `Select row ${(props.firstNumber ?? 1) + index}` } }}
              />
            </TableCell>
          )}
          {numberHeader !== null && <TableCell>{(props.firstNumber ?? 1) + index}</TableCell>}
          {columns.map((column) => (
            <TableCell key={column.id} align={column.align}>
              {column.render ? column.render(row) : cellText(row, column.id)}
            </TableCell>
          ))}
          {renderActions && <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{renderActions(row)}</TableCell>}
        </TableRow>
      );
    });
  }

  return (
    <Table size="small" aria-label={props.caption} aria-busy={props.loading || undefined}>
      <TableHead>
        <TableRow>
          {selection && (
            <TableCell padding="checkbox">
              <Checkbox
                checked={ids.length > 0 && selectedHere === ids.length}
                indeterminate={selectedHere > 0 && selectedHere < ids.length}
                disabled={ids.length === 0}
                onChange={(event) => selection.onToggleAll(event.target.checked)}
                slotProps={{ input: { 'aria-label': 'Select all rows' } }}
              />
            </TableCell>
          )}
          {numberHeader !== null && <TableCell sx={{ width: 56 }}>{numberHeader}</TableCell>}
          {columns.map((column) => {
            const active = props.sort === column.id;
            return (
              <TableCell
                key={column.id}
                align={column.align}
                sx={{ width: column.width }}
                aria-sort={active ? (props.order === 'desc' ? 'descending' : 'ascending') : undefined}
              >
                {column.sortable && props.onSort ? (
                  <TableSortLabel active={active} direction={active ? props.order : 'asc'} onClick={() => props.onSort?.(column.id)}>
                    {column.header}
                  </TableSortLabel>
                ) : (
                  column.header
                )}
              </TableCell>
            );
          })}
          {renderActions && <TableCell align="right">{props.actionsHeader ?? 'Actions'}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>{body}</TableBody>
    </Table>
  );
}
