import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, type ApiBase } from '../http/client';
import { createQueryKeys, type ListParams } from './query-keys';
import { toListPage, type ListPage } from './list-page-data';

export interface ResourceConfig<TItem, TParams extends ListParams> {
  /** Cache key root, e.g. 'landing-pages'. */
  key: string;
  /** Path under the API base, e.g. 'landingPages' or 'banners'. */
  path: string;
  base?: ApiBase;
  /** Update verb of this API family (default PATCH). */
  updateMethod?: 'patch' | 'put';
  /** Maps list state to the endpoint's query (default: the params as they are, empty ones dropped). */
  toQuery?: (params: TParams) => Record<string, string | number | boolean | undefined>;
  /** Reads the endpoint's list answer (default: toListPage). */
  parseList?: (data: unknown) => ListPage<TItem>;
}

export interface UpdateVariables<TInput> {
  id: string | number;
  values: TInput;
  /** The version the user loaded; the server answers 409 when someone saved since (see isConflict). */
  version?: number | string;
}

/**
 * React Query hooks for one REST resource, so a module's api.ts is one call:
 *   export const banners = createResource<Banner, BannerInput>({ key: 'banners', path: 'banners' });
 *   const { data } = banners.useList({ status: 'active', page: 1, pageSize: 10 });
 * Mutations invalidate the resource's lists; callers cannot swap the key or the fetcher.
 */
export function createResource<TItem, TInput = Partial<TItem>, TParams extends ListParams = ListParams>(
  config: ResourceConfig<TItem, TParams>,
) {
  const { path, base } = config;
  const keys = createQueryKeys(config.key);
  const toQuery = config.toQuery ?? ((params: TParams) => ({ ...params }));
  const parseList = config.parseList ?? ((data: unknown) => toListPage<TItem>(data));
  const itemPath = (id: string | number) => `${path}/${encodeURIComponent(String(id))}`;

  /** One page of the list (also what CSV export walks through). */
  const fetchList = async (params: TParams, signal?: AbortSignal): Promise<ListPage<TItem>> =>
    parseList(await http.get<unknown>(path, { query: toQuery(params), base, signal }));

  const fetchOne = (id: string | number, signal?: AbortSignal) => http.get<TItem>(itemPath(id), { base, signal });

  const listQueryOptions = (params: TParams) =>
    queryOptions({ queryKey: keys.list(params), queryFn: ({ signal }) => fetchList(params, signal) });

  const detailQueryOptions = (id: string | number) =>
    queryOptions({ queryKey: keys.detail(id), queryFn: ({ signal }) => fetchOne(id, signal) });

  /** Every row of the current filter, page by page (for CSV export): never just the visible page. */
  async function fetchAll(params: TParams, pageSize = 100): Promise<TItem[]> {
    const rows: TItem[] = [];
    for (let page = 1; ; page += 1) {
      const result = await fetchList({ ...params, page, pageSize });
      rows.push(...result.items);
      if (result.items.length < pageSize || rows.length >= result.total) return rows;
    }
  }

  function useList(params: TParams, options: { enabled?: boolean } = {}) {
    // The previous page stays on screen while the next loads, so paging does not flash a skeleton.
    return useQuery({ ...listQueryOptions(params), placeholderData: keepPreviousData, enabled: options.enabled });
  }

  function useOne(id: string | number | undefined, options: { enabled?: boolean } = {}) {
    return useQuery({
      ...detailQueryOptions(id ?? ''),
      enabled: id !== undefined && id !== '' && (options.enabled ?? true),
    });
  }

  function useCreate() {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (values: TInput) => http.post<TItem>(path, values, { base }),
      onSuccess: () => client.invalidateQueries({ queryKey: keys.lists() }),
    });
  }

  function useUpdate() {
    const client = useQueryClient();
    return useMutation({
      mutationFn: ({ id, values, version }: UpdateVariables<TInput>) => {
        const body = version === undefined ? values : { ...values, version };
        return http[config.updateMethod ?? 'patch']<TItem>(itemPath(id), body, { base });
      },
      onSuccess: (saved, { id }) => {
        if (saved !== undefined) client.setQueryData(keys.detail(id), saved);
        // After update the form stays and refetches (spec 2 §4); lists show the change too.
        return Promise.all([
          client.invalidateQueries({ queryKey: keys.detail(id) }),
          client.invalidateQueries({ queryKey: keys.lists() }),
        ]);
      },
    });
  }

  function useDelete() {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (id: string | number) => http.delete<unknown>(itemPath(id), undefined, { base }),
      onSuccess: (_data, id) => {
        client.removeQueries({ queryKey: keys.detail(id) });
        return client.invalidateQueries({ queryKey: keys.lists() });
      },
    });
  }

  /** After a 409: fetch the colleague's version (the form keeps what the user typed). */
  function useReload() {
    const client = useQueryClient();
    return (id: string | number) => client.refetchQueries({ queryKey: keys.detail(id) });
  }

  return {
    keys, path, base,
    fetchList, fetchOne, fetchAll, listQueryOptions, detailQueryOptions,
    useList, useOne, useCreate, useUpdate, useDelete, useReload,
  };
}

export type Resource<TItem, TInput = Partial<TItem>, TParams extends ListParams = ListParams> = ReturnType<
  typeof createResource<TItem, TInput, TParams>
>;
