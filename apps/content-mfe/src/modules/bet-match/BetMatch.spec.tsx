import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import BetMatch from './index';
import { listReply, mockFetch, renderInApp } from '@backoffice/ui/testing';

jest.setTimeout(40_000);

const row = (id: number, status: string) => ({
  id, betmatchId: 1, entryName: `Typ ${id}`, eventId: 9100001, gameId: 5200001, outcomeId: 7300001, outcomeName: `Legia wygra ${id}`,
  entryImage: '/files/bet-match/e.png', entryAltImage: '/files/bet-match/a.png', entryFrom: '2026-11-01T10:00:00.000Z', entryTill: '2026-12-01T10:30:00.000Z',
  sortOrder: id, isActive: true, status, version: 3, createdAt: '', updatedAt: '',
});
const OVERVIEW = { betmatchId: 1, totalEntries: 5, betmatchTitle: 'BetMatch', betmatchDescription: 'Najlepsze typy.', betmatchImage: '/files/bet-match/o.png', version: 2, updatedAt: '' };

/** The overview, an entry's order change, and any other request the entries as one page. */
const stub = (items: ReturnType<typeof row>[]) =>
  mockFetch((call) => {
    if (call.url.startsWith('/api/v1/betMatches')) return { body: { data: OVERVIEW } };
    if (/\/order$/.test(call.url)) return { body: { data: { ...items[0], sortOrder: 2 }, message: 'Order successfully changed' } };
    return listReply(items, { pageSize: 20 });
  });

const renderAt = (path: string) => renderInApp(<BetMatch />, path);

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' });
  signInForTest({ permissions: [] });
});
afterEach(() => resetSessionForTest());

describe('bet match', () => {
  it('lists with the spec\'s tabs and columns, Visible unpaged, the overview under the list', async () => {
    const calls = stub([row(1, 'active'), row(2, 'active')]);
    renderAt('/');
    expect(await screen.findByText('Typ 1')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Visible', 'Pending', 'Inactive', 'Expired']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Thumbnail', 'Name', 'Outcome description', 'From Date', 'Till Date', 'Sort order', 'Actions']);
    expect(calls.map((c) => c.url)).toContain('/api/v1/betMatchEntries?status=active&sort=sortOrder&order=asc&page=1&pageSize=100');
    expect(screen.queryByRole('group', { name: 'Date filter' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download BetMatch Data' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create BetMatch' })).toHaveAttribute('href', '/create');
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('BetMatch');
  });

  it('changes the order in the row within 1 … the number of all entries (the overview\'s totalEntries, as the server checks)', async () => {
    const calls = stub([row(1, 'active'), row(2, 'active')]);
    renderAt('/');
    const input = await screen.findByLabelText('Sort order of Typ 1');
    await waitFor(() => expect(input).toHaveAttribute('max', '5'));
    fireEvent.change(input, { target: { value: '6' } });
    fireEvent.blur(input);
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.blur(input);
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/v1/betMatchEntries/1/order', body: { order: 4 } }));
  });

  it('pages Pending by 20 with the date filter, and hides edit and delete for expired entries', async () => {
    const calls = stub([row(1, 'expired')]);
    renderAt('/?tab=draft');
    const group = await screen.findByRole('group', { name: 'Date filter' });
    await userEvent.click(within(group).getByRole('button', { name: 'Day After Tomorrow' }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('date=dayAfterTomorrow&status=draft'));
    expect(calls.at(-1)?.url).toContain('pageSize=20');
    const expired = await screen.findByRole('row', { name: /Typ 1/ });
    expect(within(expired).getByRole('link', { name: 'View Typ 1' })).toHaveAttribute('href', '/preview/1');
    expect(within(expired).queryByRole('link', { name: 'Edit Typ 1' })).not.toBeInTheDocument();
    expect(within(expired).queryByRole('button', { name: 'Delete Typ 1' })).not.toBeInTheDocument();
    expect(within(expired).queryByLabelText('Sort order of Typ 1')).not.toBeInTheDocument();
  });

  it('shows the required messages of the entry form', async () => {
    stub([]);
    renderAt('/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 20_000 }));
    for (const message of ['Name is required!', 'please select event', 'please select game', 'please select outcome', 'Outcome name is required!', 'From date is required!']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Game/)).toBeDisabled();
  });
});
