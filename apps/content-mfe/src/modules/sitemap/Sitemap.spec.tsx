import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import Sitemap from './index';
import { mockModuleApi, renderInApp } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const row = (id: number, source: 'manual' | 'landing', included = true) => ({
  id, path: source === 'landing' ? `/lp/strona-${id}` : `/kategorie/${id}`, changeFrequency: 'weekly', priority: 0.5,
  lastModified: '2026-11-01T10:00:00.000Z', included, source, landingPageId: source === 'landing' ? 7 : null, version: 1, createdAt: '', updatedAt: '',
});


const renderAt = (path: string) => renderInApp(<Sitemap />, path);

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' });
  signInForTest({ permissions: [] });
});
afterEach(() => resetSessionForTest());

describe('sitemap', () => {
  it('lists entries with their columns and tabs; a landing page entry cannot be deleted', async () => {
    const calls = mockModuleApi([row(1, 'manual'), row(2, 'landing', false)]);
    renderAt('/');
    expect(await screen.findByText('/kategorie/1')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Url path', 'Change frequency', 'Priority', 'Last modified', 'Source', 'Included', 'Actions']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Included', 'Excluded']);
    expect(calls[0].url).toBe('/api/v1/sitemaps?status=all&sort=path&order=asc&page=1&pageSize=10');
    const manual = screen.getByRole('row', { name: /\/kategorie\/1/ });
    expect(within(manual).getByRole('link', { name: 'Edit /kategorie/1' })).toHaveAttribute('href', '/edit/1');
    expect(within(manual).getByRole('button', { name: 'Delete /kategorie/1' })).toBeInTheDocument();
    const landing = screen.getByRole('row', { name: /\/lp\/strona-2/ });
    expect(within(landing).getByText('Landing page')).toBeInTheDocument();
    expect(within(landing).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create Sitemap Entry' })).toHaveAttribute('href', '/create');
  });

  it('says "No sitemap entries found" on an empty tab', async () => {
    mockModuleApi([]);
    renderAt('/');
    expect(await screen.findByText('No sitemap entries found')).toBeInTheDocument();
  });

  it('shows the form messages', async () => {
    mockModuleApi([]);
    renderAt('/create');
    const path = await screen.findByLabelText(/^Url path/, undefined, { timeout: 15_000 });
    await userEvent.type(path, 'kategorie');
    await userEvent.clear(screen.getByLabelText(/^Priority/));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('must be a path of the site starting with /!')).toBeInTheDocument();
    expect(await screen.findByText('Priority is required!')).toBeInTheDocument();
  });
});
