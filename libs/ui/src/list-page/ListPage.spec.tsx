import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { setNotifier } from '@backoffice/api';
import { createResource } from '@backoffice/api/query';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { useSession } from '@backoffice/auth';
import { mockFetch, type FetchCall } from '../testing/fetch-mock';
import { ListPage, type ListPageProps } from './ListPage';

interface Banner { id: number; name: string; from: string }

const banners = createResource<Banner>({ key: 'banners', path: 'banners' });
const page = (n: number, total = 3) => ({ body: { data: { items: Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Banner ${i + 1}`, from: '2025-01-0' + (i + 1) })), total } } });

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderList(url = '/banners', props: Partial<ListPageProps<Banner>> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/banners"
            element={
              <ListPage<Banner>
                title="Banners"
                module="banners"
                resource={banners}
                emptyText="No Banners"
                tabs={[{ value: 'active', label: 'Active' }, { value: 'inactive', label: 'In-Active' }]}
                columns={[{ id: 'name', header: 'Name', sortable: true }, { id: 'from', header: 'From Date', sortable: true }]}
                rowLabel={(row) => row.name}
                create={{ label: 'Create Banner', permission: 'banners.create' }}
                actions={{
                  view: { permission: 'banners.read', to: (row) => `view/${row.id}` },
                  edit: { permission: 'banners.update', to: (row) => `edit/${row.id}` },
                  delete: { permission: 'banners.delete', item: 'banner' },
                }}
                {...props}
              />
            }
          />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>
  );
  return render(ui);
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;
/** Every URL asked so far (the list prefetches the next page, so the last one is not always the shown one). */
const urls = (calls: FetchCall[]) => calls.map((c) => c.url).join('\n');

beforeEach(() => signInForTest({ permissions: ['banners.index', 'banners.read', 'banners.create', 'banners.update', 'banners.delete'] }));
afterEach(() => resetSessionForTest());

describe('ListPage', () => {
  it('shows a skeleton, then numbered rows with the icons the user may use', async () => {
    const calls = mockFetch(page(3));
    renderList();
    expect(screen.getByRole('table', { name: 'Banners' })).toHaveAttribute('aria-busy', 'true');
    // Loading is not "empty": no empty text, no "0–0 of 0" pager under the skeleton.
    expect(screen.queryByText('No Banners')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    // Placeholder rows as tall as a row with its icons: what is below them does not jump when the rows arrive.
    const placeholders = screen.getByRole('table', { name: 'Banners' }).querySelectorAll('tbody tr[aria-hidden]');
    expect(placeholders).not.toHaveLength(0);
    for (const row of placeholders) expect(getComputedStyle(row).height).toBe('43px');
    expect(await screen.findByText('Banner 3')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Banner 2' })).toHaveAttribute('href', '/banners/edit/2');
    expect(screen.getByRole('link', { name: 'Create Banner' })).toHaveAttribute('href', '/banners/add');
    expect(urls(calls)).toContain('/api/v1/banners?status=active&page=1&pageSize=10');
  });

  it('follows a row link in the app on a plain click and leaves a ctrl-click (new tab) to the browser', async () => {
    mockFetch(page(3));
    renderList('/banners?tab=inactive');
    const edit = await screen.findByRole('link', { name: 'Edit Banner 2' });
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    act(() => void edit.dispatchEvent(ctrlClick));
    expect(ctrlClick.defaultPrevented).toBe(false);
    expect(location()).toBe('/banners?tab=inactive');
    await userEvent.click(edit);
    expect(location()).toBe('/banners/edit/2');
  });

  it('goes back to page 1 when a module filter (extraParams) changes', async () => {
    mockFetch(page(3, 60));
    function Filtered() {
      const [kind, setKind] = useState('a');
      return (
        <>
          <button type="button" onClick={() => setKind('b')}>Switch kind</button>
          <ListPage<Banner> title="Banners" module="banners" resource={banners} emptyText="No Banners" columns={[{ id: 'name', header: 'Name' }]} extraParams={{ kind }} />
        </>
      );
    }
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/banners?page=3']}>
          <Routes>
            <Route path="/banners" element={<Filtered />} />
          </Routes>
          <Location />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('Banner 3');
    expect(location()).toContain('page=3');
    await userEvent.click(screen.getByRole('button', { name: 'Switch kind' }));
    await waitFor(() => expect(location()).not.toContain('page=3'));
  });

  it('hides icons and create without the permissions', async () => {
    signInForTest({ permissions: ['banners.index', 'banners.read'] });
    mockFetch(page(1));
    renderList();
    await screen.findByText('Banner 1');
    expect(screen.getByRole('link', { name: 'View Banner 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Banner 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Banner 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Banner' })).not.toBeInTheDocument();
  });

  it('shows an operation with `to` as a link to a screen of the row, by its permission', async () => {
    mockFetch(page(1));
    const operations = [{ label: 'Players', icon: <span />, permission: 'banners.players', to: (row: Banner) => `users/${row.id}` }];
    const { unmount } = renderList('/banners', { actions: { operations } });
    await screen.findByText('Banner 1');
    expect(screen.queryByRole('link', { name: 'Players Banner 1' })).not.toBeInTheDocument();
    unmount();
    signInForTest({ permissions: ['banners.index', 'banners.players'] });
    renderList('/banners', { actions: { operations } });
    expect(await screen.findByRole('link', { name: 'Players Banner 1' })).toHaveAttribute('href', '/banners/users/1');
  });

  it('toggles sorting from the headers and keeps it in the URL', async () => {
    const calls = mockFetch(page(2));
    renderList();
    await screen.findByText('Banner 1');
    await userEvent.click(screen.getByRole('button', { name: 'From Date' }));
    await waitFor(() => expect(urls(calls)).toContain('sort=from&order=asc'));
    expect(screen.getByRole('columnheader', { name: 'From Date' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'From Date' }));
    await waitFor(() => expect(urls(calls)).toContain('sort=from&order=desc'));
    expect(location()).toBe('/banners?sort=from&order=desc');
  });

  it('restores the whole view from a shared link', async () => {
    const calls = mockFetch(page(2, 60));
    renderList('/banners?tab=inactive&search=summer&sort=name&order=desc&page=3&pageSize=25');
    await screen.findByText('Banner 1');
    expect(urls(calls)).toContain('/api/v1/banners?status=inactive&search=summer&sort=name&order=desc&page=3&pageSize=25');
    expect(screen.getByRole('tab', { name: 'In-Active' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('summer');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    // Rows are numbered across pages.
    expect(within(screen.getAllByRole('row')[1]).getByRole('cell', { name: '51' })).toBeInTheDocument();
  });

  it('remembers the tab per module', async () => {
    mockFetch(page(1));
    const first = renderList();
    await screen.findByText('Banner 1');
    await userEvent.click(screen.getByRole('tab', { name: 'In-Active' }));
    await waitFor(() => expect(useSession.getState().tabs.banners).toBe('inactive'));
    // In the URL too, as search, sort and page are: a shared link opens the same tab.
    expect(location()).toBe('/banners?tab=inactive');
    first.unmount();
    const calls = mockFetch(page(1));
    renderList('/banners');
    await screen.findByText('Banner 1');
    expect(screen.getByRole('tab', { name: 'In-Active' })).toHaveAttribute('aria-selected', 'true');
    expect(urls(calls)).toContain('status=inactive');
  });

  it('searches 500 ms after typing stops, from page 1', async () => {
    const calls = mockFetch(page(1, 40));
    renderList('/banners?page=2');
    await screen.findByText('Banner 1');
    const before = calls.length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'sum');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(calls.length).toBe(before);
    await waitFor(() => expect(urls(calls)).toContain('search=sum&page=1'), { timeout: 1500 });
    // One search for the whole word (the next page of it may be prefetched), none for "s" or "su".
    expect(calls.slice(before).map((c) => new URL(c.url, 'http://x').searchParams.get('search'))).toEqual(expect.arrayContaining(['sum']));
    expect(calls.slice(before).every((c) => c.url.includes('search=sum') || !c.url.includes('search='))).toBe(true);
    expect(location()).toBe('/banners?search=sum');
  });

  it('says where else a search finds records, and opens that tab with the search kept', async () => {
    const asked: string[] = [];
    const fake = async (url: string) => {
      asked.push(url);
      const status = new URL(url, 'http://x').searchParams.get('status');
      const body = status === 'inactive' ? page(1, 2).body : { data: { items: [], total: 0 } };
      return { status: 200, text: async () => JSON.stringify(body) } as unknown as Response;
    };
    Object.defineProperty(globalThis, 'fetch', { value: fake, configurable: true, writable: true });
    renderList('/banners?search=mecz');
    expect(await screen.findByText('No Banners')).toBeInTheDocument();
    const hint = (await screen.findByText(/Also found/)).closest<HTMLElement>('[role="status"]')!;
    expect(hint).toHaveTextContent('Also found: 2 matches in In-Active');
    expect(asked).toContain('/api/v1/banners?status=inactive&search=mecz&page=1&pageSize=1');
    await userEvent.click(within(hint).getByRole('button', { name: '2 matches in In-Active' }));
    expect(location()).toBe('/banners?search=mecz&tab=inactive');
    expect(await screen.findByText('Banner 1')).toBeInTheDocument();
    // On the tab with the matches, the other tab has none: nothing more to say.
    expect(screen.queryByText(/Also found/)).not.toBeInTheDocument();
  });

  it('pages with at most 10 numbered buttons and changes page size', async () => {
    const calls = mockFetch(page(10, 1000));
    renderList();
    await screen.findByText('Banner 1');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(10);
    await userEvent.click(within(nav).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(urls(calls)).toContain('page=100'));
    expect(within(nav).getByRole('button', { name: 'Page 91' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(urls(calls)).toContain('page=1&pageSize=50'));
  });

  it('asks before deleting and deletes on Yes', async () => {
    const calls = mockFetch(page(2), { body: { data: null, message: 'Banner deleted' } }, page(1));
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Banner 2' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this banner?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/v1/banners/2');
    await waitFor(() => expect(screen.queryByText('Banner 2')).not.toBeInTheDocument());
  });

  it('keeps the row when the user says No', async () => {
    const calls = mockFetch(page(1));
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Banner 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('folds a row of more than two icons into a keyboard-usable "More actions" menu for phones, the first icon kept', async () => {
    const calls = mockFetch(page(2), { body: { data: null, message: 'Banner deleted' } }, page(1));
    renderList();
    const more = await screen.findByRole('button', { name: 'More actions for Banner 2' });
    // The icons a phone folds carry the class the table hides below 600 px; the first one (View) stays.
    expect(screen.getByRole('link', { name: 'View Banner 2' })).not.toHaveClass('bo-icon-wide-only');
    expect(screen.getByRole('link', { name: 'Edit Banner 2' })).toHaveClass('bo-icon-wide-only');
    expect(more).toHaveClass('bo-icon-phone-only');
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    more.focus();
    await userEvent.keyboard('{Enter}');
    // Its MUI parts load with the first menu opened.
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Edit Banner 2', 'Delete Banner 2']);
    expect(within(menu).getByRole('menuitem', { name: 'Edit Banner 2' })).toHaveAttribute('href', '/banners/edit/2');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit Banner 2' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this banner?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/v1/banners/2'));
  });

  it('shows a row of two icons whole on a phone, without a menu', async () => {
    mockFetch(page(1));
    renderList('/banners', { actions: { edit: { permission: 'banners.update', to: (row) => `edit/${row.id}` }, delete: { permission: 'banners.delete', item: 'banner' } } });
    expect(await screen.findByRole('button', { name: 'Delete Banner 1' })).not.toHaveClass('bo-icon-wide-only');
    expect(screen.queryByRole('button', { name: /^More actions/ })).not.toBeInTheDocument();
  });

  it('shows the empty text, and no pager (no page button "1") for an empty list', async () => {
    mockFetch({ body: { data: { items: [], total: 0 } } });
    renderList();
    expect(await screen.findByText('No Banners')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Page )?1$/ })).not.toBeInTheDocument();
  });

  it('shows an error as one message with Retry (no toast, no empty text) that loads again', async () => {
    const toasts: string[] = [];
    const unregister = setNotifier({ success: (m) => toasts.push(m), error: (m) => toasts.push(m) });
    try {
      const calls = mockFetch({ status: 500, body: { message: 'Database unavailable' } }, page(1));
      renderList();
      const retry = await screen.findByRole('button', { name: 'Retry' });
      expect(screen.getAllByText('Database unavailable')).toHaveLength(1);
      expect(toasts).toEqual([]);
      expect(screen.queryByText('No Banners')).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
      await userEvent.click(retry);
      expect(await screen.findByText('Banner 1')).toBeInTheDocument();
      expect(calls).toHaveLength(2);
    } finally {
      unregister();
    }
  });

  it('keeps the rows on screen when a refresh fails, with one message and Retry above them', async () => {
    const toasts: string[] = [];
    const unregister = setNotifier({ success: (m) => toasts.push(m), error: (m) => toasts.push(m) });
    try {
      mockFetch(page(1), { status: 500, body: { message: 'Database unavailable' } }, page(2));
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/banners']}>
            <ListPage<Banner> title="Banners" module="banners" resource={banners} emptyText="No Banners" columns={[{ id: 'name', header: 'Name' }]} />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      expect(await screen.findByText('Banner 1')).toBeInTheDocument();
      await act(() => client.refetchQueries({ queryKey: banners.keys.all }));
      expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
      expect(screen.getByText('Banner 1')).toBeInTheDocument();
      expect(toasts).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('Banner 2')).toBeInTheDocument();
      expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
    } finally {
      unregister();
    }
  });

  it('selects all rows of the page for bulk actions', async () => {
    mockFetch(page(3));
    renderList('/banners', {
      bulkActions: (ids) => <button type="button" disabled={ids.length === 0}>Bulk edit {ids.join(',')}</button>,
    });
    await screen.findByText('Banner 1');
    expect(screen.getByRole('button', { name: /Bulk edit/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('button', { name: 'Bulk edit 1,2,3' })).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Banner 2' }));
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute('data-indeterminate', 'true');
  });

  it('exports every page of the current filter as CSV', async () => {
    const calls = mockFetch(page(2, 3), { body: { data: { items: [{ id: 1, name: 'A', from: 'x' }, { id: 2, name: 'B', from: 'y' }], total: 3 } } }, { body: { data: { items: [{ id: 3, name: 'C', from: 'z' }], total: 3 } } });
    // The other tab's count for the search hint (a page of one) answers apart from the export's reads.
    const sequential = globalThis.fetch;
    const none = { status: 200, text: async () => JSON.stringify({ data: { items: [], total: 0 } }) } as unknown as Response;
    Object.defineProperty(globalThis, 'fetch', { value: (url: string, init?: RequestInit) => (url.endsWith('pageSize=1') ? Promise.resolve(none) : sequential(url, init)), configurable: true, writable: true });
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => { blobs.push(blob); return 'blob:x'; }, revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderList('/banners?search=a', { csv: { label: 'Download Data', fileName: () => 'banners' } });
    await screen.findByText('Banner 1');
    await userEvent.click(screen.getByRole('button', { name: 'Download Data' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(calls.slice(1).map((c) => c.url)).toEqual([
      '/api/v1/banners?status=active&search=a&page=1&pageSize=100',
    ]);
  });

  it('offers the date filter of the list spec on its tabs and sends it as date, from page 1', async () => {
    const dated = createResource<Banner>({ key: 'dated-banners', path: 'banners', list: { dateFilter: { field: 'from', tabs: ['inactive'] } } });
    const calls = mockFetch(page(3));
    renderList('/banners', { resource: dated });
    await screen.findByText('Banner 1');
    expect(screen.queryByRole('group', { name: 'Date filter' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'In-Active' }));
    const group = await screen.findByRole('group', { name: 'Date filter' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Today', 'Tomorrow', 'Day After Tomorrow']);
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(group).getByRole('button', { name: 'Tomorrow' }));
    expect(location()).toBe('/banners?tab=inactive&date=tomorrow');
    await waitFor(() => expect(urls(calls)).toContain('/api/v1/banners?date=tomorrow&status=inactive&page=1&pageSize=10'));
    // The day is written DD.MM.YYYY whatever the browser's language, typed day first.
    const day = await screen.findByRole('group', { name: 'Date' });
    expect(within(day).getAllByRole('spinbutton').map((s) => s.getAttribute('aria-label'))).toEqual(['Day', 'Month', 'Year']);
    await userEvent.click(within(day).getByRole('spinbutton', { name: 'Day' }));
    await userEvent.keyboard('12032026');
    expect(within(day).getAllByRole('spinbutton').map((s) => s.textContent).join('.')).toBe('12.03.2026');
    await waitFor(() => expect(location()).toBe('/banners?tab=inactive&date=2026-03-12'));
    expect(within(group).getByRole('button', { name: 'Tomorrow' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(group).getByRole('button', { name: 'All' }));
    expect(location()).toBe('/banners?tab=inactive');
    // Another tab neither shows nor sends it.
    await userEvent.click(within(group).getByRole('button', { name: 'Today' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Active' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/v1/banners?status=active&page=1&pageSize=10'));
    expect(screen.queryByRole('group', { name: 'Date filter' })).not.toBeInTheDocument();
  });

  it('renders only the rows in view for long unpaged lists', async () => {
    const many = { body: { data: { items: Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, name: `Banner ${i + 1}`, from: '' })), total: 1000, page: 1, pageSize: 100 } } };
    const calls = mockFetch(many);
    renderList('/banners', { paged: false });
    expect(await screen.findByText('Banner 1')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Banners' });
    expect(table).toHaveAttribute('aria-rowcount', '1001');
    const shown = within(table).getAllByRole('row').length - 1;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(100);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(urls(calls)).toContain('/api/v1/banners?status=active&page=1&pageSize=100');
  });
});
