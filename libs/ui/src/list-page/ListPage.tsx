import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router';
import { useCan, type PermissionCheck } from '@backoffice/auth';
import type { ListParams } from '@backoffice/api/query';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog';
import { confirmText } from '../confirm-dialog/confirm-text';
import { CsvExportButton } from './CsvExportButton';
import { DataTable, cellText } from './DataTable';
import { ListPagination } from './ListPagination';
import { ListTabs, type ListTab } from './ListTabs';
import { RowActions, useRowPermissions } from './RowActions';
import { SearchField } from './SearchField';
import { defaultListParams } from './list-params';
import type { ListState } from './list-state';
import type { ListColumn, ListResource, RowActionsConfig } from './types';
import { useDeleteConfirm } from './use-delete-confirm';
import { useListState } from './use-list-state';
import { useRowSelection } from './use-row-selection';

type Id = string | number;

export interface ListPageProps<T, TParams extends ListParams = ListParams> {
  title: string;
  /** Route name of the module, e.g. 'banners': its tab is remembered under this name. */
  module: string;
  resource: ListResource<T, TParams>;
  columns: readonly ListColumn<T>[];
  emptyText: string;
  getRowId?: (row: T) => Id;
  /** Names a row in icon labels ("Edit Summer promo"); defaults to its id. */
  rowLabel?: (row: T) => string;
  tabs?: readonly ListTab[];
  defaultTab?: string;
  searchable?: boolean;
  defaultSort?: string;
  defaultOrder?: 'asc' | 'desc';
  defaultPageSize?: number;
  pageSizeOptions?: readonly number[];
  /** false for lists the API returns whole (no pager). */
  paged?: boolean | ((state: ListState) => boolean);
  create?: { label: string; to?: string; permission?: string };
  actions?: RowActionsConfig<T>;
  /** Show the actions column only to users passing this check (e.g. anyOf landing.read/update/delete). */
  actionsAccess?: PermissionCheck;
  /** Maps the list state to the endpoint's params (default: tab → status, search, sort, order, page, pageSize). */
  toParams?: (state: ListState) => TParams;
  /** Module filters added to the params (e.g. a date filter). */
  extraParams?: Partial<TParams>;
  /** Adds select-all and row checkboxes; the buttons get the selected ids. */
  bulkActions?: (selected: Id[], clear: () => void) => ReactNode;
  csv?: { label: string; fileName: () => string };
  /** Extra filters shown beside the search box. */
  toolbar?: ReactNode;
  errorText?: string;
  /** Header of the row-number column: '#' (default) or 'No.' as some modules name it; null hides it. */
  numberHeader?: string | null;
  children?: ReactNode;
}

const defaultId = <T,>(row: T): Id => (row as { id: Id }).id;
const allowAll: PermissionCheck = { allOf: [] };

/**
 * A module's list screen from columns and a resource: title, create button, remembered tabs, debounced
 * search, sortable headers, numbered rows, per-permission row icons, delete confirmation, pagination and
 * the whole view in the URL.
 */
export function ListPage<T, TParams extends ListParams = ListParams>(props: ListPageProps<T, TParams>) {
  const { columns, resource, tabs, getRowId = defaultId, actions } = props;
  const list = useListState({
    module: props.module,
    tabs: Boolean(tabs?.length),
    defaultTab: props.defaultTab ?? tabs?.[0]?.value,
    sort: props.defaultSort,
    order: props.defaultOrder,
    pageSize: props.defaultPageSize,
    pageSizeOptions: props.pageSizeOptions,
  });
  const { state } = list;
  const paged = typeof props.paged === 'function' ? props.paged(state) : props.paged ?? true;
  const params = useMemo(
    () => ({ ...(props.toParams ? props.toParams(state) : (defaultListParams(state, paged) as TParams)), ...props.extraParams }) as TParams,
    [props, state, paged],
  );
  const query = resource.useList(params);
  const rows = query.data?.items;
  const pageIds = useMemo(() => (rows ?? []).map(getRowId), [rows, getRowId]);
  const selection = useRowSelection(pageIds, JSON.stringify(params));
  const deletion = useDeleteConfirm(resource as ListResource<T>, getRowId);
  const mayCreate = useCan(props.create?.permission ? { permission: props.create.permission } : allowAll);
  const mayAct = useCan(props.actionsAccess ?? allowAll);
  const permitted = useRowPermissions(actions);
  const rowLabel = props.rowLabel ?? ((row: T) => String(getRowId(row)));
  const fetchAll = resource.fetchAll;

  return (
    <Box component="section" aria-labelledby="list-title" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="list-title" variant="h1" sx={{ flexGrow: 1 }}>
          {props.title}
        </Typography>
        {props.csv && fetchAll && (
          <CsvExportButton
            label={props.csv.label}
            fileName={props.csv.fileName}
            load={() => fetchAll(params)}
            columns={columns.filter((c) => !c.noCsv).map((c) => ({ header: c.header, value: (row: T) => (c.csv ? c.csv(row) : cellText(row, c.id)) }))}
          />
        )}
        {props.create && mayCreate && (
          <Button component={Link} to={props.create.to ?? 'add'} variant="contained" startIcon={<AddIcon />}>
            {props.create.label}
          </Button>
        )}
      </Box>
      {tabs && tabs.length > 0 && <ListTabs tabs={tabs} value={state.tab} onChange={list.setTab} />}
      {(props.searchable !== false || props.toolbar || props.bulkActions) && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          {props.searchable !== false && <SearchField value={state.search} onSearch={list.setSearch} />}
          {props.toolbar}
          {props.bulkActions && <Box sx={{ ml: 'auto' }}>{props.bulkActions([...selection.selected], selection.clear)}</Box>}
        </Box>
      )}
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{query.isFetching && rows && <LinearProgress aria-label="Refreshing" />}</Box>
        <DataTable
            caption={props.title}
            columns={columns}
            rows={rows}
            getRowId={getRowId}
            firstNumber={paged ? (state.page - 1) * state.pageSize + 1 : 1}
            sort={state.sort}
            order={state.order}
            onSort={list.sortBy}
            loading={query.isPending}
            error={query.isError}
            errorText={props.errorText}
            onRetry={() => query.refetch()}
            emptyText={props.emptyText}
            numberHeader={props.numberHeader}
            skeletonRows={Math.min(state.pageSize, 10)}
            selection={props.bulkActions ? selection : undefined}
            renderActions={
              actions && mayAct
                ? (row) => <RowActions row={row} rowLabel={rowLabel(row)} actions={actions} permitted={permitted} onDelete={deletion.ask} />
                : undefined
            }
          />
        {paged && (
          <Box sx={{ px: 2 }}>
            <ListPagination
              page={state.page}
              pageSize={state.pageSize}
              total={query.data?.total ?? 0}
              onPage={list.setPage}
              onPageSize={list.setPageSize}
              pageSizeOptions={props.pageSizeOptions}
            />
          </Box>
        )}
      </Paper>
      {props.children}
      <ConfirmDialog
        open={deletion.pending !== null}
        text={confirmText('delete', actions?.delete?.item ?? 'item')}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
        busy={deletion.busy}
      />
    </Box>
  );
}
