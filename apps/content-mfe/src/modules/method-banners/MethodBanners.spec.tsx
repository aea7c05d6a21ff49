import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import { ThemeProviders } from '@backoffice/ui';
import { listReply, mockFetch } from '@backoffice/ui/testing';
import RegistrationBanners from './registration';
import VerificationBanners from './verification';

jest.setTimeout(30_000);

const row = (id: number) => ({
  id, kind: 'registration', method: 'mObywatel', name: `Baner ${id}`, isActive: true, status: 'active', version: 1, createdAt: '', updatedAt: '',
  images: { desktop: { url: '/files/registration-method-banners/desktop/a.png', alt: 'Rejestracja' } },
});


function renderAt(Entry: ComponentType, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ThemeProviders>
        <MemoryRouter initialEntries={[path]}>
          <Entry />
        </MemoryRouter>
      </ThemeProviders>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' });
  signInForTest({ permissions: [] });
});
afterEach(() => resetSessionForTest());

describe('registration and verification banners', () => {
  it('lists one kind from the shared API with tabs and row icons', async () => {
    const calls = mockFetch(listReply([row(1)]));
    renderAt(RegistrationBanners, '/');
    expect(await screen.findByText('Baner 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Registration Banners' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Desktop', 'Name', 'Method', 'Status', 'Actions']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Active', 'Inactive']);
    expect(calls[0].url).toBe('/api/v1/registration/banners?status=active&sort=method&order=asc&page=1&pageSize=10&kind=registration');
    const first = screen.getByRole('row', { name: /Baner 1/ });
    expect(within(first).getByText('mObywatel')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View Baner 1' })).toHaveAttribute('href', '/preview/1');
    expect(within(first).getByRole('button', { name: 'Delete Baner 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Registration Banner' })).toHaveAttribute('href', '/create');
  });

  it('says "No verification banners entries found" on an empty tab, asking for verification banners', async () => {
    const calls = mockFetch(listReply([]));
    renderAt(VerificationBanners, '/');
    expect(await screen.findByText('No verification banners entries found')).toBeInTheDocument();
    expect(calls[0].url).toContain('kind=verification');
  });

  it("shows each of the kind's images at its size with an alt text, and the required messages", async () => {
    mockFetch(listReply([]));
    renderAt(VerificationBanners, '/create');
    expect(await screen.findByRole('heading', { name: 'Create Verification Banner' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Desktop (2560 x 2560)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Mobile background (750 x 1424)' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Small mobile/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Name is required!')).toBeInTheDocument();
    expect(screen.getByText('please select method')).toBeInTheDocument();
    expect(screen.getAllByText('Alt text is required!')).toHaveLength(2);
    expect(screen.getAllByText('Image is required!')).toHaveLength(2);
  });
});
