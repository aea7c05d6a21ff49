import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createResource, startLiveFeed } from '@backoffice/api/query';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { changeEvent, fakeLiveServer, type FakeLiveServer, type FakeRow } from '../testing/fake-live-server';
import { ListPage } from '../list-page/ListPage';
// The feature under test, registered with the kit's lists and forms as index.ts does.
import './extension';

/** Renders of the list page itself (its Paper; counted by a wrapper around MUI's Paper). */
let pageRenders = 0;
jest.mock('@mui/material/Paper', () => {
  const { forwardRef, createElement } = jest.requireActual<typeof import('react')>('react');
  const actual = jest.requireActual('@mui/material/Paper');
  return {
    ...actual,
    __esModule: true,
    default: forwardRef(function Counted(props: object, ref) {
      pageRenders += 1;
      return createElement(actual.default, { ...props, ref });
    }),
  };
});

const banners = createResource<FakeRow>({ key: 'banners', path: 'banners' });
const ada = { id: 2, name: 'Ada Admin' };
const me = { id: 1, name: 'Test User' };
const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Banner ${i + 1}`, version: 1 }));

let client: QueryClient;
function renderList(pageSize = 10) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/banners?pageSize=${pageSize}`]}>
        <Routes>
          <Route
            path="/banners"
            element={<ListPage<FakeRow> title="Banners" resource={banners} emptyText="No Banners" searchable={false} columns={[{ id: 'name', header: 'Name' }]} />}
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const bodyRows = () => within(screen.getByRole('table', { name: 'Banners' })).getAllByRole('row').slice(1);
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

let server: FakeLiveServer;
let stop: () => void;
beforeEach(() => {
  signInForTest({ permissions: ['banners.index'] });
  server = fakeLiveServer('banners', rowsOf(3));
  stop = startLiveFeed({ userId: me.id });
});
afterEach(() => {
  stop();
  resetSessionForTest();
});

/** The list's answers arrive 600 ms late from now on; the returned function puts the plain answers back. */
function slowListAnswers(): () => void {
  const answer = globalThis.fetch;
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    const reply = await answer(url, init);
    if (new URL(url, 'http://x').pathname === '/api/v1/banners') await new Promise((resolve) => setTimeout(resolve, 600));
    return reply;
  }) as typeof fetch;
  return () => {
    globalThis.fetch = answer;
  };
}

describe('live list', () => {
  it('updates a row changed by someone else in place, highlighted for a moment', async () => {
    renderList();
    await screen.findByText('Banner 2');
    server.rows[1]!.name = 'Banner 2 (edited)';
    act(() => server.push('change', changeEvent(10, 2, 'update', ada), 10));
    const row = (await screen.findByText('Banner 2 (edited)')).closest('tr')!;
    expect(row).toHaveAttribute('data-live', 'changed');
    expect(bodyRows()[1]).toBe(row);
    await waitFor(() => expect(row).not.toHaveAttribute('data-live'), { timeout: 3_000 });
  });

  it('holds back rows others add or remove behind a "new — Show" bar; the count is already the fresh one', async () => {
    renderList();
    await screen.findByText('Banner 3');
    server.rows.unshift({ id: 9, name: 'Banner 9', version: 1 });
    server.rows.splice(3, 1); // Banner 3 deleted
    act(() => {
      server.push('change', changeEvent(11, 9, 'create', ada), 11);
      server.push('change', changeEvent(12, 3, 'delete', ada, null), 12);
    });
    const bar = await screen.findByText('1 new, 1 removed');
    // The rows under the pointer stay where they were; the removed one is marked, the count is fresh.
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['Banner 1', 'Banner 2', 'Banner 3']);
    expect(screen.getByText('Banner 3').closest('tr')).toHaveAttribute('data-live', 'removed');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('1–3 of 3');
    await userEvent.click(within(bar.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Show' }));
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['Banner 9', 'Banner 1', 'Banner 2']);
    expect(screen.queryByText(/new/)).not.toBeInTheDocument();
  });

  it("shows the user's own new record at once, never as new by someone else", async () => {
    renderList();
    await screen.findByText('Banner 3');
    server.rows.unshift({ id: 9, name: 'Banner 9', version: 1 });
    act(() => server.push('change', changeEvent(13, 9, 'create', me), 13));
    await screen.findByText('Banner 9');
    expect(screen.queryByText(/new/)).not.toBeInTheDocument();
  });

  it('asks for the list at most once a second however fast changes come (50 in 1 s → 2 requests)', async () => {
    renderList();
    await screen.findByText('Banner 3');
    const before = server.listRequests();
    const start = Date.now();
    // 50 changes within one second: 5 every 100 ms.
    for (let i = 0; i < 50; i++) {
      server.rows[0]!.name = `Banner 1 v${i}`;
      act(() => server.push('change', changeEvent(100 + i, 1, 'update', ada), 100 + i));
      if (i % 5 === 4) await wait(Math.max(0, start + ((i + 1) / 5) * 100 - Date.now()));
    }
    expect(Date.now() - start).toBeLessThan(1_150);
    await wait(1_200);
    expect(await screen.findByText('Banner 1 v49')).toBeInTheDocument();
    expect(server.listRequests() - before).toBeLessThanOrEqual(2);
  });

  it('refetches for a change elsewhere without a "Refreshing" bar, even when the answer is slow', async () => {
    renderList();
    await screen.findByText('Banner 2');
    // The list's answer now takes 600 ms: well past the bar's delay.
    const restore = slowListAnswers();
    server.rows[1]!.name = 'Banner 2 (slow)';
    act(() => server.push('change', changeEvent(30, 2, 'update', ada), 30));
    await wait(450);
    expect(server.listRequests()).toBeGreaterThan(1);
    expect(screen.queryByRole('progressbar', { name: 'Refreshing' })).not.toBeInTheDocument();
    expect(await screen.findByText('Banner 2 (slow)')).toBeInTheDocument();
    restore();
  });

  it('renders nothing of the list page for a change elsewhere whose answer brings the same rows', async () => {
    renderList();
    await screen.findByText('Banner 3');
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const requests = server.listRequests();
    const before = pageRenders;
    act(() => server.push('change', changeEvent(40, 77, 'update', ada), 40));
    await waitFor(() => expect(server.listRequests()).toBeGreaterThan(requests));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    await wait(50);
    expect(pageRenders).toBe(before);
  });

  it('shows the "Refreshing" bar for a slow refresh that is not the feed\'s', async () => {
    renderList();
    await screen.findByText('Banner 2');
    const restore = slowListAnswers();
    act(() => void client.invalidateQueries({ queryKey: ['banners'] }));
    expect(await screen.findByRole('progressbar', { name: 'Refreshing' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Refreshing' })).not.toBeInTheDocument());
    restore();
  });
});
