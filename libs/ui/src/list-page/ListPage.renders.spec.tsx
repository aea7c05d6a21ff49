// What a list renders again, and what it leaves alone: a refresh that brings the same rows (the live feed's, at every
// change elsewhere) must not render the rows again, nor must a tab switch that finds nothing selected.
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createResource } from '@backoffice/api/query';
import { useSession } from '@backoffice/auth';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { mockFetch } from '../testing/fetch-mock';
import { ListPage } from './ListPage';
import type { ListColumn } from './types';
import { useRowSelection } from './use-row-selection';

interface Banner { id: number; name: string }

const banners = createResource<Banner>({ key: 'banners', path: 'banners' });
const items = Array.from({ length: 3 }, (_, i) => ({ id: i + 1, name: `Banner ${i + 1}` }));

beforeEach(() => signInForTest({ permissions: ['banners.index', 'banners.read'] }));
afterEach(() => resetSessionForTest());

describe('ListPage renders', () => {
  it('does not render its rows again for a refresh that brings the same rows, even with columns made per tab', async () => {
    mockFetch({ body: { data: { items, total: 3 } } });
    let cellRenders = 0;
    // A new array on every call, as a module's columns-per-tab function makes them.
    const columns = (): ListColumn<Banner>[] => [{ id: 'name', header: 'Name', render: (row) => (cellRenders++, row.name) }];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/banners']}>
          <Routes>
            <Route path="/banners" element={<ListPage<Banner> title="Banners" module="banners" resource={banners} emptyText="No Banners" columns={columns} actions={{ view: { to: (row) => `view/${row.id}` } }} />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('Banner 3');
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const before = cellRenders;
    await act(() => client.invalidateQueries({ queryKey: ['banners'] }));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.getByText('Banner 3')).toBeInTheDocument();
    expect(cellRenders).toBe(before);
  });

  it('does not render its rows again for a session change that grants nothing new (a tab remembered elsewhere)', async () => {
    mockFetch({ body: { data: { items, total: 3 } } });
    let cellRenders = 0;
    const columns: ListColumn<Banner>[] = [{ id: 'name', header: 'Name', render: (row) => (cellRenders++, row.name) }];
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/banners']}>
          <Routes>
            <Route path="/banners" element={<ListPage<Banner> title="Banners" module="banners" resource={banners} emptyText="No Banners" columns={columns} actions={{ view: { permission: 'banners.read', to: (row) => `view/${row.id}` } }} />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('link', { name: 'View 3' })).toBeInTheDocument();
    const before = cellRenders;
    act(() => useSession.setState({ tabs: { ...useSession.getState().tabs, 'other-list': 'inactive' } }));
    expect(screen.getByRole('link', { name: 'View 3' })).toBeInTheDocument();
    expect(cellRenders).toBe(before);
  });

  it('keeps an empty selection as it is when the view changes (no extra render of the list)', () => {
    const ids = [1, 2];
    const { result, rerender } = renderHook(({ scope }) => useRowSelection(ids, scope), { initialProps: { scope: 'tab=active' } });
    const first = result.current;
    rerender({ scope: 'tab=inactive' });
    expect(result.current).toBe(first);
    act(() => result.current.onToggle(1));
    expect(result.current.selected.has(1)).toBe(true);
    rerender({ scope: 'tab=active' });
    expect(result.current.selected.size).toBe(0);
  });
});
