import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useIsFetching, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useCan, type PermissionCheck } from '@backoffice/auth';
import type { ListParams } from '@backoffice/api/query';
import { defaultPageSizeOf, defaultTabOf, moduleFormRoute, type ListTab } from '@backoffice/validation';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog';
import { CsvExportButton } from './CsvExportButton';
import { DateFilterBar } from './DateFilterBar';
import { DataTable, cellText } from './DataTable';
import { ListPagination } from './ListPagination';
import { ListTabs } from './ListTabs';
import { hasRowActions, RowActions, useRowPermissions } from './RowActions';
import { useRowLinks } from './row-links';
import { SearchField } from './SearchField';
import { defaultListParams } from './list-params';
import type { ListState } from './list-state';
import type { ListColumn, ListResource, RowActionsConfig, RowOperation } from './types';
import { useListState } from './use-list-state';
import { useRowConfirm } from './use-row-confirm';
import { useRowSelection } from './use-row-selection';
import { useDelayedFlag } from './use-delayed-flag';
import { OtherTabMatches } from './OtherTabMatches';
import { moduleAccess, useModuleRowActions } from './module-row-actions';
import { useModuleDefinition } from '../module-routes/module-context';
import { useExtendedRowActions, useListRows } from '../kit-extensions/use-kit-extensions';

type Id = string | number;

export interface ListPageProps<T, TParams extends ListParams = ListParams> {
  title: string;
  /** A resource made with moduleResource: its list spec gives the tabs, sort, page size and search defaults. */
  resource: ListResource<T, TParams>;
  /**
   * The columns, or the columns of each tab (the spec: landing's Draft tab adds "Scheduled publishing"); `list`
   * tells them the filtered list's size (bet match's order input goes up to it).
   */
  columns: readonly ListColumn<T>[] | ((tab: string | undefined, list: { total: number }) => readonly ListColumn<T>[]);
  emptyText: string;
  /** Route name of the module, e.g. 'banners': its tab is remembered under this name (default: the resource key). */
  module?: string;
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
  /** false for lists shown whole (no pager). */
  paged?: boolean | ((state: ListState) => boolean);
  /** The create button; its route and permission default to the module's add route and rule (below ModuleRoutes). */
  create?: { label: string; to?: string; permission?: string };
  actions?: RowActionsConfig<T>;
  /** Maps the list state to the endpoint's params (default: the one list contract). */
  toParams?: (state: ListState) => TParams;
  /** Module filters added to the params (e.g. a date filter). */
  extraParams?: Partial<TParams>;
  /** Adds select-all and row checkboxes; the buttons get the selected ids. Leave out for users who cannot use them. */
  bulkActions?: (selected: Id[], clear: () => void, state: ListState) => ReactNode;
  csv?: { label: string; fileName: () => string };
  /** Extra filters shown beside the search box. */
  toolbar?: ReactNode;
  errorText?: string;
  /** Header of the row-number column: '#' (default) or 'No.' as some modules name it; null hides it. */
  numberHeader?: string | null;
  /** Label of the tab strip for assistive tech. */
  tabsLabel?: string;
  children?: ReactNode;
}

/** How long a refresh runs before the list shows its progress bar. */
const REFRESH_BAR_DELAY_MS = 200;

const defaultId = <T,>(row: T): Id => (row as { id: Id }).id;
/** The table skips a list render that changes none of its inputs (a refresh starting or ending, a dialog, the bulk button). */
const ListTable = memo(DataTable) as typeof DataTable;
const allowAll: PermissionCheck = { allOf: [] };

/**
 * A module's list screen from columns and a resource: title, create button, remembered tabs, debounced
 * search, sortable headers, numbered rows, per-permission row icons and operations, delete / restore
 * confirmation, bulk selection, pagination (the next page prefetched) and the whole view in the URL.
 */
