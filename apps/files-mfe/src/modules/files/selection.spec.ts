import { emptySelection, selectionReducer, type Selection } from './selection';

const order = ['a', 'b', 'c', 'd', 'e'];
const ids = (state: Selection) => [...state.selected].sort();

describe('grid selection', () => {
  it('a plain click selects one; Ctrl-click toggles; the checkbox toggles', () => {
    let state = selectionReducer(emptySelection, { type: 'click', id: 'b', ctrl: false, shift: false, order });
    expect(ids(state)).toEqual(['b']);
    state = selectionReducer(state, { type: 'click', id: 'd', ctrl: true, shift: false, order });
    expect(ids(state)).toEqual(['b', 'd']);
    state = selectionReducer(state, { type: 'toggle', id: 'b' });
    expect(ids(state)).toEqual(['d']);
  });

  it('Shift-click selects the range from the anchor, in either direction; Ctrl+Shift adds it', () => {
    let state = selectionReducer(emptySelection, { type: 'toggle', id: 'd' });
    state = selectionReducer(state, { type: 'click', id: 'b', ctrl: false, shift: true, order });
    expect(ids(state)).toEqual(['b', 'c', 'd']);
    state = selectionReducer({ selected: new Set(['a']), anchor: 'c' }, { type: 'click', id: 'e', ctrl: true, shift: true, order });
    expect(ids(state)).toEqual(['a', 'c', 'd', 'e']);
  });

  it('keyboard extends from the anchor, selects all and clears', () => {
    let state = selectionReducer(emptySelection, { type: 'toggle', id: 'a' });
    state = selectionReducer(state, { type: 'extend', id: 'c', order });
    expect(ids(state)).toEqual(['a', 'b', 'c']);
    expect(ids(selectionReducer(state, { type: 'all', order }))).toEqual(order);
    expect(selectionReducer(state, { type: 'clear' })).toBe(emptySelection);
  });

  it('forgets entries that disappeared after a refetch', () => {
    const state = selectionReducer({ selected: new Set(['a', 'z']), anchor: 'z' }, { type: 'retain', order });
    expect(state).toEqual({ selected: new Set(['a']), anchor: null });
  });
});
