import { memo, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useVirtualizer } from '@tanstack/react-virtual';
import { LEAN, leanCellClass, leanTableSx, phoneColumnIds } from './lean-table';
import { ROW_MARK, rowMarksSx } from './row-marks';
import type { RowMarks } from '../kit-extensions/kit-extensions';
import type { ListColumn } from './types';

/** Longer lists (unpaged ones) render only the rows in view: 10,000 full MUI rows take seconds to mount. */
export const VIRTUALIZE_FROM = 200;
const ROW_HEIGHT = 43;
const SKELETON_ROW_SX = { height: ROW_HEIGHT } as const;

export interface DataTableProps<T> {
  caption: string;
  columns: readonly ListColumn<T>[];
  rows: readonly T[] | undefined;
  getRowId: (row: T) => string | number;
  /** Names a row for assistive tech ("Select landing page 7"); default its number in the list. */
  rowLabel?: (row: T) => string;
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
  /** Rows marked by a feature: e.g. the live list's rows someone else just changed, and rows gone from the fresh list. */
  marks?: RowMarks;
}

export function cellText<T>(row: T, id: string): string {
  const value = (row as Record<string, unknown>)[id];
  return value === null || value === undefined ? '' : String(value);
}

interface DataRowProps<T> {
  row: T;
  id: string | number;
  index: number;
  number: number;
  showNumber: boolean;
  columns: readonly ListColumn<T>[];
  selected?: boolean;
  onToggle?: (id: string | number) => void;
  checkboxLabel?: string;
  renderActions?: (row: T) => ReactNode;
  mark?: keyof typeof ROW_MARK;
}

/**
 * One body row: plain elements styled once by the table (lean-table.ts), since MUI parts per cell cost too much
 * on 100 rows; memoised, so a list that re-renders with the same rows (fetching flags, a dialog) skips them.
 */
const DataRow = memo(function DataRow<T>({ row, id, index, number, showNumber, columns, selected, onToggle, checkboxLabel, renderActions, mark }: DataRowProps<T>) {
  const className = `${LEAN.row}${selected ? ` ${LEAN.selected}` : ''}${mark ? ` ${ROW_MARK[mark]}` : ''}`;
  return (
    <tr className={className} data-index={index} data-live={mark}>
      {onToggle && (
        <td className={leanCellClass(undefined, LEAN.checkbox)}>
          <Checkbox checked={selected} onChange={() => onToggle(id)} slotProps={{ input: { 'aria-label': checkboxLabel } }} />
        </td>
      )}
      {showNumber && <td className={`${LEAN.cell} ${LEAN.wide}`}>{number}</td>}
      {columns.map((column) => (
        <td key={column.id} className={leanCellClass(column.align, phoneColumnIds(columns).has(column.id) ? undefined : LEAN.wide)}>
          {column.render ? column.render(row) : cellText(row, column.id)}
        </td>
      ))}
      {renderActions && <td className={leanCellClass('right', LEAN.nowrap)}>{renderActions(row)}</td>}
    </tr>
  );
}) as <T>(props: DataRowProps<T>) => ReactNode;

interface DataTableHeadProps<T> {
  columns: readonly ListColumn<T>[];
  numberHeader: string | null;
  sort?: string;
  order?: 'asc' | 'desc';
  onSort?: (column: string) => void;
  actionsHeader?: string;
  /** Given, the header has a select-all checkbox; its state is plain values, so the memo compares them. */
  onToggleAll?: (checked: boolean) => void;
  allSelected: boolean;
  someSelected: boolean;
  noRows: boolean;
}

