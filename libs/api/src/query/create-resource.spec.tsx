import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { defineModule } from '@backoffice/validation';
import { createResource, moduleResource } from './create-resource';
import { isConflict } from '../http/conflict';
import { setRuntimeConfig } from '../runtime-config';

interface Banner { id: number; name: string; version: number }

type Reply = { status?: number; body?: unknown };
const calls: { url: string; method: string; body: unknown }[] = [];

function mockFetch(...replies: Reply[]) {
  let index = 0;
  calls.length = 0;
  const fake = async (url: string, init: RequestInit = {}) => {
    const reply = replies[Math.min(index++, replies.length - 1)];
    calls.push({ url, method: init.method ?? 'GET', body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    return { status: reply.status ?? 200, text: async () => (reply.body === undefined ? '' : JSON.stringify(reply.body)) } as unknown as Response;
  };
  Object.defineProperty(globalThis, 'fetch', { value: fake, configurable: true, writable: true });
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

const banners = createResource<Banner, { name: string }>({ key: 'banners', path: 'banners' });

beforeEach(() => setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' }));

describe('createResource', () => {
  it('lists with the list state as query and reads { items, total }', async () => {
    mockFetch({ body: { data: { items: [{ id: 1, name: 'a', version: 1 }], total: 31 } } });
    const { wrapper } = setup();
    const { result } = renderHook(() => banners.useList({ status: 'active', search: '', sort: 'name', order: 'asc', page: 2, pageSize: 10 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ items: [{ id: 1, name: 'a', version: 1 }], total: 31 });
    expect(calls[0].url).toBe('/api/v1/banners?status=active&sort=name&order=asc&page=2&pageSize=10');
  });

  it('targets the content API when asked', async () => {
    mockFetch({ body: { data: { id: 3 } } });
    const pages = createResource<{ id: number }>({ key: 'landing', path: 'landingPages', base: 'content' });
    const { wrapper } = setup();
    const { result } = renderHook(() => pages.useOne(3), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ id: 3 }));
    expect(calls[0].url).toBe('/api/landingPages/3');
  });

  it('does not fetch a record without an id', () => {
    mockFetch({ body: { data: {} } });
    const { wrapper } = setup();
    const { result } = renderHook(() => banners.useOne(undefined), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('creates, then invalidates the lists', async () => {
    mockFetch({ body: { data: { items: [], total: 0 } } }, { status: 201, body: { data: { id: 9 } } }, { body: { data: { items: [{ id: 9 }], total: 1 } } });
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ list: banners.useList({ page: 1 }), create: banners.useCreate() }), { wrapper });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(() => result.current.create.mutateAsync({ name: 'new' }));
    await waitFor(() => expect(result.current.list.data?.total).toBe(1));
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST', 'GET']);
    expect(calls[1].body).toEqual({ name: 'new' });
  });

  it('sends the loaded version on update and marks a 409 as a conflict', async () => {
    mockFetch({ status: 409, body: { message: 'This record was changed by someone else' } });
    const { wrapper } = setup();
    const { result } = renderHook(() => banners.useUpdate(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ id: 4, values: { name: 'mine' }, version: 2 }).catch(() => undefined);
    });
    expect(calls[0]).toMatchObject({ url: '/api/v1/banners/4', method: 'PATCH', body: { name: 'mine', version: 2 } });
    await waitFor(() => expect(isConflict(result.current.error)).toBe(true));
  });

  it('puts with updateMethod put, and caches the saved record', async () => {
    const promos = createResource<Banner, { name: string }>({ key: 'promos', path: 'promotions', updateMethod: 'put' });
    mockFetch({ body: { data: { id: 4, name: 'saved', version: 3 } } });
    const { wrapper, client } = setup();
    const { result } = renderHook(() => promos.useUpdate(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 4, values: { name: 'saved' } }));
    expect(calls[0].method).toBe('PUT');
    expect(client.getQueryData(promos.keys.detail(4))).toEqual({ id: 4, name: 'saved', version: 3 });
  });

  it('deletes and drops the record from the cache', async () => {
    mockFetch({ body: { data: null, message: 'Banner deleted' } });
    const { wrapper, client } = setup();
    client.setQueryData(banners.keys.detail(5), { id: 5 });
    const { result } = renderHook(() => banners.useDelete(), { wrapper });
    await act(() => result.current.mutateAsync(5));
    expect(calls[0]).toMatchObject({ url: '/api/v1/banners/5', method: 'DELETE' });
    expect(client.getQueryData(banners.keys.detail(5))).toBeUndefined();
  });

  it('fetchAll walks every page of the filter', async () => {
    mockFetch(
      { body: { data: { items: [1, 2], total: 5 } } },
      { body: { data: { items: [3, 4], total: 5 } } },
      { body: { data: { items: [5], total: 5 } } },
    );
    const numbers = createResource<number>({ key: 'n', path: 'numbers' });
    await expect(numbers.fetchAll({ status: 'active' }, 2)).resolves.toEqual([1, 2, 3, 4, 5]);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/numbers?status=active&page=1&pageSize=2',
      '/api/v1/numbers?status=active&page=2&pageSize=2',
      '/api/v1/numbers?status=active&page=3&pageSize=2',
    ]);
  });

  it('fetchAll asks for the pages after the first a few at a time and keeps them in order', async () => {
    let open = 0;
    let mostOpen = 0;
    Object.defineProperty(globalThis, 'fetch', {
      configurable: true,
      writable: true,
      value: async (url: string) => {
        const page = Number(new URL(url, 'http://x').searchParams.get('page'));
        open += 1;
        mostOpen = Math.max(mostOpen, open);
        // Later pages answer first: the result still follows the page order.
        await new Promise((resolve) => setTimeout(resolve, (12 - page) * 2));
        open -= 1;
        const body = JSON.stringify({ data: { items: [page * 10, page * 10 + 1], total: 21 } });
        return { status: 200, text: async () => body } as unknown as Response;
      },
    });
    const numbers = createResource<number>({ key: 'n', path: 'numbers' });
    const all = await numbers.fetchAll({}, 2);
    expect(all).toEqual(Array.from({ length: 11 }, (_, i) => [(i + 1) * 10, (i + 1) * 10 + 1]).flat());
    expect(mostOpen).toBe(4);
  });
});

