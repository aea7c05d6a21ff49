import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  describedModule,
  LIST_MAX_PAGE_SIZE,
  schemaLabels,
  moduleListSpec,
  toListQuery,
  type ListParams,
  type ListReply,
  type ListSpec,
  type ModuleDefinition,
} from '@backoffice/validation';
import { http, type ApiBase } from '../http/client';
import { createQueryKeys } from './query-keys';

/** Pages of a whole list asked for at once: fewer than the browser's six connections, so a click still gets through. */
const FETCH_ALL_CONCURRENCY = 4;

export interface ResourceConfig {
  /** Cache key root, e.g. 'landing-pages'. */
  key: string;
  /** Path under the API base, e.g. 'landingPages' or 'banners'. */
  path: string;
  base?: ApiBase;
  /** How the list may be asked for (tabs, sort, page size): the module's list spec. */
  list?: ListSpec;
  /** Update verb of this API family (default PATCH). */
  updateMethod?: 'patch' | 'put';
  /** Shown instead of the server's text when the list or a row operation fails (the spec: landing's "Unexpected error occurred"). */
  errorText?: string;
  /** The module definition behind it (moduleResource): a list outside ModuleRoutes takes its routes and rules from it. */
  module?: ModuleDefinition;
}

export interface UpdateVariables<TInput> {
  id: string | number;
  values: TInput;
  /** The version the user loaded; the server answers 409 when someone saved since (see isConflict). */
  version?: number | string;
}

export interface OperationVariables {
  id: string | number;
  body: unknown;
}

/**
 * The client half of a resource: every call a list or form makes, as plain functions (what the contract test
 * drives against the server) and as React Query hooks. A module's resource comes from its definition in one call, where the screen needs it:
 *   export const banners = moduleResource<Banner, BannerInput>(bannersModule);
 * Mutations invalidate the resource's lists; callers cannot swap the key or the fetcher.
 */
