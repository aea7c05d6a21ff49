/** Moves one item (a pure helper, also for callers that keep their own lists): moveItem(['a', 'b', 'c'], 0, 2) → ['b', 'c', 'a']. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
