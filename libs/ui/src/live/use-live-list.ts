import { useCallback, useEffect, useRef, useState } from 'react';
import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { liveSelfUserId, subscribeLiveChanges, type LiveChange, type ListPage } from '@backoffice/api/query';
import { cancelListRefresh, scheduleListRefresh } from './list-refresh';

type Id = string | number;

/** How long a row changed by someone else stays highlighted. */
export const LIVE_HIGHLIGHT_MS = 2_000;

export interface LiveListOptions<T> {
  /** The module's name as the feed spells it (the resource's key root); none: the list is not live. */
  module: string | undefined;
  /** The shown list's query key (the one the feed refreshes). */
  queryKey: QueryKey | undefined;
  data: ListPage<T> | undefined;
  getRowId: (row: T) => Id;
}

export interface LiveListView<T> {
  /** The rows to show: the fresh ones, or — while others' additions or removals wait — the ones the user sees, each in its fresh version. */
  rows: readonly T[] | undefined;
  /** Rows changed by someone else a moment ago (highlighted). */
  changed: ReadonlySet<Id>;
  /** Rows still shown that are gone from the fresh list. */
  removed: ReadonlySet<Id>;
  /** Records the fresh list has that are not shown yet. */
  added: number;
  /** Shows the fresh list as it is. */
  show: () => void;
}

interface Shown<T> {
  key: string;
  ids: Id[];
  byId: Map<Id, T>;
}

const none: ReadonlySet<Id> = new Set();

/**
 * Keeps a list live: a change by someone else refreshes it (at most once a second, list-refresh.ts), a changed
 * row is updated in place and highlighted, and rows added or removed by others do not move the rows under the
 * pointer — they wait behind a "3 new — Show" bar while the count (total) is already the fresh one.
 */
export function useLiveList<T>({ module, queryKey, data, getRowId }: LiveListOptions<T>): LiveListView<T> {
  const client = useQueryClient();
  const key = queryKey ? hashKey(queryKey) : '';
  // Changes by others since the user last saw the list as it is: only then are new rows held back.
  const othersChanged = useRef(false);
  const toHighlight = useRef(new Set<Id>());
  const [changed, setChanged] = useState<ReadonlySet<Id>>(none);
  const [, setShowCount] = useState(0);
  const frozen = useRef<Shown<T> | null>(null);
  const shown = useRef<Shown<T> | null>(null);
  const lastData = useRef<ListPage<T> | undefined>(undefined);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const latestKey = useRef(queryKey);
  latestKey.current = queryKey;

  useEffect(() => {
    if (!module || !key) return undefined;
    const unsubscribe = subscribeLiveChanges((change: LiveChange) => {
      if (change.module !== module || !latestKey.current) return;
      if (change.by.id !== liveSelfUserId()) {
        othersChanged.current = true;
        if (shown.current?.byId.has(change.id) || shown.current?.byId.has(Number(change.id))) toHighlight.current.add(change.id);
      }
      scheduleListRefresh(client, latestKey.current);
      // The module's other lists (pages, tabs) are stale too: they refetch when next shown.
      void client.invalidateQueries({ queryKey: [module, 'list'], refetchType: 'none' });
    });
    const listKey = latestKey.current;
    return () => {
      unsubscribe();
      if (listKey) cancelListRefresh(listKey);
    };
  }, [client, module, key]);

  // A new view (page, sort, tab, search) starts from its fresh list.
  if (shown.current && shown.current.key !== key) {
    frozen.current = null;
    othersChanged.current = false;
  }
  const dataChanged = data !== lastData.current;
  lastData.current = data;
  let view: Shown<T> | null = null;
  let added = 0;
  const removed = new Set<Id>();
  if (data) {
    const fresh = toShown(key, data.items, getRowId);
    const before = frozen.current ?? (othersChanged.current && shown.current?.key === key ? shown.current : null);
    if (before && !sameIds(before.ids, fresh.byId)) {
      frozen.current = before;
      view = { key, ids: before.ids, byId: new Map(before.ids.map((id) => [id, fresh.byId.get(id) ?? (before.byId.get(id) as T)])) };
      added = fresh.ids.filter((id) => !before.byId.has(id)).length;
      for (const id of before.ids) if (!fresh.byId.has(id)) removed.add(id);
    } else {
      // The fresh list has the rows the user sees: nothing held back any more.
      if (before && dataChanged) othersChanged.current = false;
      frozen.current = null;
      view = fresh;
    }
  }
  shown.current = view ?? shown.current;

  // Highlight the rows others changed once their new version is on screen.
  useEffect(() => {
    const pending = toHighlight.current;
    if (!data || pending.size === 0) return undefined;
    const ids = new Set(data.items.map(getRowId).map(String));
    const hit = [...pending].filter((id) => ids.has(String(id)));
    if (hit.length === 0) return undefined;
    for (const id of hit) pending.delete(id);
    const rowIds = data.items.map(getRowId).filter((id) => hit.some((h) => String(h) === String(id)));
    setChanged((current) => new Set([...current, ...rowIds]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setChanged((current) => new Set([...current].filter((id) => !rowIds.includes(id))));
    }, LIVE_HIGHLIGHT_MS);
    timers.current.add(timer);
    return undefined;
  }, [data, getRowId]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = useCallback(() => {
    frozen.current = null;
    othersChanged.current = false;
    setShowCount((n) => n + 1);
  }, []);

  const held = frozen.current ? view : null;
  const rows = held ? held.ids.map((id) => held.byId.get(id) as T) : data?.items;
  return { rows, changed, removed: removed.size ? removed : none, added, show };
}

function toShown<T>(key: string, items: readonly T[], getRowId: (row: T) => Id): Shown<T> {
  const ids = items.map(getRowId);
  return { key, ids, byId: new Map(ids.map((id, i) => [id, items[i]])) };
}

function sameIds(ids: readonly Id[], fresh: ReadonlyMap<Id, unknown>): boolean {
  return ids.length === fresh.size && ids.every((id) => fresh.has(id));
}