/** The header row. Memoised: new rows or a refresh leave it as it is. */
const DataTableHead = memo(function DataTableHead<T>(props: DataTableHeadProps<T>) {
  const { columns, numberHeader, sort, order, onSort, actionsHeader, onToggleAll } = props;
  return (
    <TableHead>
      <TableRow>
        {onToggleAll && (
          <TableCell padding="checkbox">
            <Checkbox
              checked={props.allSelected}
              indeterminate={props.someSelected}
              disabled={props.noRows}
              onChange={(event) => onToggleAll(event.target.checked)}
              slotProps={{ input: { 'aria-label': 'Select all' } }}
            />
          </TableCell>
        )}
        {numberHeader !== null && <TableCell className={LEAN.wide} sx={{ width: 56 }}>{numberHeader}</TableCell>}
        {columns.map((column) => {
          const active = sort === column.id;
          return (
            <TableCell
              key={column.id}
              align={column.align}
              className={phoneColumnIds(columns).has(column.id) ? undefined : LEAN.wide}
              sx={{ width: column.width }}
              aria-sort={active ? (order === 'desc' ? 'descending' : 'ascending') : undefined}
            >
              {column.sortable && onSort ? (
                <TableSortLabel active={active} direction={active ? order : 'asc'} onClick={() => onSort(column.id)}>
                  {column.header}
                </TableSortLabel>
              ) : (
                column.header
              )}
            </TableCell>
          );
        })}
        {actionsHeader !== undefined && <TableCell align="right">{actionsHeader}</TableCell>}
      </TableRow>
    </TableHead>
  );
}) as <T>(props: DataTableHeadProps<T>) => ReactNode;

/** The table of a list: sortable headers, numbered rows, skeleton, empty text, error with Retry. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, getRowId, selection, renderActions, numberHeader = '#' } = props;
  const span = columns.length + (selection ? 1 : 0) + (numberHeader === null ? 0 : 1) + (renderActions ? 1 : 0);
  const ids = (rows ?? []).map(getRowId);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = (rows?.length ?? 0) > VIRTUALIZE_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? rows?.length ?? 0 : 0,
    // A paged list never measures (measuring forces a layout on mount).
    enabled: virtual,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: { width: 1200, height: 800 },
  });
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
    // As tall as a row with its action buttons: the pager below does not jump when the rows arrive.
    body = Array.from({ length: props.skeletonRows ?? 5 }, (_, i) => (
      <TableRow key={i} aria-hidden sx={renderActions ? SKELETON_ROW_SX : undefined}>
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
    const renderRow = (row: T, index: number) => {
      const id = getRowId(row);
      return (
        <DataRow<T>
          key={id}
          row={row}
          index={index}
          number={(props.firstNumber ?? 1) + index}
          showNumber={numberHeader !== null}
          columns={columns}
          selected={selection ? selection.selected.has(id) : undefined}
          onToggle={selection?.onToggle}
          id={id}
          checkboxLabel={selection ? `Select ${props.rowLabel ? props.rowLabel(row) : `row ${(props.firstNumber ?? 1) + index}`}` : undefined}
          renderActions={renderActions}
          mark={props.marks?.removed.has(id) ? 'removed' : props.marks?.changed.has(id) ? 'changed' : undefined}
        />
      );
    };
    if (virtual) {
      // Before the container is measured (or where nothing is laid out), show the first screenful.
      const measured = virtualizer.getVirtualItems();
      const items = measured.length > 0 ? measured : rows.slice(0, 30).map((_, index) => ({ index, start: index * ROW_HEIGHT, end: (index + 1) * ROW_HEIGHT }));
      const top = items[0]?.start ?? 0;
      const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
      body = [
        top > 0 && <tr key="space-top" aria-hidden style={{ height: top }} />,
        ...items.map((item) => renderRow(rows[item.index], item.index)),
        bottom > 0 && <tr key="space-bottom" aria-hidden style={{ height: bottom }} />,
      ];
    } else {
      body = rows.map(renderRow);
    }
  }

  return (
    <TableContainer ref={scrollRef} sx={virtual ? { maxHeight: '70vh' } : undefined}>
      <Table size="small" stickyHeader={virtual} sx={[leanTableSx, rowMarksSx]} aria-label={props.caption} aria-busy={props.loading || undefined} aria-rowcount={virtual ? (rows?.length ?? 0) + 1 : undefined}>
        <DataTableHead
          columns={columns}
          numberHeader={numberHeader}
          sort={props.sort}
          order={props.order}
          onSort={props.onSort}
          actionsHeader={renderActions ? props.actionsHeader ?? 'Actions' : undefined}
          onToggleAll={selection?.onToggleAll}
          allSelected={ids.length > 0 && selectedHere === ids.length}
          someSelected={selectedHere > 0 && selectedHere < ids.length}
          noRows={ids.length === 0}
        />
        <TableBody>{body}</TableBody>
      </Table>
    </TableContainer>
  );
}
