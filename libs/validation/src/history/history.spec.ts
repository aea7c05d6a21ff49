import * as v from 'valibot';
import { historyDiff, historyListSpec, recordAsOf, type HistoryEntry } from './history';
import { listQuerySchema } from '../list/list-contract';

const entry = (id: string, changes: HistoryEntry['changes']): HistoryEntry => ({
  id, at: '2026-11-23T12:00:00.000Z', userId: 1, userEmail: 'admin@example.com', module: 'banners', recordId: '1', action: 'update', version: null, changes, detail: {},
});

describe('historyDiff', () => {
  it('lists changed fields as dot paths, leaving out bookkeeping and secrets', () => {
    const before = { id: 1, version: 1, updatedAt: 'a', name: 'A', config: { hero: { headline: 'X', image: null } }, tags: ['a'], passwordHash: 'h1' };
    const after = { id: 1, version: 2, updatedAt: 'b', name: 'A', config: { hero: { headline: 'Y', image: null } }, tags: ['a', 'b'], passwordHash: 'h2' };
    expect(historyDiff(before, after)).toEqual([
      { field: 'config.hero.headline', before: 'X', after: 'Y' },
      { field: 'tags', before: ['a'], after: ['a', 'b'] },
    ]);
  });

  it('shows a create as afters only and a delete as befores only', () => {
    expect(historyDiff(null, { name: 'A', token: 't' })).toEqual([{ field: 'name', after: 'A' }]);
    expect(historyDiff({ name: 'A', nested: { secret: 's' } }, null)).toEqual([{ field: 'name', before: 'A' }]);
  });
});

describe('recordAsOf', () => {
  it('undoes every newer entry, newest first, to rebuild the version right after an entry', () => {
    const current = { id: 1, name: 'C', config: { hero: { headline: 'Z' } }, extra: 'new' };
    const entries = [
      entry('h3', [{ field: 'name', before: 'B', after: 'C' }, { field: 'extra', after: 'new' }]),
      entry('h2', [{ field: 'name', before: 'A', after: 'B' }, { field: 'config.hero.headline', before: 'Y', after: 'Z' }]),
      entry('h1', [{ field: 'name', after: 'A' }]),
    ];
    expect(recordAsOf(current, entries, 'h3')).toEqual(current);
    expect(recordAsOf(current, entries, 'h2')).toEqual({ id: 1, name: 'B', config: { hero: { headline: 'Z' } } });
    expect(recordAsOf(current, entries, 'h1')).toEqual({ id: 1, name: 'A', config: { hero: { headline: 'Y' } } });
    expect(current.config.hero.headline).toBe('Z');
    expect(recordAsOf(current, entries, 'h9')).toBeUndefined();
  });
});

describe('the history list query', () => {
  const schema = listQuerySchema(historyListSpec);
  it('takes the filters and refuses what is not a date or a module name', () => {
    expect(v.parse(schema, { user: 'anna', module: 'landing-pages', from: '2026-11-01', till: '2026-11-30T23:59' })).toMatchObject({ sort: 'at', order: 'desc', pageSize: 25, user: 'anna' });
    expect(v.safeParse(schema, { from: 'wczoraj' }).success).toBe(false);
    expect(v.safeParse(schema, { module: '../x' }).success).toBe(false);
  });
});
