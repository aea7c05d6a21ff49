import { matchQuery, QueryClient } from '@tanstack/react-query';
import { createQueryKeys } from './query-keys';
import { toListPage } from './list-page-data';

describe('createQueryKeys', () => {
  const keys = createQueryKeys('banners');

  it('nests list and detail keys under the resource', () => {
    expect(keys.all).toEqual(['banners']);
    expect(keys.list({ status: 'active', page: 2 })).toEqual(['banners', 'list', { status: 'active', page: 2 }]);
    expect(keys.detail(7)).toEqual(['banners', 'detail', '7']);
  });

  it('treats empty filters as absent so one view has one cache entry', () => {
    expect(keys.list({ search: '', status: undefined, page: 1 })).toEqual(keys.list({ page: 1 }));
  });

  it('lets lists() invalidate every list but no detail', () => {
    const cache = new QueryClient().getQueryCache();
    const client = new QueryClient({ queryCache: cache });
    client.setQueryData(keys.list({ page: 1 }), 1);
    client.setQueryData(keys.detail(1), 2);
    const matched = cache.getAll().filter((query) => matchQuery({ queryKey: keys.lists() }, query));
    expect(matched.map((q) => q.queryKey)).toEqual([keys.list({ page: 1 })]);
  });
});

describe('toListPage', () => {
  it('reads every list shape the APIs answer with', () => {
    expect(toListPage([1, 2])).toEqual({ items: [1, 2], total: 2 });
    expect(toListPage({ items: [1], total: 40, page: 1 })).toEqual({ items: [1], total: 40 });
    expect(toListPage({ entries: [1], totalEntries: 9 })).toEqual({ items: [1], total: 9 });
    expect(toListPage({ rows: [1, 2], count: '12' })).toEqual({ items: [1, 2], total: 12 });
    expect(toListPage(null)).toEqual({ items: [], total: 0 });
  });
});
