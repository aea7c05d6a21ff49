import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes } from 'react-router';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { landingPage, stubFetch } from '../../../testing/landing-fixtures';
import { BulkEditPage } from './BulkEditPage';

jest.setTimeout(30_000);

function renderBulk() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={['/landing-pages/bulk-edit?ids=1,2']}>
          <Routes>
            <Route path="/landing-pages/bulk-edit" element={<BulkEditPage />} />
            <Route path="/landing-pages" element={<p>List</p>} />
          </Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => resetSessionForTest());

describe('BulkEditPage', () => {
  it('sends only the changed fields with each page version and lists the pages that failed', async () => {
    const pages = [landingPage(1), landingPage(2, { version: 4 })];
    const calls = stubFetch((method) =>
      method === 'GET'
        ? { body: { data: { pages, shared: { hero: { headline: 'H' }, terms: '' }, missing: [] } } }
        : { body: { data: { updated: [pages[0]], failed: [{ id: 2, message: 'Landing page was changed by someone else.' }] } } },
    );
    signInForTest({ permissions: ['landing.update'] });
    renderBulk();
    const headline = await screen.findByLabelText('Headline');
    expect(headline).toHaveValue('H');
    await userEvent.clear(headline);
    await userEvent.type(headline, 'Wspólny');
    await userEvent.click(screen.getByRole('button', { name: 'Save all' }));

    expect(await screen.findByText('1 saved, 1 failed')).toBeInTheDocument();
    expect(screen.getByText('Landing page #2: Landing page was changed by someone else.')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toBe('/api/landingPages/bulkEdit');
    expect(patch?.body).toEqual({ items: [{ id: 1, version: 1 }, { id: 2, version: 4 }], changes: { hero: { headline: 'Wspólny' } } });
  });

  it('goes back to the list when every page was saved', async () => {
    const pages = [landingPage(1), landingPage(2)];
    stubFetch((method) =>
      method === 'GET'
        ? { body: { data: { pages, shared: {}, missing: [] } } }
        : { body: { data: { updated: pages, failed: [] }, message: '2 landing pages updated successfully' } },
    );
    signInForTest({ permissions: ['landing.update'] });
    renderBulk();
    await userEvent.type(await screen.findByLabelText('SEO title'), 'Bonus');
    await userEvent.click(screen.getByRole('button', { name: 'Save all' }));
    await waitFor(() => expect(screen.getByText('List')).toBeInTheDocument());
  });
});
