import type { ReactNode } from 'react';
import type { ListPage as ListPageData, ListParams } from '@backoffice/api/query';

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
    isFetching: boolean;
    isPlaceholderData?: boolean;
    refetch: () => unknown;
  };
  useDelete?: () => { mutateAsync: (id: string | number) => Promise<unknown>; isPending: boolean };
  fetchAll?: (params: TParams, pageSize?: number) => Promise<T[]>;
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

export interface RowActionsConfig<T> {
  view?: RowLinkAction<T>;
  edit?: RowLinkAction<T>;
  clone?: RowLinkAction<T>;
  delete?: RowDeleteAction<T>;
  /** Module-specific actions (publish, restore …), rendered before the standard icons. */
  extra?: (row: T) => ReactNode;
}
