import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import Banners from './index';
import { mockModuleApi, renderInApp } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const ALL = ['banners.index', 'banners.read', 'banners.create', 'banners.update', 'banners.delete'];
const row = (id: number, status: string) => ({
  id, subBannerName: `Baner ${id}`, pl_title: 'Bonus 100%', pl_imageAltText: 'Bonus', subTitle: null, pl_link: '/promocje/bonus', forNonLogged: id === 1,
  newBanner: false, dateFrom: '2026-11-01T10:00:00.000Z', dateTill: '2026-12-01T10:30:00.000Z', sortOrder: id, pl_imageUrl: '/files/sub-banners/b.png',
  status, version: 1, createdAt: '', updatedAt: '',
});


const renderAt = (path: string) => renderInApp(<Banners />, path);

beforeEach(() => setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' }));
afterEach(() => resetSessionForTest());

describe('banners', () => {
  it('lists with the columns, tabs and every action for a holder of all banners permissions', async () => {
    signInForTest({ permissions: ALL });
    const calls = mockModuleApi([row(1, 'active'), row(2, 'active')]);
    renderAt('/');
    expect(await screen.findByText('Baner 1')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Image', 'Name', 'Title', 'Link', 'Logged out', 'From Date', 'Till Date', 'Sort order', 'Status', 'Actions']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Active', 'In-Active', 'Expired']);
    expect(calls[0].url).toBe('/api/v1/sub-banners?status=active&sort=sortOrder&order=asc&page=1&pageSize=10');
    const first = screen.getByRole('row', { name: /Baner 1/ });
    expect(within(first).getByRole('link', { name: 'View Baner 1' })).toHaveAttribute('href', '/view/1');
    expect(within(first).getByRole('link', { name: 'Edit Baner 1' })).toHaveAttribute('href', '/edit/1');
    expect(within(first).getByRole('button', { name: 'Delete Baner 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Banner' })).toHaveAttribute('href', '/add');
  });

  it('is read-only for the viewer: view only, no create, edit or delete', async () => {
    signInForTest({ permissions: ['banners.index', 'banners.read'] });
    mockModuleApi([row(1, 'active')]);
    renderAt('/');
    const first = await screen.findByRole('row', { name: /Baner 1/ });
    expect(within(first).getByRole('link', { name: 'View Baner 1' })).toBeInTheDocument();
    expect(within(first).queryByRole('link', { name: 'Edit Baner 1' })).not.toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Delete Baner 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Banner' })).not.toBeInTheDocument();
  });

  it('says "No banners found" on an empty tab', async () => {
    signInForTest({ permissions: ALL });
    mockModuleApi([]);
    renderAt('/');
    expect(await screen.findByText('No banners found')).toBeInTheDocument();
  });

  it('shows the required messages of the form', async () => {
    signInForTest({ permissions: ALL });
    mockModuleApi([]);
    renderAt('/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 15_000 }));
    for (const message of ['Name is required!', 'Image alt is required!', 'Link is required!']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });
});
