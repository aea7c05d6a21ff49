import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import Medals from './index';
import { mockModuleApi, renderInApp } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const row = (id: number, status: string) => ({
  id, medalKey: `medal-${id}`, namePl: `Medal ${id}`, nameEn: null, nameUk: null, descriptionPl: 'Opis', descriptionEn: null, descriptionUk: null,
  rule: 'Wygraj 3 kupony.', imageUrl: '/files/medals/m.png', isActive: status === 'active', sortOrder: id, status, version: 2, createdAt: '', updatedAt: '',
});


const renderAt = (path: string) => renderInApp(<Medals />, path);

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' });
  // The medals permission group (it is enforced now).
  signInForTest({ permissions: ['medals.index', 'medals.read', 'medals.create', 'medals.update', 'medals.delete'] });
});
afterEach(() => resetSessionForTest());

describe('medals', () => {
  it('lists with the columns, tabs Active / In-Active and icons for a holder of the medals permissions', async () => {
    const calls = mockModuleApi([row(1, 'active'), row(2, 'active')]);
    renderAt('/');
    expect(await screen.findByText('Medal 1')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Image', 'Name', 'Key', 'How to earn it', 'Sort order', 'Status', 'Actions']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Active', 'In-Active']);
    expect(calls[0].url).toBe('/api/v1/medals?status=active&sort=sortOrder&order=asc&page=1&pageSize=10');
    const first = screen.getByRole('row', { name: /Medal 1/ });
    expect(within(first).getByRole('link', { name: 'View Medal 1' })).toHaveAttribute('href', '/view/1');
    expect(within(first).getByRole('link', { name: 'Edit Medal 1' })).toHaveAttribute('href', '/edit/1');
    expect(within(first).getByRole('button', { name: 'Delete Medal 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Medal' })).toHaveAttribute('href', '/add');
  });

  it('offers the viewer (medals.index, medals.read) no Add, Edit or Delete', async () => {
    signInForTest({ permissions: ['medals.index', 'medals.read'] });
    mockModuleApi([row(1, 'active')]);
    renderAt('/');
    expect(await screen.findByText('Medal 1')).toBeInTheDocument();
    const first = screen.getByRole('row', { name: /Medal 1/ });
    expect(within(first).getByRole('link', { name: 'View Medal 1' })).toBeInTheDocument();
    expect(within(first).queryByRole('link', { name: 'Edit Medal 1' })).not.toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Delete Medal 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Medal' })).not.toBeInTheDocument();
  });

  it('asks for the In-Active tab on the server and says when it is empty', async () => {
    const calls = mockModuleApi([]);
    renderAt('/');
    await userEvent.click(await screen.findByRole('tab', { name: 'In-Active' }));
    expect(await screen.findByText('No medals entries found')).toBeInTheDocument();
    expect(calls.map((c) => c.url).some((u) => u.includes('status=inactive'))).toBe(true);
  });

  it('shows the required messages of the form', async () => {
    mockModuleApi([]);
    renderAt('/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 15_000 }));
    for (const message of ['Key is required!', 'Polish name is required!', 'Rule is required!']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('opens a medal read-only on view, with no submit', async () => {
    mockModuleApi([row(3, 'active')]);
    renderAt('/view/3');
    expect(await screen.findByDisplayValue('Medal 3', {}, { timeout: 15_000 })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });
});
