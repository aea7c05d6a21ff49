import type { ListReply } from '@backoffice/validation';

/** One page of a list, as every list screen renders it (the API's ListReply; page fields optional for callers). */
export type ListPage<T> = Pick<ListReply<T>, 'items' | 'total'> & Partial<Pick<ListReply<T>, 'page' | 'pageSize'>>;
