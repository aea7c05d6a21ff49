import { PAGE_SIZE_OPTIONS } from './page-window';

/** The view of a list that lives in the URL, so refresh, Back and a shared link show the same rows. */
export interface ListState {
  tab?: string;
  search: string;
  sort?: string;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
  /** The date filter (lists whose spec has one): a preset ('today' …) or YYYY-MM-DD; absent is "All". */
  date?: string;
}

export interface ListStateDefaults {
  tab?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  pageSize?: number;
  pageSizeOptions?: readonly number[];
}

const positiveInt = (raw: string | null): number | undefined => {
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Reads the list state from URL search params; anything malformed falls back to the defaults. */
export function readListState(params: URLSearchParams, defaults: ListStateDefaults = {}): ListState {
  const options = defaults.pageSizeOptions ?? PAGE_SIZE_OPTIONS;
  const fallbackSize = defaults.pageSize ?? options[0];
  const size = positiveInt(params.get('pageSize'));
  const order = params.get('order');
  return {
    tab: params.get('tab') ?? defaults.tab,
    search: params.get('search') ?? '',
    sort: params.get('sort') ?? defaults.sort,
    order: order === 'asc' || order === 'desc' ? order : defaults.order ?? 'asc',
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: size !== undefined && (options.includes(size) || size === fallbackSize) ? size : fallbackSize,
    ...(params.get('date') ? { date: params.get('date')! } : {}),
  };
}

/**
 * Writes a change into the URL params, leaving other params alone. Values equal to the defaults are
 * dropped so the plain URL stays plain.
 */
export function writeListState(params: URLSearchParams, change: Partial<ListState>, defaults: ListStateDefaults = {}): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | number | undefined, fallback?: string | number) => {
    if (value === undefined || value === '' || value === fallback) next.delete(name);
    else next.set(name, String(value));
  };
  const options = defaults.pageSizeOptions ?? PAGE_SIZE_OPTIONS;
  if ('tab' in change) set('tab', change.tab);
  if ('search' in change) set('search', change.search?.trim());
  if ('sort' in change) set('sort', change.sort, defaults.sort);
  if ('order' in change) set('order', change.order, defaults.order ?? 'asc');
  if ('page' in change) set('page', change.page, 1);
  if ('pageSize' in change) set('pageSize', change.pageSize, defaults.pageSize ?? options[0]);
  if ('date' in change) set('date', change.date, 'all');
  return next;
}

/** Next sort when a header is clicked: a new column sorts ascending, the same column flips. */
export function toggleSort(state: Pick<ListState, 'sort' | 'order'>, column: string): Pick<ListState, 'sort' | 'order'> {
  if (state.sort !== column) return { sort: column, order: 'asc' };
  return { sort: column, order: state.order === 'asc' ? 'desc' : 'asc' };
}