export function createResource<TItem, TInput = Partial<TItem>, TParams extends ListParams = ListParams>(config: ResourceConfig) {
  const { path, base, errorText } = config;
  const keys = createQueryKeys(config.key);
  const itemPath = (id: string | number) => `${path}/${encodeURIComponent(String(id))}`;

  /** One page of the list in the one list dialect; `silent` when the caller shows the failure itself. */
  const fetchList = (params: TParams, signal?: AbortSignal, silent?: boolean): Promise<ListReply<TItem>> =>
    http.get<ListReply<TItem>>(path, { query: toListQuery(params), base, signal, errorText, silent });
  const fetchOne = (id: string | number, signal?: AbortSignal) => http.get<TItem>(itemPath(id), { base, signal });
  // The fields' labels, as the module's form shows them: a save's error toast names the field the same way.
  const labels = () => describedModule(config.key)?.labels ?? (config.module?.schema ? schemaLabels(config.module.schema) : undefined);
  const create = (values: TInput) => http.post<TItem>(path, values, { base, labels: labels() });
  const update = ({ id, values, version }: UpdateVariables<TInput>) =>
    http[config.updateMethod ?? 'patch']<TItem>(itemPath(id), version === undefined ? values : { ...values, version }, { base, labels: labels() });
  const remove = (id: string | number) => http.delete<unknown>(itemPath(id), undefined, { base, errorText });
  const restore = (id: string | number) => http.post<TItem>(`${itemPath(id)}/restore`, undefined, { base, errorText });
  /** A named operation of the module (e.g. landing's `status`), with the method its definition gives. */
  const operate = (name: string, method: 'POST' | 'PATCH', { id, body }: OperationVariables) =>
    http[method === 'POST' ? 'post' : 'patch']<TItem>(`${itemPath(id)}/${name}`, body, { base, errorText });

  /**
   * A list asked for without a page (an unpaged list) is the whole list, read page by page. Silent: the
   * list shows its own error with Retry, and a toast beside it said the same thing twice.
   */
  const listQueryOptions = (params: TParams) =>
    queryOptions({
      queryKey: keys.list(params),
      queryFn: async ({ signal }): Promise<ListReply<TItem>> => {
        if (params.page !== undefined || params.pageSize !== undefined) return fetchList(params, signal, true);
        const items = await fetchAll(params, LIST_MAX_PAGE_SIZE, signal, true);
        return { items, total: items.length, page: 1, pageSize: items.length };
      },
    });
  const detailQueryOptions = (id: string | number) =>
    queryOptions({ queryKey: keys.detail(id), queryFn: ({ signal }) => fetchOne(id, signal) });

  /**
   * Every row of the current filter (an unpaged list, CSV export): never just the visible page. The first page
   * tells the total; the others are asked for a few at a time (one after another, 10,000 rows were 100 round trips).
   */
  async function fetchAll(params: TParams, pageSize = LIST_MAX_PAGE_SIZE, signal?: AbortSignal, silent?: boolean): Promise<TItem[]> {
    const first = await fetchList({ ...params, page: 1, pageSize }, signal, silent);
    if (first.items.length < pageSize || first.items.length >= first.total) return first.items;
    const pages: TItem[][] = [first.items];
    const last = Math.ceil(first.total / pageSize);
    let next = 2;
    const worker = async () => {
      while (next <= last) {
        const page = next++;
        pages[page - 1] = (await fetchList({ ...params, page, pageSize }, signal, silent)).items;
      }
    };
    await Promise.all(Array.from({ length: Math.min(FETCH_ALL_CONCURRENCY, last - 1) }, worker));
    return pages.flat();
  }

  function useList(params: TParams, options: { enabled?: boolean } = {}) {
    // The previous page stays on screen while the next loads, so paging does not flash a skeleton.
    return useQuery({ ...listQueryOptions(params), placeholderData: keepPreviousData, enabled: options.enabled });
  }

  function useOne(id: string | number | undefined, options: { enabled?: boolean } = {}) {
    return useQuery({ ...detailQueryOptions(id ?? ''), enabled: id !== undefined && id !== '' && (options.enabled ?? true) });
  }

  /** Refreshes the lists (and the record) after a change. */
  const refreshWith = (client: QueryClient) => (id?: string | number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: keys.lists() }),
      ...(id === undefined ? [] : [client.invalidateQueries({ queryKey: keys.detail(id) })]),
    ]);
  function useRefresh() {
    return refreshWith(useQueryClient());
  }

  /**
   * Create and update as mutation options, what useCreate and useUpdate run: for a caller that runs them without
   * a hook's re-render at each state (a form shows its saving state itself).
   */
  const mutationOptions = {
    create: (client: QueryClient) => ({ mutationFn: create, onSuccess: () => refreshWith(client)() }),
    update: (client: QueryClient) => ({
      mutationFn: update,
      onSuccess: (saved: TItem, { id }: UpdateVariables<TInput>) => {
        if (saved !== undefined) client.setQueryData(keys.detail(id), saved);
        // After update the form stays and refetches; lists show the change too.
        return refreshWith(client)(id);
      },
    }),
  };

  function useCreate() {
    return useMutation(mutationOptions.create(useQueryClient()));
  }

  function useUpdate() {
    return useMutation(mutationOptions.update(useQueryClient()));
  }

  function useDelete() {
    const client = useQueryClient();
    return useMutation({
      mutationFn: remove,
      onSuccess: (_data, id) => {
        client.removeQueries({ queryKey: keys.detail(id) });
        return client.invalidateQueries({ queryKey: keys.lists() });
      },
    });
  }

  function useRestore() {
    const refresh = useRefresh();
    return useMutation({ mutationFn: restore, onSettled: (_data, _error, id) => refresh(id) });
  }

  function useOperation(name: string, method: 'POST' | 'PATCH') {
    const refresh = useRefresh();
    return useMutation({ mutationFn: (variables: OperationVariables) => operate(name, method, variables), onSettled: (_d, _e, { id }) => refresh(id) });
  }

  /**
   * A side endpoint beside the record routes (bet match's overview, a lookup), cached under the resource's keys —
   * `[key, 'custom', name]`, plus its params — so one invalidation of the resource reaches it. GET `{path}/{name}`
   * unless `endpoint.path` names another path under the same base; its mutation sends `endpoint.method` (PUT).
   *   const overview = betMatchEntries.custom<BetMatchOverview, OverviewInput>('overview', { path: 'betMatches' });
   */
  function custom<TData, TBody = unknown>(name: string, endpoint: { path?: string; method?: 'put' | 'post' | 'patch' } = {}) {
    const url = endpoint.path ?? `${path}/${name}`;
    type Params = Record<string, string | number | boolean | undefined>;
    const key = (params?: Params) => (params ? ([...keys.all, 'custom', name, params] as const) : ([...keys.all, 'custom', name] as const));
    const fetch = (params?: Params, signal?: AbortSignal) => http.get<TData>(url, { query: params, base, signal, errorText });
    const options = (params?: Params) => queryOptions({ queryKey: key(params), queryFn: ({ signal }) => fetch(params, signal) });
    return {
      key,
      fetch,
      queryOptions: options,
      useQuery: (params?: Params, opts: { enabled?: boolean } = {}) => useQuery({ ...options(params), enabled: opts.enabled }),
      /** Sends the body; the answer becomes the cached reply and the resource's lists refresh. */
      useMutation: () => {
        const client = useQueryClient();
        return useMutation({
          mutationFn: (body: TBody) => http[endpoint.method ?? 'put']<TData>(url, body, { base, errorText }),
          onSuccess: (data) => {
            client.setQueryData(key(), data);
            return client.invalidateQueries({ queryKey: keys.lists() });
          },
        });
      },
    };
  }

  /** After a 409: fetch the colleague's version (the form keeps what the user typed). */
  function useReload() {
    const client = useQueryClient();
    return (id: string | number) => client.refetchQueries({ queryKey: keys.detail(id) });
  }

  return {
    keys, path, base, list: config.list, module: config.module,
    fetchList, fetchOne, fetchAll, create, update, remove, restore, operate, listQueryOptions, detailQueryOptions, mutationOptions,
    useList, useOne, useCreate, useUpdate, useDelete, useRestore, useOperation, useReload, custom,
  };
}

export type Resource<TItem, TInput = Partial<TItem>, TParams extends ListParams = ListParams> = ReturnType<
  typeof createResource<TItem, TInput, TParams>
>;

const resources = new WeakMap<ModuleDefinition, unknown>();

/**
 * The resource of a module definition: its key, path, base, list spec and options (`api.updateMethod`,
 * `api.errorText`), spelled once in the definition. The same definition always gives the same resource, so a
 * module's list and form can each ask for it:
 *   const banners = moduleResource<Banner, BannerInput>(bannersModule);
 */
export function moduleResource<TItem, TInput = Partial<TItem>, TParams extends ListParams = ListParams>(
  definition: ModuleDefinition & { api: NonNullable<ModuleDefinition['api']> },
): Resource<TItem, TInput, TParams> {
  const known = resources.get(definition) as Resource<TItem, TInput, TParams> | undefined;
  if (known) return known;
  const resource = createResource<TItem, TInput, TParams>({
    key: definition.name,
    path: definition.api.path,
    base: definition.api.base,
    list: moduleListSpec(definition),
    module: definition,
    updateMethod: definition.api.updateMethod,
    errorText: definition.api.errorText,
  });
  resources.set(definition, resource);
  return resource;
}
