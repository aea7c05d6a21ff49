import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import SpecialCategories from './index';
import { mockModuleApi, renderInApp } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const row = (id: number, status: string) => ({
  id, categoryName: `Kategoria ${id}`, categoryUrl: `/kategorie/${id}`, seoDescription: 'Opis', graphicsUrl: '/files/special-categories/k.png',
  dateStart: '2026-11-01T10:00:00.000Z', dateTill: '2026-12-01T10:30:00.000Z', sortOrder: id, status, version: 1, createdAt: '', updatedAt: '',
});


const renderAt = (path: string) => renderInApp(<SpecialCategories />, path);

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' });
  signInForTest({ permissions: [] });
});
afterEach(() => resetSessionForTest());

describe('special categories', () => {
  it('lists with the spec columns, tabs and icons for any signed-in user', async () => {
    const calls = mockModuleApi([row(1, 'active'), row(2, 'expired')]);
    renderAt('/');
    expect(await screen.findByText('Kategoria 1')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Graphic', 'Name', 'Url', 'From Date', 'Till Date', 'Sort order', 'Status', 'Actions']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Expired']);
    expect(calls[0].url).toBe('/api/v1/categories?status=all&sort=sortOrder&order=asc&page=1&pageSize=10');
    const first = screen.getByRole('row', { name: /Kategoria 1/ });
    expect(within(first).getByRole('link', { name: 'View Kategoria 1' })).toHaveAttribute('href', '/preview/1');
    expect(within(first).getByRole('link', { name: 'Edit Kategoria 1' })).toHaveAttribute('href', '/edit/1');
    expect(within(first).getByRole('button', { name: 'Delete Kategoria 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Special Category' })).toHaveAttribute('href', '/create');
  });

  it('says "No categories entries found" on an empty tab', async () => {
    mockModuleApi([]);
    renderAt('/');
    expect(await screen.findByText('No categories entries found')).toBeInTheDocument();
  });

  it('shows the required messages of the form', async () => {
    mockModuleApi([]);
    renderAt('/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 15_000 }));
    for (const message of ['Name is required!', 'Url is required!', 'Seo description is required!']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });
});
