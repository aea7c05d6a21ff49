import { useCallback, useEffect, useState } from 'react';

type Id = string | number;

/**
 * Selected row ids of a list. The selection is dropped whenever `scope` changes (another tab, page or
 * search), so a bulk action never touches rows the user can no longer see.
 */
export function useRowSelection(pageIds: readonly Id[], scope: string) {
  const [selected, setSelected] = useState<ReadonlySet<Id>>(() => new Set());
  useEffect(() => setSelected(new Set()), [scope]);

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
  return { selected, onToggle, onToggleAll, clear };
}
