import { useCallback, useEffect, useMemo, useState } from 'react';

type Id = string | number;

/**
 * Selected row ids of a list. The selection is dropped whenever `scope` changes (another tab, page or
 * search), so a bulk action never touches rows the user can no longer see.
 */
export function useRowSelection(pageIds: readonly Id[], scope: string) {
  const [selected, setSelected] = useState<ReadonlySet<Id>>(() => new Set());
  // An empty selection stays as it is: a new empty set would render the whole list once more on each tab switch.
  useEffect(() => setSelected((current) => (current.size === 0 ? current : new Set())), [scope]);

  const onToggle = useCallback((id: Id) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const onToggleAll = useCallback((checked: boolean) => setSelected(checked ? new Set(pageIds) : new Set()), [pageIds]);
  const clear = useCallback(() => setSelected(new Set()), []);
  // One object while nothing changes, so the memoised table is not re-rendered by it.
  return useMemo(() => ({ selected, onToggle, onToggleAll, clear }), [selected, onToggle, onToggleAll, clear]);
}
