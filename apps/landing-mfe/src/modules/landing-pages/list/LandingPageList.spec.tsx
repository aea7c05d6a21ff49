import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { ThemeProviders } from '@backoffice/ui';
import { listReply, mockFetch } from '@backoffice/ui/testing';
import type { LandingPage, LandingTab } from '@backoffice/modules-landing';
import { landingPage } from '../../../testing/landing-fixtures';
import { LandingPageList } from './LandingPageList';

jest.setTimeout(30_000);

const page = landingPage;

/** Answers the content API like the server would, per tab; `fail` makes every call answer 500. */
function stubApi(options: { fail?: boolean } = {}) {
  const rows: Record<LandingTab, LandingPage[]> = {
    published: [page(1), page(2)],
    draft: [page(3, { status: 'draft', publishAt: '2026-11-30T10:15:00.000Z' })],
    deleted: [page(4, { deletedAt: '2026-11-20T10:00:00.000Z' })],
  };
  return mockFetch((call) => {
    if (options.fail) return { status: 500, body: { message: 'Boom' } };
    // What campaigns take: landing pages, every action.
    if (call.url.endsWith('/campaigns/modules')) return { body: { data: { items: [{ module: 'landing-pages', item: 'Landing page', actions: ['create', 'update', 'publish', 'unpublish', 'delete'] }] } } };
    const tab = (new URL(call.url, 'http://x').searchParams.get('status') ?? 'published') as LandingTab;
    return call.method === 'GET' ? listReply(rows[tab]) : { body: { data: page(1), message: 'Landing page deleted successfully' } };
  });
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ThemeProviders>
        <MemoryRouter initialEntries={['/landing-pages']}>
          <LandingPageList />
        </MemoryRouter>
      </ThemeProviders>
    </QueryClientProvider>,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
/** The row's icons by their names (tooltips). */
// The row's icons as a desk shows them: "More actions" is the phones' fold of the same icons (hidden by CSS at this width).
const icons = (row: HTMLElement) => [...row.querySelectorAll('[title]')].map((el) => el.getAttribute('title')).filter((title) => title !== 'More actions');

afterEach(() => resetSessionForTest());

describe('LandingPageList', () => {
  it('shows the column set and the actions of each tab to a super admin', async () => {
    stubApi();
    signInForTest({ allPermissions: true });
    renderList();
    expect(await screen.findByText('partner_1')).toBeInTheDocument();
    expect(headers()).toEqual(['', '#', 'Partner', 'Promo code', 'Link code', 'LP Link', 'Actions']);
    const row = screen.getByRole('row', { name: /partner_1/ });
    // A super admin may also prepare the row's unpublish or delete for a campaign, once campaigns' modules are known.
    await waitFor(() => expect(icons(row)).toContain('Add to campaign…'));
    expect(icons(row)).toEqual(['Unpublish', 'Add to campaign…', 'View', 'Edit', 'Delete']);
    expect(screen.getByRole('link', { name: 'Create Landing Page' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Bulk edit/ })).toBeDisabled();

    await userEvent.click(screen.getByRole('tab', { name: 'Draft' }));
    expect(await screen.findByText('partner_3')).toBeInTheDocument();
    expect(headers()).toEqual(['', '#', 'Partner', 'Promo code', 'Link code', 'LP Link', 'Scheduled publishing', 'Actions']);
    expect(screen.getByText('30.11.2026 10:15')).toBeInTheDocument();
    const draft = screen.getByRole('row', { name: /partner_3/ });
    expect(icons(draft)).toEqual(['Publish', 'Add to campaign…', 'View', 'Edit', 'Delete']);

    await userEvent.click(screen.getByRole('tab', { name: 'Deleted' }));
    expect(await screen.findByText('partner_4')).toBeInTheDocument();
    expect(headers()).toEqual(['', '#', 'Partner', 'Promo code', 'Link code', 'LP Link', 'Status', 'Actions']);
    const deleted = screen.getByRole('row', { name: /partner_4/ });
    expect(icons(deleted)).toEqual(['Restore']);
  });

  it('gives a read-only user the View icon and no control that changes anything', async () => {
    stubApi();
    signInForTest({ permissions: ['landing.index', 'landing.read'] });
    renderList();
    expect(await screen.findByText('partner_1')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Landing Page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Bulk edit/ })).not.toBeInTheDocument();
    expect(icons(screen.getByRole('row', { name: /partner_1/ }))).toEqual(['View']);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('gives an index-only user no action column and a delete-only user Delete only', async () => {
    stubApi();
    signInForTest({ permissions: ['landing.index'] });
    const { unmount } = renderList();
    expect(await screen.findByText('partner_1')).toBeInTheDocument();
    expect(headers()).toHaveLength(5);
    unmount();
    signInForTest({ permissions: ['landing.index', 'landing.delete'] });
    renderList();
    const row = await screen.findByRole('row', { name: /partner_1/ }, { timeout: 5000 });
    expect(icons(row)).toEqual(['Delete']);
  });

  it('confirms a delete, calls the API and enables bulk edit for the selection', async () => {
    const calls = stubApi();
    signInForTest({ allPermissions: true });
    renderList();
    await screen.findByText('partner_1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('button', { name: /Bulk edit \(2\)/ })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete landing page 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this landing page?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ method: 'DELETE', url: '/api/landingPages/2' })));
    expect(await screen.findByText('Landing page deleted successfully')).toBeInTheDocument();
  });

  it('keeps Bulk edit disabled on the Deleted tab with selected rows, and says why in its tooltip', async () => {
    stubApi();
    signInForTest({ allPermissions: true });
    renderList();
    await screen.findByText('partner_1');
    await userEvent.click(screen.getByRole('tab', { name: 'Deleted' }));
    expect(await screen.findByText('partner_4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    const bulk = screen.getByRole('button', { name: /Bulk edit \(1\)/ });
    expect(bulk).toBeDisabled();
    expect(bulk).toHaveAttribute('title', 'Restore deleted pages before editing them');
  });

  it('unpublishes with the staff member\'s time zone, so the API confirms the time as this screen shows it', async () => {
    const calls = stubApi();
    signInForTest({ allPermissions: true });
    renderList();
    const row = within(await screen.findByRole('row', { name: /partner_1/ }));
    await userEvent.click(row.getByRole('button', { name: 'Unpublish landing page 1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url).toMatch(/\/landingPages\/1\/status$/);
    expect(patch.body).toEqual({ status: 'draft', publishAt: null, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });

  it('says "Unexpected error occurred" with Retry when the list fails, never the empty text', async () => {
    stubApi({ fail: true });
    signInForTest({ allPermissions: true });
    renderList();
    // One message: the list's, not a toast beside it.
    await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getAllByText('Unexpected error occurred')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No Landing Pages')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '1' })).not.toBeInTheDocument();
  });
});
