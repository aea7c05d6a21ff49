// Keyboard of the grid (a roving focus over tiles): arrows move, Home/End jump, Page keys move a screen.
export type GridMove = 'left' | 'right' | 'up' | 'down' | 'home' | 'end' | 'pageUp' | 'pageDown';

const KEYS: Record<string, GridMove> = {
  ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down',
  Home: 'home', End: 'end', PageUp: 'pageUp', PageDown: 'pageDown',
};

export const moveOfKey = (key: string): GridMove | undefined => KEYS[key];

/** The index focus moves to, clamped to the grid. */
export function nextIndex(current: number, move: GridMove, count: number, columns: number, rowsPerPage: number): number {
  if (count === 0) return -1;
  const step: Record<GridMove, number> = {
    left: -1, right: 1, up: -columns, down: columns,
    home: -Infinity, end: Infinity, pageUp: -columns * rowsPerPage, pageDown: columns * rowsPerPage,
  };
  const target = current + step[move];
  if (target === -Infinity) return 0;
  if (target === Infinity) return count - 1;
  return Math.max(0, Math.min(count - 1, target));
}
