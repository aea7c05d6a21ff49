import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import HotBanners from './index';
import { mockModuleApi, renderInApp, type FetchCall } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const CRUD = ['hotbanners.index', 'hotbanners.read', 'hotbanners.create', 'hotbanners.update', 'hotbanners.delete'];
const row = (id: number, status: string) => ({
  id, bannerName: `Hot ${id}`, pl_title: 'Finał', pl_subTitle: null, pl_link: id === 2 ? '' : '/promocje/bonus', eventGameId: id === 2 ? '9100231' : '',
  dateFrom: '2026-11-01T10:00:00.000Z', dateTill: '2026-12-01T10:30:00.000Z', sortOrder: id, isActive: true,
  pl_imageUrl: '/files/hot-banners/h.png', pl_mobileImageUrl: null, pl_imageAltText: 'Finał', status, version: 3, createdAt: '', updatedAt: '',
});

let calls: FetchCall[] = [];
const stub = (items: (ReturnType<typeof row> & Record<string, unknown>)[]) => (calls = mockModuleApi(items));

const renderAt = (path: string) => renderInApp(<HotBanners />, path);

beforeEach(() => setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' }));
afterEach(() => resetSessionForTest());

describe('hot banners', () => {
  it('lists with the columns, tabs and every action, clone with hotbanners.clone', async () => {
    signInForTest({ permissions: [...CRUD, 'hotbanners.clone'] });
    stub([row(1, 'active'), row(2, 'active')]);
    renderAt('/');
    expect(await screen.findByText('Hot 1')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Image', 'Name', 'Title', 'Link', 'From Date', 'Till Date', 'Sort order', 'Status', 'Actions']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Active', 'In-Active', 'Expired']);
    expect(calls[0].url).toBe('/api/v1/banners?status=active&sort=sortOrder&order=asc&page=1&pageSize=10');
    expect(screen.getByText('Event game 9100231')).toBeInTheDocument();
    const first = screen.getByRole('row', { name: /Hot 1/ });
    expect(within(first).getByRole('link', { name: 'View Hot 1' })).toHaveAttribute('href', '/view/1');
    expect(within(first).getByRole('link', { name: 'Edit Hot 1' })).toHaveAttribute('href', '/edit/1');
    expect(within(first).getByRole('link', { name: 'Clone Hot 1' })).toHaveAttribute('href', '/clone/1');
    expect(within(first).getByRole('button', { name: 'Delete Hot 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Hot Banner' })).toHaveAttribute('href', '/add');
  });

  it('shows no clone without hotbanners.clone, and nothing but view to the viewer', async () => {
    signInForTest({ permissions: CRUD });
    stub([row(1, 'active')]);
    const { unmount } = renderAt('/');
    const first = await screen.findByRole('row', { name: /Hot 1/ });
    expect(within(first).getByRole('link', { name: 'Edit Hot 1' })).toBeInTheDocument();
    expect(within(first).queryByRole('link', { name: 'Clone Hot 1' })).not.toBeInTheDocument();
    unmount();
    resetSessionForTest();

    signInForTest({ permissions: ['hotbanners.index', 'hotbanners.read'] });
    renderAt('/');
    const viewed = await screen.findByRole('row', { name: /Hot 1/ });
    expect(within(viewed).getByRole('link', { name: 'View Hot 1' })).toBeInTheDocument();
    for (const name of ['Edit Hot 1', 'Clone Hot 1']) expect(within(viewed).queryByRole('link', { name })).not.toBeInTheDocument();
    expect(within(viewed).queryByRole('button', { name: 'Delete Hot 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Hot Banner' })).not.toBeInTheDocument();
  });

  it('clones into a new record: the copy\'s values under "Clone Hot Banner", saved with Create', async () => {
    signInForTest({ permissions: [...CRUD, 'hotbanners.clone'] });
    // The record as GET answers it, bookkeeping included: the form submits only the schema's fields.
    stub([{ ...row(1, 'active'), createdBy: 1, updatedBy: 1 }]);
    renderAt('/clone/1');
    expect(await screen.findByRole('heading', { name: 'Clone Hot Banner' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Hot 1');
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await userEvent.type(screen.getByLabelText(/^Name/), 'Hot 1 kopia');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    const body = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ bannerName: 'Hot 1 kopia', eventGameId: '', pl_link: '/promocje/bonus' });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('version');
  });

  it('shows the required messages of the form', async () => {
    signInForTest({ permissions: CRUD });
    stub([]);
    renderAt('/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 15_000 }));
    for (const message of ['Name is required!', 'Link is required!']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });
});
