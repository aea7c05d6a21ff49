import type { ReactElement, ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { ListPage as ListPageData, ListParams } from '@backoffice/api/query';
import type { ListSpec } from '@backoffice/validation';

/** One column of a list. */
export interface ListColumn<T> {
  /** Stable id; also the API's sort field when sortable. */
  id: string;
  header: string;
  /** Cell content; defaults to the row's `id` property as text. */
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  /** Text for CSV export; defaults to the row's `id` property. */
  csv?: (row: T) => string | number | null | undefined;
  /** Leave out of the CSV export (e.g. thumbnails). */
  noCsv?: boolean;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
}

/** What a list needs from a resource made with createResource (or anything shaped like it). */
export interface ListResource<T, TParams extends ListParams = ListParams> {
  useList: (params: TParams, options?: { enabled?: boolean }) => {
    data: ListPageData<T> | undefined;
    isPending: boolean;
    isError: boolean;
    /** What failed (an ApiError's message is shown when the list has no errorText of its own). */
    error?: unknown;
    isFetching: boolean;
    isPlaceholderData?: boolean;
    refetch: () => unknown;
  };
  useDelete?: () => { mutateAsync: (id: string | number) => Promise<unknown>; isPending: boolean };
  useRestore?: () => { mutateAsync: (id: string | number) => Promise<unknown>; isPending: boolean };
  fetchAll?: (params: TParams, pageSize?: number) => Promise<T[]>;
  /** For prefetching the next page while the user reads this one. */
  listQueryOptions?: (params: TParams) => { queryKey: QueryKey; queryFn?: unknown };
  /** The module's list spec (tabs, sort, page size): the list's defaults come from it. */
  list?: ListSpec;
  keys?: { all: readonly unknown[] };
}

/** A row action shown as an icon, only when the user holds its permission. */
export interface RowLinkAction<T> {
  /** Permission the icon needs; omitted = signed in is enough. */
  permission?: string;
  /** Where the icon leads, relative to the list route (e.g. row => `edit/${row.id}`). */
  to: (row: T) => string;
  /** Hide for some rows (e.g. expired entries cannot be edited). */
  hidden?: (row: T) => boolean;
}

export interface RowDeleteAction<T> {
  permission?: string;
  /** Word in "Are you sure you want to delete this {item}?". */
  item: string;
  hidden?: (row: T) => boolean;
}

/**
 * A module's own operation on a row (publish, unpublish …), an icon shown with its permission. It either asks
 * "Are you sure you want to {confirm} this {item}?" and runs, opens its own dialog (`dialog`), or links to a
 * screen of the row (`to`).
 */
export interface RowOperation<T> {
  /** Names the icon: "Publish landing page 7". */
  label: string;
  icon: ReactElement;
  permission?: string;
  hidden?: (row: T) => boolean;
  /** The verb of the confirmation; without it (and without a dialog) the operation runs at once. */
  confirm?: string;
  run?: (row: T) => Promise<unknown>;
  /** A dialog of its own, e.g. a date to pick; it calls close() when done or cancelled. */
  dialog?: (row: T, close: () => void) => ReactNode;
  /** A screen of the row instead (promotions' joined players): the icon is a link, relative to the list route. */
  to?: (row: T) => string;
}

export interface RowActionsConfig<T> {
  view?: RowLinkAction<T>;
  edit?: RowLinkAction<T>;
  clone?: RowLinkAction<T>;
  delete?: RowDeleteAction<T>;
  /** Soft-deleted rows (deletedAt set) offer only Restore, with this permission; the other icons hide. */
  restore?: { permission?: string };
  /** The module's own operations, rendered before the standard icons. */
  operations?: readonly RowOperation<T>[];
}
