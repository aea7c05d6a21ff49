import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import Entertainments from './index';
import { mockModuleApi, renderInApp, type FetchCall } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const CRUD = ['entertainment.index', 'entertainment.read', 'entertainment.create', 'entertainment.update', 'entertainment.delete'];
const TYPES = [{ value: 'OUTRIGHT', label: 'Outright winner' }, { value: 'YES_NO', label: 'Yes / no' }];
const row = (id: number) => ({
  id, eventGameType: 'OUTRIGHT', eventId: '7700101', entertainmentName: `Eurowizja ${id}`, category: [{ key: 'music', value: 'Muzyka' }],
  pl_title: 'Kto wygra?', pl_subTitle: null, dateFrom: null, dateTill: null, sortOrder: id, isActive: true,
  pl_imageUrl: '/files/entertainments/e.png', status: 'active', version: 4, createdAt: '', updatedAt: '',
});
let calls: FetchCall[] = [];
/** The records, and the event game types the form offers. */
const stub = (items: ReturnType<typeof row>[]) =>
  (calls = mockModuleApi(items, { answer: (call) => (call.url.endsWith('/event-game-types') ? { body: { data: TYPES } } : undefined) }));

const renderAt = (path: string) => renderInApp(<Entertainments />, path);

beforeEach(() => setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' }));
afterEach(() => resetSessionForTest());

describe('entertainments', () => {
  it('lists with the columns, tabs and actions; the viewer only views', async () => {
    signInForTest({ permissions: CRUD });
    stub([row(1)]);
    const { unmount } = renderAt('/');
    const first = await screen.findByRole('row', { name: /Eurowizja 1/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Image', 'Name', 'Event id', 'Game type', 'Category', 'From Date', 'Till Date', 'Sort order', 'Status', 'Actions']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Active', 'In-Active', 'Expired']);
    expect(within(first).getByText('Outright winner')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Edit Eurowizja 1' })).toHaveAttribute('href', '/edit/1');
    expect(within(first).getByRole('button', { name: 'Delete Eurowizja 1' })).toBeInTheDocument();
    unmount();
    resetSessionForTest();

    signInForTest({ permissions: ['entertainment.index', 'entertainment.read'] });
    renderAt('/');
    const viewed = await screen.findByRole('row', { name: /Eurowizja 1/ });
    expect(within(viewed).getByRole('link', { name: 'View Eurowizja 1' })).toHaveAttribute('href', '/view/1');
    expect(within(viewed).queryByRole('link', { name: 'Edit Eurowizja 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Entertainment' })).not.toBeInTheDocument();
  });

  it('shows the required messages and offers the server\'s event game types', async () => {
    signInForTest({ permissions: CRUD });
    stub([]);
    renderAt('/add');
    await userEvent.clear(await screen.findByLabelText(/^Key 1/, {}, { timeout: 15_000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    for (const message of ['please select event game type', 'Event id is required!', 'Name is required!']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('combobox', { name: /Event game type/ }));
    expect(await screen.findByRole('option', { name: 'Yes / no' })).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/v1/event-game-types')).toBe(true);
  });

  it('updates with the version it loaded', async () => {
    signInForTest({ permissions: CRUD });
    stub([row(2)]);
    renderAt('/edit/2');
    expect(await screen.findByRole('heading', { name: 'Edit Entertainment' }, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Name/), ' finał');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeDefined());
    expect(calls.find((c) => c.method === 'PATCH')!.body).toMatchObject({ entertainmentName: 'Eurowizja 2 finał', category: [{ key: 'music', value: 'Muzyka' }], version: 4 });
  });
});