export function ListPage<T, TParams extends ListParams = ListParams>(props: ListPageProps<T, TParams>) {
  const { resource, getRowId = defaultId } = props;
  const defaultRowLabel = useCallback((row: T) => String(getRowId(row)), [getRowId]);
  const rowLabel = props.rowLabel ?? defaultRowLabel;
  // The module's row icons, and what features add to them (campaigns: "Add to campaign…").
  const moduleActions = useModuleRowActions(props.actions, resource.module);
  const actions = useExtendedRowActions(moduleActions, { module: String(resource.keys?.all[0] ?? ''), getRowId, rowLabel });
  const spec = resource.list ?? {};
  const tabs = props.tabs ?? spec.tabs;
  const list = useListState({
    module: props.module ?? String(resource.keys?.all[0] ?? props.title),
    tabs: Boolean(tabs?.length),
    defaultTab: props.defaultTab ?? defaultTabOf({ ...spec, tabs }),
    sort: props.defaultSort ?? spec.defaultSort?.field,
    order: props.defaultOrder ?? spec.defaultSort?.order,
    pageSize: props.defaultPageSize ?? defaultPageSizeOf(spec),
    pageSizeOptions: props.pageSizeOptions ?? spec.pageSizeOptions,
  });
  const { state } = list;
  const pagedOption = props.paged ?? spec.paged ?? true;
  const paged = typeof pagedOption === 'function' ? pagedOption(state) : pagedOption;
  // The spec's date filter (All / Today / Tomorrow / Day After Tomorrow + a day), on the tabs it names.
  const dated = Boolean(spec.dateFilter && (!spec.dateFilter.tabs || (state.tab !== undefined && spec.dateFilter.tabs.includes(state.tab))));
  const params = useMemo(
    () => ({ ...(props.toParams ? props.toParams(state) : (defaultListParams(state, paged, dated) as TParams)), ...props.extraParams }) as TParams,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- extraParams is compared by value
    [props.toParams, state, paged, dated, JSON.stringify(props.extraParams)],
  );
  useFirstPageOnFilterChange(JSON.stringify(props.extraParams ?? {}), state.page, list.setPage);
  const query = resource.useList(params);
  usePrefetchNextPage(resource, params, paged, query.data?.total);
  // The rows as they arrive, or as a feature shows them (live: others' additions wait behind a "3 new — Show" bar).
  const listQueryKey = resource.listQueryOptions?.(params).queryKey;
  const view = useListRows({ module: resource.keys ? String(resource.keys.all[0]) : undefined, queryKey: listQueryKey, data: query.data, getRowId });
  const rows = view.rows;
  const pageIds = useMemo(() => (rows ?? []).map(getRowId), [rows, getRowId]);
  const selection = useRowSelection(pageIds, JSON.stringify(params));
  const confirm = useRowConfirm(resource as ListResource<T>, getRowId, actions);
  // The create button leads to the module's add route with the module's rule, unless it names its own.
  const definition = useModuleDefinition() ?? resource.module;
  const createAccess = props.create?.permission ? { permission: props.create.permission } : moduleAccess(definition, 'add');
  const mayCreate = useCan(createAccess.permission ? { permission: createAccess.permission } : createAccess.anyOf ? { anyOf: createAccess.anyOf } : allowAll);
  const createTo = props.create?.to ?? (definition && moduleFormRoute(definition, 'add')) ?? 'add';
  const permitted = useRowPermissions(actions);
  const rowLinks = useRowLinks();
  // Stable while the rows' icons stay the same, so the memoised rows skip a re-render of the list around them.
  const latestConfirm = useRef(confirm);
  latestConfirm.current = confirm;
  const handlers = useMemo(
    () => ({
      onDelete: (row: T) => latestConfirm.current.onDelete(row),
      onRestore: (row: T) => latestConfirm.current.onRestore(row),
      onOperation: (operation: RowOperation<T>, row: T) => latestConfirm.current.onOperation(operation, row),
    }),
    [],
  );
  const showActions = Boolean(actions && hasRowActions(actions, permitted));
  const renderActions = useMemo(
    () =>
      actions && showActions
        ? (row: T) => <RowActions row={row} rowLabel={rowLabel(row)} actions={actions} permitted={permitted} {...handlers} links={rowLinks} disabled={confirm.busy} />
        : undefined,
    [actions, showActions, rowLabel, permitted, handlers, rowLinks, confirm.busy],
  );
  // Once per tab and total, not per render: new columns re-render every row.
  const columnsOption = props.columns;
  const total = query.data?.total ?? 0;
  const columns = useMemo(
    () => (typeof columnsOption === 'function' ? columnsOption(state.tab, { total }) : columnsOption),
    [columnsOption, state.tab, total],
  );
  // The table's inputs change together and render in a deferred pass that yields to input: a tab switch, a sort or a
  // new answer paints the tabs, the search box and the pager at once, and the rows (a page of them is one long task,
  // more with the new tab's columns) a moment later, in a render a newer input may interrupt.
  const firstNumber = paged ? (state.page - 1) * state.pageSize + 1 : 1;
  // (A feature's row marks are not deferred: they show with its banner, and mark a row or two. The feature hands a new
  // view each render: the marks are kept while their sets are the same.)
  const changedIds = view.marks?.changed;
  const removedIds = view.marks?.removed;
  const marks = useMemo(() => (changedIds && removedIds ? { changed: changedIds, removed: removedIds } : undefined), [changedIds, removedIds]);
  const table = useDeferredValue(useMemo(() => ({ rows, columns, renderActions, firstNumber }), [rows, columns, renderActions, firstNumber]));
  const tableRows = table.rows;
  const fetchAll = resource.fetchAll;
  const searchable = props.searchable ?? spec.searchable ?? true;
  const bulk = props.bulkActions;
  // The list's one error message (its fetch makes no toast): the module's text, else what the server said.
  const errorText = props.errorText ?? (query.error instanceof Error && query.error.message ? query.error.message : undefined);
  const refetch = query.refetch;
  const retry = useCallback(() => void refetch(), [refetch]);

  return (
    <Box component="section" aria-labelledby="list-title" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="list-title" variant="h1" sx={{ flexGrow: 1 }}>
          {props.title}
        </Typography>
        {bulk && bulk([...selection.selected], selection.clear, state)}
        {props.csv && fetchAll && (
          <CsvExportButton
            label={props.csv.label}
            fileName={props.csv.fileName}
            load={() => fetchAll(params)}
            columns={columns.filter((c) => !c.noCsv).map((c) => ({ header: c.header, value: (row: T) => (c.csv ? c.csv(row) : cellText(row, c.id)) }))}
          />
        )}
        {props.create && mayCreate && (
          <Button component={Link} to={createTo} variant="contained" startIcon={<AddIcon />}>
            {props.create.label}
          </Button>
        )}
      </Box>
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        {((tabs && tabs.length > 0) || searchable || props.toolbar || dated) && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', px: 2, pt: 1 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>{tabs && tabs.length > 0 && <ListTabs tabs={tabs} value={state.tab} onChange={list.setTab} label={props.tabsLabel} />}</Box>
            {props.toolbar}
            {searchable && <SearchField value={state.search} onSearch={list.setSearch} />}
          </Box>
        )}
        {dated && (
          <Box sx={{ px: 2, pt: 1 }}>
            <DateFilterBar value={state.date} onChange={list.setDate} />
          </Box>
        )}
        <RefreshBar queryKey={listQueryKey} hasRows={rows !== undefined} isQuiet={view.isQuietRefresh} quiet={view.quietRefresh} />
        {view.banner}
        {query.isError && rows && (
          // A refresh failed while older rows are on screen: say so above them (without rows, the table says it).
          <Alert severity="error" sx={{ mx: 2, mb: 1 }} action={<Button color="inherit" size="small" onClick={retry}>Retry</Button>}>
            {errorText ?? 'The list could not be refreshed.'}
          </Alert>
        )}
        {state.search && tabs && tabs.length > 1 && resource.listQueryOptions && !props.toParams && (
          <OtherTabMatches listQueryOptions={resource.listQueryOptions} params={params} tabs={tabs} current={state.tab} onTab={list.setTab} />
        )}
        <ListTable
          caption={props.title}
          columns={table.columns}
          rows={tableRows}
          getRowId={getRowId}
          rowLabel={rowLabel}
          firstNumber={table.firstNumber}
          sort={state.sort}
          order={state.order}
          onSort={list.sortBy}
          loading={query.isPending || (tableRows === undefined && rows !== undefined)}
          error={query.isError}
          errorText={errorText}
          onRetry={retry}
          emptyText={props.emptyText}
          numberHeader={props.numberHeader}
          skeletonRows={Math.min(state.pageSize, 10)}
          selection={bulk ? selection : undefined}
          renderActions={table.renderActions}
          marks={marks}
        />
        {paged && (query.data?.total ?? 0) > 0 && (
          <Box sx={{ px: 2 }}>
            <ListPagination
              page={state.page}
              pageSize={state.pageSize}
              total={query.data?.total ?? 0}
              onPage={list.setPage}
              onPageSize={list.setPageSize}
              pageSizeOptions={props.pageSizeOptions ?? spec.pageSizeOptions}
            />
          </Box>
        )}
      </Paper>
      {props.children}
      <ConfirmDialog
        open={confirm.pending?.kind === 'confirm'}
        title={confirm.pending?.kind === 'confirm' ? confirm.pending.title : undefined}
        text={confirm.pending?.kind === 'confirm' ? confirm.pending.text : ''}
        onConfirm={confirm.confirm}
        onCancel={confirm.cancel}
        busy={confirm.busy}
      />
      {confirm.pending?.kind === 'dialog' && confirm.pending.node}
    </Box>
  );
}

