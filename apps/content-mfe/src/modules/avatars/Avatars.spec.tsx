import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import Avatars from './index';
import { mockFetch, renderInApp } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const section = (id: number, status: string) => ({
  id, categoryId: id, categoryName: `Sekcja ${id}`, categoryTagline: 'Podtytuł', dateFrom: null, dateTill: '2026-12-01T10:30:00.000Z', sortOrder: id - 1,
  isActive: true, isNew: id === 1, status, version: 1, createdAt: '', updatedAt: '',
  avatars: [{ avatarId: 101, avatarFileUrl: '/files/avatars/lis.png', avatarFile: 'lis.png' }, { avatarId: 102, avatarFileUrl: '/files/avatars/sowa.png', avatarFile: 'sowa.png' }],
});

const stub = (reply: unknown) => mockFetch({ body: { data: reply } });
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 10 });

const renderAt = (path: string) => renderInApp(<Avatars />, path);

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' });
  signInForTest({ permissions: [] });
});
afterEach(() => resetSessionForTest());

describe('avatars', () => {
  it('lists sections with the spec columns, tabs and icons for any signed-in user', async () => {
    const calls = stub(page([section(1, 'active'), section(2, 'active')]));
    renderAt('/');
    expect(await screen.findByText('Sekcja 1')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Avatars', 'Count', 'Section name', 'Subtitle', 'From Date', 'Till Date', 'Sort order', 'New', 'Status', 'Actions']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Active', 'In-Active', 'Expired']);
    expect(calls[0].url).toBe('/api/v1/avatars/categories?status=active&sort=sortOrder&order=asc&page=1&pageSize=10');
    const first = screen.getByRole('row', { name: /Sekcja 1/ });
    const thumbnail = within(first).getByRole('img', { name: 'Sekcja 1 avatar' });
    expect(thumbnail).toHaveAttribute('width', '100');
    expect(thumbnail).toHaveAttribute('height', '100');
    // Stored 0 is the first place in the list.
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toContain('1');
    expect(within(first).getByRole('link', { name: 'View Sekcja 1' })).toHaveAttribute('href', '/preview/1');
    expect(within(first).getByRole('link', { name: 'Edit Sekcja 1' })).toHaveAttribute('href', '/edit/1');
    expect(within(first).getByRole('button', { name: 'Delete Sekcja 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Avatars' })).toHaveAttribute('href', '/create');
  });

  it('says "No Avatars entries found" on an empty tab', async () => {
    stub(page([]));
    renderAt('/');
    expect(await screen.findByText('No Avatars entries found')).toBeInTheDocument();
  });

  it('shows the required messages of the form', async () => {
    stub(page([]));
    renderAt('/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 15_000 }));
    for (const message of ['Section name is required!', 'Subtitle is required!']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('Required size: at most 256 x 256 px, up to 1 MB')).toBeInTheDocument();
  });

  it('previews a section read-only with its avatars as 100x100 thumbnails', async () => {
    stub(section(1, 'active'));
    renderAt('/preview/1');
    expect(await screen.findByRole('heading', { name: 'Avatars' }, { timeout: 15_000 })).toBeInTheDocument();
    const images = within(screen.getByRole('list', { name: 'Avatars images' })).getAllByRole('img');
    expect(images.map((i) => i.getAttribute('alt'))).toEqual(['Avatars 1: lis.png', 'Avatars 2: sowa.png']);
    expect(screen.queryByRole('button', { name: /Remove Avatars/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });
});
