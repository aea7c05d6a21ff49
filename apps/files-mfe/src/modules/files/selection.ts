// Multi-select of the grid as a pure reducer: click with Ctrl toggles, Shift selects a range from the
// anchor, the checkbox toggles, keyboard moves extend with Shift. Ids are paths; order is the grid's.

export interface Selection {
  selected: ReadonlySet<string>;
  /** Where a Shift range starts: the last item clicked or toggled. */
  anchor: string | null;
}

export const emptySelection: Selection = { selected: new Set(), anchor: null };

export type SelectionEvent =
  | { type: 'toggle'; id: string }
  | { type: 'click'; id: string; ctrl: boolean; shift: boolean; order: readonly string[] }
  | { type: 'extend'; id: string; order: readonly string[] }
  | { type: 'all'; order: readonly string[] }
  | { type: 'clear' }
  | { type: 'retain'; order: readonly string[] };

function range(order: readonly string[], from: string | null, to: string): string[] {
  const end = order.indexOf(to);
  const start = from === null ? -1 : order.indexOf(from);
  if (start < 0 || end < 0) return [to];
  return order.slice(Math.min(start, end), Math.max(start, end) + 1);
}

export function selectionReducer(state: Selection, event: SelectionEvent): Selection {
  switch (event.type) {
    case 'toggle': {
      const selected = new Set(state.selected);
      if (selected.has(event.id)) selected.delete(event.id);
      else selected.add(event.id);
      return { selected, anchor: event.id };
    }
    case 'click': {
      if (event.shift) {
        const base = event.ctrl ? new Set(state.selected) : new Set<string>();
        for (const id of range(event.order, state.anchor, event.id)) base.add(id);
        return { selected: base, anchor: state.anchor ?? event.id };
      }
      if (event.ctrl) return selectionReducer(state, { type: 'toggle', id: event.id });
      return { selected: new Set([event.id]), anchor: event.id };
    }
    case 'extend':
      return { selected: new Set(range(event.order, state.anchor, event.id)), anchor: state.anchor ?? event.id };
    case 'all':
      return { selected: new Set(event.order), anchor: state.anchor };
    case 'clear':
      return emptySelection;
    case 'retain': {
      // After a refetch: forget what no longer exists.
      const present = new Set(event.order);
      const selected = new Set([...state.selected].filter((id) => present.has(id)));
      if (selected.size === state.selected.size) return state;
      return { selected, anchor: state.anchor && present.has(state.anchor) ? state.anchor : null };
    }
  }
}
