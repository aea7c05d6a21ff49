import type { ReactElement, ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { ListPage as ListPageData, ListParams } from '@backoffice/api/query';
import type { ListSpec, ModuleDefinition, ModuleUse } from '@backoffice/validation';

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
  /** The module definition (moduleResource): routes and rules of the row icons where no ModuleRoutes is around. */
  module?: ModuleDefinition;
  keys?: { all: readonly unknown[] };
}

/**
 * A row action shown as an icon, only when the user may use it. Below ModuleRoutes `{}` is enough: the route and
 * the permissions come from the module's definition (its `forms` and access rule for the mode).
 */
export interface RowLinkAction<T> {
  /** Permission the icon needs; omitted = the module's rule for the mode (signed in is enough outside a module). */
  permission?: string;
  /** Any one of these permissions (what the module's rule gives where it names several). */
  anyOf?: readonly string[];
  /** Where the icon leads, relative to the list route (e.g. row => `edit/${row.id}`); default: the module's route. */
  to?: (row: T) => string;
  /** Hide for some rows (e.g. expired entries cannot be edited). */
  hidden?: (row: T) => boolean;
}

export interface RowDeleteAction<T> {
  /** Default: the module's delete permission. */
  permission?: string;
  anyOf?: readonly string[];
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
  anyOf?: readonly string[];
  /** What it needs in the module of the list ('update' → landing.update), instead of spelling a permission. */
  needs?: ModuleUse;
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
  /** Soft-deleted rows (deletedAt set) offer only Restore, with this permission (default: the module's); the other icons hide. */
  restore?: { permission?: string; anyOf?: readonly string[] };
  /** The module's own operations, rendered before the standard icons. */
  operations?: readonly RowOperation<T>[];
}
