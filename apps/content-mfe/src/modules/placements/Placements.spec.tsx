import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import Placements from './index';
import { mockModuleApi, renderInApp } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const ALL = ['placement.index', 'placement.read', 'placement.create', 'placement.update', 'placement.delete'];
const row = (id: number, status: string) => ({
  id, placementName: `Kafel ${id}`, pl_title: 'Bonus', pl_subTitle: null, dateFrom: '2026-11-01T10:00:00.000Z', dateTill: '2026-12-01T10:30:00.000Z',
  places: [{ key: 'home', value: '1' }], screens: [{ key: 'desktop', value: 'right' }, { key: 'mobile', value: 'top' }], isActive: true,
  pl_imageUrl: '/files/placements/k.png', pl_imageAltText: 'Bonus', status, version: 1, createdAt: '', updatedAt: '',
});


const renderAt = (path: string) => renderInApp(<Placements />, path);

beforeEach(() => setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' }));
afterEach(() => resetSessionForTest());

describe('placements', () => {
  it('lists with the columns, tabs and every action for a holder of all placement permissions', async () => {
    signInForTest({ permissions: ALL });
    const calls = mockModuleApi([row(1, 'active'), row(2, 'active')]);
    renderAt('/');
    expect(await screen.findByText('Kafel 1')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Image', 'Name', 'Title', 'Places', 'Screens', 'From Date', 'Till Date', 'Status', 'Actions']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Active', 'In-Active', 'Expired']);
    expect(calls[0].url).toBe('/api/v1/placements?status=active&sort=id&order=desc&page=1&pageSize=10');
    const first = screen.getByRole('row', { name: /Kafel 1/ });
    expect(within(first).getByText('desktop, mobile')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View Kafel 1' })).toHaveAttribute('href', '/view/1');
    expect(within(first).getByRole('link', { name: 'Edit Kafel 1' })).toHaveAttribute('href', '/edit/1');
    expect(within(first).getByRole('button', { name: 'Delete Kafel 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Placement' })).toHaveAttribute('href', '/add');
  });

  it('is read-only for the viewer: view only, no create, edit or delete', async () => {
    signInForTest({ permissions: ['placement.index', 'placement.read'] });
    mockModuleApi([row(1, 'active')]);
    renderAt('/');
    const first = await screen.findByRole('row', { name: /Kafel 1/ });
    expect(within(first).getByRole('link', { name: 'View Kafel 1' })).toBeInTheDocument();
    expect(within(first).queryByRole('link', { name: 'Edit Kafel 1' })).not.toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Delete Kafel 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Placement' })).not.toBeInTheDocument();
  });

  it('shows the required messages of the form, and at least one screen', async () => {
    signInForTest({ permissions: ALL });
    mockModuleApi([]);
    renderAt('/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 15_000 }));
    for (const message of ['Name is required!', 'Image is required!', 'Image alt is required!', 'Key is required!']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Remove Screens 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('must contain minimum 1 items!')).toBeInTheDocument();
  });
});