/**
 * The list's progress bar. A refresh (sort, tab, search, a saved change) shows it only when it takes long enough to
 * notice; one a feature made quietly (the live feed's) never does (the rows just update). It alone follows the
 * fetching state: the list around it renders only when an answer brings other rows (a feed refresh at every change
 * elsewhere usually brings the same).
 */
function RefreshBar({ queryKey, hasRows, isQuiet, quiet }: { queryKey: QueryKey | undefined; hasRows: boolean; isQuiet?: () => boolean; quiet?: boolean }) {
  const fetching = useIsFetching({ queryKey, exact: true }) > 0 && queryKey !== undefined;
  const refreshing = useDelayedFlag(fetching && hasRows && !(isQuiet ? isQuiet() : quiet), REFRESH_BAR_DELAY_MS);
  return <Box sx={REFRESH_BAR_SX}>{refreshing && <LinearProgress aria-label="Refreshing" />}</Box>;
}
const REFRESH_BAR_SX = { height: 4 } as const;

/** A changed module filter (extraParams) starts again at page 1, as a new search or tab does. */
function useFirstPageOnFilterChange(filters: string, page: number, setPage: (page: number) => void) {
  const shown = useRef(filters);
  useEffect(() => {
    if (shown.current === filters) return;
    shown.current = filters;
    if (page !== 1) setPage(1);
  }, [filters, page, setPage]);
}

/** Fetches the next page while the user reads this one, so "next page" shows at once. */
function usePrefetchNextPage<T, TParams extends ListParams>(resource: ListResource<T, TParams>, params: TParams, paged: boolean, total: number | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    const { page = 1, pageSize } = params;
    if (!paged || !resource.listQueryOptions || total === undefined || pageSize === undefined || page * pageSize >= total) return;
    void client.prefetchQuery(resource.listQueryOptions({ ...params, page: page + 1 }) as Parameters<typeof client.prefetchQuery>[0]);
  }, [client, resource, params, paged, total]);
}
