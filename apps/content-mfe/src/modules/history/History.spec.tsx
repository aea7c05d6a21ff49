import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import type { HistoryEntry } from '@backoffice/validation';
import History from './index';
import { renderInApp } from '../../testing/render-at';

jest.setTimeout(30_000);

const ENTRIES: HistoryEntry[] = [
  { id: 'h2', at: '2026-11-23T12:05:00.000Z', userId: 1, userEmail: 'admin@example.com', module: 'special-categories', recordId: '7', action: 'update', version: 2, changes: [{ field: 'categoryName', before: 'Hokej', after: 'Hokej na lodzie' }], detail: {} },
  { id: 'f1', at: '2026-11-23T12:00:00.000Z', userId: 2, userEmail: 'editor@example.com', module: 'files', recordId: 'banners/a.png', action: 'upload', version: null, changes: [], detail: { size: 120 } },
];

function stub() {
  const urls: string[] = [];
  const fake = async (url: string) => {
    urls.push(url);
    return { status: 200, text: async () => JSON.stringify({ data: { items: ENTRIES, total: 2, page: 1, pageSize: 25 } }) } as unknown as Response;
  };
  Object.defineProperty(globalThis, 'fetch', { value: fake, configurable: true, writable: true });
  return urls;
}

const renderAt = (path: string) => renderInApp(<History />, path);

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' });
  signInForTest({ allPermissions: true });
});
afterEach(() => resetSessionForTest());

describe('the global history screen', () => {
  it('lists entries newest first with who, when, module, record, action and the changes; read only', async () => {
    const urls = stub();
    renderAt('/');
    expect(await screen.findByText('admin@example.com')).toBeInTheDocument();
    expect(urls[0]).toBe('/api/v1/history?sort=at&order=desc&page=1&pageSize=25');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'When', 'User', 'Module', 'Record', 'Action', 'Version', 'Changes']);
    const first = screen.getByRole('row', { name: /Hokej na lodzie/ });
    expect(within(first).getByText('Special Categories')).toBeInTheDocument();
    expect(within(first).getByText('Category name: Hokej → Hokej na lodzie')).toBeInTheDocument();
    // The record opens on its screen; a file (no screen of its own) stays text (issue 38).
    expect(within(first).getByRole('link', { name: 'Open Special Categories 7' })).toHaveAttribute('href', '/special-categories/edit/7');
    expect(within(screen.getByRole('row', { name: /banners\/a.png/ })).queryByRole('link')).toBeNull();
    expect(within(screen.getByRole('row', { name: /banners\/a.png/ })).getByText('Size: 120')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Create/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('filters by user, module, record and dates', async () => {
    const urls = stub();
    renderAt('/');
    await screen.findByText('admin@example.com');
    await userEvent.type(screen.getByRole('searchbox', { name: 'User' }), 'anna');
    await userEvent.click(screen.getByRole('combobox', { name: 'Module' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Special Categories' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Record' }), '7');
    // Days are typed day first, as staff write them (DD.MM.YYYY, issue 38), and sent as YYYY-MM-DD.
    for (const [label, digits] of [['From', '01112026'], ['Till', '30112026']]) {
      const group = screen.getByRole('group', { name: label });
      await userEvent.click(within(group).getByRole('spinbutton', { name: 'Day' }));
      await userEvent.keyboard(digits);
    }
    await waitFor(() => expect(urls[urls.length - 1]).toBe('/api/v1/history?sort=at&order=desc&page=1&pageSize=25&user=anna&module=special-categories&recordId=7&from=2026-11-01&till=2026-11-30'));
  });
});