describe('resource.custom: a side endpoint under the resource keys', () => {
  const overview = banners.custom<{ total: number; version: number }, { total: number; version: number }>('overview', { path: 'bannerOverview' });

  it('reads its own path and caches under [key, custom, name]', async () => {
    mockFetch({ body: { data: { total: 3, version: 1 } } });
    const { wrapper, client } = setup();
    const { result } = renderHook(() => overview.useQuery(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls[0].url).toBe('/api/v1/bannerOverview');
    expect(overview.key()).toEqual(['banners', 'custom', 'overview']);
    expect(client.getQueryData(['banners', 'custom', 'overview'])).toEqual({ total: 3, version: 1 });
  });

  it('is reached by invalidating the resource, and its mutation stores the answer and refreshes the lists', async () => {
    mockFetch({ body: { data: { total: 4, version: 2 } } });
    const { wrapper, client } = setup();
    client.setQueryData(banners.keys.list({}), { items: [], total: 0 });
    const { result } = renderHook(() => overview.useMutation(), { wrapper });
    await act(() => result.current.mutateAsync({ total: 4, version: 1 }));
    expect(calls[0]).toMatchObject({ url: '/api/v1/bannerOverview', method: 'PUT', body: { total: 4, version: 1 } });
    expect(client.getQueryData(overview.key())).toEqual({ total: 4, version: 2 });
    expect(client.getQueryState(banners.keys.list({}))?.isInvalidated).toBe(true);
  });
});

describe('moduleResource: the options live in the definition', () => {
  it('updates with the definition api.updateMethod and one resource per definition', async () => {
    const definition = defineModule({ name: 'things', item: 'Thing', menu: { label: 'Things', group: 'main' }, access: 'signed-in', api: { base: 'admin', path: 'things', updateMethod: 'put' } });
    mockFetch({ body: { data: { id: 1, version: 2 } } });
    const things = moduleResource<{ id: number; version: number }, { name: string }>(definition);
    expect(moduleResource(definition)).toBe(things);
    await things.update({ id: 1, values: { name: 'x' }, version: 1 });
    expect(calls[0]).toMatchObject({ url: '/api/v1/things/1', method: 'PUT' });
  });
});
