import { matchQuery, QueryClient } from '@tanstack/react-query';
import { createQueryKeys } from './query-keys';

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

