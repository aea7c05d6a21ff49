import type { ListParams } from '@backoffice/validation';

export type { ListParams };

/**
 * One hierarchical, serialisable key factory per resource, used for caching, invalidation and prefetch:
 * `keys.all` ⊃ `keys.lists()` ⊃ `keys.list(params)`, and `keys.all` ⊃ `keys.details()` ⊃ `keys.detail(id)`.
 * Example: `queryClient.invalidateQueries({ queryKey: bannerKeys.lists() })` refetches every banner list.
 */
export function createQueryKeys<const TKey extends string>(key: TKey) {
  const all = [key] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: ListParams) => [...all, 'list', cleanParams(params)] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string | number) => [...all, 'detail', String(id)] as const,
  };
}

export type QueryKeys = ReturnType<typeof createQueryKeys<string>>;

/** Drops empty values so `{ search: '' }` and `{}` share one cache entry. */
export function cleanParams(params: ListParams): ListParams {
  const out: ListParams = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') out[name] = value;
  }
  return out;
}
