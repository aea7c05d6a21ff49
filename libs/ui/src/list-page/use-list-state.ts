import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useRememberedTab } from '@backoffice/auth';
import { readListState, toggleSort, writeListState, type ListState, type ListStateDefaults } from './list-state';

export interface UseListStateOptions extends Omit<ListStateDefaults, 'tab'> {
  /** Route name of the module (e.g. 'landing-pages'): the key its tab is remembered under. */
  module: string;
  /** Whether the list has tabs; the default tab comes from the module's remembered tab. */
  tabs?: boolean;
  defaultTab?: string;
}

/**
 * The list's view (tab, search, sort, page, page size) kept in the URL. Each change is one history entry,
 * so Back returns to the previous view; changing the filter goes back to page 1.
 */
export function useListState({ module, tabs = false, defaultTab, ...defaults }: UseListStateOptions) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [rememberedTab, rememberTab] = useRememberedTab(module, defaultTab);
  // Callers pass literals (a new options array each render): key the memo on the values, not identities.
  const optionsKey = defaults.pageSizeOptions?.join(',');
  const fullDefaults: ListStateDefaults = useMemo(
    () => ({ ...defaults, tab: tabs ? rememberedTab : undefined }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see optionsKey above
    [tabs, rememberedTab, defaults.sort, defaults.order, defaults.pageSize, optionsKey],
  );
  const state = useMemo(() => readListState(searchParams, fullDefaults), [searchParams, fullDefaults]);

  // A change may depend on the view it changes (a sort toggles): it reads the URL at that moment, so the callbacks
  // stay the same across views and the memoised parts of the list (headers, pager) are not re-rendered for nothing.
  // The router's setSearchParams is a new function whenever the URL changes: read it (and the defaults) through a ref.
  const latest = useRef({ setSearchParams, fullDefaults });
  latest.current = { setSearchParams, fullDefaults };
  const update = useCallback((change: Partial<ListState> | ((state: ListState) => Partial<ListState>)) => {
    const { setSearchParams: set, fullDefaults: defaults } = latest.current;
    set((current) => writeListState(current, typeof change === 'function' ? change(readListState(current, defaults)) : change, defaults));
  }, []);

  const setTab = useCallback(
    (tab: string) => {
      update({ tab, page: 1 });
      // Remembered once the click has painted: a session update renders the list at once, in the click's frame,
      // and the tab shown comes from the URL anyway.
      afterNextPaint(() => rememberTab(tab));
    },
    [rememberTab, update],
  );
  const setSearch = useCallback((search: string) => update({ search, page: 1 }), [update]);
  const sortBy = useCallback((column: string) => update((current) => ({ ...toggleSort(current, column), page: 1 })), [update]);
  const setPage = useCallback((page: number) => update({ page }), [update]);
  const setPageSize = useCallback((pageSize: number) => update({ pageSize, page: 1 }), [update]);
  const setDate = useCallback((date: string | undefined) => update({ date, page: 1 }), [update]);

  return { state, setTab, setSearch, sortBy, setPage, setPageSize, setDate };
}

export type ListStateControls = ReturnType<typeof useListState>;

/** Runs `task` after the next frame is painted (a task queued from the frame's callback). */
function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(task, 0));
  else setTimeout(task, 0);
}
