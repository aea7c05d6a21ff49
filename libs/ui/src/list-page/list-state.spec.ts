import fc from 'fast-check';
import { readListState, toggleSort, writeListState } from './list-state';

describe('list state in the URL', () => {
  it('reads defaults from an empty URL', () => {
    expect(readListState(new URLSearchParams(), { tab: 'active', pageSize: 20 })).toEqual({
      tab: 'active', search: '', sort: undefined, order: 'asc', page: 1, pageSize: 20,
    });
  });

  it('ignores malformed values', () => {
    const state = readListState(new URLSearchParams('page=-3&pageSize=7&order=up'));
    expect(state).toMatchObject({ page: 1, pageSize: 10, order: 'asc' });
  });

  it('round-trips any valid state and keeps foreign params', () => {
    const arb = fc.record({
      tab: fc.constantFrom('active', 'inactive', 'expired'),
      search: fc.string().map((s) => s.trim()),
      sort: fc.constantFrom('name', 'dateFrom'),
      order: fc.constantFrom('asc' as const, 'desc' as const),
      page: fc.integer({ min: 1, max: 999 }),
      pageSize: fc.constantFrom(10, 25, 50, 100),
    });
    fc.assert(fc.property(arb, (state) => {
      const url = writeListState(new URLSearchParams('ref=menu'), state);
      expect(url.get('ref')).toBe('menu');
      expect(readListState(new URLSearchParams(url.toString()))).toEqual({ ...state, sort: state.sort });
    }));
  });

  it('keeps the date filter in the URL, All as no parameter', () => {
    const dated = writeListState(new URLSearchParams('page=3'), { date: 'tomorrow', page: 1 });
    expect(dated.toString()).toBe('date=tomorrow');
    expect(readListState(dated)).toMatchObject({ date: 'tomorrow', page: 1 });
    expect(writeListState(dated, { date: 'all' }).toString()).toBe('');
    expect(writeListState(dated, { date: undefined }).toString()).toBe('');
  });

  it('keeps the plain URL plain', () => {
    expect(writeListState(new URLSearchParams('page=3'), { page: 1, order: 'asc', search: ' ' }).toString()).toBe('');
  });

  it('toggles sort: new column ascending, same column flips', () => {
    expect(toggleSort({ sort: 'name', order: 'asc' }, 'date')).toEqual({ sort: 'date', order: 'asc' });
    expect(toggleSort({ sort: 'date', order: 'asc' }, 'date')).toEqual({ sort: 'date', order: 'desc' });
    expect(toggleSort({ sort: 'date', order: 'desc' }, 'date')).toEqual({ sort: 'date', order: 'asc' });
  });
});
