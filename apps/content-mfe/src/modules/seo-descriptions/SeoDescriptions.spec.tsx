import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import SeoDescriptions from './index';
import { mockModuleApi, renderInApp, type FetchCall } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const CRUD = ['editableSeoDesc.index', 'editableSeoDesc.read', 'editableSeoDesc.create', 'editableSeoDesc.update', 'editableSeoDesc.delete'];
const row = (id: number, type: string) => ({
  id, type, name: `Strona ${type}`, pl_title: 'Zakłady na żywo', pl_description: 'Kursy live i cashout.', version: 2, createdAt: '', updatedAt: '',
});
let calls: FetchCall[] = [];
const stub = (items: ReturnType<typeof row>[]) => (calls = mockModuleApi(items, { key: 'type' }));

const renderAt = (path: string) => renderInApp(<SeoDescriptions />, path);

beforeEach(() => setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' }));
afterEach(() => resetSessionForTest());

describe('editable SEO descriptions', () => {
  it('lists page types with actions addressed by type; the viewer only reads', async () => {
    signInForTest({ permissions: CRUD });
    stub([row(1, 'home'), row(2, 'live')]);
    const { unmount } = renderAt('/');
    const first = await screen.findByRole('row', { name: /Strona home/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Type', 'Name', 'Title', 'Description', 'Actions']);
    expect(calls[0].url).toBe('/api/v1/seo?sort=type&order=asc&page=1&pageSize=10');
    expect(within(first).getByRole('link', { name: 'View Strona home' })).toHaveAttribute('href', '/read/home');
    expect(within(first).getByRole('link', { name: 'Edit Strona home' })).toHaveAttribute('href', '/edit/home');
    expect(screen.getByRole('link', { name: 'Create SEO Description' })).toHaveAttribute('href', '/add');
    unmount();
    resetSessionForTest();

    signInForTest({ permissions: ['editableSeoDesc.index', 'editableSeoDesc.read'] });
    renderAt('/');
    const viewed = await screen.findByRole('row', { name: /Strona home/ });
    expect(within(viewed).queryByRole('link', { name: 'Edit Strona home' })).not.toBeInTheDocument();
    expect(within(viewed).queryByRole('button', { name: 'Delete Strona home' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create SEO Description' })).not.toBeInTheDocument();
  });

  it('counts characters live, previews the result, and shows the required messages', async () => {
    signInForTest({ permissions: CRUD });
    stub([]);
    renderAt('/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 15_000 }));
    for (const message of ['Type is required!', 'Name is required!', 'Title is required!', 'Description is required!']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await userEvent.type(screen.getByLabelText(/^Title/), 'Kursy na mecz');
    expect(screen.getByText('13 / 60')).toBeInTheDocument();
    expect(within(screen.getByRole('figure', { name: 'Search result preview' })).getByText('Kursy na mecz')).toBeInTheDocument();
  });

  it('edits by type: the type is shown but not sent, the version is', async () => {
    signInForTest({ permissions: CRUD });
    stub([row(1, 'live')]);
    renderAt('/edit/live');
    expect(await screen.findByRole('heading', { name: 'Edit SEO Description' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Type/)).toBeDisabled();
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await userEvent.type(screen.getByLabelText(/^Name/), 'Na żywo');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeDefined());
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url).toBe('/api/v1/seo/live');
    expect(patch.body).toEqual({ name: 'Na żywo', pl_title: 'Zakłady na żywo', pl_description: 'Kursy live i cashout.', version: 2 });
  });
});
