// The list's view: the tab is remembered with the session (default published, spec 1 §4); search, sort and
// paging live in the URL so refresh and Back show the same rows.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useRememberedTab } from '@backoffice/auth';
import { LANDING_PAGE_SIZES, LANDING_SORT_FIELDS, LANDING_TABS, type LandingSortField, type LandingTab } from '@backoffice/validation';
import type { LandingListParams } from '../api';

export const LANDING_MODULE = 'landing-pages';

const isTab = (s: string): s is LandingTab => (LANDING_TABS as readonly string[]).includes(s);
const isSort = (s: string | null): s is LandingSortField => s !== null && (LANDING_SORT_FIELDS as readonly string[]).includes(s);

export function useListView() {
  const [remembered, rememberTab] = useRememberedTab(LANDING_MODULE, 'published');
  const [search, setSearchParams] = useSearchParams();
  const tab: LandingTab = isTab(remembered) ? remembered : 'published';

  const params: LandingListParams = useMemo(() => {
    const page = Number(search.get('page'));
    const size = Number(search.get('pageSize'));
    const sort = search.get('sort');
    return {
      status: tab,
      search: search.get('search') ?? '',
      sort: isSort(sort) ? sort : 'id',
      order: search.get('order') === 'asc' ? 'asc' : 'desc',
      page: Number.isInteger(page) && page > 0 ? page : 1,
      pageSize: (LANDING_PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
    };
  }, [search, tab]);

  const update = useCallback(
    (change: Record<string, string | number | undefined>) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [k, value] of Object.entries(change)) {
          if (value === undefined || value === '') next.delete(k);
          else next.set(k, String(value));
        }
        return next;
      }),
    [setSearchParams],
  );

  // Stable setters: the search box restarts its debounce whenever its callback changes.
  const setSearch = useCallback((text: string) => update({ search: text.trim(), page: undefined }), [update]);
  const setPage = useCallback((page: number) => update({ page: page === 1 ? undefined : page }), [update]);
  const setPageSize = useCallback((pageSize: number) => update({ pageSize, page: undefined }), [update]);
  const setTab = useCallback(
    (next: LandingTab) => {
      rememberTab(next);
      update({ page: undefined });
    },
    [rememberTab, update],
  );
  const { sort, order } = params;
  const sortBy = useCallback(
    (field: LandingSortField) => update({ sort: field, order: sort === field && order === 'asc' ? 'desc' : 'asc', page: undefined }),
    [update, sort, order],
  );

  return { params, setTab, setSearch, sortBy, setPage, setPageSize };
}
