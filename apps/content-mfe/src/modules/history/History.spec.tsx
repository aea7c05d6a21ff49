import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import type { HistoryEntry } from '@backoffice/validation';
import History from './index';
import { listReply, mockFetch, renderInApp } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const ENTRIES: HistoryEntry[] = [
  { id: 'h2', at: '2026-11-23T12:05:00.000Z', userId: 1, userEmail: 'admin@example.com', module: 'special-categories', recordId: '7', action: 'update', version: 2, changes: [{ field: 'categoryName', before: 'Hokej', after: 'Hokej na lodzie' }], detail: {} },
  { id: 'f1', at: '2026-11-23T12:00:00.000Z', userId: 2, userEmail: 'editor@example.com', module: 'files', recordId: 'banners/a.png', action: 'upload', version: null, changes: [], detail: { size: 120 } },
];

const stub = () => mockFetch(listReply(ENTRIES, { total: 2, pageSize: 25 }));

const renderAt = (path: string) => renderInApp(<History />, path);

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' });
  signInForTest({ allPermissions: true });
});
afterEach(() => resetSessionForTest());

describe('restoring a deleted record', () => {
  const deleted: HistoryEntry = { id: 'h9', at: '2026-11-23T12:10:00.000Z', userId: 1, userEmail: 'admin@example.com', module: 'roles', recordId: '12', action: 'delete', version: null, changes: [{ field: 'roleName', before: 'Redaktor' }], detail: {} };
  const stubWith = (entries: HistoryEntry[]) =>
    mockFetch((call) => (call.method === 'POST' ? { status: 201, body: { data: { id: 13, roleName: 'Redaktor' }, message: 'Role created successfully' } } : listReply(entries, { pageSize: 25 })));

  it('offers Restore on a delete entry to whoever may create in its module, confirms, and sends the entry', async () => {
    const calls = stubWith([deleted, ENTRIES[0]]);
    renderAt('/');
    const row = await screen.findByRole('row', { name: /Redaktor/ });
    expect(within(screen.getByRole('row', { name: /Hokej na lodzie/ })).queryByRole('button', { name: /Restore/ })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Restore delete Roles 12' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Restore Roles 12? It comes back as a new record with the values it had when it was deleted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ url: '/api/v1/history/h9/restore', method: 'POST' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not offered without the module\'s create permission', async () => {
    resetSessionForTest();
    signInForTest({ permissions: ['history.index', 'roles.index'] });
    stubWith([deleted]);
    renderAt('/');
    const row = await screen.findByRole('row', { name: /Redaktor/ });
    expect(within(row).queryByRole('button', { name: /Restore/ })).toBeNull();
  });
});

describe('the global history screen', () => {
  it('lists entries newest first with who, when, module, record, action and the changes; read only', async () => {
    const calls = stub();
    renderAt('/');
    expect(await screen.findByText('admin@example.com')).toBeInTheDocument();
    // The first history request (a super admin's session also asks once which modules campaigns take).
    expect(calls.find((c) => c.url.startsWith('/api/v1/history'))?.url).toBe('/api/v1/history?sort=at&order=desc&page=1&pageSize=25');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'When', 'User', 'Module', 'Record', 'Action', 'Version', 'Changes', 'Actions']);
    const first = screen.getByRole('row', { name: /Hokej na lodzie/ });
    expect(within(first).getByText('Special Categories')).toBeInTheDocument();
    // Named as the special category form names the field (its schema's label), not "Category name".
    expect(within(first).getByText('Name: Hokej → Hokej na lodzie')).toBeInTheDocument();
    // The record opens on its screen; a file (no screen of its own) stays text.
    expect(within(first).getByRole('link', { name: 'Open Special Categories 7' })).toHaveAttribute('href', '/special-categories/edit/7');
    expect(within(screen.getByRole('row', { name: /banners\/a.png/ })).queryByRole('link')).toBeNull();
    expect(within(screen.getByRole('row', { name: /banners\/a.png/ })).getByText('Size: 120')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Create/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('filters by user, module, record and dates', async () => {
    const calls = stub();
    renderAt('/');
    await screen.findByText('admin@example.com');
    await userEvent.type(screen.getByRole('searchbox', { name: 'User' }), 'anna');
    await userEvent.click(screen.getByRole('combobox', { name: 'Module' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Special Categories' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Record' }), '7');
    // Days are typed day first, as staff write them (DD.MM.YYYY), and sent as YYYY-MM-DD.
    for (const [label, digits] of [['From', '01112026'], ['Till', '30112026']]) {
      const group = screen.getByRole('group', { name: label });
      await userEvent.click(within(group).getByRole('spinbutton', { name: 'Day' }));
      await userEvent.keyboard(digits);
    }
    await waitFor(() => expect(calls[calls.length - 1].url).toBe('/api/v1/history?sort=at&order=desc&page=1&pageSize=25&user=anna&module=special-categories&recordId=7&from=2026-11-01&till=2026-11-30'));
  });
});
